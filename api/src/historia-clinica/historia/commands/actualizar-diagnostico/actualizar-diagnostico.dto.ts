import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { MENSAJES_HISTORIA as M } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type { ActualizarDiagnosticoSolicitud } from '@avanti/libs/historia-clinica/contrato';
import { DiagnosticosDto } from '../diagnosticos.dto.js';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

/** POST /api/pacientes/:id/historia/diagnostico */
export class ActualizarDiagnosticoDto extends DiagnosticosDto implements ActualizarDiagnosticoSolicitud {
  @ApiProperty({ description: 'id de la impresión diagnóstica' })
  @IsNotEmpty({ message: M.impresionNoEncontrada })
  @IsString({ message: M.impresionNoEncontrada })
  impresionId!: string;
}
