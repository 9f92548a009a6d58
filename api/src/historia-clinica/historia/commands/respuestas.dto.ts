import { ApiProperty } from '@nestjs/swagger';
import type { EntradaHistoriaRespuesta } from '@avanti/libs/historia-clinica/contrato';

/** What every history write answers (the shape lives in libs/src/historia-clinica/contrato.ts). */
export class EntradaHistoriaRespuestaDto implements EntradaHistoriaRespuesta {
  @ApiProperty({ description: 'id de la entrada (del motivo al verificarlo, de la impresión al actualizar su diagnóstico)' })
  id!: string;

  @ApiProperty({ example: 'Motivo de consulta registrado con éxito' })
  mensaje!: string;
}
