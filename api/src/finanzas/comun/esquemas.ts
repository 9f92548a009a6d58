/**
 * The OpenAPI schemas of what the money routes answer, written once from the contract's read shapes
 * (libs/src/finanzas/contrato.ts: CopagoLeido, DescargoLeido, GastoLeido, SalarioLeido).
 */
import { CAMPOS_MONTO_SALARIO } from '@avanti/libs/finanzas/contrato';

type Esquema = Record<string, unknown>;
const texto = { type: 'string' };
const textoNulo = { type: 'string', nullable: true };
const entero = { type: 'integer' };
const fecha = { type: 'string', format: 'date' };
const objeto = (properties: Record<string, Esquema>): Esquema => ({
  type: 'object',
  required: Object.keys(properties).filter((k) => !(properties[k] as { nullable?: boolean }).nullable),
  properties,
});

export const ESQUEMA_COPAGO = objeto({
  id: texto,
  fecha,
  valor: entero,
  tipo: { type: 'integer', enum: [1, 2] },
  tipoNombre: texto,
  pacienteId: texto,
  paciente: texto,
  entidadId: textoNulo,
  entidad: texto,
  comentario: textoNulo,
  sede: texto,
  registradoPor: texto,
});

export const ESQUEMA_DESCARGO = objeto({
  id: texto,
  terapeutaId: texto,
  terapeuta: texto,
  sede: texto,
  valor: entero,
  concepto: { type: 'string', enum: ['Informe atrasado', 'Objetivos y logros'] },
  nota: textoNulo,
  fecha,
  sesionId: textoNulo,
  registradoPor: texto,
});

export const ESQUEMA_GASTO = objeto({
  id: texto,
  clase: { type: 'string', enum: ['fijo', 'variable'] },
  fecha,
  valor: entero,
  categoria: { type: 'integer', nullable: true },
  categoriaNombre: textoNulo,
  concepto: texto,
  usuarioId: textoNulo,
  usuario: textoNulo,
  sede: texto,
  registradoPor: texto,
});

export const ESQUEMA_SALARIO = objeto({
  id: texto,
  idUsuario: texto,
  nombreUsuario: texto,
  usuario: texto,
  rol: entero,
  sede: texto,
  tipoContratoId: { type: 'integer', enum: [1, 2, 3] },
  tipoContrato: texto,
  ...Object.fromEntries(CAMPOS_MONTO_SALARIO.map((c) => [c, entero])),
  salarioNeto: entero,
  registrado: { type: 'boolean' },
});

/** A command's answer: the record and the message to show. */
export const conMensaje = (esquema: Esquema): Esquema => ({
  ...esquema,
  required: [...((esquema.required as string[]) ?? []), 'mensaje'],
  properties: { ...(esquema.properties as Esquema), mensaje: { type: 'string', example: 'REGISTRADO CON ÉXITO' } },
});
