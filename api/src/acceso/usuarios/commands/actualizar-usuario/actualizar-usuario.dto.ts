import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { EnteroDeBase, SiSeEnvia, SoloLectura } from '../../../../infrastructure/http/validadores.js';
import { LONGITUD_MINIMA_PASSWORD, MENSAJES_USUARIO } from '../../domain/usuario.js';

/**
 * JSON, or multipart/form-data when images travel (fields foto, CamFir1, CamFir2, CamFir3).
 * An absent or empty password leaves it as it is; `clave` is the spec's name for it. The user GET served may be sent
 * whole: names, username, site, state and the rest of what is not edited here are read-only and ignored.
 */
export class ActualizarUsuarioDto {
  @ApiPropertyOptional({ minLength: LONGITUD_MINIMA_PASSWORD })
  @SiSeEnvia()
  @MaxLength(200, { message: 'La contraseña admite máximo 200 caracteres' })
  @MinLength(LONGITUD_MINIMA_PASSWORD, { message: MENSAJES_USUARIO.passwordCorta })
  @IsString({ message: MENSAJES_USUARIO.passwordCorta })
  password?: string;

  @ApiPropertyOptional({ description: 'Igual que password (nombre del spec)' })
  @SiSeEnvia()
  @MaxLength(200, { message: 'La contraseña admite máximo 200 caracteres' })
  @MinLength(LONGITUD_MINIMA_PASSWORD, { message: MENSAJES_USUARIO.passwordCorta })
  @IsString({ message: MENSAJES_USUARIO.passwordCorta })
  clave?: string;

  @ApiPropertyOptional()
  @SiSeEnvia()
  @IsEmail({}, { message: MENSAJES_USUARIO.correoInvalido })
  @MaxLength(200, { message: MENSAJES_USUARIO.correoInvalido })
  @IsString({ message: MENSAJES_USUARIO.correoInvalido })
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
  @EnteroDeBase({ message: MENSAJES_USUARIO.rolNoEncontrado })
  @IsOptional()
  rol?: number;

  @SoloLectura() id?: unknown;
  @SoloLectura() nombres?: unknown;
  @SoloLectura() apellidos?: unknown;
  @SoloLectura() usuario?: unknown;
  @SoloLectura() rolNombre?: unknown;
  @SoloLectura() sede?: unknown;
  @SoloLectura() sedeNombre?: unknown;
  @SoloLectura() estado?: unknown;
  @SoloLectura() reservado?: unknown;
  @SoloLectura() imagenes?: unknown;
}
