import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class IngresarDto {
  @ApiProperty({ example: 'admin' })
  @IsString({ message: 'El usuario es obligatorio' })
  @IsNotEmpty({ message: 'El usuario es obligatorio' })
  @MaxLength(100, { message: 'Usuario o contraseña incorrectos!' })
  usuario!: string;

  @ApiProperty({ example: 'demo1234' })
  @IsString({ message: 'La contraseña es obligatoria' })
  @IsNotEmpty({ message: 'La contraseña es obligatoria' })
  @MaxLength(200, { message: 'Usuario o contraseña incorrectos!' })
  password!: string;
}
