import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { PedidoMoverSesion } from '@avanti/libs/programacion/contrato';
import { MENSAJES_SESION as M } from '../../domain/sesion.js';

/** POST /api/sesiones/:id/mover (drag and drop, or the dialog's 'Cambiar horario'). */
export class MoverSesionDto implements PedidoMoverSesion {
  @ApiProperty({ example: '2026-12-02' })
  @MaxLength(10, { message: M.fechaInvalida })
  @IsNotEmpty({ message: M.fechaInvalida })
  @IsString({ message: M.fechaInvalida })
  fecha!: string;

  @ApiProperty({ example: '09:00' })
  @MaxLength(5, { message: M.horaInvalida })
  @IsNotEmpty({ message: M.sinHoras })
  @IsString({ message: M.sinHoras })
  horaInicio!: string;

  @ApiProperty({ example: '09:30' })
  @MaxLength(5, { message: M.horaInvalida })
  @IsNotEmpty({ message: M.sinHoras })
  @IsString({ message: M.sinHoras })
  horaFin!: string;

  @ApiPropertyOptional({ description: 'Confirma un cruce (sesión grupal)' })
  @IsBoolean({ message: 'confirmarCruces debe ser verdadero o falso' })
  @IsOptional()
  confirmarCruces?: boolean;
}
