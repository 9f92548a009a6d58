import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { FechaIso } from '../../../infrastructure/http/validadores.js';
import { MENSAJES_COBERTURA as M } from '../domain/cobertura.js';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

export class LineaDto {
  @ApiProperty({ example: 2, description: 'Código de la especialidad (2 a 6)' })
  @Max(1000, { message: M.servicioInvalido })
  @Min(0, { message: M.servicioInvalido })
  @IsInt({ message: M.servicioInvalido })
  servicio!: number;

  @ApiProperty({ example: 10 })
  @Max(1000, { message: 'La cantidad de cada servicio admite máximo 1000 sesiones' })
  @Min(1, { message: M.cantidadInvalida })
  @IsInt({ message: M.cantidadInvalida })
  cantidad!: number;
}

class ComunDto {
  @ApiProperty({ description: 'Id del paciente' })
  @IsUUID('all', { message: M.pacienteNoEncontrado })
  @IsNotEmpty({ message: 'Seleccione el paciente' })
  paciente!: string;

  @ApiProperty({ example: '2026-11-20' })
  @FechaIso({ message: M.fechaInvalida })
  @IsString({ message: M.fechaInvalida })
  fecha!: string;

  @ApiProperty({ type: [LineaDto] })
  @ValidateNested({ each: true, message: 'Cada servicio debe ser un registro con sus datos' })
  @Type(() => LineaDto)
  @ArrayMaxSize(50, { message: 'Máximo 50 servicios por registro' })
  @IsArray({ message: 'Los servicios deben ser una lista' })
  lineas!: LineaDto[];

  @ApiPropertyOptional()
  @MaxLength(20000, { message: 'Las observaciones admiten máximo 20000 caracteres' })
  @IsString({ message: 'Las observaciones deben ser texto' })
  @IsOptional()
  observaciones?: string | null;
}

export class RegistrarOrdenDto extends ComunDto {
  @ApiProperty({ description: 'Id de la aseguradora' })
  @IsUUID('all', { message: M.entidadObligatoria })
  @IsNotEmpty({ message: M.entidadObligatoria })
  entidad!: string;

  @ApiProperty({ enum: [30, 45, 60, 90, 120, 150, 180] })
  @IsInt({ message: M.coberturaInvalida([30, 45, 60, 90, 120, 150, 180]) })
  cobertura!: number;
}

export class RegistrarAutorizacionDto extends ComunDto {
  @ApiPropertyOptional({ description: 'Id de la aseguradora (sin orden médica)' })
  @IsUUID('all', { message: M.entidadObligatoria })
  @IsOptional()
  entidad?: string | null;

  @ApiPropertyOptional({ description: 'Id de la orden médica a la que pertenece' })
  @IsUUID('all', { message: M.noEncontrada })
  @IsOptional()
  pertenece?: string | null;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'sinOrden debe ser verdadero o falso' })
  @IsOptional()
  sinOrden?: boolean;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'codigo90 debe ser verdadero o falso' })
  @IsOptional()
  codigo90?: boolean;

  @ApiPropertyOptional({ description: 'Número escrito por el usuario (sin orden o código 90)' })
  @MaxLength(60, { message: 'El número de autorización admite máximo 60 caracteres' })
  @IsString({ message: M.codigoObligatorio })
  @IsOptional()
  codigo?: string | null;

  @ApiPropertyOptional({
    description:
      "'N.º autorización EPS': el número que la aseguradora dio a la autorización (letras, números y guiones; máximo 30). Opcional; vacío = sin número",
    example: 'SURA-2026-778812',
    maxLength: 30,
    pattern: '^[A-Za-z0-9-]{0,30}$',
    nullable: true,
  })
  @Matches(/^\s*[A-Za-z0-9-]{0,30}\s*$/, { message: M.numeroEpsInvalido })
  @IsString({ message: M.numeroEpsInvalido })
  @IsOptional()
  numeroAutorizacionEps?: string | null;

  @ApiPropertyOptional({ description: 'Días; null = sin vigencia (solo sin orden)', nullable: true })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @IsInt({ message: M.coberturaInvalida([30, 45, 60, 90, 120, 150, 180]) })
  cobertura!: number | null;
}

export class RegistrarParticularDto extends ComunDto {
  @ApiProperty({ enum: [15, 30, 60, 90, 120] })
  @IsInt({ message: M.coberturaInvalida([15, 30, 60, 90, 120]) })
  cobertura!: number;

  @ApiProperty()
  @MaxLength(200, { message: 'El nombre del cliente admite máximo 200 caracteres' })
  @IsString({ message: M.nombreClienteObligatorio })
  @IsNotEmpty({ message: M.nombreClienteObligatorio })
  nombreCliente!: string;

  @ApiProperty({ enum: [1, 2] })
  @IsIn([1, 2], { message: M.formaPagoInvalida })
  formaPago!: number;

  @ApiProperty({ enum: [15, 30, 60, 90, 120] })
  @IsIn([15, 30, 60, 90, 120], { message: M.periodoInvalido })
  periodo!: number;

  @ApiProperty()
  @MaxLength(60, { message: 'El número de contrato admite máximo 60 caracteres' })
  @IsString({ message: M.contratoObligatorio })
  @IsNotEmpty({ message: M.contratoObligatorio })
  contrato!: string;

  @ApiPropertyOptional()
  @MaxLength(60, { message: 'El número de orden admite máximo 60 caracteres' })
  @IsString({ message: 'El número de orden debe ser texto' })
  @IsOptional()
  orden?: string | null;
}

export class RegistrarConvenioDto extends ComunDto {
  @ApiProperty({ enum: [15, 30, 45, 60, 90, 120, 150, 180] })
  @IsInt({ message: M.coberturaInvalida([15, 30, 45, 60, 90, 120, 150, 180]) })
  cobertura!: number;
}

export class AjustarDto {
  @ApiPropertyOptional({ description: 'Nuevo saldo en bolsa' })
  @Max(100000, { message: M.bolsaInvalida })
  @Min(0, { message: M.bolsaInvalida })
  @IsInt({ message: M.bolsaInvalida })
  @IsOptional()
  bolsa?: number | null;

  @ApiPropertyOptional({ example: '2027-01-10' })
  @FechaIso({ message: M.vencimientoInvalido })
  @IsString({ message: M.vencimientoInvalido })
  @IsOptional()
  fechaVencimiento?: string | null;

  @ApiProperty()
  @MaxLength(1000, { message: 'El motivo admite máximo 1000 caracteres' })
  @IsString({ message: M.motivoObligatorio })
  @IsNotEmpty({ message: M.motivoObligatorio })
  motivo!: string;
}
