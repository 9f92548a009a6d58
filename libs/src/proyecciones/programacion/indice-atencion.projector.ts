import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { atencionDiaria, atencionSesiones } from '../../database/schema/index.js';
import type { EventoSesion } from '../../eventos/programacion.js';
import type { Proyector } from '../runner/proyector.js';

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
async function cambiarEstado(tx: Db, id: string, nuevo: number) {
  const [s] = await tx.select().from(atencionSesiones).where(eq(atencionSesiones.id, id));
  if (!s || s.estado === nuevo) return;
  await sumar(tx, s.pacienteId, s.fecha, s.estado, -1);
  await sumar(tx, s.pacienteId, s.fecha, nuevo, 1);
  await tx.update(atencionSesiones).set({ estado: nuevo }).where(eq(atencionSesiones.id, id));
}

/**
 * The attention index (DOMAIN 'Sessions'): per patient and day, sessions done (evolved or an accepted CYT) and
 * cancelled. A state change moves the count (a done session cancelled later would leave done for cancelled);
 * a schedule or therapist change keeps the day. Inline, so the objectives screen shows it at once.
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
        await cambiarEstado(tx, e.datos.id, CANCELADA);
        return;
      case 'CytAceptada':
      case 'EvolucionRegistrada':
        await cambiarEstado(tx, e.datos.id, REALIZADA);
        return;
    }
  },
};
