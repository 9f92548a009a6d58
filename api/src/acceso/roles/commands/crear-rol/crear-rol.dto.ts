import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MENSAJES_ROL } from '../../domain/rol.js';

// class-validator runs a property's decorators bottom-up: the presence check sits last so it speaks first.
export class CrearRolDto {
  @ApiProperty({ example: 'Coordinación sede norte' })
  @MaxLength(100, { message: 'El nombre del rol admite máximo 100 caracteres' })
  @IsNotEmpty({ message: MENSAJES_ROL.nombreObligatorio })
  @IsString({ message: MENSAJES_ROL.nombreObligatorio })
  nombre!: string;
}
