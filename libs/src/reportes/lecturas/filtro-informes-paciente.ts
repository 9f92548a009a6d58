import { MENSAJES_REPORTES } from '../contrato.js';
import { MAX_RESUMEN_OBJETIVOS, MAX_TEXTO_INFORME, MENSAJES_INFORMES_PACIENTE as M, type TipoInformePaciente } from '../contrato-informes-paciente.js';
import { ReglaIncumplida } from '../../dominio/errores.js';
import { filtroInvalido } from '../../http/filtro.js';
import { esEspecialidad, limitesMes } from './informes-paciente.js';
import { esFechaIso } from '../../dominio/fecha-iso.js';

/** What a patient report reads (the preview's filter and the PDF's request, recorded with the export). */
export interface FiltroInformePaciente {
  tipo: TipoInformePaciente;
  paciente: string;
  desde: string;
  hasta: string;
  /** The monthly report's month (1-12) and year. */
  mes?: number;
  anio?: number;
  /** Specialty code 2..6; absent: every specialty ('Todas'). */
  especialidad?: number;
  resumen?: string;
  concepto?: string;
  recomendacion?: string;
}

const TIPOS: readonly TipoInformePaciente[] = ['evolucion', 'mensual', 'objetivos'];
const esFecha = esFechaIso;

function texto(valor: unknown, campo: string, max: number, mensajeLargo: string): string | undefined {
  if (valor === undefined || valor === null || valor === '') return undefined;
  if (typeof valor !== 'string' || valor.includes('\u0000')) throw filtroInvalido(campo);
  if (valor.length > max) throw new ReglaIncumplida(mensajeLargo, 'invalido');
  return valor.trim() || undefined;
}

function fecha(valor: unknown, campo: string): string | undefined {
  if (valor === undefined || valor === null || valor === '') return undefined;
  if (typeof valor !== 'string' || valor.length > 10 || !esFecha(valor)) throw filtroInvalido(campo);
  return valor;
}

function entero(valor: unknown, campo: string): number | undefined {
  if (valor === undefined || valor === null || valor === '') return undefined;
  const n = typeof valor === 'string' && /^\d{1,4}$/.test(valor) ? Number(valor) : valor;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw filtroInvalido(campo);
  return n;
}

/**
 * Reads a patient report's filter: the patient ('Parámetros incompletos para la búsqueda'), the type, both dates
 * for the evolution and objectives reports ('ERROR: Faltan fechas por seleccionar', the end not before the start),
 * the month for the monthly one (this month by default in the preview; the PDF needs it and the specialty), the
 * specialty 2..6 or 'Todas', and the modal's texts (the OyL summary up to 1000 characters, the others 20000).
 */
export function leerFiltroInformePaciente(crudo: Record<string, unknown>, hoy: string, paraPdf = false): FiltroInformePaciente {
  const paciente = typeof crudo.paciente === 'string' && crudo.paciente.length <= 60 ? crudo.paciente.trim() : '';
  if (!paciente) throw new ReglaIncumplida(M.parametrosIncompletos, 'invalido');
  const tipo = crudo.tipo ?? 'evolucion';
  if (!TIPOS.includes(tipo as TipoInformePaciente)) throw new ReglaIncumplida(M.tipoInvalido, 'invalido');
  const crudaEsp =
    crudo.especialidad === 'todas' || crudo.especialidad === 0 || crudo.especialidad === '0' ? undefined : entero(crudo.especialidad, 'especialidad');
  if (crudaEsp !== undefined && !esEspecialidad(crudaEsp)) throw new ReglaIncumplida(M.especialidadInvalida, 'invalido');
  const especialidad = crudaEsp;
  const resumen = texto(
    crudo.resumen,
    'resumen',
    tipo === 'objetivos' ? MAX_RESUMEN_OBJETIVOS : MAX_TEXTO_INFORME,
    tipo === 'objetivos' ? M.resumenLargo : M.textoLargo,
  );
  const concepto = texto(crudo.concepto, 'concepto', MAX_TEXTO_INFORME, M.textoLargo);
  const recomendacion = texto(crudo.recomendacion, 'recomendacion', MAX_TEXTO_INFORME, M.textoLargo);
  const textos = { ...(resumen ? { resumen } : {}), ...(concepto ? { concepto } : {}), ...(recomendacion ? { recomendacion } : {}) };
  const conEspecialidad = especialidad !== undefined ? { especialidad } : {};

  if (tipo === 'mensual') {
    const mes = entero(crudo.mes, 'mes') ?? (paraPdf ? undefined : Number(hoy.slice(5, 7)));
    if (mes === undefined || mes < 1 || mes > 12) throw new ReglaIncumplida(M.mesInvalido, 'invalido');
    const anio = entero(crudo.anio, 'anio') ?? Number(hoy.slice(0, 4));
    if (anio < 2000 || anio > Number(hoy.slice(0, 4))) throw filtroInvalido('anio');
    if (paraPdf && especialidad === undefined) throw new ReglaIncumplida(M.especialidadRequerida, 'invalido');
    return { tipo, paciente, ...limitesMes(anio, mes), mes, anio, ...conEspecialidad, ...textos };
  }
  const desde = fecha(crudo.desde, 'desde');
  const hasta = fecha(crudo.hasta, 'hasta');
  if (!desde || !hasta) throw new ReglaIncumplida(MENSAJES_REPORTES.faltanFechas, 'invalido');
  if (hasta < desde) throw new ReglaIncumplida(MENSAJES_REPORTES.rangoInvertido, 'invalido');
  return { tipo: tipo as TipoInformePaciente, paciente, desde, hasta, ...conEspecialidad, ...textos };
}
