import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { MOTIVOS_CANCELACION } from '@avanti/libs/programacion/contrato-lecturas';
import type { CancelarSesionSolicitud } from '@avanti/libs/programacion/contrato';
import { LARGO_DETALLE_CANCELACION, MENSAJES_SESION as M } from '../../domain/sesion.js';

// The DTO checks each field's type with the message the rule gives; presence, the list and the lengths are the
// domain's (decidirCancelacion), after the session is found and known to be pending, as before.

/** POST /api/sesiones/:id/cancelar and /cancelar-en-gestion */
export class CancelarSesionDto implements CancelarSesionSolicitud {
  @ApiProperty({ enum: MOTIVOS_CANCELACION, description: 'Un motivo de la lista' })
  @IsString({ message: M.motivoInvalido })
  @IsOptional()
  motivo!: string;

  @ApiPropertyOptional({ maxLength: LARGO_DETALLE_CANCELACION, description: "Con el motivo 'Otros': por qué se cancela" })
  @IsString({ message: M.detalleObligatorio })
  @IsOptional()
  detalle?: string;
}
