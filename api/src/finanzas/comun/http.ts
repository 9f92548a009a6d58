import { ParseUUIDPipe } from '@nestjs/common';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { fechaDelFiltro, textoDelFiltro } from '@avanti/libs/lecturas/filtro';
import { esFechaIso, MENSAJES_DINERO } from './domain/dinero.js';

/** Money permissions (libs/src/acceso/catalogo-permisos.ts), one per screen. */
export const PERMISOS_DINERO = {
  salarios: 'dashboard.salarios',
  nomina: 'dashboard.nomina',
  descargos: 'dashboard.descargos',
  gastosFijos: 'dashboard.gastos-fijos',
  gastosVariables: 'dashboard.gastos-variables',
  copagos: 'admisiones.copagos',
} as const;

export const idDe = (mensaje: string) => new ParseUUIDPipe({ exceptionFactory: () => new NoEncontrado(mensaje) });

const sinNul = (v: unknown, profundidad = 0): boolean => {
  if (typeof v === 'string') return !v.includes('\u0000');
  if (profundidad > 3) return false;
  if (Array.isArray(v)) return v.every((x) => sinNul(x, profundidad + 1));
  if (v && typeof v === 'object') return Object.values(v).every((x) => sinNul(x, profundidad + 1));
  return true;
};

/** A JSON object body (anything else reads as empty) whose texts hold no NUL character. */
export function cuerpo<T extends object>(b: unknown): Partial<Record<keyof T, unknown>> {
  if (!b || typeof b !== 'object' || Array.isArray(b)) return {};
  if (!sinNul(b)) throw new ReglaIncumplida('El texto contiene caracteres no admitidos', 'invalido');
  return b as Partial<Record<keyof T, unknown>>;
}

/** A date filter: absent, or yyyy-mm-dd. */
export const fechaFiltro = fechaDelFiltro;

/** Both dates of a money list ('Seleccione las fechas en las que quiere ver la información'), not reversed. */
export function rangoObligatorio(desde: unknown, hasta: unknown): { desde: string; hasta: string } {
  const d = fechaFiltro(desde, 'desde');
  const h = fechaFiltro(hasta, 'hasta');
  if (!d || !h) throw new ReglaIncumplida(MENSAJES_DINERO.fechas, 'invalido');
  if (h < d) throw new ReglaIncumplida(MENSAJES_DINERO.rangoInvertido, 'invalido');
  return { desde: d, hasta: h };
}

/** A user id as a text filter (ids are UUIDs; anything else matches nobody). */
export const idTexto = (valor: unknown, campo: string) => textoDelFiltro(valor, campo, 60);
