import type { FilaAsistenciaUsuario } from '../contrato-asistencia.js';
import {
  contarAsistenciaUsuarios,
  leerFiltroAsistenciaUsuarios,
  recorrerAsistenciaUsuarios,
  type FiltroAsistenciaUsuarios,
} from '../lecturas/asistencia-usuarios.js';
import { sedeDeLaHoja } from '../lecturas/filtro-reporte.js';
import { sinVacios, type Hoja, type SolicitanteHoja } from '../../excel/hoja.js';
import { COLUMNAS_CONTEOS_ASISTENCIA, conteosDeAsistencia } from './reportes.hoja.js';

/** Attendance by user/patient (/reportes/asistencia-usuarios) with its list's filter, one row per patient and the totals row. */
export const hojaReporteAsistenciaUsuarios: Hoja<FiltroAsistenciaUsuarios, FilaAsistenciaUsuario> = {
  columnas: [
    { encabezado: 'Paciente', clave: 'paciente', ancho: 34 },
    { encabezado: 'Documento', clave: 'documento', ancho: 18 },
    ...COLUMNAS_CONTEOS_ASISTENCIA,
  ],
  leerFiltro: (f, solicitante?: SolicitanteHoja) => sinVacios(leerFiltroAsistenciaUsuarios(f, sedeDeLaHoja(f.sede, solicitante))),
  // The patients and the totals row.
  contar: async (db, filtro) => (await contarAsistenciaUsuarios(db, filtro)) + 1,
  recorrer: (db, filtro) => recorrerAsistenciaUsuarios(db, filtro),
  fila: (a) => ({
    paciente: a.paciente,
    documento: a.documento,
    ...conteosDeAsistencia(a),
  }),
};
