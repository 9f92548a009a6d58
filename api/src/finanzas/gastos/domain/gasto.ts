import type { Agregado } from '@avanti/libs/dominio/agregado';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { CategoriaGasto, EventoGasto, GastoAnulado, GastoFijoRegistrado, GastoVariableRegistrado } from '@avanti/libs/finanzas/eventos';
import { MAX_CONCEPTO_GASTO as MAX_CONCEPTO, MENSAJES_GASTO } from '@avanti/libs/finanzas/contrato';
import { esFechaIso, esPesosPositivos } from '../../comun/domain/dinero.js';

export const CATEGORIAS_GASTO: Record<CategoriaGasto, string> = { 1: 'Préstamo', 2: 'Gasto general', 3: 'Gasto servicios' };
export { MAX_CONCEPTO, MENSAJES_GASTO };

/** A fixed expense to register, typed; the user it concerns already found (or none). */
export interface DatosGastoFijo {
  id: string;
  valor: number;
  concepto: string;
  usuario: { id: string; nombre: string } | null;
  sede: string;
  hoy: string;
}

/** A variable expense to register, typed. */
export interface DatosGastoVariable {
  id: string;
  fecha: string;
  valor: number;
  categoria: number;
  concepto: string;
  sede: string;
}

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

const concepto = (v: string): string => {
  if (!v?.trim()) throw new ReglaIncumplida(MENSAJES_GASTO.completar, 'invalido');
  if (v.trim().length > MAX_CONCEPTO) throw new ReglaIncumplida(MENSAJES_GASTO.concepto, 'invalido');
  return v.trim();
};
const valor = (v: number): number => {
  if (!esPesosPositivos(v)) throw new ReglaIncumplida(MENSAJES_GASTO.valor, 'invalido');
  return v;
};

/** 'Registrar un gasto fijo': value and concept required ('Complete los campos requeridos'); the user it concerns optional. */
export function decidirGastoFijo(estado: EstadoGasto, d: DatosGastoFijo): GastoFijoRegistrado[] {
  if (estado.clase) throw new ReglaIncumplida(MENSAJES_GASTO.noEncontrado);
  const v = valor(d.valor);
  const c = concepto(d.concepto);
  return [
    {
      tipo: 'GastoFijoRegistrado',
      datos: { id: d.id, valor: v, concepto: c, usuarioId: d.usuario?.id ?? null, usuarioNombre: d.usuario?.nombre ?? null, sede: d.sede, fecha: d.hoy },
    },
  ];
}

/** A non-recurring expense: fecha, valor, categoria (1..3) and concepto required. */
export function decidirGastoVariable(estado: EstadoGasto, d: DatosGastoVariable): GastoVariableRegistrado[] {
  if (estado.clase) throw new ReglaIncumplida(MENSAJES_GASTO.noEncontrado);
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
