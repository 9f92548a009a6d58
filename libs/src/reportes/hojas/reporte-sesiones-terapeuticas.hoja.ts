import type { FilaSesionesTerapeuticas } from '../contrato-asistencia.js';
import { leerFiltroSesionesTerapeuticas, pivoteSesionesTerapeuticas, type FiltroSesionesTerapeuticas } from '../lecturas/sesiones-terapeuticas.js';
import { sedeDeLaHoja } from '../lecturas/filtro-reporte.js';
import { sinVacios, type Hoja, type SolicitanteHoja } from '../../excel/hoja.js';

/** The therapeutic sessions pivot (/reportes/sesiones-terapeuticas) as the screen shows it: specialties × modalities, totals row and column. */
export const hojaReporteSesionesTerapeuticas: Hoja<FiltroSesionesTerapeuticas, FilaSesionesTerapeuticas> = {
  columnas: [
    { encabezado: 'Especialidad', clave: 'especialidad', ancho: 26 },
    { encabezado: 'Sede', clave: 'sede', ancho: 12, tipo: 'numero' },
    { encabezado: 'Domicilio', clave: 'domicilio', ancho: 12, tipo: 'numero' },
    { encabezado: 'Virtual', clave: 'virtual', ancho: 12, tipo: 'numero' },
    { encabezado: 'Total', clave: 'total', ancho: 12, tipo: 'numero' },
  ],
  leerFiltro: (f, solicitante?: SolicitanteHoja) => sinVacios(leerFiltroSesionesTerapeuticas(f, sedeDeLaHoja(f.sede, solicitante))),
  contar: async (db, filtro) => (await pivoteSesionesTerapeuticas(db, filtro)).length,
  recorrer: async function* (db, filtro) {
    yield await pivoteSesionesTerapeuticas(db, filtro);
  },
  fila: (p) => ({ especialidad: p.especialidad, sede: p.sede, domicilio: p.domicilio, virtual: p.virtual, total: p.total }),
};
