import type { Agregado } from '@avanti/libs/dominio/agregado';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { CategoriaGasto, EventoGasto, GastoAnulado, GastoFijoRegistrado, GastoVariableRegistrado } from '@avanti/libs/eventos/finanzas';
import { esFechaIso, esPesosPositivos, MENSAJES_DINERO } from '../../comun/domain/dinero.js';

export const MAX_CONCEPTO = 500;
export const CATEGORIAS_GASTO: Record<CategoriaGasto, string> = { 1: 'Préstamo', 2: 'Gasto general', 3: 'Gasto servicios' };

export const MENSAJES_GASTO = {
  completar: MENSAJES_DINERO.completar,
  valor: 'El valor debe ser un número en pesos, sin puntos ni decimales, mayor que cero',
  categoria: 'La categoría debe ser 1 Préstamo, 2 Gasto general o 3 Gasto servicios',
  concepto: `El concepto admite máximo ${MAX_CONCEPTO} caracteres`,
  usuario: 'No se encontró el usuario',
  noEncontrado: 'No se encontró el gasto',
  yaAnulado: 'El gasto ya fue eliminado',
  registrado: 'REGISTRADO CON ÉXITO',
  anulado: 'Gasto eliminado con éxito',
} as const;

export interface EstadoGasto {
  clase: 'fijo' | 'variable' | null;
  anulado: boolean;
  valor: number;
  concepto: string;
  fecha: string;
}

export const agregadoGasto: Agregado<EstadoGasto, EventoGasto> = {
  inicial: { clase: null, anulado: false, valor: 0, concepto: '', fecha: '' },
  evolucionar(estado, e) {
    switch (e.tipo) {
      case 'GastoFijoRegistrado':
        return { clase: 'fijo', anulado: false, valor: e.datos.valor, concepto: e.datos.concepto, fecha: e.datos.fecha };
      case 'GastoVariableRegistrado':
        return { clase: 'variable', anulado: false, valor: e.datos.valor, concepto: e.datos.concepto, fecha: e.datos.fecha };
      case 'GastoAnulado':
        return { ...estado, anulado: true };
    }
  },
};

const concepto = (v: unknown): string => {
  if (typeof v !== 'string' || !v.trim()) throw new ReglaIncumplida(MENSAJES_GASTO.completar, 'invalido');
  if (v.trim().length > MAX_CONCEPTO) throw new ReglaIncumplida(MENSAJES_GASTO.concepto, 'invalido');
  return v.trim();
};
const valor = (v: unknown): number => {
  if (v === undefined || v === null || v === '') throw new ReglaIncumplida(MENSAJES_GASTO.completar, 'invalido');
  if (!esPesosPositivos(v)) throw new ReglaIncumplida(MENSAJES_GASTO.valor, 'invalido');
  return v;
};

/** 'Registrar un gasto fijo': value and concept required ('Complete los campos requeridos'); the user it concerns optional. */
export function decidirGastoFijo(
  estado: EstadoGasto,
  d: { id: string; valor: unknown; concepto: unknown; usuario: { id: string; nombre: string } | null; sede: string; hoy: string },
): GastoFijoRegistrado[] {
  if (estado.clase) throw new ReglaIncumplida(MENSAJES_GASTO.noEncontrado);
  const v = valor(d.valor);
  const c = concepto(d.concepto);
  return [{ tipo: 'GastoFijoRegistrado', datos: { id: d.id, valor: v, concepto: c, usuarioId: d.usuario?.id ?? null, usuarioNombre: d.usuario?.nombre ?? null, sede: d.sede, fecha: d.hoy } }];
}

/** A non-recurring expense: fecha, valor, categoria (1..3) and concepto required. */
export function decidirGastoVariable(estado: EstadoGasto, d: { id: string; fecha: unknown; valor: unknown; categoria: unknown; concepto: unknown; sede: string }): GastoVariableRegistrado[] {
  if (estado.clase) throw new ReglaIncumplida(MENSAJES_GASTO.noEncontrado);
  if (d.fecha === undefined || d.fecha === null || d.fecha === '' || d.categoria === undefined || d.categoria === null || d.categoria === '')
    throw new ReglaIncumplida(MENSAJES_GASTO.completar, 'invalido');
  if (!esFechaIso(d.fecha)) throw new ReglaIncumplida(MENSAJES_GASTO.completar, 'invalido');
  const v = valor(d.valor);
  if (d.categoria !== 1 && d.categoria !== 2 && d.categoria !== 3) throw new ReglaIncumplida(MENSAJES_GASTO.categoria, 'invalido');
  const c = concepto(d.concepto);
  return [{ tipo: 'GastoVariableRegistrado', datos: { id: d.id, fecha: d.fecha, valor: v, categoria: d.categoria, concepto: c, sede: d.sede } }];
}

export function decidirAnulacionGasto(estado: EstadoGasto, id: string, clase: 'fijo' | 'variable'): GastoAnulado[] {
  if (estado.clase !== clase) throw new NoEncontrado(MENSAJES_GASTO.noEncontrado);
  if (estado.anulado) throw new ReglaIncumplida(MENSAJES_GASTO.yaAnulado);
  return [{ tipo: 'GastoAnulado', datos: { id, clase, valor: estado.valor, concepto: estado.concepto, fecha: estado.fecha } }];
}
