import { ApiProperty } from '@nestjs/swagger';
import type { TarifaGuardada } from '@avanti/libs/coberturas/contrato';
import type { TarifaLeida } from '@avanti/libs/coberturas/contrato-servicios';

/** A rate as GET /api/tarifas/:id serves it, for OpenAPI (the shape lives in libs/src/contratos/coberturas-servicios.ts). */
export class TarifaLeidaDto implements TarifaLeida {
  @ApiProperty({ description: 'id de la tarifa' }) id!: string;
  @ApiProperty({ description: 'id de la aseguradora' }) eps!: string;
  @ApiProperty({ example: 'EPS Sura' }) epsNombre!: string;
  @ApiProperty({ type: 'integer', example: 2 }) especialidad!: number;
  @ApiProperty({ example: 'Fonoaudiología' }) especialidadNombre!: string;
  @ApiProperty({ type: 'integer', example: 45000 }) tarifa!: number;
  @ApiProperty({ type: 'integer', example: 4500 }) copago!: number;
}

/** What registering and updating a rate answer: the rate and the message to show. */
export class TarifaGuardadaDto extends TarifaLeidaDto implements TarifaGuardada {
  @ApiProperty({ example: 'Tarifa registrada con éxito' })
  mensaje!: string;
}
