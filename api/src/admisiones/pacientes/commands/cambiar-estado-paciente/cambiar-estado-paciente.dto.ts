import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty } from 'class-validator';
import { MENSAJES_PACIENTE } from '../../domain/paciente.js';

export class CambiarEstadoDto {
  @ApiProperty({ enum: [1, 0], description: '1 activo, 0 inactivo' })
  @IsIn([0, 1], { message: MENSAJES_PACIENTE.estadoInvalido })
  @IsNotEmpty({ message: MENSAJES_PACIENTE.estadoInvalido })
  estado!: 0 | 1;
}
