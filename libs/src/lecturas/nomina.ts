import { eq } from 'drizzle-orm';
import type { Db } from '../database/conexion.js';
import { usuarios } from '../database/schema/index.js';
import { calcularNomina, type NominaTerapeuta } from '../dominio/nomina/nomina.js';
import { descargosDelRango, salariosEnElTiempo, sesionesRealizadas, type FiltroDinero } from './finanzas.js';

/**
 * The done sessions a site's payroll pays: those of its therapists, at every site (a therapist is paid for
 * their own sessions wherever they are held, issue 27 item 1), not those held at the site by another's therapist.
 */
async function sesionesAPagar(db: Db, f: FiltroDinero) {
  if (!f.sede) return sesionesRealizadas(db, f);
  const [filas, deLaSede] = await Promise.all([sesionesRealizadas(db, { ...f, sede: null }), db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.sedeId, f.sede))]);
  const ids = new Set(deLaSede.map((u) => u.id));
  return filas.filter((s) => ids.has(s.terapeutaId));
}

/**
 * The therapists' payroll of a range (site and optionally one therapist): the read models' done sessions,
 * active discards and salary records through the pure payroll rules. GET /api/nomina, /dashboard-nomina,
 * /dashboard/avanti and the payroll Excel sheet all read it here, so their figures agree.
 */
export async function nominaDelRango(db: Db, f: FiltroDinero): Promise<NominaTerapeuta[]> {
  const [sesiones, descargos] = await Promise.all([sesionesAPagar(db, f), descargosDelRango(db, f)]);
  const ids = [...new Set([...sesiones.map((s) => s.terapeutaId), ...descargos.map((d) => d.terapeutaId)])];
  return calcularNomina(sesiones, await salariosEnElTiempo(db, ids), descargos);
}
