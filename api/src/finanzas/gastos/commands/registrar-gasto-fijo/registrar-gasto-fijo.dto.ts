import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { MAX_CONCEPTO_GASTO, MAXIMO_PESOS, MENSAJES_GASTO as M, type RegistrarGastoFijoSolicitud } from '@avanti/libs/finanzas/contrato';
import { SiSeEnvia } from '../../../../infrastructure/http/validadores.js';
import { NoEnBlanco, Pesos, Requeridos, TextoHasta } from '../../../comun/validadores.js';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.
// The fields are declared in the order the spec checks them: the first message is the one a person reads.

/** POST /api/gastos-fijos: 'Registrar un gasto fijo'. */
export class RegistrarGastoFijoDto implements RegistrarGastoFijoSolicitud {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 60, description: 'Id del usuario al que corresponde (opcional)' })
  @MaxLength(60, { message: M.usuario })
  @IsString({ message: M.usuario })
  @SiSeEnvia()
  usuario?: string | null;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAXIMO_PESOS, example: 1200000, description: 'Valor mensual en pesos enteros' })
  @Pesos({ message: M.valor }, 1)
  @Requeridos(['valor'], { message: M.completar })
  valor!: number;

  @ApiProperty({ type: String, maxLength: MAX_CONCEPTO_GASTO, example: 'Arriendo' })
  @TextoHasta(MAX_CONCEPTO_GASTO, { message: M.concepto })
  @NoEnBlanco({ message: M.completar })
  @IsString({ message: M.completar })
  concepto!: string;
}
