import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../database/conexion.js';
import { cie10, coberturas, eps, especialidades, eventos, municipios, pacientes, sedes, sesiones, tarifas, usuarios } from '../database/schema/index.js';
import { streamTarifa, type EventoTarifa } from '../coberturas/index.js';
import { TIPOS_SESION_RIPS, type GeneracionRips, type PacienteRips, type PrestadorSede, type ServicioRips, type VistaPreviaRips } from './contrato.js';
import { codigoCie10Rips, problemasDeSesion, servicioEfectivo, tarifaEnLaFecha, type SesionParaRips, type TarifaRegistradaEn } from './reglas.js';
import { facturacionGeneraciones, facturacionPrestadores, facturacionServicios, facturacionSesionesReportadas } from './schema.js';

export interface FiltroRips {
  epsId: string;
  desde: string;
  hasta: string;
  /** null = every site. */
  sede: string | null;
}

const REALIZADA = 1;

export interface AseguradoraRips {
  id: string;
  nombre: string;
  tipo: number;
}

export async function obtenerAseguradora(db: Db, id: string): Promise<AseguradoraRips | null> {
  const [fila] = await db.select({ id: eps.id, nombre: eps.nombre, tipo: eps.tipo }).from(eps).where(eq(eps.id, id)).limit(1);
  return fila ?? null;
}

/** The configured services by `especialidad-tipo`. */
async function serviciosConfigurados(db: Db): Promise<Map<string, typeof facturacionServicios.$inferSelect>> {
  const filas = await db.select().from(facturacionServicios);
  return new Map(filas.map((f) => [`${f.especialidad}-${f.tipoSesion}`, f]));
}

const deFila = (f: typeof facturacionServicios.$inferSelect): ServicioRips => ({
  id: `${f.especialidad}-${f.tipoSesion}`,
  especialidad: f.especialidad,
  especialidadNombre: f.especialidadNombre,
  tipoSesion: f.tipoSesion,
  cups: f.cups,
  grupo: f.grupo === 'consulta' ? 'consulta' : 'procedimiento',
  grupoServicios: f.grupoServicios,
  codServicio: f.codServicio,
  finalidad: f.finalidad,
  causaAtencion: f.causaAtencion,
  viaIngreso: f.viaIngreso,
  configurado: true,
});

/** Every specialty × session type with what it reports (saved, or the product's default). */
export async function listarServiciosRips(db: Db): Promise<ServicioRips[]> {
  const [esp, config] = await Promise.all([db.select().from(especialidades).orderBy(asc(especialidades.codigo)), serviciosConfigurados(db)]);
  return esp.flatMap((e) =>
    TIPOS_SESION_RIPS.map((t) => {
      const f = config.get(`${e.codigo}-${t.codigo}`);
      return f ? deFila(f) : servicioEfectivo(e.codigo, e.nombre, t.codigo);
    }),
  );
}

export async function obtenerServicioRips(db: Db, especialidad: number, tipoSesion: string): Promise<ServicioRips | null> {
  return (await listarServiciosRips(db)).find((s) => s.especialidad === especialidad && s.tipoSesion === tipoSesion) ?? null;
}

/** Every active site with its provider data (null until configured). */
export async function listarPrestadores(db: Db): Promise<PrestadorSede[]> {
  const filas = await db
    .select({
      sede: sedes.id,
      sedeNombre: sedes.nombre,
      nit: facturacionPrestadores.nit,
      codigoHabilitacion: facturacionPrestadores.codigoHabilitacion,
      actualizadoEn: facturacionPrestadores.actualizadoEn,
    })
    .from(sedes)
    .leftJoin(facturacionPrestadores, eq(facturacionPrestadores.sede, sedes.id))
    .orderBy(asc(sedes.nombre));
  return filas.map((f) => ({ id: f.sede, ...f, actualizadoEn: f.actualizadoEn ? f.actualizadoEn.toISOString() : null }));
}

export async function obtenerSede(db: Db, id: string): Promise<{ id: string; nombre: string } | null> {
  const [s] = await db.select({ id: sedes.id, nombre: sedes.nombre }).from(sedes).where(eq(sedes.id, id)).limit(1);
  return s ?? null;
}

/**
 * Every rate the insurer has had per specialty, oldest first, read from the rates' own streams: the rates table
 * keeps only the current one, and a session is checked against the one in force on its date.
 */
async function historialDeTarifas(db: Db, epsId: string): Promise<Map<number, TarifaRegistradaEn[]>> {
  const pares = await db.select({ id: tarifas.id, especialidad: tarifas.especialidad }).from(tarifas).where(eq(tarifas.epsId, epsId));
  const historial = new Map<number, TarifaRegistradaEn[]>();
  if (pares.length === 0) return historial;
  const especialidadDe = new Map(pares.map((p) => [streamTarifa(p.id), p.especialidad]));
  const filas = await db
    .select({ streamId: eventos.streamId, tipo: eventos.tipo, datos: eventos.datos, registradoEn: eventos.registradoEn })
    .from(eventos)
    .where(inArray(eventos.streamId, [...especialidadDe.keys()]))
    .orderBy(asc(eventos.streamId), asc(eventos.version));
  for (const f of filas) {
    const e = { tipo: f.tipo, datos: f.datos } as Pick<EventoTarifa, 'tipo' | 'datos'>;
    if (e.tipo !== 'TarifaRegistrada' && e.tipo !== 'TarifaActualizada') continue;
    const especialidad = especialidadDe.get(f.streamId)!;
    const lista = historial.get(especialidad) ?? [];
    lista.push({ desde: f.registradoEn, tarifa: e.datos.tarifa, copago: e.datos.copago });
    historial.set(especialidad, lista);
  }
  return historial;
}

/** The latest diagnostic impression's codes of a patient (first = principal). */
const diagnosticosDelPaciente = sql<unknown>`(select i.diagnosticos from hc_impresiones i where i.paciente_id = ${sesiones.pacienteId} order by i.fecha desc, i.registrado_en desc limit 1)`;

/**
 * The done sessions of an insurer's patients in the period (and site), joined with all the RIPS needs, in
 * (patient, date, time) order. `ids` restricts to given sessions (the worker builds exactly what was asked);
 * `salvoGeneracion` ignores that generation's own hold when telling whether a session was reported before.
 */
export async function leerSesionesParaRips(
  db: Db,
  f: FiltroRips,
  opciones: { ids?: readonly string[]; salvoGeneracion?: string } = {},
): Promise<SesionParaRips[]> {
  const aseguradora = await obtenerAseguradora(db, f.epsId);
  if (!aseguradora) return [];
  const reportada = opciones.salvoGeneracion
    ? sql<
        string | null
      >`(select coalesce(r.num_factura, 'RIPS sin factura') from facturacion_sesiones_reportadas r where r.sesion_id = ${sesiones.id} and r.generacion_id <> ${opciones.salvoGeneracion} limit 1)`
    : sql<
        string | null
      >`(select coalesce(r.num_factura, 'RIPS sin factura') from facturacion_sesiones_reportadas r where r.sesion_id = ${sesiones.id} limit 1)`;
  const donde = and(
    eq(coberturas.entidadId, f.epsId),
    eq(sesiones.estado, REALIZADA),
    gte(sesiones.fecha, f.desde),
    lte(sesiones.fecha, f.hasta),
    f.sede ? eq(sesiones.sede, f.sede) : undefined,
    opciones.ids ? inArray(sesiones.id, [...opciones.ids]) : undefined,
  );
  const [filas, config, historial] = await Promise.all([
    db
      .select({
        s: sesiones,
        formato: coberturas.formato,
        numeroAutorizacionEps: coberturas.numeroAutorizacionEps,
        p: {
          tipoDocumento: pacientes.tipoDocumento,
          numeroDocumento: pacientes.numeroDocumento,
          fechaNacimiento: pacientes.fechaNacimiento,
          sexo: pacientes.sexo,
          paisResidencia: pacientes.paisResidencia,
          ciudadResidencia: pacientes.ciudadResidencia,
          paisOrigen: pacientes.paisOrigen,
          regimen: pacientes.regimen,
          tipoVinculacion: pacientes.tipoVinculacion,
        },
        municipio: municipios.codigo,
        terapeutaDocumento: usuarios.cedula,
        nit: facturacionPrestadores.nit,
        codigoHabilitacion: facturacionPrestadores.codigoHabilitacion,
        sedeNombre: sedes.nombre,
        diagnosticos: diagnosticosDelPaciente,
        reportada,
      })
      .from(sesiones)
      .innerJoin(coberturas, eq(coberturas.id, sesiones.coberturaId))
      .leftJoin(pacientes, eq(pacientes.id, sesiones.pacienteId))
      .leftJoin(municipios, eq(municipios.codigo, pacientes.ciudadResidencia))
      .leftJoin(usuarios, eq(usuarios.id, sesiones.terapeutaId))
      .leftJoin(facturacionPrestadores, eq(facturacionPrestadores.sede, sesiones.sede))
      .leftJoin(sedes, eq(sedes.id, sesiones.sede))
      .where(donde)
      .orderBy(asc(sesiones.pacienteNombre), asc(sesiones.pacienteId), asc(sesiones.fecha), asc(sesiones.horaInicio), asc(sesiones.id)),
    serviciosConfigurados(db),
    historialDeTarifas(db, f.epsId),
  ]);
  const codigosDe = (d: unknown): string[] =>
    Array.isArray(d)
      ? (d as { sistema?: string; codigo?: string }[])
          .filter((x) => x?.sistema === 'cie10' && typeof x.codigo === 'string')
          .map((x) => codigoCie10Rips(x.codigo!))
      : [];
  const todos = [...new Set(filas.flatMap((r) => codigosDe(r.diagnosticos)))];
  const validos = new Set<string>();
  for (let i = 0; i < todos.length; i += 1000) {
    const lote = todos.slice(i, i + 1000);
    for (const c of await db.select({ codigo: cie10.codigo }).from(cie10).where(inArray(cie10.codigo, lote))) validos.add(c.codigo);
  }
  return filas.map((r): SesionParaRips => {
    const s = r.s;
    const diagnosticos = codigosDe(r.diagnosticos);
    const configurado = config.get(`${s.servicio}-${s.tipo}`);
    return {
      id: s.id,
      pacienteId: s.pacienteId,
      pacienteNombre: s.pacienteNombre,
      tipoDocumento: r.p?.tipoDocumento ?? '',
      numeroDocumento: r.p?.numeroDocumento ?? '',
      fechaNacimiento: r.p?.fechaNacimiento ?? '',
      sexo: r.p?.sexo ?? 0,
      paisResidencia: r.p?.paisResidencia ?? null,
      municipioResidencia: r.p?.ciudadResidencia ?? null,
      municipioValido: r.municipio !== null,
      paisOrigen: r.p?.paisOrigen ?? null,
      regimen: r.p?.regimen ?? 1,
      tipoVinculacion: r.p?.tipoVinculacion ?? null,
      tipoEntidad: aseguradora.tipo,
      formatoCobertura: r.formato,
      coberturaCodigo: s.coberturaCodigo,
      numeroAutorizacionEps: r.numeroAutorizacionEps,
      especialidad: s.servicio,
      especialidadNombre: s.especialidad,
      tipo: s.tipo,
      lugar: s.lugar,
      fecha: s.fecha,
      horaInicio: s.horaInicio,
      unidades: s.unidades,
      valor: s.valor,
      copago: s.copago,
      sede: s.sede,
      sedeNombre: r.sedeNombre ?? s.sede,
      terapeutaId: s.terapeutaId,
      terapeutaNombre: s.terapeutaNombre,
      terapeutaDocumento: r.terapeutaDocumento,
      diagnosticos,
      diagnosticosValidos: diagnosticos.every((c) => validos.has(c)),
      tarifa: tarifaEnLaFecha(historial.get(s.servicio), s.fecha, s.horaInicio),
      prestador: r.nit && r.codigoHabilitacion ? { nit: r.nit, codigoHabilitacion: r.codigoHabilitacion } : null,
      servicio: configurado ? deFila(configurado) : servicioEfectivo(s.servicio, s.especialidad, s.tipo),
      reportadaEn: r.reportada,
    };
  });
}

/** The preview of /facturacion/rips: sessions grouped by patient with their problems. */
export function vistaPrevia(f: FiltroRips, epsNombre: string, filas: readonly SesionParaRips[]): VistaPreviaRips {
  const porPaciente = new Map<string, PacienteRips>();
  const totales = { pacientes: 0, sesiones: 0, unidades: 0, valor: 0, copago: 0, conProblemas: 0, yaReportadas: 0 };
  for (const s of filas) {
    let p = porPaciente.get(s.pacienteId);
    if (!p) {
      p = {
        id: s.pacienteId,
        pacienteId: s.pacienteId,
        paciente: s.pacienteNombre,
        documento: `${s.tipoDocumento} ${s.numeroDocumento}`.trim(),
        sesiones: [],
        problemas: 0,
        valor: 0,
        copago: 0,
      };
      porPaciente.set(s.pacienteId, p);
    }
    const problemas = problemasDeSesion(s);
    p.sesiones.push({
      id: s.id,
      fecha: s.fecha,
      horaInicio: s.horaInicio,
      especialidad: s.especialidadNombre,
      tipo: s.tipo,
      terapeuta: s.terapeutaNombre,
      autorizacion: s.formatoCobertura === 1 ? s.coberturaCodigo : null,
      valor: s.valor,
      copago: s.copago,
      sede: s.sede,
      sedeNombre: s.sedeNombre,
      reportadaEn: s.reportadaEn,
      problemas,
    });
    p.problemas += problemas.length;
    p.valor += s.valor;
    p.copago += s.copago;
    totales.sesiones++;
    totales.unidades += s.unidades;
    totales.valor += s.valor;
    totales.copago += s.copago;
    if (problemas.length) totales.conProblemas++;
    if (s.reportadaEn !== null) totales.yaReportadas++;
  }
  totales.pacientes = porPaciente.size;
  return { epsId: f.epsId, epsNombre, desde: f.desde, hasta: f.hasta, sede: f.sede, pacientes: [...porPaciente.values()], totales };
}

const generacionLeida = (g: typeof facturacionGeneraciones.$inferSelect): GeneracionRips => ({
  id: g.id,
  epsId: g.epsId,
  epsNombre: g.epsNombre,
  desde: g.desde,
  hasta: g.hasta,
  sede: g.sede,
  numFactura: g.numFactura,
  tipoNota: g.tipoNota,
  numNota: g.numNota,
  estado: g.estado === 'generado' ? 'generado' : g.estado === 'fallido' ? 'fallido' : 'pendiente',
  sesiones: g.sesiones,
  excluidas: Array.isArray(g.excluidas) ? g.excluidas.length : 0,
  usuarios: g.usuarios,
  consultas: g.consultas,
  procedimientos: g.procedimientos,
  valorTotal: g.valorTotal,
  hash: g.hash,
  nombreArchivo: g.nombreArchivo,
  mensaje: g.mensaje,
  usuario: g.usuario,
  solicitadaEn: g.solicitadaEn.toISOString(),
  terminadaEn: g.terminadaEn ? g.terminadaEn.toISOString() : null,
});

export async function obtenerGeneracion(db: Db, id: string): Promise<(GeneracionRips & { archivo: string | null; exportacionId: string }) | null> {
  const [g] = await db.select().from(facturacionGeneraciones).where(eq(facturacionGeneraciones.id, id)).limit(1);
  return g ? { ...generacionLeida(g), archivo: g.archivo, exportacionId: g.exportacionId } : null;
}

/** The latest generations, newest first (an insurer's when given). */
export async function listarGeneraciones(db: Db, epsId?: string, limite = 50): Promise<GeneracionRips[]> {
  const filas = await db
    .select()
    .from(facturacionGeneraciones)
    .where(epsId ? eq(facturacionGeneraciones.epsId, epsId) : undefined)
    .orderBy(desc(facturacionGeneraciones.solicitadaEn))
    .limit(limite);
  return filas.map(generacionLeida);
}

/** How many sessions a generation holds (what the never-twice rule reads). */
export async function sesionesDeGeneracion(db: Db, id: string): Promise<string[]> {
  const filas = await db
    .select({ id: facturacionSesionesReportadas.sesionId })
    .from(facturacionSesionesReportadas)
    .where(eq(facturacionSesionesReportadas.generacionId, id));
  return filas.map((f) => f.id);
}

/** The insurers a RIPS can be generated for (active ones, by name). */
export async function listarAseguradorasRips(db: Db): Promise<AseguradoraRips[]> {
  return db.select({ id: eps.id, nombre: eps.nombre, tipo: eps.tipo }).from(eps).where(eq(eps.estado, 1)).orderBy(asc(eps.nombre));
}
