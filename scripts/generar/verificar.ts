import { sql } from 'drizzle-orm';
import { filas, type Db } from '@avanti/libs/database/conexion';
import { plegar } from '@avanti/libs/dominio/agregado';
import { streamSesion } from '@avanti/libs/programacion/eventos';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import { agregadoSesion } from '@avanti/api/programacion/sesion/domain/sesion';

export interface Verificacion {
  lineas: number;
  /** Lines whose pool is overdrawn, or whose read model disagrees with the log's debits and credits or with its sessions. */
  lineasMal: { coberturaId: string; lineaId: string; cantidad: number; programadas: number; segunEventos: number; sesionesVivas: number }[];
  muestra: number;
  /** Sessions of the sample whose read-model row differs from the state folded from their stream. */
  sesionesMal: string[];
}

/**
 * After a generation: the pool invariant on every line (0 ≤ programadas ≤ cantidad; programadas equals the log's
 * debits minus credits, and the sessions not cancelled on the line), and for a sample of sessions the read-model
 * row against their own stream folded by the domain's aggregate (state, date, hours, therapist, coverage).
 */
export async function verificar(db: Db, store: EventStore, muestra = 200): Promise<Verificacion> {
  const lineasMal = await filas<Verificacion['lineasMal'][number]>(
    db,
    sql`with mov as (
          select datos->>'coberturaId' as cobertura_id, datos->>'lineaId' as linea_id,
                 sum(case when tipo = 'SesionesDebitadas' then (datos->>'cantidad')::int else -(datos->>'cantidad')::int end) as neto
          from eventos where tipo in ('SesionesDebitadas', 'SesionesAcreditadas') group by 1, 2),
        vivas as (select cobertura_id, linea_id, sum(unidades)::int as n from sesiones where estado <> 2 group by 1, 2)
        select l.cobertura_id as "coberturaId", l.id as "lineaId", l.cantidad, l.programadas,
               coalesce(m.neto, 0)::int as "segunEventos", coalesce(v.n, 0)::int as "sesionesVivas"
        from cobertura_lineas l
        left join mov m on m.cobertura_id = l.cobertura_id and m.linea_id = l.id
        left join vivas v on v.cobertura_id = l.cobertura_id and v.linea_id = l.id
        where l.programadas < 0 or l.programadas > l.cantidad or l.programadas <> coalesce(m.neto, 0) or l.programadas <> coalesce(v.n, 0)
        limit 50`,
  );
  const [{ n }] = await filas<{ n: number }>(db, sql`select count(*)::int as n from cobertura_lineas`);
  const ids = await filas<{ id: string; estado: number; fecha: string; hora_inicio: string; terapeuta_id: string; cobertura_id: string }>(
    db,
    sql`select id, estado, fecha, hora_inicio, terapeuta_id, cobertura_id from sesiones order by md5(id) limit ${muestra}`,
  );
  const sesionesMal: string[] = [];
  for (const fila of ids) {
    const estado = plegar(agregadoSesion, await store.leerStream(streamSesion(fila.id)));
    const d = estado.datos;
    const estadoEsperado = estado.estado;
    if (
      !d ||
      d.fecha !== fila.fecha ||
      d.horaInicio !== fila.hora_inicio ||
      d.terapeutaId !== fila.terapeuta_id ||
      d.coberturaId !== fila.cobertura_id ||
      estadoEsperado !== fila.estado
    )
      sesionesMal.push(fila.id);
  }
  return { lineas: n, lineasMal, muestra: ids.length, sesionesMal };
}
