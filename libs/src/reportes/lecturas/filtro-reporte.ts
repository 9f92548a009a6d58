import { MENSAJES_REPORTES as M } from '../contrato.js';
import { ReglaIncumplida } from '../../dominio/errores.js';
import { filtroInvalido, textoDelFiltro } from '../../http/filtro.js';
import { esFechaIso } from '../../dominio/fecha-iso.js';

/**
 * The filter pieces the new reports share between their list (api) and their Excel sheet (workers), so both
 * answer the same messages: dates aaaa-mm-dd, both required where the spec says so, the end not before the start.
 */
const esFecha = esFechaIso;

export function fechaDelFiltro(valor: unknown, campo: string): string | undefined {
  const t = textoDelFiltro(valor, campo, 10);
  if (t !== undefined && t !== '' && !esFecha(t)) throw filtroInvalido(campo);
  return t || undefined;
}

/** Both dates ('ERROR: Faltan fechas por seleccionar'), the end not before the start. */
export function rangoObligatorio(desde: unknown, hasta: unknown): { desde: string; hasta: string } {
  const d = fechaDelFiltro(desde, 'desde');
  const h = fechaDelFiltro(hasta, 'hasta');
  if (!d || !h) throw new ReglaIncumplida(M.faltanFechas, 'invalido');
  if (h < d) throw new ReglaIncumplida(M.rangoInvertido, 'invalido');
  return { desde: d, hasta: h };
}

/** Optional dates, the end not before the start when both are given. */
export function rangoOpcional(desde: unknown, hasta: unknown): { desde?: string; hasta?: string } {
  const d = fechaDelFiltro(desde, 'desde');
  const h = fechaDelFiltro(hasta, 'hasta');
  if (d && h && h < d) throw new ReglaIncumplida(M.rangoInvertido, 'invalido');
  return { ...(d ? { desde: d } : {}), ...(h ? { hasta: h } : {}) };
}

export const busquedaDelFiltro = (valor: unknown): string | undefined => textoDelFiltro(valor, 'q', 100)?.trim() || undefined;

/** The site a sheet reads: the requester's own unless they see every site ('todas' or none = all). */
export function sedeDeLaHoja(valor: unknown, solicitante?: { sede: string; permisos: ReadonlySet<string> }): string | null {
  const pedida = textoDelFiltro(valor, 'sede', 60);
  if (solicitante && !solicitante.permisos.has('capacidad.todas-las-sedes')) return solicitante.sede;
  return !pedida || pedida === 'todas' ? null : pedida;
}

/**
 * react-admin's getMany and getOne send only `filter={"id":[...]}`: a report answers exactly those rows, whatever their
 * dates, within the reader's site (null: every site, only for whoever sees them all), in the list's row shape.
 */
export interface FiltroPorIds {
  ids: readonly string[];
  sede: string | null;
}

export const esPorIds = (filtro: object): filtro is FiltroPorIds => Object.hasOwn(filtro, 'ids');
