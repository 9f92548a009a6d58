import { ApiProperty } from '@nestjs/swagger';
import type { TarifaGuardada } from '@avanti/libs/coberturas/contrato';

/** What registering and updating a rate answer, for OpenAPI (the shape lives in libs/src/coberturas/contrato.ts). */
export class TarifaGuardadaDto implements TarifaGuardada {
  @ApiProperty({ description: 'id de la tarifa' })
  id!: string;

  @ApiProperty({ example: 'Tarifa registrada con éxito' })
  mensaje!: string;
}
