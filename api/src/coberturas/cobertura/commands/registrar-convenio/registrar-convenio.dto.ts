import { ApiProperty } from '@nestjs/swagger';
import { IsInt } from 'class-validator';
import type { RegistrarConvenioSolicitud } from '@avanti/libs/coberturas/contrato';
import { MENSAJES_COBERTURA as M } from '../../domain/cobertura.js';
import { RegistroCoberturaDto } from '../registro-comun.dto.js';

/** POST /api/coberturas/convenios */
export class RegistrarConvenioDto extends RegistroCoberturaDto implements RegistrarConvenioSolicitud {
  @ApiProperty({ enum: [15, 30, 45, 60, 90, 120, 150, 180] })
  @IsInt({ message: M.coberturaInvalida([15, 30, 45, 60, 90, 120, 150, 180]) })
  cobertura!: number;
}
