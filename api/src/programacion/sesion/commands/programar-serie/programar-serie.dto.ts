import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  ACCIONES_FECHA,
  type AccionFecha,
  type DiaDeSerieProgramada,
  type EleccionDeFecha,
  type PedidoSerieProgramada,
} from '@avanti/libs/programacion/contrato';
import { LUGARES_SESION, TIPOS_SESION } from '@avanti/libs/programacion/eventos';
import { MENSAJES_ESPECIALIDAD } from '../../domain/por-especialidad.js';
import { MENSAJES_FIN } from '../../domain/serie.js';
import { MENSAJES_SESION as M } from '../../domain/sesion.js';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

export class DiaDeSerieDto implements DiaDeSerieProgramada {
  @ApiProperty({ minimum: 1, maximum: 7, example: 1, description: '1 lunes … 7 domingo (por especialidad, de lunes a sábado)' })
  @Max(7, { message: M.sinDias })
  @Min(1, { message: M.sinDias })
  @IsInt({ message: M.sinDias })
  dia!: number;

  @ApiProperty({ example: '08:00' })
  @MaxLength(5, { message: M.horaInvalida })
  @IsNotEmpty({ message: M.sinHoras })
  @IsString({ message: M.sinHoras })
  horaInicio!: string;

  @ApiProperty({ example: '08:30' })
  @MaxLength(5, { message: M.horaInvalida })
  @IsNotEmpty({ message: M.sinHoras })
  @IsString({ message: M.sinHoras })
  horaFin!: string;
}

const ACCION_INVALIDA = 'Para cada fecha elija omitirla, moverla o mantenerla';

export class EleccionDeFechaDto implements EleccionDeFecha {
  @ApiProperty({ example: '2026-12-07', description: 'La fecha tal como la generó la serie' })
  @MaxLength(10, { message: M.fechaInvalida })
  @IsString({ message: M.fechaInvalida })
  fecha!: string;

  @ApiProperty({ enum: ACCIONES_FECHA })
  @IsIn(ACCIONES_FECHA, { message: ACCION_INVALIDA })
  accion!: AccionFecha;

  @ApiPropertyOptional({ example: '2026-12-09', description: "'mover': el día al que pasa" })
  @MaxLength(10, { message: M.fechaInvalida })
  @IsString({ message: M.fechaInvalida })
  @IsOptional()
  fechaNueva?: string;

  @ApiPropertyOptional({ example: '10:00', description: "'mover': la hora de inicio (por defecto, la de la serie)" })
  @MaxLength(5, { message: M.horaInvalida })
  @IsString({ message: M.horaInvalida })
  @IsOptional()
  horaInicio?: string;

  @ApiPropertyOptional({ example: '10:30' })
  @MaxLength(5, { message: M.horaInvalida })
  @IsString({ message: M.horaInvalida })
  @IsOptional()
  horaFin?: string;
}

/**
 * A weekly series (issue 27 items 5 and 6): from one line (`cobertura` + `lineaId`) or by specialty
 * (`especialidad`); it ends after `sesiones`, on `hasta`, or when the pool runs out; `elecciones` says, per
 * clashing date, skip, move or keep (group session).
 */
export class ProgramarSerieDto implements PedidoSerieProgramada {
  @ApiProperty({ description: 'id del paciente' })
  @MaxLength(60, { message: M.camposIncompletos })
  @IsNotEmpty({ message: M.camposIncompletos })
  @IsString({ message: M.camposIncompletos })
  paciente!: string;

  @ApiProperty({ description: 'id del terapeuta' })
  @MaxLength(60, { message: M.sinTerapeuta })
  @IsNotEmpty({ message: M.sinTerapeuta })
  @IsString({ message: M.sinTerapeuta })
  terapeuta!: string;

  @ApiProperty({ enum: TIPOS_SESION })
  @IsIn(TIPOS_SESION, { message: M.tipoInvalido })
  @IsNotEmpty({ message: M.camposIncompletos })
  tipo!: string;

  @ApiProperty({ enum: LUGARES_SESION })
  @IsIn(LUGARES_SESION, { message: M.lugarInvalido })
  @IsNotEmpty({ message: M.camposIncompletos })
  lugar!: string;

  @ApiPropertyOptional({ example: 50000, description: 'Particulares, código 90 y convenios: el valor por sesión' })
  @Max(1_000_000_000, { message: M.valorInvalido })
  @Min(0, { message: M.valorInvalido })
  @IsInt({ message: M.valorInvalido })
  @IsOptional()
  valor?: number;

  @ApiPropertyOptional({ example: 0 })
  @Max(1_000_000_000, { message: M.valorInvalido })
  @Min(0, { message: M.valorInvalido })
  @IsInt({ message: M.valorInvalido })
  @IsOptional()
  copago?: number;

  @ApiPropertyOptional({ description: 'Semanal: la autorización (id) de la que descuenta' })
  @MaxLength(60, { message: M.camposIncompletos })
  @IsString({ message: M.camposIncompletos })
  @IsOptional()
  cobertura?: string;

  @ApiPropertyOptional({ example: '1', description: 'Semanal: la línea de servicio de esa autorización' })
  @MaxLength(10, { message: M.camposIncompletos })
  @IsString({ message: M.camposIncompletos })
  @IsOptional()
  lineaId?: string;

  @ApiPropertyOptional({ minimum: 2, maximum: 6, description: 'Por especialidad (2 a 6): el servidor elige la autorización de cada fecha' })
  @Max(6, { message: MENSAJES_ESPECIALIDAD.sinEspecialidad })
  @Min(2, { message: MENSAJES_ESPECIALIDAD.sinEspecialidad })
  @IsInt({ message: MENSAJES_ESPECIALIDAD.sinEspecialidad })
  @IsOptional()
  especialidad?: number;

  @ApiProperty({ example: '2026-12-01' })
  @MaxLength(10, { message: M.fechaInvalida })
  @IsNotEmpty({ message: M.sinFechaInicio })
  @IsString({ message: M.sinFechaInicio })
  desde!: string;

  @ApiProperty({ type: [DiaDeSerieDto] })
  @ValidateNested({ each: true, message: M.sinDias })
  @Type(() => DiaDeSerieDto)
  @ArrayMaxSize(7, { message: M.sinDias })
  @ArrayNotEmpty({ message: M.sinDias })
  @IsArray({ message: M.sinDias })
  dias!: DiaDeSerieDto[];

  @ApiPropertyOptional({ minimum: 1, maximum: 120, description: 'Termina después de estas sesiones' })
  @Max(120, { message: MENSAJES_FIN.cantidadInvalida })
  @Min(1, { message: MENSAJES_FIN.cantidadInvalida })
  @IsInt({ message: MENSAJES_FIN.cantidadInvalida })
  @IsOptional()
  sesiones?: number;

  @ApiPropertyOptional({ example: '2027-02-28', description: 'Termina en esta fecha (incluida)' })
  @MaxLength(10, { message: MENSAJES_FIN.hastaInvalida })
  @IsString({ message: MENSAJES_FIN.hastaInvalida })
  @IsOptional()
  hasta?: string;

  @ApiPropertyOptional({ type: [EleccionDeFechaDto], description: 'Por fecha en cruce: omitirla, moverla o mantenerla (sesión grupal)' })
  @ValidateNested({ each: true, message: ACCION_INVALIDA })
  @Type(() => EleccionDeFechaDto)
  @ArrayMaxSize(120, { message: ACCION_INVALIDA })
  @IsArray({ message: ACCION_INVALIDA })
  @IsOptional()
  elecciones?: EleccionDeFechaDto[];
}
