import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import type { CambiarTerapeutaSolicitud } from '@avanti/libs/programacion/contrato';
import { MENSAJES_SESION as M } from '../../domain/sesion.js';

/** POST /api/sesiones/:id/terapeuta: another active therapist of the session's specialty. */
export class CambiarTerapeutaDto implements CambiarTerapeutaSolicitud {
  @ApiProperty({ description: 'id del terapeuta' })
  @IsString({ message: M.sinTerapeuta })
  @IsOptional()
  terapeuta!: string;

  @ApiPropertyOptional({ description: 'Confirma un cruce (sesión grupal)' })
  @IsBoolean({ message: 'confirmarCruces debe ser verdadero o falso' })
  @IsOptional()
  confirmarCruces?: boolean;
}
