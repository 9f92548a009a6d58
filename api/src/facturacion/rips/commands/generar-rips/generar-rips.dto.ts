import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateNested } from 'class-validator';
import { MENSAJES_RIPS, type ExclusionRips, type GenerarRipsSolicitud } from '@avanti/libs/facturacion/contrato';
import { VistaPreviaRipsDto } from '../../queries/vista-previa-rips/vista-previa-rips.dto.js';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

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

/** POST /api/facturacion/rips: generate an insurer's RIPS for the period (and site) its preview showed. */
export class GenerarRipsDto extends VistaPreviaRipsDto implements GenerarRipsSolicitud {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'FE-10234',
    maxLength: 20,
    description: "Número de la factura; vacío con tipoNota 'RS' (RIPS sin factura)",
  })
  @Matches(/^[A-Za-z0-9-]{1,20}$/, { message: MENSAJES_RIPS.facturaInvalida })
  @IsString({ message: MENSAJES_RIPS.facturaInvalida })
  @IsOptional()
  numFactura?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    enum: ['NC', 'ND', 'NA', 'RS'],
    description: 'RS RIPS sin factura; NC, ND, NA nota sobre una factura ya reportada',
  })
  @IsIn(['NC', 'ND', 'NA', 'RS'], { message: MENSAJES_RIPS.notaInvalida })
  @IsOptional()
  tipoNota?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20 })
  @Matches(/^[A-Za-z0-9-]{1,20}$/, { message: MENSAJES_RIPS.facturaInvalida })
  @IsString({ message: MENSAJES_RIPS.facturaInvalida })
  @IsOptional()
  numNota?: string | null;

  @ApiPropertyOptional({ type: [ExclusionRipsDto], description: 'Sesiones excluidas a propósito, cada una con su motivo (quedan en el evento)' })
  @ValidateNested({ each: true, message: 'Cada exclusión debe indicar la sesión y el motivo' })
  @Type(() => ExclusionRipsDto)
  @ArrayMaxSize(20_000, { message: 'Demasiadas exclusiones' })
  @IsArray({ message: 'Las exclusiones deben ser una lista' })
  @IsOptional()
  excluidas?: ExclusionRipsDto[];
}
