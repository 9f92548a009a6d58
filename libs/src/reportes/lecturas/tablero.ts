import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { filas } from '../../database/conexion.js';
import { tableroDia, usuarios } from '../../database/schema/index.js';
import type { SesionRealizada } from '../../finanzas/index.js';

/**
 * The main dashboard's and the payroll's figures as SQL sums over `tablero_dia` (issue 29, decision 0046): a
 * month of a site is a few hundred summed rows instead of every session, and nothing per session reaches Node.
 */

export interface RangoTablero {
  desde?: string;
  hasta?: string;
  /** null = every site. */
  sede?: string | null;
}

const enRango = (f: RangoTablero): SQL | undefined =>
  and(
    f.sede ? eq(tableroDia.sede, f.sede) : undefined,
    f.desde ? gte(tableroDia.fecha, f.desde) : undefined,
    f.hasta ? lte(tableroDia.fecha, f.hasta) : undefined,
  );

export interface SumasDelTablero {
  realizadas: number;
  canceladas: number;
  pendientes: number;
  /** Σ value × units of done and of cancelled sessions. */
  valorRealizadas: number;
  valorCanceladas: number;
  porTipoCliente: { eps: number; prepagada: number; poliza: number; particular: number };
  porEntidad: { nombre: string; realizadas: number; canceladas: number }[];
  porEspecialidad: { especialidad: string; realizadas: number; canceladas: number }[];
  porTerapeuta: { terapeutaId: string; nombre: string; realizadas: number; canceladas: number }[];
}

interface FilaSumas {
  conjunto: number;
  clase: string | null;
  entidad: string | null;
  especialidad: string | null;
  terapeuta_id: string | null;
  terapeuta_nombre: string | null;
  realizadas: number;
  canceladas: number;
  pendientes: number;
  valor_realizadas: string | number;
  valor_canceladas: string | number;
}

/**
 * Every figure of the dashboard's range in one statement: totals, per client kind, entity, specialty and
 * therapist (GROUPING SETS over the range's rows of `tablero_dia`), in units (decision 0033).
 */
export async function sumasDelTablero(db: Db, f: RangoTablero): Promise<SumasDelTablero> {
  const donde = enRango(f);
  const t = tableroDia;
  const resultado = await filas<FilaSumas>(
    db,
    sql`select grouping(${t.claseCliente}, ${t.entidadNombre}, ${t.especialidad}, ${t.terapeutaId}) as conjunto,
      ${t.claseCliente} as clase, ${t.entidadNombre} as entidad, ${t.especialidad} as especialidad, ${t.terapeutaId} as terapeuta_id, ${t.terapeutaNombre} as terapeuta_nombre,
      coalesce(sum(${t.unidades}) filter (where ${t.estado} = 1), 0)::int as realizadas,
      coalesce(sum(${t.unidades}) filter (where ${t.estado} = 2), 0)::int as canceladas,
      coalesce(sum(${t.unidades}) filter (where ${t.estado} = 3), 0)::int as pendientes,
      coalesce(sum(${t.valor}) filter (where ${t.estado} = 1), 0)::bigint as valor_realizadas,
      coalesce(sum(${t.valor}) filter (where ${t.estado} = 2), 0)::bigint as valor_canceladas
    from ${t} ${donde ? sql`where ${donde}` : sql``}
    group by grouping sets ((), (${t.claseCliente}), (${t.entidadNombre}), (${t.especialidad}), (${t.terapeutaId}, ${t.terapeutaNombre}))
    order by ${t.entidadNombre}, ${t.especialidad}, ${t.terapeutaNombre}`,
  );
  const r: SumasDelTablero = {
    realizadas: 0,
    canceladas: 0,
    pendientes: 0,
    valorRealizadas: 0,
    valorCanceladas: 0,
    porTipoCliente: { eps: 0, prepagada: 0, poliza: 0, particular: 0 },
    porEntidad: [],
    porEspecialidad: [],
    porTerapeuta: [],
  };
  // grouping(a, b, c, d): a bit per column left out, the first column the highest bit.
  for (const x of resultado) {
    const conjunto = Number(x.conjunto);
    if (conjunto === 0b1111) {
      Object.assign(r, {
        realizadas: x.realizadas,
        canceladas: x.canceladas,
        pendientes: x.pendientes,
        valorRealizadas: Number(x.valor_realizadas),
        valorCanceladas: Number(x.valor_canceladas),
      });
    } else if (conjunto === 0b0111) {
      r.porTipoCliente[x.clase as keyof SumasDelTablero['porTipoCliente']] = x.realizadas;
    } else if (conjunto === 0b1011) {
      if (x.realizadas + x.canceladas > 0)
        r.porEntidad.push({ nombre: x.entidad === 'N/A' ? 'Particulares' : x.entidad!, realizadas: x.realizadas, canceladas: x.canceladas });
    } else if (conjunto === 0b1101) {
      if (x.realizadas + x.canceladas > 0) r.porEspecialidad.push({ especialidad: x.especialidad!, realizadas: x.realizadas, canceladas: x.canceladas });
    } else if (conjunto === 0b1110) {
      if (x.realizadas + x.canceladas > 0)
        r.porTerapeuta.push({ terapeutaId: x.terapeuta_id!, nombre: x.terapeuta_nombre!, realizadas: x.realizadas, canceladas: x.canceladas });
    }
  }
  return r;
}

/** A day's units of a site (or all): scheduled in any state, done and cancelled (the dashboard's cards of today). */
export async function unidadesDelDia(db: Db, fecha: string, sede: string | null) {
  const [s] = await db
    .select({
      programadas: sql<number>`coalesce(sum(${tableroDia.unidades}), 0)::int`,
      realizadas: sql<number>`coalesce(sum(${tableroDia.unidades}) filter (where ${tableroDia.estado} = 1), 0)::int`,
      canceladas: sql<number>`coalesce(sum(${tableroDia.unidades}) filter (where ${tableroDia.estado} = 2), 0)::int`,
    })
    .from(tableroDia)
    .where(and(sede ? eq(tableroDia.sede, sede) : undefined, eq(tableroDia.fecha, fecha)));
  return { programadas: Number(s?.programadas ?? 0), realizadas: Number(s?.realizadas ?? 0), canceladas: Number(s?.canceladas ?? 0) };
}

/**
 * The done sessions a payroll pays, summed into groups that pay alike: per therapist, salary record in force
 * (the last one that took effect on or before the day), evaluation or not, place, private client, lateness and
 * units of one session. `cantidad` sessions per group; `fecha` its first day (paid by the same record).
 * With a site: that site's therapists' sessions at every site (issue 27 item 1).
 */
export async function gruposDeNomina(db: Db, f: RangoTablero & { terapeuta?: string }): Promise<SesionRealizada[]> {
  const t = tableroDia;
  const vigente = sql`(select max(h.vigente_desde) from salarios_historial h where h.usuario_id = ${t.terapeutaId} and h.vigente_desde <= ${t.fecha})`;
  const filasAgrupadas = await db
    .select({
      terapeutaId: t.terapeutaId,
      terapeutaNombre: t.terapeutaNombre,
      evaluacion: t.evaluacion,
      lugar: t.lugar,
      particular: t.particular,
      atrasada: t.atrasada,
      unidades: t.unidadesSesion,
      fecha: sql<string>`min(${t.fecha})`,
      cantidad: sql<number>`sum(${t.sesiones})::int`,
    })
    .from(t)
    .where(
      and(
        eq(t.estado, 1),
        f.desde ? gte(t.fecha, f.desde) : undefined,
        f.hasta ? lte(t.fecha, f.hasta) : undefined,
        f.terapeuta ? eq(t.terapeutaId, f.terapeuta) : undefined,
        f.sede ? inArray(t.terapeutaId, db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.sedeId, f.sede))) : undefined,
      ),
    )
    .groupBy(t.terapeutaId, t.terapeutaNombre, t.evaluacion, t.lugar, t.particular, t.atrasada, t.unidadesSesion, vigente)
    .having(sql`sum(${t.sesiones}) > 0`)
    .orderBy(sql`min(${t.fecha})`, t.terapeutaNombre, t.evaluacion, t.lugar, t.particular, t.atrasada, t.unidadesSesion);
  return filasAgrupadas.map((g, i) => ({
    id: `grupo-${i}`,
    terapeutaId: g.terapeutaId,
    terapeutaNombre: g.terapeutaNombre,
    pacienteNombre: '',
    fecha: g.fecha,
    fechaEvolucion: null,
    tipo: g.evaluacion ? 'Evaluacion' : 'Terapia',
    lugar: g.lugar,
    formato: g.particular ? 2 : 1,
    unidades: g.unidades,
    atrasada: g.atrasada,
    cantidad: Number(g.cantidad),
  }));
}
