import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { LONGITUD_MINIMA_PASSWORD, MENSAJES_USUARIO } from '../../domain/usuario.js';

// class-validator runs a property's decorators bottom-up: the presence check sits last so it speaks first.
/** The signed-in user's own password change: the current one, and the new one under the administrator form's rules. */
export class CambiarContrasenaDto {
  @ApiProperty({ description: 'La contraseña actual de quien inició sesión' })
  @MaxLength(200, { message: 'La contraseña actual no es correcta' })
  @IsNotEmpty({ message: 'Escriba su contraseña actual' })
  @IsString({ message: 'Escriba su contraseña actual' })
  actual!: string;

  @ApiProperty({ minLength: LONGITUD_MINIMA_PASSWORD, maxLength: 200 })
  @MaxLength(200, { message: 'La contraseña admite máximo 200 caracteres' })
  @MinLength(LONGITUD_MINIMA_PASSWORD, { message: MENSAJES_USUARIO.passwordCorta })
  @IsString({ message: MENSAJES_USUARIO.passwordCorta })
  nueva!: string;
}
