import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { fechaLegible } from '@avanti/libs/contratos/fechas';
import type { VistaPreviaSerie } from '@avanti/libs/programacion/contrato-lecturas';
import { diaDeSemana, esFecha, festivo, sumarDias } from './calendario.js';
import { MENSAJES_SESION as M, validarHoras } from './sesion.js';

/** As the request typed them (the DTOs check types; presence and rules are checked here). */
export interface DiaDeSerie {
  dia?: number | null;
  horaInicio?: string | null;
  horaFin?: string | null;
}

export interface PedidoSerie {
  desde?: string | null;
  dias?: DiaDeSerie[] | null;
  /** Ends after this many sessions (issue 27 item 6). */
  sesiones?: number | null;
  /** Ends on this date, included. */
  hasta?: string | null;
}

export const MENSAJES_FIN = {
  dosFines: 'Elija un solo fin de la serie: una cantidad de sesiones o una fecha final',
  hastaInvalida: 'La fecha final de la serie no es válida (aaaa-mm-dd)',
  hastaAntes: 'La fecha final de la serie no puede ser anterior a la fecha de inicio',
  cantidadInvalida: 'La cantidad de sesiones debe ser un número entero entre 1 y 120',
  incompleta: (programadas: number, pedidas: number) => `Se programarán ${programadas} de las ${pedidas} sesiones pedidas`,
} as const;

/** How a series ends (issue 27 item 6): after N sessions, on a date, or (neither) when the pool or the authorization runs out. */
export type FinDeSerie = { sesiones: number; hasta: null } | { sesiones: null; hasta: string } | { sesiones: null; hasta: null };

const vacio = (v: unknown) => v === undefined || v === null || v === '';

export function finDeSerie(p: PedidoSerie): FinDeSerie {
  if (!vacio(p.sesiones) && !vacio(p.hasta)) throw new ReglaIncumplida(MENSAJES_FIN.dosFines, 'invalido');
  if (!vacio(p.sesiones)) {
    const n = Number(p.sesiones);
    if (!Number.isInteger(n) || n < 1 || n > 120) throw new ReglaIncumplida(MENSAJES_FIN.cantidadInvalida, 'invalido');
    return { sesiones: n, hasta: null };
  }
  if (!vacio(p.hasta)) {
    if (!esFecha(p.hasta)) throw new ReglaIncumplida(MENSAJES_FIN.hastaInvalida, 'invalido');
    if (esFecha(p.desde) && p.hasta < p.desde) throw new ReglaIncumplida(MENSAJES_FIN.hastaAntes, 'invalido');
    return { sesiones: null, hasta: p.hasta };
  }
  return { sesiones: null, hasta: null };
}

/** A series never looks further than a year ahead, whatever the coverage. */
export const HORIZONTE_DIAS = 366;

export const detenidaPorBolsa = (fecha: string, restantes: number) =>
  `La serie se detiene el ${fechaLegible(fecha)}: no quedan sesiones disponibles en este servicio (quedaban ${restantes})`;
export const agotada = (fecha: string, restantes: number) =>
  `La serie termina el ${fechaLegible(fecha)}: con ella se agotan las ${restantes} sesiones disponibles del servicio`;
export const detenidaPorVencimiento = (vence: string) => `La serie se detiene: la autorización vence el ${fechaLegible(vence)}`;

/**
 * The dates a weekly series generates (DOMAIN 'Sessions', spec 2 §5 format 2): from `desde`, only dates
 * after today, skipping Colombian public holidays, while the line has units left and the coverage has
 * not expired. Says when and why it stops early.
 */
export function generarSerie(p: PedidoSerie, limites: { hoy: string; restantes: number; vencimiento: string | null }): VistaPreviaSerie {
  if (p.desde === undefined || p.desde === null || p.desde === '') throw new ReglaIncumplida(M.sinFechaInicio, 'invalido');
  if (!esFecha(p.desde)) throw new ReglaIncumplida(M.fechaInvalida, 'invalido');
  if (!Array.isArray(p.dias) || p.dias.length === 0) throw new ReglaIncumplida(M.sinDias, 'invalido');
  const dias = new Map<number, { horaInicio: string; horaFin: string; unidades: number }>();
  for (const d of p.dias as DiaDeSerie[]) {
    const n = Number(d?.dia);
    if (!Number.isInteger(n) || n < 1 || n > 7) throw new ReglaIncumplida(M.sinDias, 'invalido');
    dias.set(n, validarHoras(d.horaInicio, d.horaFin));
  }
  const fin = finDeSerie(p);
  const fechas: VistaPreviaSerie['fechas'] = [];
  const festivosOmitidos: VistaPreviaSerie['festivosOmitidos'] = [];
  const incompleta = () => (fin.sesiones !== null ? ` (${MENSAJES_FIN.incompleta(fechas.length, fin.sesiones)})` : '');
  let quedan = limites.restantes;
  const primera = p.desde > limites.hoy ? p.desde : sumarDias(limites.hoy, 1);
  for (let i = 0; i < HORIZONTE_DIAS; i++) {
    const fecha = sumarDias(primera, i);
    if (fin.hasta !== null && fecha > fin.hasta) return { fechas, festivosOmitidos, detenida: null };
    if (limites.vencimiento !== null && fecha > limites.vencimiento)
      return { fechas, festivosOmitidos, detenida: detenidaPorVencimiento(limites.vencimiento) + incompleta() };
    const horario = dias.get(diaDeSemana(fecha));
    if (!horario) continue;
    const nombre = festivo(fecha);
    if (nombre) {
      festivosOmitidos.push({ fecha, nombre });
      continue;
    }
    if (horario.unidades > quedan) return { fechas, festivosOmitidos, detenida: detenidaPorBolsa(fecha, limites.restantes) + incompleta() };
    fechas.push({ fecha, ...horario });
    quedan -= horario.unidades;
    if (fin.sesiones !== null && fechas.length === fin.sesiones) return { fechas, festivosOmitidos, detenida: null };
    if (quedan === 0) return { fechas, festivosOmitidos, detenida: agotada(fecha, limites.restantes) + incompleta() };
  }
  return { fechas, festivosOmitidos, detenida: fin.sesiones !== null ? MENSAJES_FIN.incompleta(fechas.length, fin.sesiones) : null };
}
