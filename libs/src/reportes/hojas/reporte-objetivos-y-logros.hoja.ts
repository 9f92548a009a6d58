import { ESPECIALIDADES } from '../../catalogos/contrato.js';
import { TEXTO_PENDIENTE_EVALUAR } from '../../objetivos/contrato-lecturas.js';
import { textoDe } from '../../contratos/opciones.js';
import { textoIndiceAtencion, type FilaReporteObjetivo } from '../contrato-objetivos.js';
import {
  contarReporteObjetivos,
  leerFiltroPorFechas,
  leerFiltroPorTrimestre,
  recorrerReporteObjetivos,
  type FiltroReporteObjetivos,
} from '../lecturas/objetivos-y-logros.js';
import { fechaNegocio } from '../../clock/reloj.js';
import { textoDelFiltro, type Hoja, type SolicitanteHoja } from '../../excel/hoja.js';

const fecha = (f: string) => f.split('-').reverse().join('/');
const CAPACIDAD_CONFIDENCIALES = 'capacidad.ver-historias-confidenciales';

/**
 * The objectives and achievements report (/reportes/objetivos-y-logros) with its screen's filter: the date range
 * (or `modo: 'trimestre'` with patient or therapist, quarter and year). Site and confidentiality come from the
 * requester when asked (whoever does not see every site exports only their own); the job re-reads the filter as
 * it was recorded (dates resolved, site and reader fixed).
 */
export const hojaReporteObjetivos: Hoja<FiltroReporteObjetivos, FilaReporteObjetivo> = {
  columnas: [
    { encabezado: 'Paciente', clave: 'paciente', ancho: 34 },
    { encabezado: 'Índice de atención', clave: 'indiceAtencion', ancho: 12, tipo: 'porcentaje' },
    { encabezado: 'Especialidad', clave: 'especialidad', ancho: 20 },
    { encabezado: 'Fecha de inicio', clave: 'fechaInicio', ancho: 12, tipo: 'fecha' },
    { encabezado: 'Fecha de cumplimiento', clave: 'fechaFin', ancho: 12, tipo: 'fecha' },
    { encabezado: 'Objetivo', clave: 'objetivo', ancho: 50 },
    { encabezado: 'Logro', clave: 'logro', ancho: 40 },
    { encabezado: 'Porcentaje', clave: 'porcentaje', ancho: 16, tipo: 'porcentaje' },
    { encabezado: 'Terapeuta', clave: 'terapeuta', ancho: 30 },
    { encabezado: 'Estado', clave: 'estado', ancho: 30 },
    { encabezado: 'Sede', clave: 'sede', ancho: 18 },
  ],
  leerFiltro: (crudo, solicitante?: SolicitanteHoja, hoy?: string) => {
    const porTrimestre = solicitante && crudo.modo === 'trimestre';
    const base = porTrimestre ? leerFiltroPorTrimestre(crudo, Number((hoy ?? fechaNegocio(new Date())).slice(0, 4))) : leerFiltroPorFechas(crudo);
    const otros = porTrimestre ? {} : { paciente: textoDelFiltro(crudo.paciente, 'paciente', 60), terapeuta: textoDelFiltro(crudo.terapeuta, 'terapeuta', 60) };
    const alcance = solicitante
      ? {
          sede: solicitante.permisos.has('capacidad.todas-las-sedes') ? sedePedida(crudo.sede) : solicitante.sede,
          lector: (solicitante as SolicitanteHoja & { id?: string }).id ?? '',
          veConfidenciales: solicitante.permisos.has(CAPACIDAD_CONFIDENCIALES),
        }
      : { sede: sedePedida(crudo.sede), lector: textoDelFiltro(crudo.lector, 'lector', 60) ?? '', veConfidenciales: crudo.veConfidenciales === true };
    const filtro: FiltroReporteObjetivos = { ...otros, ...base, ...alcance };
    return Object.fromEntries(Object.entries(filtro).filter(([, v]) => v !== undefined)) as FiltroReporteObjetivos;
  },
  contar: contarReporteObjetivos,
  recorrer: (db, filtro, hoy) => recorrerReporteObjetivos(db, filtro, hoy),
  fila: (o) => ({
    paciente: o.paciente,
    indiceAtencion: textoIndiceAtencion(o.indiceAtencion),
    especialidad: textoDe(ESPECIALIDADES, o.especialidad),
    fechaInicio: fecha(o.fechaInicio),
    fechaFin: fecha(o.fechaFin),
    objetivo: o.objetivo,
    logro: o.logro ?? '',
    porcentaje: o.porcentaje === null || o.porcentaje === 0 ? TEXTO_PENDIENTE_EVALUAR : `${o.porcentaje}%`,
    terapeuta: o.terapeuta,
    estado: o.estadoNombre,
    sede: o.sedeNombre,
  }),
};

/** The site asked for by whoever sees every site: none or 'todas' = every site. */
function sedePedida(valor: unknown): string | null {
  const pedida = textoDelFiltro(valor, 'sede', 60);
  return !pedida || pedida === 'todas' ? null : pedida;
}
