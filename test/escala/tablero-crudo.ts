import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '@avanti/libs/database/conexion';
import { coberturas, sesiones, usuarios } from '@avanti/libs/database/schema/index';
import { calcularNomina, type NominaTerapeuta } from '@avanti/libs/finanzas/dominio/nomina/nomina';
import { descargosDelRango, salariosEnElTiempo, sesionesRealizadas } from '@avanti/libs/finanzas/lecturas/finanzas';

/**
 * The dashboard's and the payroll's figures computed as before issue 29 (every session of the range read and, for
 * the payroll, brought into Node): the yardstick `tablero_dia` is checked against (test/escala/tablero-agregado.test.ts).
 */
export interface Rango {
  desde: string;
  hasta: string;
  sede: string | null;
}

const unidadesSi = (estado: number) => sql<number>`coalesce(sum(${sesiones.unidades}) filter (where ${sesiones.estado} = ${estado}), 0)::int`;
const valorSi = (estado: number) =>
  sql<number>`coalesce(sum(case when ${sesiones.estado} = ${estado} then ${sesiones.valor} * ${sesiones.unidades} else 0 end), 0)::bigint`;
const claseCliente = sql<string>`case ${coberturas.tipoEntidad} when 1 then 'eps' when 2 then 'prepagada' when 3 then 'poliza' else 'particular' end`;

export async function tableroCrudo(db: Db, f: Rango) {
  const donde = and(f.sede ? eq(sesiones.sede, f.sede) : undefined, gte(sesiones.fecha, f.desde), lte(sesiones.fecha, f.hasta));
  const [[totales], clientes, entidades, especialidades, terapeutas, [valores]] = await Promise.all([
    db
      .select({ realizadas: unidadesSi(1), canceladas: unidadesSi(2), pendientes: unidadesSi(3) })
      .from(sesiones)
      .where(donde),
    db
      .select({ clase: claseCliente, n: sql<number>`coalesce(sum(${sesiones.unidades}), 0)::int` })
      .from(sesiones)
      .leftJoin(coberturas, eq(coberturas.id, sesiones.coberturaId))
      .where(and(donde, eq(sesiones.estado, 1)))
      .groupBy(claseCliente),
    db
      .select({ nombre: sesiones.entidadNombre, realizadas: unidadesSi(1), canceladas: unidadesSi(2) })
      .from(sesiones)
      .where(donde)
      .groupBy(sesiones.entidadNombre)
      .orderBy(asc(sesiones.entidadNombre)),
    db
      .select({ especialidad: sesiones.especialidad, realizadas: unidadesSi(1), canceladas: unidadesSi(2) })
      .from(sesiones)
      .where(donde)
      .groupBy(sesiones.especialidad)
      .orderBy(asc(sesiones.especialidad)),
    db
      .select({ terapeutaId: sesiones.terapeutaId, nombre: sesiones.terapeutaNombre, realizadas: unidadesSi(1), canceladas: unidadesSi(2) })
      .from(sesiones)
      .where(donde)
      .groupBy(sesiones.terapeutaId, sesiones.terapeutaNombre)
      .orderBy(asc(sesiones.terapeutaNombre)),
    db
      .select({ realizadas: valorSi(1), canceladas: valorSi(2) })
      .from(sesiones)
      .where(and(donde, ne(sesiones.estado, 3))),
  ]);
  const porTipoCliente = { eps: 0, prepagada: 0, poliza: 0, particular: 0 };
  for (const c of clientes) porTipoCliente[c.clase as keyof typeof porTipoCliente] = Number(c.n);
  return {
    realizadas: totales!.realizadas,
    canceladas: totales!.canceladas,
    pendientes: totales!.pendientes,
    valorRealizadas: Number(valores!.realizadas),
    valorCanceladas: Number(valores!.canceladas),
    porTipoCliente,
    porEntidad: entidades.filter((e) => e.realizadas + e.canceladas > 0).map((e) => ({ ...e, nombre: e.nombre === 'N/A' ? 'Particulares' : e.nombre })),
    porEspecialidad: especialidades.filter((e) => e.realizadas + e.canceladas > 0),
    porTerapeuta: terapeutas.filter((t) => t.realizadas + t.canceladas > 0),
  };
}

/** The payroll as it was read before: every done session of the range through the pure rules. */
export async function nominaCruda(db: Db, f: Rango): Promise<NominaTerapeuta[]> {
  let filas = await sesionesRealizadas(db, { ...f, sede: null });
  if (f.sede) {
    const ids = new Set((await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.sedeId, f.sede))).map((u) => u.id));
    filas = filas.filter((s) => ids.has(s.terapeutaId));
  }
  const descargos = await descargosDelRango(db, f);
  const ids = [...new Set([...filas.map((s) => s.terapeutaId), ...descargos.map((d) => d.terapeutaId)])];
  return calcularNomina(filas, await salariosEnElTiempo(db, ids), descargos);
}
