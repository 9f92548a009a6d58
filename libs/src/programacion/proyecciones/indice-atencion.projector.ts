import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { atencionDiaria, atencionSesiones } from '../../database/schema/index.js';
import type { EventoSesion } from '../eventos.js';
import { FilasEnMemoria, loteEnMemoria, SumasEnMemoria } from '../../projections/filas-en-memoria.js';
import type { Proyector } from '../../projections/proyector.js';

const REALIZADA = 1;
const CANCELADA = 2;

/** Adds `delta` to the done or cancelled count of a patient's day (other states count nothing). */
async function sumar(tx: Db, pacienteId: string, fecha: string, estado: number, delta: 1 | -1) {
  if (estado !== REALIZADA && estado !== CANCELADA) return;
  const realizadas = estado === REALIZADA ? delta : 0;
  const canceladas = estado === CANCELADA ? delta : 0;
  await tx
    .insert(atencionDiaria)
    .values({ pacienteId, fecha, realizadas, canceladas })
    .onConflictDoUpdate({
      target: [atencionDiaria.pacienteId, atencionDiaria.fecha],
      set: { realizadas: sql`${atencionDiaria.realizadas} + ${realizadas}`, canceladas: sql`${atencionDiaria.canceladas} + ${canceladas}` },
    });
}

/** A session moves to a new state: its day loses the old state's count and gains the new one's. */
async function cambiarEstado(tx: Db, id: string, nuevo: number, fechaDelEvento: string | undefined) {
  const [s] = await tx.select().from(atencionSesiones).where(eq(atencionSesiones.id, id));
  if (!s || s.estado === nuevo) return;
  // Only a pending session can have moved, and it counted nothing: it lands on the day the event names.
  const fecha = s.estado === 3 && fechaDelEvento ? fechaDelEvento : s.fecha;
  await sumar(tx, s.pacienteId, s.fecha, s.estado, -1);
  await sumar(tx, s.pacienteId, fecha, nuevo, 1);
  await tx.update(atencionSesiones).set({ estado: nuevo, fecha }).where(eq(atencionSesiones.id, id));
}

/**
 * The attention index (DOMAIN 'Sessions'): per patient and day, sessions done (evolved or an accepted CYT) and
 * cancelled. A state change moves the count (a done session cancelled later would leave done for cancelled);
 * a schedule or therapist change keeps the day. A pending session may have moved to another day (issue 27 item 7): it counts
 * nothing while pending, so its first state change takes the day its event carries. Inline, so the objectives screen shows it at once.
 */
export const proyectorIndiceAtencion: Proyector = {
  nombre: 'indice-atencion',
  modo: 'en-linea',
  tablas: [atencionDiaria, atencionSesiones],
  tipos: ['SesionProgramada', 'SesionCancelada', 'CytAceptada', 'EvolucionRegistrada'],
  async aplicar(tx, almacenado) {
    const e = almacenado as unknown as EventoSesion;
    switch (e.tipo) {
      case 'SesionProgramada':
        await tx.insert(atencionSesiones).values({ id: e.datos.id, pacienteId: e.datos.pacienteId, fecha: e.datos.fecha, estado: 3 }).onConflictDoNothing();
        return;
      case 'SesionCancelada':
        await cambiarEstado(tx, e.datos.id, CANCELADA, e.datos.fecha);
        return;
      case 'CytAceptada':
      case 'EvolucionRegistrada':
        await cambiarEstado(tx, e.datos.id, REALIZADA, e.datos.fecha);
        return;
    }
  },
  /** A rebuild's batch: sessions' states followed in memory, the day counters summed and added in one upsert. */
  aplicarLote: loteEnMemoria(
    () => ({ sesiones: new FilasEnMemoria(atencionSesiones), dias: new SumasEnMemoria(atencionDiaria, ['pacienteId', 'fecha'], ['realizadas', 'canceladas']) }),
    (m, almacenado) => {
      const e = almacenado as unknown as EventoSesion;
      m.sesiones.pedir({ id: e.datos.id });
    },
    (m, almacenado) => {
      const e = almacenado as unknown as EventoSesion;
      const sumarEnMemoria = (pacienteId: string, fecha: string, estado: number, delta: 1 | -1) => {
        if (estado !== REALIZADA && estado !== CANCELADA) return;
        m.dias.sumar({ pacienteId, fecha, realizadas: estado === REALIZADA ? delta : 0, canceladas: estado === CANCELADA ? delta : 0 });
      };
      const cambiar = (id: string, nuevo: number, fechaDelEvento: string) => {
        const s = m.sesiones.obtener({ id });
        if (!s || s.estado === nuevo) return;
        // As cambiarEstado: a pending session (which may have moved) lands on the day its event names.
        const fecha = s.estado === 3 && fechaDelEvento ? fechaDelEvento : s.fecha;
        sumarEnMemoria(s.pacienteId, s.fecha, s.estado, -1);
        sumarEnMemoria(s.pacienteId, fecha, nuevo, 1);
        m.sesiones.cambiar({ id }, { estado: nuevo, fecha });
      };
      switch (e.tipo) {
        case 'SesionProgramada':
          if (!m.sesiones.obtener({ id: e.datos.id })) m.sesiones.poner({ id: e.datos.id, pacienteId: e.datos.pacienteId, fecha: e.datos.fecha, estado: 3 });
          return;
        case 'SesionCancelada':
          cambiar(e.datos.id, CANCELADA, e.datos.fecha);
          return;
        case 'CytAceptada':
        case 'EvolucionRegistrada':
          cambiar(e.datos.id, REALIZADA, e.datos.fecha);
          return;
        case 'HorarioSesionCambiado':
          if (e.datos.fechaAnterior) m.sesiones.cambiar({ id: e.datos.id }, { fecha: e.datos.fecha });
          return;
      }
    },
  ),
};
