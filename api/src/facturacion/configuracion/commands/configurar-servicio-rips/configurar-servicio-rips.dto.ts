import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, Matches, Max, Min } from 'class-validator';
import {
  CAUSAS_ATENCION_RIPS,
  FINALIDADES_RIPS,
  GRUPOS_SERVICIOS_RIPS,
  MENSAJES_RIPS,
  VIAS_INGRESO_RIPS,
  type ConfigurarServicioRipsSolicitud,
  type GrupoRips,
} from '@avanti/libs/facturacion/contrato';

const codigos = (t: readonly { codigo: string }[]) => t.map((o) => o.codigo);

/** PUT /api/facturacion/servicios-rips/{especialidad}/{tipoSesion} */
export class ConfigurarServicioRipsDto implements ConfigurarServicioRipsSolicitud {
  @ApiProperty({ example: '931001', description: 'Código CUPS (6 caracteres)' })
  @Matches(/^[0-9A-Za-z]{6}$/, { message: MENSAJES_RIPS.cupsInvalido })
  @IsString({ message: MENSAJES_RIPS.cupsInvalido })
  cups!: string;

  @ApiProperty({ enum: ['consulta', 'procedimiento'] })
  @IsIn(['consulta', 'procedimiento'], { message: MENSAJES_RIPS.grupoInvalido })
  grupo!: GrupoRips;

  @ApiProperty({ enum: codigos(GRUPOS_SERVICIOS_RIPS), example: '02' })
  @IsIn(codigos(GRUPOS_SERVICIOS_RIPS), { message: MENSAJES_RIPS.codigoInvalido('grupo de servicios') })
  grupoServicios!: string;

  @ApiProperty({ example: 739, description: 'Código del servicio habilitado en el REPS' })
  @Max(9999, { message: MENSAJES_RIPS.codServicioInvalido })
  @Min(100, { message: MENSAJES_RIPS.codServicioInvalido })
  @IsInt({ message: MENSAJES_RIPS.codServicioInvalido })
  codServicio!: number;

  @ApiProperty({ enum: codigos(FINALIDADES_RIPS), example: '17' })
  @IsIn(codigos(FINALIDADES_RIPS), { message: MENSAJES_RIPS.codigoInvalido('finalidad') })
  finalidad!: string;

  @ApiProperty({ enum: codigos(CAUSAS_ATENCION_RIPS), example: '38' })
  @IsIn(codigos(CAUSAS_ATENCION_RIPS), { message: MENSAJES_RIPS.codigoInvalido('causa de la atención') })
  causaAtencion!: string;

  @ApiProperty({ enum: codigos(VIAS_INGRESO_RIPS), example: '02' })
  @IsIn(codigos(VIAS_INGRESO_RIPS), { message: MENSAJES_RIPS.codigoInvalido('vía de ingreso') })
  viaIngreso!: string;
}
