import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { FechaIso } from '../../../../infrastructure/http/validadores.js';
import { MENSAJES_VALORACION as M } from '@avanti/libs/reportes/contrato-valoraciones';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

export class SolicitarInformeValoracionDto {
  @ApiProperty({ description: 'Id del paciente' })
  @MaxLength(60, { message: M.sinValoraciones })
  @IsNotEmpty({ message: M.parametrosIncompletos })
  @IsString({ message: M.parametrosIncompletos })
  paciente!: string;

  @ApiProperty({ example: '2026-11-23', description: 'Fecha de la valoración (aaaa-mm-dd)' })
  @FechaIso({ message: M.fechaInvalida })
  @IsString({ message: M.fechaInvalida })
  fecha!: string;

  @ApiProperty({ maxLength: 20000, description: 'Recomendaciones del informe' })
  @MaxLength(20000, { message: M.recomendacionesLargas })
  @Matches(/\S/, { message: M.recomendacionesRequeridas })
  @IsString({ message: M.recomendacionesRequeridas })
  recomendaciones!: string;
}
