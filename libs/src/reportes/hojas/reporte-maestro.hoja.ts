import { contarMaestro, recorrerMaestro, type FiltroReporte } from '../lecturas/reportes.js';
import type { FilaMaestro } from '../contrato.js';
import type { Hoja } from '../../excel/hoja.js';
import { fechaDeHoja, filtroDeReporte } from './reportes.hoja.js';

/**
 * The master operations report (/reportes/maestro) with its list's filter: both dates, search and site.
 * Whoever does not see every site exports only their own, whatever the filter says (as the list answers).
 */
export const hojaReporteMaestro: Hoja<FiltroReporte, FilaMaestro> = {
  columnas: [
    { encabezado: 'Paciente', clave: 'paciente', ancho: 34 },
    { encabezado: 'Tipo de documento', clave: 'tipoDocumento', ancho: 10 },
    { encabezado: 'Documento', clave: 'documento', ancho: 16 },
    { encabezado: 'Entidad', clave: 'entidad', ancho: 28 },
    { encabezado: 'Fecha', clave: 'fecha', ancho: 12, tipo: 'fecha' },
    { encabezado: 'Hora inicio', clave: 'horaInicio', ancho: 10 },
    { encabezado: 'Hora fin', clave: 'horaFin', ancho: 10 },
    { encabezado: 'Cantidad de sesiones', clave: 'cantidad', ancho: 10, tipo: 'numero' },
    { encabezado: 'Terapeuta', clave: 'terapeuta', ancho: 30 },
    { encabezado: 'Especialidad', clave: 'especialidad', ancho: 20 },
    { encabezado: 'Lugar', clave: 'lugar', ancho: 12 },
    { encabezado: 'Tipo', clave: 'tipo', ancho: 8 },
  ],
  leerFiltro: (f, solicitante) => filtroDeReporte(f, solicitante),
  contar: contarMaestro,
  recorrer: (db, filtro) => recorrerMaestro(db, filtro),
  fila: (m) => ({
    paciente: m.nombrePaciente,
    tipoDocumento: m.tipoDocumento,
    documento: m.documentoPaciente,
    entidad: m.entidad,
    fecha: fechaDeHoja(m.fecha),
    horaInicio: m.horaInicio,
    horaFin: m.horaFin,
    cantidad: m.sesionesCantidad,
    terapeuta: m.nombreTerapeuta,
    especialidad: m.especialidadNombre,
    lugar: m.lugar,
    tipo: m.etiqueta,
  }),
};
