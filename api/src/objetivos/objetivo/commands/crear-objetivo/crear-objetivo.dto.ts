import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString } from 'class-validator';
import { MENSAJES_OBJETIVOS as M } from '@avanti/libs/objetivos/contrato-lecturas';
import type { CrearObjetivoSolicitud } from '@avanti/libs/objetivos/contrato';
import { ESPECIALIDADES, MAX_TEXTO } from '../../domain/objetivo.js';

// Each field's type is checked here with the message its rule gives; presence and the rules (the specialty's list,
// three different tasks, lengths, the start date's quarter) stay in the domain (decidirCreacion), which runs after
// the patient is found and the user is its leader: the same answers, in the same order, as before.
// class-validator runs a property's decorators bottom-up: IsOptional sits last.

/** POST /api/objetivos */
export class CrearObjetivoDto implements CrearObjetivoSolicitud {
  @ApiProperty({ description: 'id del paciente' })
  @IsString({ message: M.pacienteNoEncontrado })
  @IsOptional()
  paciente!: string;

  @ApiProperty({ enum: ESPECIALIDADES, example: 2, description: '2 Fisioterapia, 3 Fonoaudiología, 4 Terapia ocupacional, 5 Educación especial, 6 Psicología' })
  @IsInt({ message: M.especialidadInvalida })
  @IsOptional()
  especialidad!: number;

  @ApiProperty({ maxLength: MAX_TEXTO })
  @IsString({ message: M.objetivoObligatorio })
  @IsOptional()
  objetivo!: string;

  @ApiProperty({ type: [String], minItems: 3, maxItems: 3, description: 'Exactamente tres tareas distintas' })
  @IsString({ each: true, message: M.tareaVacia })
  @ArrayMaxSize(3, { message: M.tresTareas })
  @IsArray({ message: M.tresTareas })
  @IsOptional()
  tareas!: string[];

  @ApiProperty({ format: 'date', example: '2026-11-20', description: 'En el trimestre actual o el siguiente' })
  @IsString({ message: M.fechaInvalida })
  @IsOptional()
  fechaInicio!: string;
}
