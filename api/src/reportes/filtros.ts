import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { MENSAJES_REPORTES as M } from '@avanti/libs/reportes/contrato';
import { esFechaIso } from '@avanti/libs/dominio/fecha-iso';
import { ENTERO_MAXIMO, fechaDelFiltro, filtroInvalido, idsDelFiltro, textoAdmisible, textoDelFiltro } from '@avanti/libs/http/filtro';
import { sedeEfectiva, sedesPermitidas } from '../acceso/autorizacion/alcance-sede.js';
import type { UsuarioAutenticado } from '../infrastructure/http/contexto.js';

/** A date filter: absent, or aaaa-mm-dd. */
export const fechaOpcional = (valor: unknown, campo: string): string | undefined => fechaDelFiltro(valor, campo) || undefined;

/** Both dates ('ERROR: Faltan fechas por seleccionar'), the end not before the start. */
export function rangoDelReporte(desde: unknown, hasta: unknown, faltan: string = M.faltanFechas): { desde: string; hasta: string } {
  const d = fechaOpcional(desde, 'desde');
  const h = fechaOpcional(hasta, 'hasta');
  if (!d || !h) throw new ReglaIncumplida(faltan, 'invalido');
  if (h < d) throw new ReglaIncumplida(M.rangoInvertido, 'invalido');
  return { desde: d, hasta: h };
}

/** The site the report reads: the requested one for whoever sees every site ('todas' or none = all), the user's own otherwise. */
export const sedeDelReporte = (usuario: UsuarioAutenticado, valor: unknown): string | null => sedeEfectiva(usuario, textoDelFiltro(valor, 'sede', 60) ?? null);

/** A site that must be chosen (cancellation report): whoever picks the site must send it; the others read their own. */
export function sedeObligatoria(usuario: UsuarioAutenticado, valor: unknown): string | null {
  const pedida = textoDelFiltro(valor, 'sede', 60);
  if (sedesPermitidas(usuario) === 'todas' && !pedida) throw new ReglaIncumplida(M.requerido, 'invalido');
  return sedeEfectiva(usuario, pedida ?? null);
}

export const textoBuscado = (valor: unknown) => textoDelFiltro(valor, 'q', 100)?.trim() || undefined;

/** What a report's row id is: a record's text id (a session, an authorization, a patient, an objective), a date, a specialty code. */
export type ClaseDeId = 'texto' | 'fecha' | 'entero';

const idValido: Record<ClaseDeId, (id: string) => boolean> = {
  texto: (id) => id.length <= 100 && textoAdmisible(id),
  fecha: (id) => esFechaIso(id),
  entero: (id) => /^\d{1,10}$/.test(id) && Number(id) <= ENTERO_MAXIMO,
};

/**
 * react-admin's getMany sends `filter={"id":[...]}` and nothing else: the report then answers exactly those rows, its
 * date range not required (FiltroPorIds). undefined for any other filter, which the list reads as always.
 */
export function idsSolos(filtro: Record<string, unknown>, clase: ClaseDeId = 'texto'): string[] | undefined {
  const claves = Object.keys(filtro);
  if (claves.length !== 1 || claves[0] !== 'id') return undefined;
  const ids = (idsDelFiltro(filtro.id) ?? []).map(String);
  if (!ids.every(idValido[clase])) throw filtroInvalido('id');
  return ids;
}

/** getOne's path id: one of the report's row ids, or 404 ('No se encontró el registro en el reporte'). */
export function idDeFila(id: string, clase: ClaseDeId = 'texto'): string {
  if (!idValido[clase](id)) throw new NoEncontrado(M.filaNoEncontrada);
  return id;
}
