import { ApiProperty } from '@nestjs/swagger';

// class-validator runs a property's decorators bottom-up: the presence check sits last so it speaks first.
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class IngresarDto {
  @ApiProperty({ example: 'admin' })
  @MaxLength(100, { message: 'Usuario o contraseña incorrectos!' })
  @IsNotEmpty({ message: 'El usuario es obligatorio' })
  @IsString({ message: 'El usuario es obligatorio' })
  usuario!: string;

  @ApiProperty({ example: 'demo1234' })
  @MaxLength(200, { message: 'Usuario o contraseña incorrectos!' })
  @IsNotEmpty({ message: 'La contraseña es obligatoria' })
  @IsString({ message: 'La contraseña es obligatoria' })
  password!: string;
}
