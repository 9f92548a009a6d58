import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import type { CambiarHorarioSolicitud } from '@avanti/libs/programacion/contrato';
import { MENSAJES_SESION as M } from '../../domain/sesion.js';

// Types here, with the rule's message; presence and the hh:mm rule are the domain's (validarHoras), after the session is found.

/** POST /api/sesiones/:id/horario: new times, the same day. */
export class CambiarHorarioDto implements CambiarHorarioSolicitud {
  @ApiProperty({ example: '09:00', description: 'hh:mm (24 horas)' })
  @IsString({ message: M.horaInvalida })
  @IsOptional()
  horaInicio!: string;

  @ApiProperty({ example: '09:30', description: 'hh:mm (24 horas), posterior a la de inicio' })
  @IsString({ message: M.horaInvalida })
  @IsOptional()
  horaFin!: string;

  @ApiPropertyOptional({ description: 'Confirma un cruce (sesión grupal)' })
  @IsBoolean({ message: 'confirmarCruces debe ser verdadero o falso' })
  @IsOptional()
  confirmarCruces?: boolean;
}
