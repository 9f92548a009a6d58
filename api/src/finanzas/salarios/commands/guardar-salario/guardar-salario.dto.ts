import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional, ValidateBy } from 'class-validator';
import {
  CAMPOS_MONTO_SALARIO,
  MAXIMO_PESOS,
  MENSAJES_SALARIO as M,
  NOMBRES_CAMPO_SALARIO,
  TIPOS_CONTRATO,
  type CampoMontoSalario,
  type GuardarSalarioSolicitud,
} from '@avanti/libs/finanzas/contrato';
import { Pesos } from '../../../comun/validadores.js';

const TIPOS = TIPOS_CONTRATO.map((t) => t.codigo);
const ETIQUETAS = TIPOS_CONTRATO.map((t) => t.nombre);
const SOLO_LECTURA = 'Solo lectura: lo sirve GET y se ignora al guardar';

/**
 * PUT /api/salarios/{usuarioId}: the record GET served, or only what changes (what is left out keeps its value).
 * One name each way: the contract type is `tipoContratoId`; GET's `tipoContrato` (its label) and the other read-only
 * fields are accepted and ignored. A number in `tipoContrato` is still the contract type, as clients sent it before.
 */
export class GuardarSalarioDto implements GuardarSalarioSolicitud {
  @ApiPropertyOptional({ type: 'integer', enum: TIPOS, nullable: true, example: 1, description: '1 Prestación de servicios, 2 Indefinido, 3 Término fijo' })
  @IsIn(TIPOS, { message: M.tipoContrato })
  @IsOptional()
  tipoContratoId?: number | null;

  @ApiPropertyOptional({
    oneOf: [
      { type: 'integer', enum: TIPOS, nullable: true },
      { type: 'string', enum: ETIQUETAS },
    ],
    description: 'El nombre del tipo de contrato que sirve GET (se ignora); un número se lee como tipoContratoId',
  })
  @ValidateBy(
    { name: 'tipoContratoOEtiqueta', validator: { validate: (v: unknown) => TIPOS.includes(v as number) || ETIQUETAS.includes(v as string) } },
    { message: M.tipoContrato },
  )
  @IsOptional()
  tipoContrato?: number | string | null;

  @ApiPropertyOptional({ readOnly: true, description: SOLO_LECTURA }) @Allow() id?: unknown;
  @ApiPropertyOptional({ readOnly: true, description: SOLO_LECTURA }) @Allow() idUsuario?: unknown;
  @ApiPropertyOptional({ readOnly: true, description: SOLO_LECTURA }) @Allow() nombreUsuario?: unknown;
  @ApiPropertyOptional({ readOnly: true, description: SOLO_LECTURA }) @Allow() usuario?: unknown;
  @ApiPropertyOptional({ readOnly: true, description: SOLO_LECTURA }) @Allow() rol?: unknown;
  @ApiPropertyOptional({ readOnly: true, description: SOLO_LECTURA }) @Allow() sede?: unknown;
  @ApiPropertyOptional({ readOnly: true, description: SOLO_LECTURA }) @Allow() salarioNeto?: unknown;
  @ApiPropertyOptional({ readOnly: true, description: SOLO_LECTURA }) @Allow() registrado?: unknown;

  // The amounts (CAMPOS_MONTO_SALARIO): their decorators are applied below, one loop over the contract's list.
  salarioFijo?: number | null;
  transporte?: number | null;
  pagoPorSesion?: number | null;
  pagoPorSesionParticular?: number | null;
  pagoPorSesionDomicilio?: number | null;
  pagoPorSesionDomicilioParticular?: number | null;
  pagoPorEvaluacion?: number | null;
  pagoPorEvaluacionDomicilio?: number | null;
  eps?: number | null;
  pension?: number | null;
  arl?: number | null;
}

/** Every amount of the contract is declared above (the compiler says which one is missing). */
const _todos: Record<CampoMontoSalario, unknown> = {} as Required<Pick<GuardarSalarioDto, CampoMontoSalario>>;
void _todos;

// The amounts, in the order the salary dialog and the messages list them: whole pesos, never negative.
for (const campo of CAMPOS_MONTO_SALARIO) {
  ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAXIMO_PESOS, nullable: true, example: 0, description: NOMBRES_CAMPO_SALARIO[campo] })(
    GuardarSalarioDto.prototype,
    campo,
  );
  Pesos({ message: M.monto(NOMBRES_CAMPO_SALARIO[campo]) })(GuardarSalarioDto.prototype, campo);
  IsOptional()(GuardarSalarioDto.prototype, campo);
}

/** The contract type a request sets: `tipoContratoId`, or a number in `tipoContrato`; a label there is GET's and is ignored. */
export const tipoContratoDe = (d: GuardarSalarioDto): number | null => d.tipoContratoId ?? (typeof d.tipoContrato === 'number' ? d.tipoContrato : null);
