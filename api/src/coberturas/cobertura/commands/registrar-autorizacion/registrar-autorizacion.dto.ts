import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf } from 'class-validator';
import type { RegistrarAutorizacionSolicitud } from '@avanti/libs/coberturas/contrato';
import { MENSAJES_COBERTURA as M } from '../../domain/cobertura.js';
import { RegistroCoberturaDto } from '../registro-comun.dto.js';

/** POST /api/coberturas/autorizaciones */
export class RegistrarAutorizacionDto extends RegistroCoberturaDto implements RegistrarAutorizacionSolicitud {
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
