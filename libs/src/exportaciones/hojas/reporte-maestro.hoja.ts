import { contarMaestro, recorrerMaestro, type FiltroReporte } from '../../lecturas/reportes.js';
import { MENSAJES_REPORTES, type FilaMaestro } from '../../contratos/reportes.js';
import { ReglaIncumplida } from '../../dominio/errores.js';
import { filtroInvalido } from '../../lecturas/filtro.js';
import { textoDelFiltro, type Hoja, type SolicitanteHoja } from './hoja.js';

const fecha = (f: string) => f.split('-').reverse().join('/');

const fechaDelFiltro = (valor: unknown, campo: string) => {
  const texto = textoDelFiltro(valor, campo, 10);
  if (texto !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(texto) || Number.isNaN(Date.parse(`${texto}T00:00:00Z`)))) throw filtroInvalido(campo);
  return texto;
};

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
    { encabezado: 'Fecha', clave: 'fecha', ancho: 12 },
    { encabezado: 'Hora inicio', clave: 'horaInicio', ancho: 10 },
    { encabezado: 'Hora fin', clave: 'horaFin', ancho: 10 },
    { encabezado: 'Cantidad de sesiones', clave: 'cantidad', ancho: 10 },
    { encabezado: 'Terapeuta', clave: 'terapeuta', ancho: 30 },
    { encabezado: 'Especialidad', clave: 'especialidad', ancho: 10 },
    { encabezado: 'Lugar', clave: 'lugar', ancho: 12 },
    { encabezado: 'Tipo', clave: 'tipo', ancho: 8 },
  ],
  leerFiltro: (f, solicitante?: SolicitanteHoja) => {
    const desde = fechaDelFiltro(f.desde, 'desde');
    const hasta = fechaDelFiltro(f.hasta, 'hasta');
    if (!desde || !hasta) throw new ReglaIncumplida(MENSAJES_REPORTES.faltanFechas, 'invalido');
    if (hasta < desde) throw new ReglaIncumplida(MENSAJES_REPORTES.rangoInvertido, 'invalido');
    const pedida = textoDelFiltro(f.sede, 'sede', 60);
    const sede = solicitante && !solicitante.permisos.has('capacidad.todas-las-sedes') ? solicitante.sede : !pedida || pedida === 'todas' ? null : pedida;
    const q = textoDelFiltro(f.q, 'q', 100)?.trim() || undefined;
    return { desde, hasta, sede, ...(q ? { q } : {}) };
  },
  contar: contarMaestro,
  recorrer: (db, filtro) => recorrerMaestro(db, filtro),
  fila: (m) => ({
    paciente: m.nombrePaciente,
    tipoDocumento: m.tipoDocumento,
    documento: m.documentoPaciente,
    entidad: m.entidad,
    fecha: fecha(m.fecha),
    horaInicio: m.horaInicio,
    horaFin: m.horaFin,
    cantidad: m.sesionesCantidad,
    terapeuta: m.nombreTerapeuta,
    especialidad: m.especialidad,
    lugar: m.lugar,
    tipo: m.etiqueta,
  }),
};
