import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { MENSAJES_RIPS, type ConfigurarPrestadorSolicitud } from '@avanti/libs/facturacion/contrato';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

/** PUT /api/facturacion/prestadores/{sede} */
export class ConfigurarPrestadorDto implements ConfigurarPrestadorSolicitud {
  @ApiProperty({ example: '900123456', description: 'NIT sin dígito de verificación (5 a 15 dígitos)' })
  @Matches(/^[0-9 .]{5,20}$/, { message: MENSAJES_RIPS.nitInvalido })
  @MaxLength(20, { message: MENSAJES_RIPS.nitInvalido })
  @IsNotEmpty({ message: MENSAJES_RIPS.nitInvalido })
  @IsString({ message: MENSAJES_RIPS.nitInvalido })
  nit!: string;

  @ApiProperty({ example: '110010000001', description: 'Código de habilitación de la sede en el REPS (12 dígitos)' })
  @Matches(/^[0-9]{12}$/, { message: MENSAJES_RIPS.habilitacionInvalida })
  @IsNotEmpty({ message: MENSAJES_RIPS.habilitacionInvalida })
  @IsString({ message: MENSAJES_RIPS.habilitacionInvalida })
  codigoHabilitacion!: string;
}
