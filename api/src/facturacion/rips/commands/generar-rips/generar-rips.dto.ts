import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateNested } from 'class-validator';
import { MENSAJES_RIPS, type ExclusionRips, type GenerarRipsSolicitud } from '@avanti/libs/facturacion/contrato';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

const FECHA = /^\d{4}-\d{2}-\d{2}$/;

export class ExclusionRipsDto implements ExclusionRips {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: MENSAJES_RIPS.exclusionAjena })
  sesionId!: string;

  @ApiProperty({ example: 'Se factura en la cuenta de la póliza', maxLength: 200 })
  @MaxLength(200, { message: 'El motivo admite máximo 200 caracteres' })
  @IsNotEmpty({ message: MENSAJES_RIPS.exclusionSinMotivo })
  @IsString({ message: MENSAJES_RIPS.exclusionSinMotivo })
  motivo!: string;
}

/** POST /api/facturacion/rips: generate an insurer's RIPS for a period (and a site, or all). */
export class GenerarRipsDto implements GenerarRipsSolicitud {
  @ApiProperty({ format: 'uuid', description: 'La aseguradora' })
  @IsUUID('all', { message: MENSAJES_RIPS.epsObligatoria })
  epsId!: string;

  @ApiProperty({ format: 'date', example: '2026-11-01' })
  @Matches(FECHA, { message: MENSAJES_RIPS.faltanFechas })
  @IsString({ message: MENSAJES_RIPS.faltanFechas })
  desde!: string;

  @ApiProperty({ format: 'date', example: '2026-11-30' })
  @Matches(FECHA, { message: MENSAJES_RIPS.faltanFechas })
  @IsString({ message: MENSAJES_RIPS.faltanFechas })
  hasta!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Id de la sede; vacío = todas', maxLength: 60 })
  @MaxLength(60, { message: 'La sede no es válida' })
  @IsString({ message: 'La sede no es válida' })
  @IsOptional()
  sede?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'FE-10234', maxLength: 20, description: "Número de la factura; vacío con tipoNota 'RS' (RIPS sin factura)" })
  @Matches(/^[A-Za-z0-9-]{1,20}$/, { message: MENSAJES_RIPS.facturaInvalida })
  @IsString({ message: MENSAJES_RIPS.facturaInvalida })
  @IsOptional()
  numFactura?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, enum: ['NC', 'ND', 'NA', 'RS'], description: 'RS RIPS sin factura; NC, ND, NA nota sobre una factura ya reportada' })
  @IsIn(['NC', 'ND', 'NA', 'RS'], { message: MENSAJES_RIPS.notaInvalida })
  @IsOptional()
  tipoNota?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20 })
  @Matches(/^[A-Za-z0-9-]{1,20}$/, { message: MENSAJES_RIPS.facturaInvalida })
  @IsString({ message: MENSAJES_RIPS.facturaInvalida })
  @IsOptional()
  numNota?: string | null;

  @ApiPropertyOptional({ type: [ExclusionRipsDto], description: 'Sesiones excluidas a propósito, cada una con su motivo (quedan en el evento)' })
  @ValidateNested({ each: true })
  @Type(() => ExclusionRipsDto)
  @ArrayMaxSize(20_000, { message: 'Demasiadas exclusiones' })
  @IsArray({ message: 'Las exclusiones deben ser una lista' })
  @IsOptional()
  excluidas?: ExclusionRipsDto[];
}
