/**
 * The OpenAPI schemas of what the money routes answer, written once from the contract's read shapes
 * (libs/src/finanzas/contrato.ts: CopagoLeido, DescargoLeido, GastoLeido, SalarioLeido).
 */
import { CAMPOS_MONTO_SALARIO } from '@avanti/libs/finanzas/contrato';
import { entero, fecha, objeto, texto, textoNulo } from '../../infrastructure/http/esquemas.js';

export { conMensaje } from '../../infrastructure/http/esquemas.js';

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
