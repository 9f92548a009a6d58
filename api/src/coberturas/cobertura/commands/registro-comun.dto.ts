import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import type { LineaServicioSolicitud, RegistroCoberturaSolicitud } from '@avanti/libs/coberturas/contrato';
import { FechaIso } from '../../../infrastructure/http/validadores.js';
import { MENSAJES_COBERTURA as M } from '../domain/cobertura.js';

// What the four registrations (orden, autorizacion, particular, convenio) read in common.
// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

export class LineaDto implements LineaServicioSolicitud {
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

export class RegistroCoberturaDto implements RegistroCoberturaSolicitud {
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
