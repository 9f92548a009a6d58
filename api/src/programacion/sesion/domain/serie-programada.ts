import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { ConflictoDeFecha, FechaDeSerieProgramada, VistaPreviaSerieProgramada } from '@avanti/libs/programacion/contrato-lecturas';
import type { AccionFecha, EleccionDeFecha } from '@avanti/libs/programacion/contrato';
import { esFecha, festivo } from './calendario.js';
import { choquesDe, esMantenible, MENSAJES_SESION as M, mensajeDeChoque, validarHoras, verificarCruces, type Choque, type SesionOcupada } from './sesion.js';

/**
 * A series without surprises (issue 27 item 5, decision 0041): the dates a series generates, the scheduler's choice
 * per date (skip, move, keep as a group session), and the clashes of what is left, marked by the same rule
 * (`choquesDe`) that refuses them when 'Programar' is sent. The preview and the command both go through here.
 */

/** A date the series generated, with the line it draws from. */
export interface FechaGenerada {
  fecha: string;
  horaInicio: string;
  horaFin: string;
  unidades: number;
  coberturaId: string;
  lineaId: string;
  codigo: string;
  /** The line's coverage expiry: a moved date may not pass it. */
  vencimiento: string | null;
}

export interface FechaElegida extends FechaGenerada {
  fechaOriginal: string;
  accion: 'mover' | 'mantener' | null;
}

export const MENSAJES_ELECCION = {
  fechaAjena: (fecha: string) => `La fecha ${fecha} no está en la serie: vuelva a ver las fechas`,
  repetida: (fecha: string) => `La fecha ${fecha} tiene más de una elección`,
  sinFechaNueva: 'Para mover una fecha elija el día al que pasa',
  festivo: (fecha: string, nombre: string) => `El ${fecha} es festivo (${nombre}): elija otro día`,
  todasOmitidas: 'Todas las fechas quedaron omitidas: no hay sesiones para programar',
} as const;

/** Applies the scheduler's choices: skipped dates leave, moved ones take their new date and times (checked here). */
export function aplicarElecciones(generadas: FechaGenerada[], elecciones: EleccionDeFecha[], hoy: string): { fechas: FechaElegida[]; omitidas: string[] } {
  const porFecha = new Map<string, EleccionDeFecha>();
  for (const e of elecciones) {
    if (!generadas.some((g) => g.fecha === e.fecha)) throw new ReglaIncumplida(MENSAJES_ELECCION.fechaAjena(e.fecha), 'invalido');
    if (porFecha.has(e.fecha)) throw new ReglaIncumplida(MENSAJES_ELECCION.repetida(e.fecha), 'invalido');
    porFecha.set(e.fecha, e);
  }
  const fechas: FechaElegida[] = [];
  const omitidas: string[] = [];
  for (const g of generadas) {
    const e = porFecha.get(g.fecha);
    const accion: AccionFecha | null = e?.accion ?? null;
    if (accion === 'omitir') {
      omitidas.push(g.fecha);
      continue;
    }
    if (accion === 'mover') {
      const nueva = e!.fechaNueva;
      if (!nueva) throw new ReglaIncumplida(MENSAJES_ELECCION.sinFechaNueva, 'invalido');
      if (!esFecha(nueva)) throw new ReglaIncumplida(M.fechaInvalida, 'invalido');
      if (nueva < hoy) throw new ReglaIncumplida(M.fechaPasada, 'invalido');
      if (g.vencimiento !== null && nueva > g.vencimiento) throw new ReglaIncumplida(M.fechaVencida(g.vencimiento));
      const nombre = festivo(nueva);
      if (nombre) throw new ReglaIncumplida(MENSAJES_ELECCION.festivo(nueva, nombre), 'invalido');
      const horas = validarHoras(e!.horaInicio ?? g.horaInicio, e!.horaFin ?? g.horaFin);
      fechas.push({ ...g, fecha: nueva, ...horas, fechaOriginal: g.fecha, accion: 'mover' });
      continue;
    }
    fechas.push({ ...g, fechaOriginal: g.fecha, accion });
  }
  return { fechas, omitidas };
}

/** Who the series is for: the new sessions' therapist, patient and site, and which sites the scheduler may see. */
export interface QuienesDeSerie {
  terapeutaId: string;
  terapeutaNombre: string;
  pacienteId: string;
  pacienteNombre: string;
  sede: string;
  visible: (sede: string) => boolean;
}

const nuevasDe = (fechas: FechaElegida[], q: QuienesDeSerie) =>
  fechas.map((f, i) => ({
    id: `nueva-${i}`,
    fecha: f.fecha,
    horaInicio: f.horaInicio,
    horaFin: f.horaFin,
    terapeutaId: q.terapeutaId,
    terapeutaNombre: q.terapeutaNombre,
    pacienteId: q.pacienteId,
    pacienteNombre: q.pacienteNombre,
    sede: q.sede,
  }));

const conflicto = (c: Choque, visible: (sede: string) => boolean): ConflictoDeFecha => ({
  motivo: c.motivo,
  fecha: c.con.fecha,
  horaInicio: c.con.horaInicio,
  horaFin: c.con.horaFin,
  sedeNombre: c.con.sedeNombre ?? '',
  terapeutaNombre: c.con.terapeutaNombre,
  pacienteNombre: c.con.sede !== undefined && !visible(c.con.sede) ? null : c.con.pacienteNombre,
});

/** A date's clash is settled when it has none, or when it is kept and every clash is a group session. */
const resuelta = (f: FechaElegida, choques: Choque[], sede: string) => choques.length === 0 || (f.accion === 'mantener' && esMantenible({ sede }, choques));

/** Each date with the sessions it clashes with (another site's without its patient), and how many are unsettled. */
export function marcarConflictos(
  elegidas: { fechas: FechaElegida[]; omitidas: string[] },
  ocupadas: SesionOcupada[],
  q: QuienesDeSerie,
  resto: { festivosOmitidos: { fecha: string; nombre: string }[]; detenida: string | null },
): VistaPreviaSerieProgramada {
  const choques = choquesDe(nuevasDe(elegidas.fechas, q), ocupadas);
  const fechas: FechaDeSerieProgramada[] = elegidas.fechas.map((f, i) => ({
    fecha: f.fecha,
    horaInicio: f.horaInicio,
    horaFin: f.horaFin,
    unidades: f.unidades,
    fechaOriginal: f.fechaOriginal,
    coberturaId: f.coberturaId,
    lineaId: f.lineaId,
    codigo: f.codigo,
    accion: f.accion,
    conflictos: choques[i].map((c) => conflicto(c, q.visible)),
    mantenible: esMantenible({ sede: q.sede }, choques[i]),
  }));
  const conConflicto = elegidas.fechas.filter((f, i) => !resuelta(f, choques[i], q.sede)).length;
  return { fechas, omitidas: elegidas.omitidas, festivosOmitidos: resto.festivosOmitidos, detenida: resto.detenida, conConflicto };
}

/**
 * The command's refusal, by the same rule as the preview's marks: the first date still clashing (not kept as a
 * group session) is refused with its Spanish message; nothing left to program is refused too.
 */
export function verificarSerie(fechas: FechaElegida[], ocupadas: SesionOcupada[], q: QuienesDeSerie): void {
  if (fechas.length === 0) throw new ReglaIncumplida(MENSAJES_ELECCION.todasOmitidas, 'invalido');
  const nuevas = nuevasDe(fechas, q);
  const choques = choquesDe(nuevas, ocupadas);
  verificarCruces(nuevas, ocupadas, (i) => resuelta(fechas[i], choques[i], q.sede), q.visible);
}

/** Whether a date is kept as a group session (its session records the confirmed clash). */
export const mantenida = (f: FechaElegida) => f.accion === 'mantener';

export { mensajeDeChoque };
