import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import { MAX_CONCEPTO_GASTO, MAXIMO_PESOS, MENSAJES_GASTO as M, type RegistrarGastoVariableSolicitud } from '@avanti/libs/finanzas/contrato';
import { FechaIso } from '../../../../infrastructure/http/validadores.js';
import { NoEnBlanco, Pesos, Requeridos, TextoHasta } from '../../../comun/validadores.js';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.
// The fields are declared in the order the spec checks them: the first message is the one a person reads.

/** POST /api/gastos-variables: a non-recurring expense. */
export class RegistrarGastoVariableDto implements RegistrarGastoVariableSolicitud {
  @ApiProperty({ type: String, format: 'date', example: '2026-11-20' })
  @FechaIso({ message: M.completar })
  @Requeridos(['fecha', 'categoria'], { message: M.completar })
  fecha!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAXIMO_PESOS, example: 85000, description: 'Pesos enteros, sin puntos ni decimales' })
  @Pesos({ message: M.valor }, 1)
  @Requeridos(['valor'], { message: M.completar })
  valor!: number;

  @ApiProperty({ type: 'integer', enum: [1, 2, 3], example: 3, description: '1 Préstamo, 2 Gasto general, 3 Gasto servicios' })
  @IsIn([1, 2, 3], { message: M.categoria })
  categoria!: number;

  @ApiProperty({ type: String, maxLength: MAX_CONCEPTO_GASTO, example: 'Energía' })
  @TextoHasta(MAX_CONCEPTO_GASTO, { message: M.concepto })
  @NoEnBlanco({ message: M.completar })
  @IsString({ message: M.completar })
  concepto!: string;
}
