import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../database/conexion.js';
import { copagos, descargos, gastos, pacientes, salarios, salariosHistorial, sesiones, usuarios } from '../../database/schema/index.js';
import { cobrosDelGastoFijo } from '../dominio/gastos/gastos-fijos.js';
import { salarioSegunHistorial, type RegistroVigente, type SalarioEn } from '../dominio/nomina/nomina.js';
import {
  CATEGORIAS_GASTO,
  TIPOS_CONTRATO,
  TIPOS_COPAGO,
  type CopagoLeido,
  type DescargoLeido,
  type GastoLeido,
  type SalarioLeido,
} from '../contrato-lecturas.js';
import { nombreDe, textoDe } from '../../contratos/opciones.js';
import { conNombresDePersonas } from '../../acceso/index.js';
import { ordenPorNombre, ordenPorPersona, ordenPorSede } from '../../http/orden.js';
import { buscarPorPalabras } from '../../database/normalizar.js';
import { sumasDelTablero } from '../../reportes/index.js';
import type { ConsultaLista, Pagina } from '../../http/rango.js';

const ACTIVO = 1;

export interface FiltroDinero {
  desde?: string;
  hasta?: string;
  /** null = every site. */
  sede?: string | null;
  terapeuta?: string;
  categoria?: number;
  ids?: string[];
}

async function paginar<T>(
  db: Db,
  consulta: ConsultaLista<unknown>,
  tabla: typeof descargos | typeof copagos | typeof gastos,
  columnas: Record<string, PgColumn | SQL>,
  donde: SQL | undefined,
  ordenables: Record<string, PgColumn | SQL>,
  porDefecto: PgColumn,
): Promise<Pagina<T>> {
  const columna = ordenables[consulta.orden.campo] ?? porDefecto;
  const [filas, [{ total }]] = await Promise.all([
    db
      .select(columnas)
      .from(tabla)
      .where(donde)
      .orderBy(consulta.orden.direccion === 'DESC' ? desc(columna) : asc(columna), asc(tabla.id))
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    db.select({ total: count() }).from(tabla).where(donde),
  ]);
  // Who registered it, by name (the events record the username).
  return { filas: (await conNombresDePersonas(db, filas as { registradoPor?: string }[], ['registradoPor'])) as T[], total: Number(total) };
}

// ─── Salaries ───

const montos = {
  salarioFijo: sql<number>`coalesce(${salarios.salarioFijo}, 0)::int`,
  transporte: sql<number>`coalesce(${salarios.transporte}, 0)::int`,
  pagoPorSesion: sql<number>`coalesce(${salarios.pagoPorSesion}, 0)::int`,
  pagoPorSesionParticular: sql<number>`coalesce(${salarios.pagoPorSesionParticular}, 0)::int`,
  pagoPorSesionDomicilio: sql<number>`coalesce(${salarios.pagoPorSesionDomicilio}, 0)::int`,
  pagoPorSesionDomicilioParticular: sql<number>`coalesce(${salarios.pagoPorSesionDomicilioParticular}, 0)::int`,
  pagoPorEvaluacion: sql<number>`coalesce(${salarios.pagoPorEvaluacion}, 0)::int`,
  pagoPorEvaluacionDomicilio: sql<number>`coalesce(${salarios.pagoPorEvaluacionDomicilio}, 0)::int`,
  eps: sql<number>`coalesce(${salarios.eps}, 0)::int`,
  pension: sql<number>`coalesce(${salarios.pension}, 0)::int`,
  arl: sql<number>`coalesce(${salarios.arl}, 0)::int`,
};
const columnasSalario = {
  id: usuarios.id,
  usuario: usuarios.usuario,
  nombres: usuarios.nombres,
  apellidos: usuarios.apellidos,
  rol: usuarios.rolId,
  sede: usuarios.sedeId,
  tipoContratoId: sql<number>`coalesce(${salarios.tipoContrato}, 1)::int`,
  registrado: sql<boolean>`(${salarios.usuarioId} is not null)`,
  ...montos,
};
type FilaSalario = {
  [K in keyof typeof columnasSalario]: K extends 'registrado' ? boolean : K extends 'id' | 'usuario' | 'nombres' | 'apellidos' | 'sede' ? string : number;
};

const salarioLeido = (f: FilaSalario): SalarioLeido => {
  const { nombres, apellidos, ...resto } = f;
  return {
    ...resto,
    idUsuario: f.id,
    nombreUsuario: `${nombres} ${apellidos}`,
    tipoContrato: textoDe(TIPOS_CONTRATO, f.tipoContratoId),
    salarioNeto: f.salarioFijo - (f.eps + f.pension + f.arl) + f.transporte,
  };
};

export interface FiltroSalarios {
  q?: string;
  sede?: string | null;
  ids?: string[];
}

/** /ajustar-salarios: every active user of the site with their salary record (zeros until one is saved). */
export async function listarSalarios(db: Db, consulta: ConsultaLista<FiltroSalarios>): Promise<Pagina<SalarioLeido>> {
  const f = consulta.filtro;
  const partes: (SQL | undefined)[] = [eq(usuarios.estado, ACTIVO), buscarPorPalabras(usuarios.busqueda, f.q)];
  if (f.sede) partes.push(eq(usuarios.sedeId, f.sede));
  if (f.ids) partes.push(inArray(usuarios.id, f.ids));
  const donde = and(...partes.filter((p): p is SQL => !!p));
  const ordenables: Record<string, SQL | PgColumn> = {
    nombreUsuario: sql`(${usuarios.nombres} || ' ' || ${usuarios.apellidos})`,
    usuario: usuarios.usuario,
    ...montos,
    tipoContratoId: columnasSalario.tipoContratoId,
    tipoContrato: ordenPorNombre(TIPOS_CONTRATO, columnasSalario.tipoContratoId),
    salarioNeto: sql`(${montos.salarioFijo} - (${montos.eps} + ${montos.pension} + ${montos.arl}) + ${montos.transporte})`,
  };
  const columna = ordenables[consulta.orden.campo] ?? usuarios.nombres;
  const [filas, [{ total }]] = await Promise.all([
    db
      .select(columnasSalario)
      .from(usuarios)
      .leftJoin(salarios, eq(salarios.usuarioId, usuarios.id))
      .where(donde)
      .orderBy(consulta.orden.direccion === 'DESC' ? desc(columna) : asc(columna), asc(usuarios.apellidos), asc(usuarios.id))
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    db.select({ total: count() }).from(usuarios).where(donde),
  ]);
  return { filas: (filas as FilaSalario[]).map(salarioLeido), total: Number(total) };
}

export async function obtenerSalario(db: Db, usuarioId: string): Promise<SalarioLeido | null> {
  const [f] = await db.select(columnasSalario).from(usuarios).leftJoin(salarios, eq(salarios.usuarioId, usuarios.id)).where(eq(usuarios.id, usuarioId));
  return f ? salarioLeido(f as FilaSalario) : null;
}

/** Who of these users is paid what on each day: their salary records by the day each took effect. */
export async function salariosEnElTiempo(db: Db, ids: readonly string[]): Promise<SalarioEn> {
  const historial = new Map<string, RegistroVigente[]>();
  if (ids.length) {
    const filas = await db
      .select()
      .from(salariosHistorial)
      .where(inArray(salariosHistorial.usuarioId, [...ids]))
      .orderBy(asc(salariosHistorial.usuarioId), asc(salariosHistorial.vigenteDesde));
    for (const { usuarioId, vigenteDesde, tipoContrato: _t, ...montos } of filas) {
      const lista = historial.get(usuarioId) ?? [];
      lista.push({ vigenteDesde, montos });
      historial.set(usuarioId, lista);
    }
  }
  return salarioSegunHistorial(historial);
}

/** Every saved salary record of a site (the payroll card of fixed-salary staff). */
export function registrosSalariales(db: Db, sede: string | null) {
  return db
    .select()
    .from(salarios)
    .where(sede ? eq(salarios.sede, sede) : undefined)
    .orderBy(asc(salarios.usuarioNombre));
}

// ─── Discards ───

const columnasDescargo = {
  id: descargos.id,
  terapeutaId: descargos.terapeutaId,
  terapeuta: descargos.terapeutaNombre,
  sede: descargos.sede,
  valor: descargos.valor,
  concepto: descargos.concepto,
  nota: descargos.nota,
  fecha: descargos.fecha,
  sesionId: descargos.sesionId,
  registradoPor: descargos.registradoPor,
};
const dondeDescargos = (f: FiltroDinero) =>
  and(
    eq(descargos.estado, ACTIVO),
    f.sede ? eq(descargos.sede, f.sede) : undefined,
    f.terapeuta ? eq(descargos.terapeutaId, f.terapeuta) : undefined,
    f.desde ? gte(descargos.fecha, f.desde) : undefined,
    f.hasta ? lte(descargos.fecha, f.hasta) : undefined,
    f.ids ? inArray(descargos.id, f.ids) : undefined,
  );

export const listarDescargos = (db: Db, consulta: ConsultaLista<FiltroDinero>) =>
  paginar<DescargoLeido>(
    db,
    consulta,
    descargos,
    columnasDescargo,
    dondeDescargos(consulta.filtro),
    { fecha: descargos.fecha, valor: descargos.valor, terapeuta: descargos.terapeutaNombre, concepto: descargos.concepto, nota: descargos.nota },
    descargos.fecha,
  );

export const descargosDelRango = (db: Db, f: FiltroDinero) =>
  db
    .select({
      terapeutaId: descargos.terapeutaId,
      terapeutaNombre: descargos.terapeutaNombre,
      valor: descargos.valor,
      fecha: descargos.fecha,
      concepto: descargos.concepto,
    })
    .from(descargos)
    .where(dondeDescargos(f))
    .orderBy(asc(descargos.fecha), asc(descargos.id));

export async function ubicarDescargo(db: Db, id: string) {
  const [d] = await db.select({ sede: descargos.sede }).from(descargos).where(eq(descargos.id, id));
  return d ?? null;
}

// ─── Copays ───

const columnasCopago = {
  id: copagos.id,
  fecha: copagos.fecha,
  valor: copagos.monto,
  tipo: copagos.tipo,
  pacienteId: copagos.pacienteId,
  paciente: copagos.pacienteNombre,
  entidadId: copagos.entidadId,
  entidad: copagos.entidadNombre,
  comentario: copagos.comentario,
  sede: copagos.sede,
  registradoPor: copagos.registradoPor,
};
const dondeCopagos = (f: FiltroDinero) =>
  and(
    eq(copagos.estado, ACTIVO),
    f.sede ? eq(copagos.sede, f.sede) : undefined,
    f.desde ? gte(copagos.fecha, f.desde) : undefined,
    f.hasta ? lte(copagos.fecha, f.hasta) : undefined,
    f.ids ? inArray(copagos.id, f.ids) : undefined,
  );

export async function listarCopagos(db: Db, consulta: ConsultaLista<FiltroDinero>): Promise<Pagina<CopagoLeido>> {
  const p = await paginar<Omit<CopagoLeido, 'tipoNombre'>>(
    db,
    consulta,
    copagos,
    columnasCopago,
    dondeCopagos(consulta.filtro),
    {
      fecha: copagos.fecha,
      valor: copagos.monto,
      paciente: copagos.pacienteNombre,
      entidad: copagos.entidadNombre,
      tipo: copagos.tipo,
      tipoNombre: ordenPorNombre(TIPOS_COPAGO, copagos.tipo),
      comentario: copagos.comentario,
    },
    copagos.fecha,
  );
  return { ...p, filas: p.filas.map((c) => ({ ...c, tipoNombre: textoDe(TIPOS_COPAGO, c.tipo) })) };
}

export async function ubicarCopago(db: Db, id: string) {
  const [c] = await db.select({ sede: copagos.sede }).from(copagos).where(eq(copagos.id, id));
  return c ?? null;
}

// ─── Expenses ───

const columnasGasto = {
  id: gastos.id,
  clase: gastos.clase,
  fecha: gastos.fecha,
  valor: gastos.valor,
  categoria: gastos.categoria,
  concepto: gastos.concepto,
  usuarioId: gastos.usuarioId,
  usuario: gastos.usuarioNombre,
  sede: gastos.sede,
  registradoPor: gastos.registradoPor,
};
const dondeGastos = (clase: 'fijo' | 'variable' | null, f: FiltroDinero) =>
  and(
    eq(gastos.estado, ACTIVO),
    clase ? eq(gastos.clase, clase) : undefined,
    f.sede ? eq(gastos.sede, f.sede) : undefined,
    f.desde ? gte(gastos.fecha, f.desde) : undefined,
    f.hasta ? lte(gastos.fecha, f.hasta) : undefined,
    f.categoria !== undefined ? eq(gastos.categoria, f.categoria) : undefined,
    f.ids ? inArray(gastos.id, f.ids) : undefined,
  );
const gastoLeido = (g: Omit<GastoLeido, 'categoriaNombre'>): GastoLeido => ({ ...g, categoriaNombre: nombreDe(CATEGORIAS_GASTO, g.categoria) });

export async function listarGastos(db: Db, clase: 'fijo' | 'variable', consulta: ConsultaLista<FiltroDinero>): Promise<Pagina<GastoLeido>> {
  const p = await paginar<Omit<GastoLeido, 'categoriaNombre'>>(
    db,
    consulta,
    gastos,
    columnasGasto,
    dondeGastos(clase, consulta.filtro),
    {
      fecha: gastos.fecha,
      valor: gastos.valor,
      categoria: gastos.categoria,
      categoriaNombre: ordenPorNombre(CATEGORIAS_GASTO, gastos.categoria),
      concepto: gastos.concepto,
      sede: ordenPorSede(gastos.sede),
      usuario: gastos.usuarioNombre,
      registradoPor: ordenPorPersona(gastos.registradoPor),
    },
    gastos.fecha,
  );
  return { ...p, filas: p.filas.map(gastoLeido) };
}

/**
 * The expenses card: variable expenses of the range and the active fixed expenses, each once per month of the
 * range from the month it was registered (decision 0032), dated that month's first day (or the range's start).
 */
export async function gastosDelPanel(db: Db, f: FiltroDinero): Promise<GastoLeido[]> {
  const filas = (await db
    .select(columnasGasto)
    .from(gastos)
    .where(or(dondeGastos('variable', f), dondeGastos('fijo', { sede: f.sede, hasta: f.hasta })))
    .orderBy(asc(gastos.clase), asc(gastos.fecha), asc(gastos.id))) as Omit<GastoLeido, 'categoriaNombre'>[];
  const cobros = filas.flatMap((g) =>
    g.clase === 'fijo' && f.desde && f.hasta ? cobrosDelGastoFijo(g.fecha, f.desde, f.hasta).map((fecha) => ({ ...g, fecha })) : [g],
  );
  return cobros.map(gastoLeido);
}

export async function ubicarGasto(db: Db, id: string) {
  const [g] = await db.select({ sede: gastos.sede, clase: gastos.clase }).from(gastos).where(eq(gastos.id, id));
  return g ?? null;
}

// ─── Sessions as the payroll and the dashboard read them ───

/** Done sessions (estado 1) of a range, by session date. */
export function sesionesRealizadas(db: Db, f: FiltroDinero & { soloAtrasadas?: boolean }) {
  return db
    .select({
      id: sesiones.id,
      terapeutaId: sesiones.terapeutaId,
      terapeutaNombre: sesiones.terapeutaNombre,
      pacienteNombre: sesiones.pacienteNombre,
      fecha: sesiones.fecha,
      fechaEvolucion: sesiones.fechaEvolucion,
      tipo: sesiones.tipo,
      lugar: sesiones.lugar,
      formato: sesiones.formato,
      unidades: sesiones.unidades,
      atrasada: sesiones.atrasada,
    })
    .from(sesiones)
    .where(
      and(
        eq(sesiones.estado, 1),
        f.sede ? eq(sesiones.sede, f.sede) : undefined,
        f.terapeuta ? eq(sesiones.terapeutaId, f.terapeuta) : undefined,
        f.desde ? gte(sesiones.fecha, f.desde) : undefined,
        f.hasta ? lte(sesiones.fecha, f.hasta) : undefined,
        f.soloAtrasadas ? eq(sesiones.atrasada, true) : undefined,
      ),
    )
    .orderBy(asc(sesiones.fecha), asc(sesiones.horaInicio), asc(sesiones.id));
}

/** Copays received in the range (active ones, of the site). */
export async function copagosDelRango(db: Db, f: FiltroDinero): Promise<number> {
  const [c] = await db
    .select({ copago: sum(copagos.monto) })
    .from(copagos)
    .where(dondeCopagos(f));
  return Number(c?.copago ?? 0);
}

/**
 * Income of the range: value × units of done sessions, of cancelled ones ('services not completed'), and copays
 * received; with the units per entity and specialty, all from one grouped statement over `tablero_dia` (decision 0046).
 */
export async function ingresosYSesionesDelRango(db: Db, f: FiltroDinero) {
  const [s, copago] = await Promise.all([sumasDelTablero(db, f), copagosDelRango(db, f)]);
  return {
    ingresos: { realizadas: s.valorRealizadas, canceladas: s.valorCanceladas, copago },
    porEntidad: s.porEntidad,
    porEspecialidad: s.porEspecialidad.map(({ especialidad, realizadas }) => ({ especialidad, realizadas })),
  };
}

// ─── Who a money record names ───

/** A user as a money record names them, in capitals as scheduling does (active or not: a discard may concern someone who left). */
export async function personaParaDinero(db: Db, id: string) {
  const [u] = await db
    .select({
      id: usuarios.id,
      nombre: sql<string>`upper(${usuarios.nombres} || ' ' || ${usuarios.apellidos})`,
      sede: usuarios.sedeId,
      rol: usuarios.rolId,
      estado: usuarios.estado,
    })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return u ?? null;
}

/** A patient as a copay names them, with the insurer their coverage names by default. */
export async function pacienteParaCopago(db: Db, id: string) {
  const [p] = await db
    .select({
      id: pacientes.id,
      nombre: sql<string>`upper(${pacientes.primerNombre} || ' ' || ${pacientes.primerApellido})`,
      sede: pacientes.sede,
      entidadId: sql<string | null>`coalesce(${pacientes.eps}, ${pacientes.prepagada}, ${pacientes.poliza})`,
    })
    .from(pacientes)
    .where(eq(pacientes.id, id));
  return p ?? null;
}

// ─── Exports (Excel): the lists' filters, a page at a time ───

export async function contarCopagos(db: Db, f: FiltroDinero): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(copagos).where(dondeCopagos(f));
  return Number(total);
}

export async function* recorrerCopagos(db: Db, f: FiltroDinero, tamanoPagina = 1000): AsyncGenerator<CopagoLeido[]> {
  for (let desde = 0; ; desde += tamanoPagina) {
    const { filas } = await listarCopagos(db, { filtro: f, desde, hasta: desde + tamanoPagina - 1, orden: { campo: 'fecha', direccion: 'ASC' } });
    if (filas.length) yield filas;
    if (filas.length < tamanoPagina) return;
  }
}

export async function contarGastosVariables(db: Db, f: FiltroDinero): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(gastos).where(dondeGastos('variable', f));
  return Number(total);
}

export async function* recorrerGastosVariables(db: Db, f: FiltroDinero, tamanoPagina = 1000): AsyncGenerator<GastoLeido[]> {
  for (let desde = 0; ; desde += tamanoPagina) {
    const { filas } = await listarGastos(db, 'variable', { filtro: f, desde, hasta: desde + tamanoPagina - 1, orden: { campo: 'fecha', direccion: 'ASC' } });
    if (filas.length) yield filas;
    if (filas.length < tamanoPagina) return;
  }
}
