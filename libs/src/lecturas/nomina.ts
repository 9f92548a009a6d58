import type { Db } from '../database/conexion.js';
import { calcularNomina, type Montos, type NominaTerapeuta } from '../dominio/nomina/nomina.js';
import { descargosDelRango, salariosDe, sesionesRealizadas, type FiltroDinero } from './finanzas.js';

/**
 * The therapists' payroll of a range (site and optionally one therapist): the read models' done sessions,
 * active discards and salary records through the pure payroll rules. GET /api/nomina, /dashboard-nomina,
 * /dashboard/avanti and the payroll Excel sheet all read it here, so their figures agree.
 */
export async function nominaDelRango(db: Db, f: FiltroDinero): Promise<NominaTerapeuta[]> {
  const [sesiones, descargos] = await Promise.all([sesionesRealizadas(db, f), descargosDelRango(db, f)]);
  const ids = [...new Set([...sesiones.map((s) => s.terapeutaId), ...descargos.map((d) => d.terapeutaId)])];
  const salarios = new Map<string, Montos>((await salariosDe(db, ids)).map((s) => [s.usuarioId, s]));
  return calcularNomina(sesiones, salarios, descargos);
}
