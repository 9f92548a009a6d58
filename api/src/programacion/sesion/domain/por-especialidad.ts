import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { fechaLegible } from '@avanti/libs/contratos/fechas';
import type { VistaPreviaPorEspecialidad } from '@avanti/libs/programacion/contrato-lecturas';
import { diaDeSemana, esFecha, festivo, sumarDias } from './calendario.js';
import { finDeSerie, HORIZONTE_DIAS, type DiaDeSerie } from './serie.js';
import { MENSAJES_SESION as M, validarHoras } from './sesion.js';

/** A line of the chosen specialty the patient can draw from (servicios disponibles). */
export interface LineaDeEspecialidad {
  coberturaId: string;
  lineaId: string;
  codigo: string;
  restantes: number;
  vencimiento: string | null;
}

/** As the request typed it (the DTOs check types; presence and rules are checked here). */
export interface PedidoPorEspecialidad {
  especialidad?: number | null;
  desde?: string | null;
  dias?: DiaDeSerie[] | null;
  sesiones?: number | null;
  /** Ends on this date, included (issue 27 item 6). */
  hasta?: string | null;
}

/** At most this many sessions in one request (the same bound as a list or a weekly series). */
export const MAX_SESIONES_ESPECIALIDAD = 120;

export const MENSAJES_ESPECIALIDAD = {
  sinEspecialidad: 'Seleccione la especialidad de las sesiones',
  domingo: 'La programación por especialidad es de lunes a sábado',
  cantidadInvalida: `La cantidad de sesiones debe ser un número entero entre 1 y ${MAX_SESIONES_ESPECIALIDAD}`,
  sinServicios: (especialidad: string) => `El paciente no tiene servicios de ${especialidad} disponibles para programar`,
  agotada: (fecha: string, total: number, especialidad: string) =>
    `La programación termina el ${fechaLegible(fecha)}: con ella se agotan las ${total} sesiones disponibles de ${especialidad}`,
  vencida: (vence: string, especialidad: string) => `La programación se detiene: los servicios de ${especialidad} vencen el ${fechaLegible(vence)}`,
  incompleta: (programadas: number, pedidas: number) => `Se programarán ${programadas} de las ${pedidas} sesiones pedidas`,
} as const;

const vacio = (v: unknown) => v === undefined || v === null || v === '';

/** The requested count: optional (without it, while units remain), a whole number 1..120. */
export function cantidadPedida(v: number | null | undefined): number | null {
  if (vacio(v)) return null;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > MAX_SESIONES_ESPECIALIDAD) throw new ReglaIncumplida(MENSAJES_ESPECIALIDAD.cantidadInvalida, 'invalido');
  return n;
}

export function especialidadPedida(v: number | null | undefined): number {
  const n = Number(v);
  if (vacio(v) || !Number.isInteger(n) || n < 2 || n > 6) throw new ReglaIncumplida(MENSAJES_ESPECIALIDAD.sinEspecialidad, 'invalido');
  return n;
}

/**
 * Scheduling by specialty (spec 2 'Scheduling calendar' type 3, DOMAIN 'Programming modes'): days
 * Monday to Saturday with their times from a start date, drawn from every available line of one
 * specialty of the patient — the one that expires first, then the next — skipping Colombian public
 * holidays and only after today. With a count, every session must fit in what the specialty has left
 * ('Las sesiones que quiere programar superan...'); an expiry that stops it early is said, not hidden.
 */
export function generarPorEspecialidad(
  p: PedidoPorEspecialidad,
  limites: { hoy: string; lineas: LineaDeEspecialidad[]; especialidadNombre: string },
): VistaPreviaPorEspecialidad {
  if (vacio(p.desde)) throw new ReglaIncumplida(M.sinFechaInicio, 'invalido');
  if (!esFecha(p.desde)) throw new ReglaIncumplida(M.fechaInvalida, 'invalido');
  if (!Array.isArray(p.dias) || p.dias.length === 0) throw new ReglaIncumplida(M.sinDias, 'invalido');
  const dias = new Map<number, { horaInicio: string; horaFin: string; unidades: number }>();
  for (const d of p.dias as DiaDeSerie[]) {
    const n = Number(d?.dia);
    if (n === 7) throw new ReglaIncumplida(MENSAJES_ESPECIALIDAD.domingo, 'invalido');
    if (!Number.isInteger(n) || n < 1 || n > 6) throw new ReglaIncumplida(M.sinDias, 'invalido');
    dias.set(n, validarHoras(d.horaInicio, d.horaFin));
  }
  const pedidas = cantidadPedida(p.sesiones);
  const { hasta } = finDeSerie(p);
  const esp = limites.especialidadNombre;
  const lineas = limites.lineas
    .filter((l) => l.restantes >= 1)
    .map((l) => ({ ...l }))
    .sort((a, b) => (a.vencimiento ?? '9999').localeCompare(b.vencimiento ?? '9999') || a.codigo.localeCompare(b.codigo) || a.lineaId.localeCompare(b.lineaId));
  if (lineas.length === 0) throw new ReglaIncumplida(MENSAJES_ESPECIALIDAD.sinServicios(esp));
  const total = lineas.reduce((s, l) => s + l.restantes, 0);
  if (pedidas !== null && pedidas > total) throw new ReglaIncumplida(M.superaDisponibles);

  const vista: VistaPreviaPorEspecialidad = { fechas: [], festivosOmitidos: [], detenida: null };
  const incompleta = () => (pedidas !== null ? ` (${MENSAJES_ESPECIALIDAD.incompleta(vista.fechas.length, pedidas)})` : '');
  const primera = p.desde > limites.hoy ? p.desde : sumarDias(limites.hoy, 1);
  for (let i = 0; i < HORIZONTE_DIAS; i++) {
    const fecha = sumarDias(primera, i);
    if (hasta !== null && fecha > hasta) return vista;
    const vigentes = lineas.filter((l) => l.vencimiento === null || l.vencimiento >= fecha);
    if (vigentes.length === 0) {
      const ultima = lineas
        .map((l) => l.vencimiento!)
        .sort()
        .at(-1)!;
      return { ...vista, detenida: MENSAJES_ESPECIALIDAD.vencida(ultima, esp) + incompleta() };
    }
    const horario = dias.get(diaDeSemana(fecha));
    if (!horario) continue;
    const nombre = festivo(fecha);
    if (nombre) {
      vista.festivosOmitidos.push({ fecha, nombre });
      continue;
    }
    const linea = vigentes.find((l) => l.restantes >= horario.unidades);
    if (!linea) {
      if (pedidas !== null) throw new ReglaIncumplida(M.superaDisponibles);
      return { ...vista, detenida: `La programación se detiene el ${fechaLegible(fecha)}: no quedan sesiones disponibles de ${esp}` };
    }
    vista.fechas.push({ fecha, ...horario, coberturaId: linea.coberturaId, lineaId: linea.lineaId, codigo: linea.codigo });
    linea.restantes -= horario.unidades;
    if (pedidas !== null && vista.fechas.length === pedidas) return vista;
    if (lineas.every((l) => l.restantes === 0)) {
      if (pedidas !== null) throw new ReglaIncumplida(M.superaDisponibles);
      return { ...vista, detenida: MENSAJES_ESPECIALIDAD.agotada(fecha, total, esp) };
    }
    if (vista.fechas.length >= MAX_SESIONES_ESPECIALIDAD)
      return { ...vista, detenida: `La programación se detiene en ${MAX_SESIONES_ESPECIALIDAD} sesiones por solicitud` };
  }
  return { ...vista, detenida: pedidas !== null ? MENSAJES_ESPECIALIDAD.incompleta(vista.fechas.length, pedidas) : null };
}
