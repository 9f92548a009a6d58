import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { ActualizarTarifaSolicitud } from '@avanti/libs/coberturas/contrato';
import { MENSAJES_TARIFA as M } from '../../domain/tarifa.js';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

/** PUT /api/tarifas/:id (and the fee and copay of POST /api/tarifas) */
export class ActualizarTarifaDto implements ActualizarTarifaSolicitud {
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
