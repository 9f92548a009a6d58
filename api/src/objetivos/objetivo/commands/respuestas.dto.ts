import { ApiProperty } from '@nestjs/swagger';
import type { ObjetivoRespuesta } from '@avanti/libs/objetivos/contrato';

/** What create, rate and extend answer (the shape lives in libs/src/objetivos/contrato.ts). */
export class ObjetivoRespuestaDto implements ObjetivoRespuesta {
  @ApiProperty({ description: 'id del objetivo' })
  id!: string;

  @ApiProperty({ example: 'Objetivo registrado con éxito!' })
  mensaje!: string;
}
