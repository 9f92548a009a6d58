import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { eventos, usuarios } from '../../database/schema/index.js';
import { streamSesion, type EventoSesion } from '../eventos.js';

/** One change of a session as its history lists it: who, when, what and why; never the evolution's text. */
export interface CambioDeSesion {
  fecha: string;
  accion: string;
  /** The person's name (the login only when no longer known; 'Sistema' for the system's own changes). */
  persona: string;
  /** Their login, for a hint on hover; null for the system. */
  usuario: string | null;
  detalle: string;
}

const fechaCorta = (iso: string) => iso.split('-').reverse().join('/');

function describir(e: EventoSesion): { accion: string; detalle: string } {
  switch (e.tipo) {
    case 'SesionProgramada':
      return { accion: 'Programó', detalle: `${fechaCorta(e.datos.fecha)} de ${e.datos.horaInicio} a ${e.datos.horaFin} con ${e.datos.terapeutaNombre}` };
    case 'HorarioSesionCambiado':
      return e.datos.fechaAnterior
        ? {
            accion: 'Movió',
            detalle: `Del ${fechaCorta(e.datos.fechaAnterior)} ${e.datos.horaInicioAnterior}-${e.datos.horaFinAnterior} al ${fechaCorta(e.datos.fecha)} ${e.datos.horaInicio}-${e.datos.horaFin}`,
          }
        : { accion: 'Movió', detalle: `De ${e.datos.horaInicioAnterior}-${e.datos.horaFinAnterior} a ${e.datos.horaInicio}-${e.datos.horaFin}` };
    case 'TerapeutaSesionCambiado':
      return { accion: 'Reasignó', detalle: `De ${e.datos.terapeutaAnteriorNombre} a ${e.datos.terapeutaNombre}` };
    case 'SesionCancelada':
      return { accion: 'Canceló', detalle: `Motivo: ${e.datos.detalle ? `${e.datos.motivo}: ${e.datos.detalle}` : e.datos.motivo}` };
    case 'CytAceptada':
      return { accion: 'Aceptó la CYT', detalle: '' };
    case 'EvolucionRegistrada':
      return {
        accion: 'Evolucionó',
        detalle: e.datos.atrasada ? `El ${fechaCorta(e.datos.fechaEvolucion)}, atrasada: se paga a la mitad` : `El ${fechaCorta(e.datos.fechaEvolucion)}`,
      };
    default:
      return { accion: (e as { tipo: string }).tipo, detalle: '' };
  }
}

/**
 * A session's history (issue 27 item 8, like Cliniko's per-appointment log), read from its stream in the event
 * log, the audit's read model: each change with the person's name, when and why. The evolution's clinical
 * content is not part of it (decision 0027): whoever may read it sees it in the session itself.
 */
export async function historialDeSesion(db: Db, id: string): Promise<CambioDeSesion[]> {
  const filas = await db
    .select({ tipo: eventos.tipo, datos: eventos.datos, metadata: eventos.metadata, registradoEn: eventos.registradoEn })
    .from(eventos)
    .where(eq(eventos.streamId, streamSesion(id)))
    .orderBy(asc(eventos.version));
  const meta = filas.map((f) => f.metadata as { usuarioId?: string | null; usuario?: string | null; fecha?: string });
  const ids = [...new Set(meta.map((m) => m.usuarioId).filter((x): x is string => !!x))];
  // Changes recorded without the user's id (the demo's seed, imports) name them by login: found by it too.
  const logins = [...new Set(meta.filter((m) => !m.usuarioId && m.usuario && m.usuario !== 'sistema').map((m) => m.usuario as string))];
  const columnas = { id: usuarios.id, usuario: usuarios.usuario, nombres: usuarios.nombres, apellidos: usuarios.apellidos };
  const personas = [
    ...(ids.length ? await db.select(columnas).from(usuarios).where(inArray(usuarios.id, ids)) : []),
    ...(logins.length ? await db.select(columnas).from(usuarios).where(inArray(usuarios.usuario, logins)) : []),
  ];
  const porId = new Map(personas.map((p) => [p.id, p]));
  const porLogin = new Map(personas.map((p) => [p.usuario, p]));
  return filas.map((f, i) => {
    const m = meta[i];
    const p = (m.usuarioId && porId.get(m.usuarioId)) || (m.usuario ? porLogin.get(m.usuario) : undefined);
    const sistema = !p && (!m.usuario || m.usuario === 'sistema');
    return {
      fecha: m.fecha ?? f.registradoEn.toISOString(),
      ...describir({ tipo: f.tipo, datos: f.datos } as EventoSesion),
      persona: p ? `${p.nombres} ${p.apellidos}`.trim() : sistema ? 'Sistema' : (m.usuario as string),
      usuario: p ? p.usuario : sistema ? null : (m.usuario ?? null),
    };
  });
}
