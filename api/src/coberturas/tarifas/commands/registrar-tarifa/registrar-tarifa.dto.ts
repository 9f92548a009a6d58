import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsUUID, Max, Min } from 'class-validator';
import type { RegistrarTarifaSolicitud } from '@avanti/libs/coberturas/contrato';
import { MENSAJES_TARIFA as M } from '../../domain/tarifa.js';
import { MontosTarifaDto } from '../actualizar-tarifa/actualizar-tarifa.dto.js';

/** POST /api/tarifas */
export class RegistrarTarifaDto extends MontosTarifaDto implements RegistrarTarifaSolicitud {
  @ApiProperty({ description: 'Id de la aseguradora' })
  @IsUUID('all', { message: M.epsObligatoria })
  @IsNotEmpty({ message: M.epsObligatoria })
  eps!: string;

  @ApiProperty({ example: 2 })
  @Max(1000, { message: M.especialidadObligatoria })
  @Min(0, { message: M.especialidadObligatoria })
  @IsInt({ message: M.especialidadObligatoria })
  especialidad!: number;
}
