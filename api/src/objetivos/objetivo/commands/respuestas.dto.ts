import { ApiProperty } from '@nestjs/swagger';
import type { ObjetivoRespuesta } from '@avanti/libs/objetivos/contrato';

/** What rating and extending answer (the shape lives in libs/src/objetivos/contrato.ts); creating answers the objective. */
export class ObjetivoRespuestaDto implements ObjetivoRespuesta {
  @ApiProperty({ description: 'id del objetivo' })
  id!: string;

  @ApiProperty({ example: 'Objetivo registrado con éxito!' })
  mensaje!: string;
}
