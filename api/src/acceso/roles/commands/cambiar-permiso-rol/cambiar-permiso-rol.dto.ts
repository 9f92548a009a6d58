import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn } from 'class-validator';
import { MENSAJES_ROL } from '../../domain/rol.js';

export class CambiarPermisoRolDto {
  @ApiProperty({ enum: [0, 1], description: '1 Sí, 0 No' })
  @IsIn([0, 1], { message: MENSAJES_ROL.estadoPermisoInvalido })
  @IsDefined({ message: MENSAJES_ROL.estadoPermisoInvalido })
  estado!: 0 | 1;
}
