import type { Db } from '../database/conexion.js';
import { calcularNomina, type NominaTerapeuta } from '../dominio/nomina/nomina.js';
import { descargosDelRango, salariosEnElTiempo, sesionesRealizadas, type FiltroDinero } from './finanzas.js';

/**
 * The therapists' payroll of a range (site and optionally one therapist): the read models' done sessions,
 * active discards and salary records through the pure payroll rules. GET /api/nomina, /dashboard-nomina,
 * /dashboard/avanti and the payroll Excel sheet all read it here, so their figures agree.
 */
export async function nominaDelRango(db: Db, f: FiltroDinero): Promise<NominaTerapeuta[]> {
  const [sesiones, descargos] = await Promise.all([sesionesRealizadas(db, f), descargosDelRango(db, f)]);
  const ids = [...new Set([...sesiones.map((s) => s.terapeutaId), ...descargos.map((d) => d.terapeutaId)])];
  return calcularNomina(sesiones, await salariosEnElTiempo(db, ids), descargos);
}
