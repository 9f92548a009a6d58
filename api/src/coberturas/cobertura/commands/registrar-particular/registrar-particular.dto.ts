import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { RegistrarParticularSolicitud } from '@avanti/libs/coberturas/contrato';
import { MENSAJES_COBERTURA as M } from '../../domain/cobertura.js';
import { RegistroCoberturaDto } from '../registro-comun.dto.js';

/** POST /api/coberturas/particulares */
export class RegistrarParticularDto extends RegistroCoberturaDto implements RegistrarParticularSolicitud {
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
