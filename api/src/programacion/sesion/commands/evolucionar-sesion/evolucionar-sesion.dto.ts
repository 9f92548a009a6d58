import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString } from 'class-validator';
import type { EvolucionarSesionSolicitud } from '@avanti/libs/programacion/contrato';
import { LARGO_ESTADO_PACIENTE, LARGO_EVOLUCION, MENSAJES_SESION as M } from '../../domain/sesion.js';

// Types here, with the rule's message; what a therapy or an evaluation needs, and the lengths, are the domain's
// (decidirEvolucion), after who may evolve the session and when, as before.

/** POST /api/sesiones/:id/evolucion: the therapist's evolution. */
export class EvolucionarSesionDto implements EvolucionarSesionSolicitud {
  @ApiPropertyOptional({ type: [String], description: 'ids de estrategias del catálogo de la especialidad (una terapia necesita al menos una)' })
  @IsString({ each: true, message: M.estrategiaInvalida })
  @ArrayMaxSize(100, { message: M.estrategiaInvalida })
  @IsArray({ message: M.faltanCampos })
  @IsOptional()
  estrategias?: string[];

  @ApiPropertyOptional({ description: 'id de un material del catálogo de la especialidad, o vacío' })
  @IsString({ message: M.materialInvalido })
  @IsOptional()
  material?: string;

  @ApiPropertyOptional({ maxLength: LARGO_ESTADO_PACIENTE, description: 'Estado del paciente (obligatorio en una terapia)' })
  @IsString({ message: M.faltanCampos })
  @IsOptional()
  estadoPaciente?: string;

  @ApiProperty({ maxLength: LARGO_EVOLUCION })
  @IsString({ message: M.faltanCampos })
  @IsOptional()
  evolucion!: string;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'requiereExamen debe ser verdadero o falso' })
  @IsOptional()
  requiereExamen?: boolean;
}
