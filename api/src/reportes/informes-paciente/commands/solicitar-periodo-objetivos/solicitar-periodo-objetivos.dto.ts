import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { MENSAJES_INFORMES_PACIENTE as M } from '@avanti/libs/reportes/contrato-informes-paciente';
import { MENSAJES_REPORTES_OBJETIVOS } from '@avanti/libs/reportes/contrato-objetivos';

const INCOMPLETOS = MENSAJES_REPORTES_OBJETIVOS.parametrosIncompletos;

export class SolicitarObjetivosPeriodoDto {
  @ApiPropertyOptional({ description: "Id del paciente o 'todos'" })
  @IsOptional()
  @MaxLength(60, { message: INCOMPLETOS })
  @IsString({ message: INCOMPLETOS })
  paciente?: string;

  @ApiPropertyOptional({ description: 'Id del terapeuta' })
  @IsOptional()
  @MaxLength(60, { message: INCOMPLETOS })
  @IsString({ message: INCOMPLETOS })
  terapeuta?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 4 })
  @IsOptional()
  @IsInt({ message: INCOMPLETOS })
  trimestre?: number;

  @ApiPropertyOptional({ minimum: 2025 })
  @IsOptional()
  @IsInt({ message: INCOMPLETOS })
  anio?: number;

  @ApiPropertyOptional({
    description: "Periodo de evaluación: 'todos', 1, 2 o 3",
    oneOf: [
      { type: 'string', enum: ['todos'] },
      { type: 'integer', enum: [1, 2, 3] },
    ],
  })
  @IsOptional()
  @IsIn(['todos', 1, 2, 3], { message: M.periodoInvalido })
  periodo?: 'todos' | 1 | 2 | 3;

  @ApiPropertyOptional({ description: 'Sede (solo quien ve todas las sedes)' })
  @IsOptional()
  @MaxLength(60, { message: 'Sede inválida' })
  @IsString({ message: 'Sede inválida' })
  sede?: string;
}
