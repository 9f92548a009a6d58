import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CancelacionMasiva, MensajeRespuesta, SesionesProgramadas, SesionEvolucionada } from '@avanti/libs/programacion/contrato';

/** The success answers of the session commands, for OpenAPI (the shapes live in libs/src/programacion/contrato.ts). */
export class MensajeRespuestaDto implements MensajeRespuesta {
  @ApiProperty({ example: 'Sesión cancelada con éxito' })
  mensaje!: string;
}

export class SesionesProgramadasDto implements SesionesProgramadas {
  @ApiProperty({ type: [String], description: 'ids de las sesiones programadas' })
  ids!: string[];

  @ApiProperty({ example: 'Sesión registrada con éxito' })
  mensaje!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Serie semanal o por especialidad: por qué se detuvo antes (bolsa, vencimiento), o null' })
  detenida?: string | null;
}

export class SesionOmitidaDto {
  @ApiProperty()
  id!: string;

  @ApiProperty({ example: 'No se puede cancelar la sesión - La orden ya está vencida' })
  mensaje!: string;
}

export class CancelacionMasivaDto implements CancelacionMasiva {
  @ApiProperty({ example: 2 })
  canceladas!: number;

  @ApiProperty({ type: [SesionOmitidaDto], description: 'Sesiones que quedaron como estaban, y por qué' })
  omitidas!: SesionOmitidaDto[];

  @ApiProperty({ example: '2 sesiones canceladas con éxito' })
  mensaje!: string;
}

export class SesionEvolucionadaDto implements SesionEvolucionada {
  @ApiProperty({ example: 'Sesión evolucionada con éxito' })
  mensaje!: string;

  @ApiPropertyOptional({
    example: 'La evolución se hará una fecha posterior a la programación, por lo tanto se pagará a la mitad.',
    description: 'Evolución atrasada: se paga a la mitad',
  })
  aviso?: string;
}
