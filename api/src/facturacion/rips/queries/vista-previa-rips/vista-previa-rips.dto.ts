import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { PATRON_FECHA_ISO } from '@avanti/libs/dominio/fecha-iso';
import { MENSAJES_RIPS } from '@avanti/libs/facturacion/contrato';

/** The shape here; an impossible day (2026-02-30) passes to the handler, which refuses it with the same message and no `errores`. */
const FECHA = PATRON_FECHA_ISO;

/** GET /api/facturacion/rips/vista-previa?epsId&desde&hasta&sede: an insurer's period (and a site, or all); generating takes the same. */
export class VistaPreviaRipsDto {
  @ApiProperty({ format: 'uuid' })
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

  @ApiPropertyOptional({ description: 'Id de la sede; vacío o "todas" = todas', maxLength: 60 })
  @MaxLength(60, { message: 'La sede no es válida' })
  @IsString({ message: 'La sede no es válida' })
  @IsOptional()
  sede?: string;
}
