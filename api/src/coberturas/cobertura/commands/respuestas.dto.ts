import { ApiProperty } from '@nestjs/swagger';
import type { CoberturaRegistrada, MensajeCobertura } from '@avanti/libs/coberturas/contrato';

/** The success answers of the coverage commands, for OpenAPI (the shapes live in libs/src/coberturas/contrato.ts). */
export class CoberturaRegistradaDto implements CoberturaRegistrada {
  @ApiProperty({ description: 'id de la orden, autorización, servicio particular o convenio' })
  id!: string;

  @ApiProperty({ example: 'EPS-0001-20261120', description: 'El código generado (con sufijo -2, -3... si ya existía ese día) o el número escrito' })
  codigo!: string;

  @ApiProperty({ example: 'Orden médica registrada con éxito!' })
  mensaje!: string;
}

export class MensajeCoberturaDto implements MensajeCobertura {
  @ApiProperty({ example: 'Ajustado con éxito' })
  mensaje!: string;
}
