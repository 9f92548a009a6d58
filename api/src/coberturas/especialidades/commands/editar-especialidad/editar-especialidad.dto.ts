import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { EditarEspecialidadSolicitud } from '@avanti/libs/coberturas/contrato';
import { MENSAJES_ESPECIALIDAD as M } from '../../domain/especialidad.js';

// The type of each field, with the rule's message; presence, length, the twin name and the CUPS format stay in the
// domain (decidirEdicionEspecialidad), after the specialty is found, as before.

/** PUT /api/especialidades/:codigo */
export class EditarEspecialidadDto implements EditarEspecialidadSolicitud {
  @ApiProperty({ example: 'Fisioterapia' })
  @IsString({ message: M.nombreObligatorio })
  nombre!: string;

  @ApiPropertyOptional({ example: '931001', nullable: true, description: 'Código CUPS (6 caracteres); null o vacío lo quita' })
  @IsString({ message: M.cupsInvalido })
  @IsOptional()
  cups?: string | null;
}
