import { inArray } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { sesiones } from '../../database/schema/index.js';
import type { EntradaHistorialCobertura } from '../../auditoria/contrato.js';
import { listarAuditoria } from '../../auditoria/index.js';

const AUTOMATICOS = new Set(['SesionesDebitadas', 'SesionesAcreditadas']);

/**
 * An order's or authorization's history, newest first (issue 27 item 10): the audit entries of its stream, each debit
 * or credit that scheduling or a cancellation made naming its session (date, time, therapist), so that the screen can
 * group them and let a person's adjustment stand out.
 */
export async function historialDeCobertura(db: Db, id: string): Promise<EntradaHistorialCobertura[]> {
  const { filas } = await listarAuditoria(db, { filtro: { registroId: id }, desde: 0, hasta: 499, orden: { campo: 'posicion', direccion: 'DESC' } });
  const idsSesion = [
    ...new Set(
      filas
        .filter((f) => AUTOMATICOS.has(f.tipo))
        .map((f) => (f.datos as { sesionId?: string | null } | null)?.sesionId)
        .filter((x): x is string => !!x),
    ),
  ];
  const halladas = idsSesion.length
    ? await db
        .select({ id: sesiones.id, fecha: sesiones.fecha, horaInicio: sesiones.horaInicio, terapeutaNombre: sesiones.terapeutaNombre })
        .from(sesiones)
        .where(inArray(sesiones.id, idsSesion))
    : [];
  const porId = new Map(halladas.map((s) => [s.id, s]));
  return filas.map((f) => {
    const sesionId = (f.datos as { sesionId?: string | null } | null)?.sesionId ?? null;
    return { ...f, automatico: AUTOMATICOS.has(f.tipo), sesion: (sesionId && porId.get(sesionId)) || null };
  });
}
