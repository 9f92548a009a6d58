import { MENSAJES_OBJETIVOS as M, type ObjetivoLeido } from '../../objetivos/contrato-lecturas.js';
import { ReglaIncumplida } from '../../dominio/errores.js';
import {
  objetivosProximos,
  pacientesLiderados,
  recorrerSesionesRealizadas,
  contarSesionesRealizadas,
  terapeutaEnSede,
  type SesionRealizada,
} from '../../objetivos/index.js';
import type { Lector } from '../../objetivos/index.js';
import { sinVacios, textoDelFiltro, type Hoja, type SolicitanteHoja } from '../../excel/hoja.js';
import { esFechaIso } from '../../dominio/fecha-iso.js';

/** Who administers personal spaces may export another therapist's (/mi-espacio-admin); everyone else only their own. */
export const ADMINISTRAR_ESPACIOS = 'dashboard.mi-espacio-admin';
const TODAS_LAS_SEDES = 'capacidad.todas-las-sedes';
const CONFIDENCIALES = 'capacidad.ver-historias-confidenciales';
const MAX_DIAS_RANGO = 366;
/** aaaa-mm-dd → dd/mm/aaaa, as the screen shows it. */
const fechaDeHoja = (f: string | null) => (f ? f.split('-').reverse().join('/') : '');

/**
 * The personal space's filter, fixed at request time from who asks: the therapist (the requester
 * unless they administer personal spaces), the requester's site (the therapist must belong to it) and
 * what the requester may read of confidential objectives. The worker reads it back as recorded.
 */
export interface FiltroMiEspacio {
  terapeuta: string;
  sede?: string;
  lector: string;
  confidenciales: boolean;
  fecha?: string;
  desde?: string;
  hasta?: string;
}

const fechaDelFiltro = (valor: unknown, campo: string) => {
  const texto = textoDelFiltro(valor, campo, 10);
  if (texto !== undefined && !esFechaIso(texto)) throw new ReglaIncumplida(`Filtro inválido: ${campo}`, 'invalido');
  return texto;
};

function filtroMiEspacio(f: Record<string, unknown>, solicitante?: SolicitanteHoja): FiltroMiEspacio {
  const pedido = textoDelFiltro(f.terapeuta, 'terapeuta', 60);
  const fecha = fechaDelFiltro(f.fecha, 'fecha');
  if (!solicitante) {
    // The worker: the filter as recorded at request time.
    const lector = textoDelFiltro(f.lector, 'lector', 60);
    if (!pedido || !lector) throw new ReglaIncumplida('Filtro inválido: terapeuta', 'invalido');
    return sinVacios({ terapeuta: pedido, sede: textoDelFiltro(f.sede, 'sede', 60), lector, confidenciales: f.confidenciales === true, fecha });
  }
  if (!solicitante.id) throw new ReglaIncumplida(M.terapeutaAjeno, 'prohibido');
  if (pedido && pedido !== solicitante.id && !solicitante.permisos.has(ADMINISTRAR_ESPACIOS)) throw new ReglaIncumplida(M.terapeutaAjeno, 'prohibido');
  return sinVacios({
    terapeuta: pedido ?? solicitante.id,
    sede: solicitante.permisos.has(TODAS_LAS_SEDES) ? undefined : solicitante.sede,
    lector: solicitante.id,
    confidenciales: solicitante.permisos.has(CONFIDENCIALES),
    fecha,
  });
}

const lectorDe = (f: FiltroMiEspacio): Lector => ({ id: f.lector, sede: f.sede ?? null, veConfidenciales: f.confidenciales });

/** 'Objetivos próximos a vencer' of /mi-espacio: not achieved, due from the day to +10 days. */
export const hojaMiEspacioObjetivos: Hoja<FiltroMiEspacio, ObjetivoLeido> = {
  columnas: [
    { encabezado: 'Paciente', clave: 'paciente', ancho: 36 },
    { encabezado: 'Fecha de ingreso', clave: 'fechaInicio', ancho: 14, tipo: 'fecha' },
    { encabezado: 'Fecha de cumplimiento', clave: 'fechaFin', ancho: 14, tipo: 'fecha' },
    { encabezado: 'Objetivo', clave: 'objetivo', ancho: 60 },
  ],
  leerFiltro: filtroMiEspacio,
  // Without the day the count is only the progress bar's estimate: the rows are read with the job's date.
  contar: async (db, f) =>
    (await terapeutaEnSede(db, f.terapeuta, f.sede)) && f.fecha ? (await objetivosProximos(db, f.terapeuta, f.fecha, lectorDe(f))).length : 0,
  async *recorrer(db, f, hoy) {
    if (!(await terapeutaEnSede(db, f.terapeuta, f.sede))) return;
    yield await objetivosProximos(db, f.terapeuta, f.fecha ?? hoy, lectorDe(f));
  },
  fila: (o) => ({ paciente: o.paciente, fechaInicio: fechaDeHoja(o.fechaInicio), fechaFin: fechaDeHoja(o.fechaFin), objetivo: o.objetivo }),
};

type Liderado = Awaited<ReturnType<typeof pacientesLiderados>>[number];

/** 'Pacientes liderados' of /mi-espacio: active patients the therapist leads, age on the job's date. */
export const hojaMiEspacioLiderados: Hoja<FiltroMiEspacio, Liderado> = {
  columnas: [
    { encabezado: 'Paciente', clave: 'paciente', ancho: 36 },
    { encabezado: 'Edad', clave: 'edad', ancho: 8 },
    { encabezado: 'Documento', clave: 'documento', ancho: 18 },
    { encabezado: 'DX', clave: 'dx', ancho: 50 },
  ],
  leerFiltro: filtroMiEspacio,
  contar: async (db, f) => ((await terapeutaEnSede(db, f.terapeuta, f.sede)) ? (await pacientesLiderados(db, f.terapeuta, f.fecha ?? '2000-01-01')).length : 0),
  async *recorrer(db, f, hoy) {
    if (!(await terapeutaEnSede(db, f.terapeuta, f.sede))) return;
    yield await pacientesLiderados(db, f.terapeuta, f.fecha ?? hoy);
  },
  fila: (p) => ({ paciente: p.nombre, edad: p.edad, documento: `${p.tipoDocumento} ${p.numeroDocumento}`, dx: p.dx }),
};

/** 'Sesiones Realizadas' of /mi-espacio: both dates required, as the screen's 'Buscar atenciones'. */
export const hojaMiEspacioSesiones: Hoja<FiltroMiEspacio, SesionRealizada> = {
  columnas: [
    { encabezado: 'Paciente', clave: 'paciente', ancho: 36 },
    { encabezado: 'Entidad', clave: 'entidad', ancho: 30 },
    { encabezado: 'Fecha', clave: 'fecha', ancho: 12, tipo: 'fecha' },
    { encabezado: 'Hora', clave: 'hora', ancho: 8 },
    { encabezado: 'Lugar', clave: 'lugar', ancho: 12 },
    { encabezado: 'Tipo', clave: 'tipo', ancho: 12 },
    { encabezado: 'Valor (COP)', clave: 'valor', ancho: 14, tipo: 'dinero' },
  ],
  leerFiltro: (f, solicitante) => {
    const desde = fechaDelFiltro(f.desde, 'desde');
    const hasta = fechaDelFiltro(f.hasta, 'hasta');
    if (!desde || !hasta) throw new ReglaIncumplida('ERROR: Faltan fechas por seleccionar', 'invalido');
    if (hasta < desde) throw new ReglaIncumplida('La fecha final no puede ser anterior a la inicial', 'invalido');
    if ((Date.parse(hasta) - Date.parse(desde)) / 86_400_000 > MAX_DIAS_RANGO)
      throw new ReglaIncumplida(`El rango admite máximo ${MAX_DIAS_RANGO} días`, 'invalido');
    return { ...filtroMiEspacio(f, solicitante), desde, hasta };
  },
  contar: async (db, f) => ((await terapeutaEnSede(db, f.terapeuta, f.sede)) ? contarSesionesRealizadas(db, f.terapeuta, f.desde!, f.hasta!) : 0),
  async *recorrer(db, f) {
    if (!(await terapeutaEnSede(db, f.terapeuta, f.sede))) return;
    yield* recorrerSesionesRealizadas(db, f.terapeuta, f.desde!, f.hasta!);
  },
  fila: (s) => ({ paciente: s.paciente, entidad: s.entidad, fecha: fechaDeHoja(s.fecha), hora: s.hora, lugar: s.lugar, tipo: s.tipo, valor: s.valor }),
};
