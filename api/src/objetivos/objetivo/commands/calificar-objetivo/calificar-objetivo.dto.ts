import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { ESCALA_CALIFICACION, MENSAJES_OBJETIVOS as M } from '@avanti/libs/objetivos/contrato-lecturas';
import type { CalificacionTareaSolicitud, CalificarObjetivoSolicitud } from '@avanti/libs/objetivos/contrato';
import { MAX_TEXTO } from '../../domain/objetivo.js';

// Types here, with the rule's message; which fields the objective's form needs (periods or the older single
// rating), the scale and the link are the domain's (decidirCalificacion), after the objective is found and the user
// may rate it, as before.

const PUNTAJES = ESCALA_CALIFICACION.map((o) => o.codigo);

export class CalificacionTareaDto implements CalificacionTareaSolicitud {
  @ApiProperty({ enum: PUNTAJES, example: 80 })
  @IsInt({ message: M.puntajeInvalido })
  @IsOptional()
  puntaje!: number;

  @ApiProperty()
  @IsBoolean({ message: M.cumpleInvalido })
  @IsOptional()
  cumple!: boolean;
}

/** POST /api/objetivos/:id/calificar */
export class CalificarObjetivoDto implements CalificarObjetivoSolicitud {
  @ApiPropertyOptional({ enum: [1, 2, 3], description: 'El periodo (en orden); objetivos desde 2025-03-09' })
  @IsInt({ message: M.periodoInvalido })
  @IsOptional()
  periodo?: number;

  @ApiPropertyOptional({ type: [CalificacionTareaDto], description: 'Las tres tareas, en orden' })
  @ValidateNested({ each: true, message: M.puntajeInvalido })
  @Type(() => CalificacionTareaDto)
  @ArrayMaxSize(3, { message: M.tresCalificaciones })
  @IsArray({ message: M.tresCalificaciones })
  @IsOptional()
  tareas?: CalificacionTareaDto[];

  @ApiPropertyOptional({ maxLength: MAX_TEXTO, description: 'Periodo 3: el logro' })
  @IsString({ message: M.textoLargo })
  @IsOptional()
  comentario?: string;

  @ApiPropertyOptional({ example: 'https://videos.example/escalera', description: 'Un enlace http(s)' })
  @IsString({ message: M.textoLargo })
  @IsOptional()
  evidencia?: string;

  @ApiPropertyOptional({ enum: PUNTAJES, description: 'Solo objetivos anteriores a 2025-03-09' })
  @IsInt({ message: M.puntajeInvalido })
  @IsOptional()
  puntaje?: number;

  @ApiPropertyOptional({ maxLength: MAX_TEXTO, description: 'Solo objetivos anteriores a 2025-03-09' })
  @IsString({ message: M.textoLargo })
  @IsOptional()
  logro?: string;
}
