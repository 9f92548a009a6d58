import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { MENSAJE_RECURSO_DESCONOCIDO } from '@avanti/libs/jobs/recursos-exportables';
import { MENSAJES_EXPORTACION } from '../../domain/exportacion.js';

export class SolicitarExportacionDto {
  @ApiProperty({ example: 'eps', description: 'Recurso a exportar (por ahora: eps)' })
  @IsString({ message: MENSAJE_RECURSO_DESCONOCIDO })
  @MaxLength(60, { message: MENSAJE_RECURSO_DESCONOCIDO })
  recurso!: string;

  @ApiPropertyOptional({ example: { q: 'EPS' }, description: 'El mismo filtro de la lista (filter de ra-data-simple-rest)' })
  @IsOptional()
  @IsObject({ message: MENSAJES_EXPORTACION.filtroInvalido })
  filtro?: Record<string, unknown>;
}
