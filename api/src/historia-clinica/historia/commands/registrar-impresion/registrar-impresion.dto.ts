import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MENSAJES_HISTORIA as M } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type { RegistrarImpresionSolicitud } from '@avanti/libs/historia-clinica/contrato';
import { DiagnosticosDto } from '../diagnosticos.dto.js';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

/** POST /api/pacientes/:id/historia/impresiones */
export class RegistrarImpresionDto extends DiagnosticosDto implements RegistrarImpresionSolicitud {
  @ApiProperty({ maxLength: 30_000 })
  @MaxLength(30_000, { message: M.impresionLarga })
  @IsNotEmpty({ message: M.impresionObligatoria })
  @IsString({ message: M.impresionObligatoria })
  descripcion!: string;
}
