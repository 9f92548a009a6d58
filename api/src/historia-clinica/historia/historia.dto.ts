import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { FechaIso } from '../../infrastructure/http/validadores.js';
import { MENSAJES_HISTORIA as M } from '@avanti/libs/contratos/historia-clinica';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

export class RegistrarMotivoHcDto {
  @ApiProperty({ maxLength: 500 })
  @MaxLength(500, { message: M.motivoLargo })
  @IsNotEmpty({ message: M.motivoObligatorio })
  @IsString({ message: M.motivoObligatorio })
  motivo!: string;

  @ApiProperty({ maxLength: 500 })
  @MaxLength(500, { message: M.observacionesLargas })
  @IsNotEmpty({ message: M.observacionesObligatorias })
  @IsString({ message: M.observacionesObligatorias })
  observaciones!: string;
}

export class VerificarMotivoDto {
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

export class RegistrarAntecedenteDto {
  @ApiProperty({ enum: [1, 2, 3, 4, 5] })
  @IsIn([1, 2, 3, 4, 5], { message: M.tipoAntecedenteInvalido })
  tipo!: number;

  @ApiProperty()
  @MaxLength(20_000, { message: M.textoLargo('La descripción', 20_000) })
  @IsNotEmpty({ message: M.descripcionObligatoria })
  @IsString({ message: M.descripcionObligatoria })
  descripcion!: string;

  @ApiProperty({ maxLength: 30_000 })
  @MaxLength(30_000, { message: M.observacionLarga })
  @IsNotEmpty({ message: M.observacionObligatoria })
  @IsString({ message: M.observacionObligatoria })
  observacion!: string;
}

class Diagnosticos {
  @ApiPropertyOptional({ type: [String], description: 'Códigos CIE-10 con o sin punto (F84.0, F840)' })
  @IsString({ each: true, message: 'Los diagnósticos CIE-10 deben ser códigos' })
  @ArrayMaxSize(30, { message: 'Máximo 30 diagnósticos CIE-10' })
  @IsArray({ message: 'Los diagnósticos CIE-10 deben ser una lista' })
  @IsOptional()
  cie10?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Ids de patologías DSM-IV activas' })
  @IsString({ each: true, message: 'Los diagnósticos DSM deben ser ids' })
  @ArrayMaxSize(30, { message: 'Máximo 30 diagnósticos DSM' })
  @IsArray({ message: 'Los diagnósticos DSM deben ser una lista' })
  @IsOptional()
  dsm?: string[];
}

export class RegistrarImpresionDto extends Diagnosticos {
  @ApiProperty({ maxLength: 30_000 })
  @MaxLength(30_000, { message: M.impresionLarga })
  @IsNotEmpty({ message: M.impresionObligatoria })
  @IsString({ message: M.impresionObligatoria })
  descripcion!: string;
}

export class ActualizarDiagnosticoDto extends Diagnosticos {
  @ApiProperty()
  @IsNotEmpty({ message: M.impresionNoEncontrada })
  @IsString({ message: M.impresionNoEncontrada })
  impresionId!: string;
}

export class LineaPlanDto {
  @ApiProperty({ enum: [2, 3, 4, 5, 6] })
  @IsIn([2, 3, 4, 5, 6], { message: M.lineaInvalida })
  especialidad!: number;

  @ApiProperty({ minimum: 1, maximum: 500 })
  @IsInt({ message: M.lineaInvalida })
  sesiones!: number;
}

export class RegistrarPlanDto {
  @ApiProperty({ example: '2026-11-23' })
  @IsNotEmpty({ message: M.fechaInicioObligatoria })
  @IsString({ message: M.fechaInicioObligatoria })
  fechaInicio!: string;

  @ApiPropertyOptional({ description: 'Sin fecha final: Indefinido' })
  @IsString({ message: M.fechaInvalida })
  @IsOptional()
  fechaFin?: string | null;

  @ApiProperty()
  @IsNotEmpty({ message: M.conclusionesObligatorias })
  @IsString({ message: M.conclusionesObligatorias })
  conclusiones!: string;

  @ApiProperty()
  @IsNotEmpty({ message: M.recomendacionesObligatorias })
  @IsString({ message: M.recomendacionesObligatorias })
  recomendaciones!: string;

  @ApiPropertyOptional({ type: [String] })
  @IsString({ each: true, message: 'Los diagnósticos CIE-10 deben ser códigos' })
  @ArrayMaxSize(30, { message: 'Máximo 30 diagnósticos CIE-10' })
  @IsArray({ message: 'Los diagnósticos CIE-10 deben ser una lista' })
  @IsOptional()
  cie10?: string[];

  @ApiPropertyOptional()
  @IsString({ message: 'Las actividades con la familia deben ser texto' })
  @IsOptional()
  actividadesFamilia?: string | null;

  @ApiProperty({ enum: [1, 2] })
  @IsIn([1, 2], { message: M.periodoInvalido })
  periodo!: number;

  @ApiProperty({ type: [LineaPlanDto] })
  @ValidateNested({ each: true, message: M.lineaInvalida })
  @Type(() => LineaPlanDto)
  @ArrayMaxSize(20, { message: M.lineaInvalida })
  @IsArray({ message: M.lineasObligatorias })
  lineas!: LineaPlanDto[];
}
