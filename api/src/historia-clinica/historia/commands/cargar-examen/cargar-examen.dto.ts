import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow } from 'class-validator';
import { TIPOS_EXAMEN } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type { CargarExamenSolicitud } from '@avanti/libs/historia-clinica/contrato';

/**
 * POST /api/pacientes/:id/historia/examenes, multipart/form-data: text fields, typed here. Their rules (a format of the
 * list, a name, then the file) are checked by the handler after the history is opened, as before: a confidential or
 * missing patient answers as such whatever the fields say.
 */
export class CargarExamenDto implements CargarExamenSolicitud {
  @ApiProperty({ enum: TIPOS_EXAMEN.map((t) => t.codigo), description: 'Formato del examen: 1 a 11' })
  @Transform(({ value }: { value: unknown }) => Number(value))
  @Allow()
  tipo!: number;

  @ApiProperty({ maxLength: 200 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value : ''))
  @Allow()
  nombreExamen!: string;
}
