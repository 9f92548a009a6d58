import { ApiProperty } from '@nestjs/swagger';
import type { EspecialidadEditada } from '@avanti/libs/coberturas/contrato';

/** What editing a specialty answers, for OpenAPI (the shape lives in libs/src/coberturas/contrato.ts). */
export class EspecialidadEditadaDto implements EspecialidadEditada {
  @ApiProperty({ example: 2, description: 'Código de la especialidad (2 a 6)' })
  codigo!: number;

  @ApiProperty({ example: 'Especialidad actualizada con éxito' })
  mensaje!: string;
}
