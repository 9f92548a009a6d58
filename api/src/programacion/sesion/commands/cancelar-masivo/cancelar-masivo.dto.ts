import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { CancelarMasivoSolicitud } from '@avanti/libs/programacion/contrato';
import { CancelarSesionDto } from '../cancelar-sesion/cancelar-sesion.dto.js';

/** The hand-written check's words, kept: a patient or a therapist, and both dates. */
export const MENSAJE_FILTRO_MASIVO = 'Seleccione un paciente o un terapeuta y el rango de fechas';

/** POST /api/sesiones/cancelar-masivo: a patient or a therapist, a date range and one reason. */
export class CancelarMasivoDto extends CancelarSesionDto implements CancelarMasivoSolicitud {
  @ApiPropertyOptional({ description: 'id del paciente (o el terapeuta)' })
  @IsString({ message: MENSAJE_FILTRO_MASIVO })
  @IsOptional()
  paciente?: string;

  @ApiPropertyOptional({ description: 'id del terapeuta (o el paciente)' })
  @IsString({ message: MENSAJE_FILTRO_MASIVO })
  @IsOptional()
  terapeuta?: string;

  @ApiProperty({ example: '2026-12-01', format: 'date' })
  @IsString({ message: MENSAJE_FILTRO_MASIVO })
  @IsOptional()
  desde!: string;

  @ApiProperty({ example: '2026-12-15', format: 'date' })
  @IsString({ message: MENSAJE_FILTRO_MASIVO })
  @IsOptional()
  hasta!: string;
}
