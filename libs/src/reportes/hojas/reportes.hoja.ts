import {
  contarAsistenciaPorFecha,
  contarAutorizacionesPorVencimiento,
  contarCancelaciones,
  recorrerAsistenciaPorFecha,
  recorrerAutorizacionesPorVencimiento,
  recorrerCancelaciones,
  type FiltroReporte,
} from '../lecturas/reportes.js';
import type { ConteosAsistencia } from '../contrato-asistencia.js';
import { MENSAJES_REPORTES, type FilaAsistencia, type FilaCancelacion, type FilaVencimiento } from '../contrato.js';
import { ReglaIncumplida } from '../../dominio/errores.js';
import { fechaDelFiltro } from '../../http/filtro.js';
import { textoDelFiltro, type ColumnaHoja, type Hoja, type SolicitanteHoja } from '../../excel/hoja.js';

/** aaaa-mm-dd → dd/mm/aaaa. */
export const fechaDeHoja = (f: string | null | undefined) => (f ? f.split('-').reverse().join('/') : '');

/**
 * A report's filter as its list reads it: both dates (the report's message when one is missing), the end not
 * before the start, the search, and the site: the requester's own unless they see every site. With
 * `sedeObligatoria` whoever sees every site must name one (checked at request time, when the requester is known).
 */
export function filtroDeReporte(
  f: Record<string, unknown>,
  solicitante: SolicitanteHoja | undefined,
  opciones: { faltanFechas?: string; sedeObligatoria?: boolean } = {},
): FiltroReporte {
  const desde = fechaDelFiltro(f.desde, 'desde');
  const hasta = fechaDelFiltro(f.hasta, 'hasta');
  if (!desde || !hasta) throw new ReglaIncumplida(opciones.faltanFechas ?? MENSAJES_REPORTES.faltanFechas, 'invalido');
  if (hasta < desde) throw new ReglaIncumplida(MENSAJES_REPORTES.rangoInvertido, 'invalido');
  const pedida = textoDelFiltro(f.sede, 'sede', 60);
  const todas = !solicitante || solicitante.permisos.has('capacidad.todas-las-sedes');
  if (solicitante && todas && opciones.sedeObligatoria && (!pedida || pedida === 'todas')) throw new ReglaIncumplida(MENSAJES_REPORTES.requerido, 'invalido');
  const sede = !todas ? solicitante!.sede : !pedida || pedida === 'todas' ? null : pedida;
  const q = textoDelFiltro(f.q, 'q', 100)?.trim() || undefined;
  return { desde, hasta, sede, ...(q ? { q } : {}) };
}

/** Cancellation report (/reportes/cancelaciones): who cancelled, why and when. */
export const hojaReporteCancelaciones: Hoja<FiltroReporte, FilaCancelacion> = {
  columnas: [
    { encabezado: 'Paciente', clave: 'paciente', ancho: 34 },
    { encabezado: 'Fecha', clave: 'fecha', ancho: 12, tipo: 'fecha' },
    { encabezado: 'Hora', clave: 'hora', ancho: 14 },
    { encabezado: 'Terapeuta', clave: 'terapeuta', ancho: 30 },
    { encabezado: 'Especialidad', clave: 'especialidad', ancho: 20 },
    { encabezado: 'Lugar', clave: 'lugar', ancho: 12 },
    { encabezado: 'Entidad', clave: 'entidad', ancho: 28 },
    { encabezado: 'Motivo', clave: 'motivo', ancho: 40 },
    { encabezado: 'Cancelada por', clave: 'canceladaPor', ancho: 20 },
  ],
  leerFiltro: (f, solicitante) => filtroDeReporte(f, solicitante, { faltanFechas: MENSAJES_REPORTES.requerido, sedeObligatoria: true }),
  contar: contarCancelaciones,
  recorrer: (db, filtro) => recorrerCancelaciones(db, filtro),
  fila: (c) => ({
    paciente: c.paciente,
    fecha: fechaDeHoja(c.fecha),
    hora: c.hora,
    terapeuta: c.terapeutaNombre,
    especialidad: c.especialidad,
    lugar: c.lugar,
    entidad: c.entidad,
    motivo: c.motivo ?? '',
    canceladaPor: c.canceladaPor ?? '',
  }),
};

/** The attendance counts' columns (by date and by patient): done, cancelled, neither, their shares, total. */
export const COLUMNAS_CONTEOS_ASISTENCIA: readonly ColumnaHoja[] = [
  { encabezado: 'Realizadas', clave: 'realizadas', ancho: 12, tipo: 'numero' },
  { encabezado: '% realizadas', clave: 'porcentajeRealizadas', ancho: 12, tipo: 'porcentaje' },
  { encabezado: 'Canceladas', clave: 'canceladas', ancho: 12, tipo: 'numero' },
  { encabezado: '% canceladas', clave: 'porcentajeCanceladas', ancho: 12, tipo: 'porcentaje' },
  { encabezado: 'Ninguna', clave: 'ninguna', ancho: 12, tipo: 'numero' },
  { encabezado: '% ninguna', clave: 'porcentajeNinguna', ancho: 12, tipo: 'porcentaje' },
  { encabezado: 'Total', clave: 'total', ancho: 10, tipo: 'numero' },
];

/** The attendance counts of a row (or of the totals row), as those columns read them. */
export const conteosDeAsistencia = (a: ConteosAsistencia): ConteosAsistencia => ({
  realizadas: a.realizadas,
  porcentajeRealizadas: a.porcentajeRealizadas,
  canceladas: a.canceladas,
  porcentajeCanceladas: a.porcentajeCanceladas,
  ninguna: a.ninguna,
  porcentajeNinguna: a.porcentajeNinguna,
  total: a.total,
});

/** Attendance by date (/reportes/asistencia-por-fecha): per day done, cancelled and neither, with their shares. */
export const hojaReporteAsistenciaPorFecha: Hoja<FiltroReporte, FilaAsistencia> = {
  columnas: [{ encabezado: 'Fecha', clave: 'fecha', ancho: 12, tipo: 'fecha' }, ...COLUMNAS_CONTEOS_ASISTENCIA],
  leerFiltro: (f, solicitante) => filtroDeReporte(f, solicitante),
  contar: contarAsistenciaPorFecha,
  recorrer: (db, filtro) => recorrerAsistenciaPorFecha(db, filtro),
  fila: (a) => ({
    fecha: fechaDeHoja(a.fecha),
    ...conteosDeAsistencia(a),
  }),
};

/** Authorizations by expiry (/reportes/informe-autorizaciones): the label of their order's expiry seen from the job's day. */
export const hojaReporteAutorizacionesVencimiento: Hoja<FiltroReporte, FilaVencimiento> = {
  columnas: [
    { encabezado: 'Código', clave: 'codigo', ancho: 16 },
    { encabezado: 'Paciente', clave: 'paciente', ancho: 40 },
    { encabezado: 'Bolsa', clave: 'bolsa', ancho: 8 },
    { encabezado: 'Entidad', clave: 'entidad', ancho: 28 },
    { encabezado: 'Fecha de expedición', clave: 'fecha', ancho: 12, tipo: 'fecha' },
    { encabezado: 'Vencimiento', clave: 'fechaVencimiento', ancho: 12, tipo: 'fecha' },
    { encabezado: 'Orden', clave: 'orden', ancho: 16 },
    { encabezado: 'Vencimiento de la orden', clave: 'ordenVencimiento', ancho: 12, tipo: 'fecha' },
    { encabezado: 'Estado', clave: 'estado', ancho: 36 },
  ],
  leerFiltro: (f, solicitante) => filtroDeReporte(f, solicitante),
  contar: contarAutorizacionesPorVencimiento,
  recorrer: (db, filtro, hoy) => recorrerAutorizacionesPorVencimiento(db, filtro, hoy),
  fila: (v) => ({
    codigo: v.codigo,
    paciente: v.paciente,
    bolsa: v.bolsa,
    entidad: v.entidad,
    fecha: fechaDeHoja(v.fecha),
    fechaVencimiento: v.fechaVencimiento ? fechaDeHoja(v.fechaVencimiento) : 'Sin vigencia',
    orden: v.orden ?? '',
    ordenVencimiento: fechaDeHoja(v.ordenVencimiento),
    estado: v.estadoVencimiento,
  }),
};
