import type { Db } from '../../database/conexion.js';
import { calcularNomina, type NominaTerapeuta } from '../dominio/nomina/nomina.js';
import { descargosDelRango, salariosEnElTiempo, type FiltroDinero } from './finanzas.js';
import { gruposDeNomina } from '../../reportes/index.js';

/**
 * The therapists' payroll of a range (site and optionally one therapist): the done sessions summed by
 * `tablero_dia` into groups that pay alike (a site's therapists' sessions at every site, issue 27 item 1),
 * active discards and salary records through the pure payroll rules. GET /api/nomina, /dashboard-nomina,
 * /dashboard/avanti and the payroll Excel sheet all read it here, so their figures agree.
 */
export async function nominaDelRango(db: Db, f: FiltroDinero): Promise<NominaTerapeuta[]> {
  const [grupos, descargos] = await Promise.all([gruposDeNomina(db, f), descargosDelRango(db, f)]);
  const ids = [...new Set([...grupos.map((s) => s.terapeutaId), ...descargos.map((d) => d.terapeutaId)])];
  return calcularNomina(grupos, await salariosEnElTiempo(db, ids), descargos);
}
