import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsUUID } from 'class-validator';
import type { RegistrarOrdenSolicitud } from '@avanti/libs/coberturas/contrato';
import { MENSAJES_COBERTURA as M } from '../../domain/cobertura.js';
import { RegistroCoberturaDto } from '../registro-comun.dto.js';

/** POST /api/coberturas/ordenes */
export class RegistrarOrdenDto extends RegistroCoberturaDto implements RegistrarOrdenSolicitud {
  @ApiProperty({ description: 'Id de la aseguradora' })
  @IsUUID('all', { message: M.entidadObligatoria })
  @IsNotEmpty({ message: M.entidadObligatoria })
  entidad!: string;

  @ApiProperty({ enum: [30, 45, 60, 90, 120, 150, 180] })
  @IsInt({ message: M.coberturaInvalida([30, 45, 60, 90, 120, 150, 180]) })
  cobertura!: number;
}
