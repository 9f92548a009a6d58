import type { FilaEvolucionSinLogro } from '../contrato-objetivos.js';
import { leerFiltroPorFechas } from '../lecturas/objetivos-y-logros.js';
import { contarEvolucionesSinLogro, recorrerEvolucionesSinLogro, type FiltroEvolucionesSinLogro } from '../lecturas/evoluciones-sin-logro.js';
import { textoDelFiltro, type Hoja, type SolicitanteHoja } from '../../excel/hoja.js';

const fecha = (f: string | null) => (f ? f.split('-').reverse().join('/') : '');

/**
 * Evolutions without objective achievement (/reportes/evoluciones-sin-logro) with its list's filter: both dates,
 * patient, search and site (forced to the requester's own unless they see every site).
 */
export const hojaEvolucionesSinLogro: Hoja<FiltroEvolucionesSinLogro, FilaEvolucionSinLogro> = {
  columnas: [
    { encabezado: 'Paciente', clave: 'paciente', ancho: 34 },
    { encabezado: 'Documento', clave: 'documento', ancho: 18 },
    { encabezado: 'Terapeuta', clave: 'terapeuta', ancho: 30 },
    { encabezado: 'Especialidad', clave: 'especialidad', ancho: 20 },
    { encabezado: 'Fecha', clave: 'fecha', ancho: 12, tipo: 'fecha' },
    { encabezado: 'Fecha de evolución', clave: 'fechaEvolucion', ancho: 12, tipo: 'fecha' },
    { encabezado: 'Tipo', clave: 'tipo', ancho: 12 },
    { encabezado: 'Sede', clave: 'sede', ancho: 18 },
  ],
  leerFiltro: (crudo, solicitante?: SolicitanteHoja) => {
    const pedida = textoDelFiltro(crudo.sede, 'sede', 60);
    const sede = solicitante && !solicitante.permisos.has('capacidad.todas-las-sedes') ? solicitante.sede : !pedida || pedida === 'todas' ? null : pedida;
    const paciente = textoDelFiltro(crudo.paciente, 'paciente', 60);
    return { ...leerFiltroPorFechas(crudo), sede, ...(paciente ? { paciente } : {}) };
  },
  contar: contarEvolucionesSinLogro,
  recorrer: (db, filtro) => recorrerEvolucionesSinLogro(db, filtro),
  fila: (e) => ({
    paciente: e.nombrePaciente,
    documento: e.documento,
    terapeuta: e.terapeuta,
    especialidad: e.especialidad,
    fecha: fecha(e.fecha),
    fechaEvolucion: fecha(e.fechaEvolucion),
    tipo: e.tipo,
    sede: e.sedeNombre,
  }),
};
