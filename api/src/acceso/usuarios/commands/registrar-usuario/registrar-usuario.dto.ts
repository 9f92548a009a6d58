import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { EnteroDeBase, SiSeEnvia } from '../../../../infrastructure/http/validadores.js';
import { LONGITUD_MINIMA_PASSWORD, MENSAJES_USUARIO } from '../../domain/usuario.js';

const faltan = { message: MENSAJES_USUARIO.faltanCampos };

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.
export class RegistrarUsuarioDto {
  @ApiProperty({ example: 'Ana María' })
  @MaxLength(100, { message: 'Los nombres admiten máximo 100 caracteres' })
  @IsNotEmpty(faltan)
  @IsString(faltan)
  nombres!: string;

  @ApiProperty({ example: 'Pérez Gómez' })
  @MaxLength(100, { message: 'Los apellidos admiten máximo 100 caracteres' })
  @IsNotEmpty(faltan)
  @IsString(faltan)
  apellidos!: string;

  @ApiProperty({ example: 'aperez' })
  @MaxLength(50, { message: MENSAJES_USUARIO.usuarioInvalido })
  @IsNotEmpty(faltan)
  @IsString(faltan)
  usuario!: string;

  @ApiProperty({ example: 'clave-segura', minLength: LONGITUD_MINIMA_PASSWORD })
  @MaxLength(200, { message: 'La contraseña admite máximo 200 caracteres' })
  @MinLength(LONGITUD_MINIMA_PASSWORD, { message: MENSAJES_USUARIO.passwordCorta })
  @IsNotEmpty(faltan)
  @IsString(faltan)
  password!: string;

  @ApiProperty({ example: 2, description: 'Número del rol' })
  @EnteroDeBase(faltan)
  @IsNotEmpty(faltan)
  rol!: number;

  @ApiPropertyOptional({ example: 'ana@clinica.co' })
  @SiSeEnvia()
  @IsEmail({}, { message: MENSAJES_USUARIO.correoInvalido })
  @MaxLength(200, { message: MENSAJES_USUARIO.correoInvalido })
  @IsString({ message: MENSAJES_USUARIO.correoInvalido })
  correo?: string | null;

  @ApiPropertyOptional({ example: 'principal', description: 'Sede; por defecto la de quien registra (y siempre la suya si no ve todas las sedes)' })
  @MaxLength(100, { message: MENSAJES_USUARIO.sedeNoEncontrada })
  @IsString({ message: MENSAJES_USUARIO.sedeNoEncontrada })
  @SiSeEnvia()
  sede?: string;
}
