import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { fechaLegible } from '@avanti/libs/contratos/fechas';
import type { VistaPreviaSerie } from '@avanti/libs/contratos/programacion';
import { diaDeSemana, esFecha, festivo, sumarDias } from './calendario.js';
import { MENSAJES_SESION as M, validarHoras } from './sesion.js';

export interface DiaDeSerie {
  dia?: unknown;
  horaInicio?: unknown;
  horaFin?: unknown;
}

export interface PedidoSerie {
  desde?: unknown;
  dias?: unknown;
}

/** A series never looks further than a year ahead, whatever the coverage. */
export const HORIZONTE_DIAS = 366;

export const detenidaPorBolsa = (fecha: string, restantes: number) =>
  `La serie se detiene el ${fechaLegible(fecha)}: no quedan sesiones disponibles en este servicio (quedaban ${restantes})`;
export const agotada = (fecha: string, restantes: number) => `La serie termina el ${fechaLegible(fecha)}: con ella se agotan las ${restantes} sesiones disponibles del servicio`;
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
  const fechas: VistaPreviaSerie['fechas'] = [];
  const festivosOmitidos: VistaPreviaSerie['festivosOmitidos'] = [];
  let quedan = limites.restantes;
  const primera = p.desde > limites.hoy ? p.desde : sumarDias(limites.hoy, 1);
  for (let i = 0; i < HORIZONTE_DIAS; i++) {
    const fecha = sumarDias(primera, i);
    if (limites.vencimiento !== null && fecha > limites.vencimiento) return { fechas, festivosOmitidos, detenida: detenidaPorVencimiento(limites.vencimiento) };
    const horario = dias.get(diaDeSemana(fecha));
    if (!horario) continue;
    const nombre = festivo(fecha);
    if (nombre) {
      festivosOmitidos.push({ fecha, nombre });
      continue;
    }
    if (horario.unidades > quedan) return { fechas, festivosOmitidos, detenida: detenidaPorBolsa(fecha, limites.restantes) };
    fechas.push({ fecha, ...horario });
    quedan -= horario.unidades;
    if (quedan === 0) return { fechas, festivosOmitidos, detenida: agotada(fecha, limites.restantes) };
  }
  return { fechas, festivosOmitidos, detenida: null };
}
