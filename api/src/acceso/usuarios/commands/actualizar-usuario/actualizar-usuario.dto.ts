import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { LONGITUD_MINIMA_PASSWORD, MENSAJES_USUARIO } from '../../domain/usuario.js';

const conTexto = (v: unknown) => typeof v === 'string' && v !== '';

/**
 * JSON, or multipart/form-data when images travel (fields foto, CamFir1, CamFir2, CamFir3).
 * An absent or empty password leaves it as it is; `clave` is the spec's name for it.
 */
export class ActualizarUsuarioDto {
  @ApiPropertyOptional({ minLength: LONGITUD_MINIMA_PASSWORD })
  @ValidateIf((o: ActualizarUsuarioDto) => conTexto(o.password))
  @MaxLength(200, { message: 'La contraseña admite máximo 200 caracteres' })
  @MinLength(LONGITUD_MINIMA_PASSWORD, { message: MENSAJES_USUARIO.passwordCorta })
  @IsString({ message: MENSAJES_USUARIO.passwordCorta })
  password?: string;

  @ApiPropertyOptional({ description: 'Igual que password (nombre del spec)' })
  @ValidateIf((o: ActualizarUsuarioDto) => conTexto(o.clave))
  @MaxLength(200, { message: 'La contraseña admite máximo 200 caracteres' })
  @MinLength(LONGITUD_MINIMA_PASSWORD, { message: MENSAJES_USUARIO.passwordCorta })
  @IsString({ message: MENSAJES_USUARIO.passwordCorta })
  clave?: string;

  @ApiPropertyOptional()
  @ValidateIf((o: ActualizarUsuarioDto) => conTexto(o.correo))
  @IsEmail({}, { message: MENSAJES_USUARIO.correoInvalido })
  @MaxLength(200, { message: MENSAJES_USUARIO.correoInvalido })
  @IsOptional()
  correo?: string | null;

  @ApiPropertyOptional({ description: 'Tarjeta profesional' })
  @MaxLength(50, { message: 'La tarjeta profesional admite máximo 50 caracteres' })
  @IsString({ message: 'La tarjeta profesional debe ser texto' })
  @IsOptional()
  tarjetaProfesional?: string | null;

  @ApiPropertyOptional()
  @MaxLength(30, { message: 'La cédula admite máximo 30 caracteres' })
  @IsString({ message: 'La cédula debe ser texto' })
  @IsOptional()
  cedula?: string | null;

  @ApiPropertyOptional({ description: 'Número del rol (no aplica a administradores)' })
  @IsInt({ message: MENSAJES_USUARIO.rolNoEncontrado })
  @Type(() => Number)
  @IsOptional()
  rol?: number;
}
