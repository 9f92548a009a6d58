import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { MENSAJES_HISTORIA as M } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type { VerificarMotivoSolicitud } from '@avanti/libs/historia-clinica/contrato';
import { FechaIso } from '../../../../infrastructure/http/validadores.js';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

/** POST /api/pacientes/:id/historia/motivos/:motivoId/verificar */
export class VerificarMotivoDto implements VerificarMotivoSolicitud {
  @ApiProperty({ example: '2026-11-23' })
  @FechaIso({ message: M.fechaInvalida })
  @IsString({ message: M.fechaInvalida })
  fecha!: string;

  @ApiProperty({ type: [String], description: 'Ids de términos activos del catálogo de motivos de consulta' })
  @IsString({ each: true, message: M.terminoInvalido })
  @ArrayMaxSize(50, { message: M.terminoInvalido })
  @IsArray({ message: M.terminosObligatorios })
  terminos!: string[];

  @ApiPropertyOptional({ maxLength: 500 })
  @MaxLength(500, { message: M.observacionesLargas })
  @IsString({ message: M.observacionesLargas })
  @IsOptional()
  observaciones?: string | null;
}
