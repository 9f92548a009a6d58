import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { LUGARES_SESION, TIPOS_SESION } from '@avanti/libs/programacion/eventos';
import type {
  DiaProgramacionSolicitud,
  ItemProgramacionSolicitud,
  PorEspecialidadSolicitud,
  ProgramarSesionesSolicitud,
  SemanalSolicitud,
} from '@avanti/libs/programacion/contrato';
import { MENSAJES_ESPECIALIDAD } from '../../domain/por-especialidad.js';
import { MENSAJES_FIN } from '../../domain/serie.js';
import { MENSAJES_SESION as M } from '../../domain/sesion.js';

// Each field's type is checked here with the message its rule gives. Presence and the rules (required fields,
// enumerations, dates, times, values) stay in the domain (validarItem, generarSerie, generarPorEspecialidad), which
// runs after the patient, the line and the therapist are looked up: the same answers, in the same order, as before.
// class-validator runs a property's decorators bottom-up: IsOptional sits last.

class ComunDeProgramacionDto {
  @ApiProperty({ description: 'id del paciente' })
  @IsString({ message: M.camposIncompletos })
  @IsOptional()
  paciente!: string;

  @ApiProperty({ description: 'id del terapeuta' })
  @IsString({ message: M.sinTerapeuta })
  @IsOptional()
  terapeuta!: string;

  @ApiProperty({ enum: TIPOS_SESION })
  @IsString({ message: M.tipoInvalido })
  @IsOptional()
  tipo!: string;

  @ApiProperty({ enum: LUGARES_SESION })
  @IsString({ message: M.lugarInvalido })
  @IsOptional()
  lugar!: string;

  @ApiPropertyOptional({ example: 50000, minimum: 0, description: 'Particulares, código 90 y convenios: el valor por sesión (una EPS, el de su tarifa)' })
  @IsInt({ message: M.valorInvalido })
  @IsOptional()
  valor?: number;

  @ApiPropertyOptional({ example: 0, minimum: 0 })
  @IsInt({ message: M.valorInvalido })
  @IsOptional()
  copago?: number;
}

/** One session of 'Programar' by list. */
export class ItemProgramacionDto extends ComunDeProgramacionDto implements ItemProgramacionSolicitud {
  @ApiProperty({ description: 'id de la autorización' })
  @IsString({ message: M.camposIncompletos })
  @IsOptional()
  cobertura!: string;

  @ApiProperty({ example: '1', description: 'La línea de servicio de esa autorización' })
  @IsString({ message: M.camposIncompletos })
  @IsOptional()
  lineaId!: string;

  @ApiProperty({ example: '2026-12-01', format: 'date' })
  @IsString({ message: M.fechaInvalida })
  @IsOptional()
  fecha!: string;

  @ApiProperty({ example: '14:30' })
  @IsString({ message: M.horaInvalida })
  @IsOptional()
  horaInicio!: string;

  @ApiProperty({ example: '15:00' })
  @IsString({ message: M.horaInvalida })
  @IsOptional()
  horaFin!: string;
}

export class DiaProgramacionDto implements DiaProgramacionSolicitud {
  @ApiProperty({ minimum: 1, maximum: 7, example: 1, description: '1 lunes … 7 domingo (por especialidad, de lunes a sábado)' })
  @IsInt({ message: M.sinDias })
  @IsOptional()
  dia!: number;

  @ApiProperty({ example: '14:30' })
  @IsString({ message: M.horaInvalida })
  @IsOptional()
  horaInicio!: string;

  @ApiProperty({ example: '15:00' })
  @IsString({ message: M.horaInvalida })
  @IsOptional()
  horaFin!: string;
}

/** From `desde`, on the chosen weekdays; it ends after `sesiones`, on `hasta`, or when the pool or the authorization runs out. */
class SerieDto extends ComunDeProgramacionDto {
  @ApiProperty({ example: '2026-12-01', format: 'date' })
  @IsString({ message: M.fechaInvalida })
  @IsOptional()
  desde!: string;

  @ApiProperty({ type: [DiaProgramacionDto] })
  @ValidateNested({ each: true, message: M.sinDias })
  @Type(() => DiaProgramacionDto)
  @IsArray({ message: M.sinDias })
  @IsOptional()
  dias!: DiaProgramacionDto[];

  @ApiPropertyOptional({ minimum: 1, maximum: 120, description: 'Termina después de estas sesiones' })
  @IsInt({ message: MENSAJES_FIN.cantidadInvalida })
  @IsOptional()
  sesiones?: number;

  @ApiPropertyOptional({ example: '2027-02-28', format: 'date', description: 'Termina en esta fecha (incluida)' })
  @IsString({ message: MENSAJES_FIN.hastaInvalida })
  @IsOptional()
  hasta?: string;
}

/** 'Programar' weekly: one line of one authorization. */
export class SemanalDto extends SerieDto implements SemanalSolicitud {
  @ApiProperty({ description: 'id de la autorización' })
  @IsString({ message: M.camposIncompletos })
  @IsOptional()
  cobertura!: string;

  @ApiProperty({ example: '1', description: 'La línea de servicio de esa autorización' })
  @IsString({ message: M.camposIncompletos })
  @IsOptional()
  lineaId!: string;
}

/** 'Programar' by specialty (spec 2 type 3): Monday to Saturday; the server picks the authorization of each date. */
export class PorEspecialidadDto extends SerieDto implements PorEspecialidadSolicitud {
  @ApiProperty({ minimum: 2, maximum: 6, example: 2, description: 'Especialidad (2 a 6)' })
  @IsInt({ message: MENSAJES_ESPECIALIDAD.sinEspecialidad })
  @IsOptional()
  especialidad!: number;
}

/** POST /api/sesiones/programar: `items`, `semanal` or `porEspecialidad` (decision 0017); all or nothing. */
export class ProgramarSesionesDto implements ProgramarSesionesSolicitud {
  @ApiPropertyOptional({ type: [ItemProgramacionDto], description: 'Por lista: cada sesión con su fecha y horas (máximo 120)' })
  @ValidateNested({ each: true, message: M.camposIncompletos })
  @Type(() => ItemProgramacionDto)
  @IsArray({ message: M.camposIncompletos })
  @IsOptional()
  items?: ItemProgramacionDto[];

  @ApiPropertyOptional({ type: SemanalDto, description: 'Serie semanal de una línea de una autorización' })
  @ValidateNested({ message: M.sinDias })
  @Type(() => SemanalDto)
  @IsOptional()
  semanal?: SemanalDto;

  @ApiPropertyOptional({ type: PorEspecialidadDto, description: 'Por especialidad: de lunes a sábado; el servidor elige la autorización de cada fecha' })
  @ValidateNested({ message: M.camposIncompletos })
  @Type(() => PorEspecialidadDto)
  @IsOptional()
  porEspecialidad?: PorEspecialidadDto;

  @ApiPropertyOptional({ description: 'Confirma los cruces (sesiones grupales)' })
  @IsBoolean({ message: 'confirmarCruces debe ser verdadero o falso' })
  @IsOptional()
  confirmarCruces?: boolean;
}
