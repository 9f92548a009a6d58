import { ReglaIncumplida } from '../dominio/errores.js';
import { esFechaIso } from '../dominio/fecha-iso.js';

/**
 * The one reader of list filters (the api's lists and the exports' sheets) and the one `LIKE` escaper.
 * Values arrive as JSON from ra-data-simple-rest's `filter`: anything that is not what the field
 * holds is refused with a 400-type rule, before it reaches the database.
 */

/** The largest value of a PostgreSQL `integer`: no filter, id or range beyond it reaches a query. */
export const ENTERO_MAXIMO = 2_147_483_647;
/** At most this many ids in one `filter={"id":[...]}` (react-admin's getMany asks for a page's references). */
export const MAX_IDS_FILTRO = 1000;

export const filtroInvalido = (campo: string) => new ReglaIncumplida(`Filtro inválido: ${campo}`, 'invalido');

/** Text a database accepts: no NUL character (PostgreSQL refuses it in text). */
export const textoAdmisible = (texto: string): boolean => !texto.includes('\u0000');

/** A whole number in the `integer` range, or absent; numbers may come as text ("1"), never as true/false. */
export function enteroDelFiltro(valor: unknown, campo: string): number | undefined {
  if (valor === undefined || valor === null || valor === '') return undefined;
  if (typeof valor === 'string' && !/^-?\d{1,10}$/.test(valor.trim())) throw filtroInvalido(campo);
  if (typeof valor !== 'number' && typeof valor !== 'string') throw filtroInvalido(campo);
  const n = Number(valor);
  if (!Number.isInteger(n) || Math.abs(n) > ENTERO_MAXIMO) throw filtroInvalido(campo);
  return n;
}

export function textoDelFiltro(valor: unknown, campo: string, max = 200): string | undefined {
  if (valor === undefined || valor === null || valor === '') return undefined;
  if (typeof valor !== 'string' && typeof valor !== 'number') throw filtroInvalido(campo);
  const texto = String(valor);
  if (texto.length > max || !textoAdmisible(texto)) throw filtroInvalido(campo);
  return texto;
}

/**
 * A date filter, read once for every list and its export: absent, or a day that exists (`aaaa-mm-dd`, decision 0030);
 * anything else (2026-02-30, month 13) is 'Filtro inválido: <campo>'.
 */
export function fechaDelFiltro(valor: unknown, campo: string): string | undefined {
  const texto = textoDelFiltro(valor, campo, 10);
  if (texto !== undefined && !esFechaIso(texto)) throw filtroInvalido(campo);
  return texto;
}

/** `id` as react-admin's getMany sends it: one id or a list of them (text ids). */
export function idsDelFiltro(valor: unknown, campo = 'id'): string[] | undefined {
  if (valor === undefined || valor === null) return undefined;
  const lista = Array.isArray(valor) ? valor : [valor];
  if (lista.length > MAX_IDS_FILTRO) throw filtroInvalido(campo);
  return lista.map((v) => {
    const texto = textoDelFiltro(v, campo, 100);
    if (texto === undefined) throw filtroInvalido(campo);
    return texto;
  });
}

/** `id` for resources numbered with integers (roles, audit positions). */
export function idsEnterosDelFiltro(valor: unknown, campo = 'id'): number[] | undefined {
  if (valor === undefined || valor === null) return undefined;
  const lista = Array.isArray(valor) ? valor : [valor];
  if (lista.length > MAX_IDS_FILTRO) throw filtroInvalido(campo);
  return lista.map((v) => {
    const n = enteroDelFiltro(v, campo);
    if (n === undefined) throw filtroInvalido(campo);
    return n;
  });
}

/** `%texto%` for `ILIKE`, with the pattern characters of the text taken literally. */
export const escaparLike = (texto: string): string => texto.replace(/[\\%_]/g, (c) => `\\${c}`);
export const contiene = (texto: string): string => `%${escaparLike(texto)}%`;
