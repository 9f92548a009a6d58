import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import type { PrevisualizarProgramacionSolicitud } from '@avanti/libs/programacion/contrato';
import { PorEspecialidadDto, SemanalDto } from '../../commands/programar-sesiones/programar-sesiones.dto.js';
import { MENSAJES_SESION as M } from '../../domain/sesion.js';

/** POST /api/sesiones/programar/previsualizar: the same `semanal` or `porEspecialidad` as 'Programar'. */
export class PrevisualizarProgramacionDto implements PrevisualizarProgramacionSolicitud {
  @ApiPropertyOptional({ type: SemanalDto })
  @ValidateNested({ message: M.sinDias })
  @Type(() => SemanalDto)
  @IsOptional()
  semanal?: SemanalDto;

  @ApiPropertyOptional({ type: PorEspecialidadDto })
  @ValidateNested({ message: M.camposIncompletos })
  @Type(() => PorEspecialidadDto)
  @IsOptional()
  porEspecialidad?: PorEspecialidadDto;
}
