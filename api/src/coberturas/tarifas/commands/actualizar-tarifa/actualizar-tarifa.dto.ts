import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { ActualizarTarifaSolicitud } from '@avanti/libs/coberturas/contrato';
import { SoloLectura } from '../../../../infrastructure/http/validadores.js';
import { MENSAJES_TARIFA as M } from '../../domain/tarifa.js';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

/** The fee and the copay: what POST /api/tarifas and PUT /api/tarifas/:id both set. */
export class MontosTarifaDto implements ActualizarTarifaSolicitud {
  @ApiProperty({ example: 45000 })
  @Max(1_000_000_000, { message: M.tarifaInvalida })
  @Min(0, { message: M.tarifaInvalida })
  @IsInt({ message: M.tarifaInvalida })
  tarifa!: number;

  @ApiPropertyOptional({ example: 4500 })
  @Max(1_000_000_000, { message: M.copagoInvalido })
  @Min(0, { message: M.copagoInvalido })
  @IsInt({ message: M.copagoInvalido })
  @IsOptional()
  copago?: number | null;
}

/** PUT /api/tarifas/:id: the fee and the copay, or the rate GET served whole (its insurer and specialty are ignored). */
export class ActualizarTarifaDto extends MontosTarifaDto {
  @SoloLectura() id?: unknown;
  @SoloLectura() eps?: unknown;
  @SoloLectura() epsNombre?: unknown;
  @SoloLectura() especialidad?: unknown;
  @SoloLectura() especialidadNombre?: unknown;
}
