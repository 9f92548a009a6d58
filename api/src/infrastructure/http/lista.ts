import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';
import { MAX_FILAS_PAGINA, type ConsultaLista, type Pagina } from '@avanti/libs/lecturas/rango';

const invalido = (que: string) => new BadRequestException({ mensaje: `Parámetro ${que} inválido` });

function json<T>(texto: string | undefined, que: string): T | undefined {
  if (texto === undefined || texto === '') return undefined;
  try {
    return JSON.parse(texto) as T;
  } catch {
    throw invalido(que);
  }
}

/** Reads ra-data-simple-rest's `filter`, `range` and `sort` query parameters. */
export function leerConsultaLista(
  query: Record<string, string | undefined>,
  ordenPorDefecto: ConsultaLista['orden'],
  paginaPorDefecto = 25,
): ConsultaLista<Record<string, unknown>> {
  const filtro = json<Record<string, unknown>>(query.filter, 'filter') ?? {};
  if (typeof filtro !== 'object' || Array.isArray(filtro) || filtro === null) throw invalido('filter');
  const rango = json<[number, number]>(query.range, 'range') ?? [0, paginaPorDefecto - 1];
  if (!Array.isArray(rango) || rango.length !== 2 || !rango.every((n) => Number.isInteger(n) && n >= 0) || rango[1] < rango[0]) {
    throw invalido('range');
  }
  const hasta = Math.min(rango[1], rango[0] + MAX_FILAS_PAGINA - 1);
  const sort = json<[string, string]>(query.sort, 'sort');
  let orden = ordenPorDefecto;
  if (sort) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) throw invalido('sort');
    orden = { campo: sort[0], direccion: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }
  return { filtro, desde: rango[0], hasta, orden };
}

/** Sets `Content-Range: <recurso> a-b/total` and answers the rows. */
export function responderPagina<T>(res: Response, recurso: string, consulta: ConsultaLista<unknown>, pagina: Pagina<T>): T[] {
  const fin = pagina.filas.length ? consulta.desde + pagina.filas.length - 1 : consulta.desde;
  res.setHeader('Content-Range', `${recurso} ${consulta.desde}-${fin}/${pagina.total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
  return pagina.filas;
}

/** A filter value that must be a whole number, or absent. */
export function enteroOpcional(valor: unknown, que: string): number | undefined {
  if (valor === undefined || valor === null || valor === '') return undefined;
  const n = Number(valor);
  if (!Number.isInteger(n)) throw invalido(que);
  return n;
}

export function textoOpcional(valor: unknown, que: string, max = 200): string | undefined {
  if (valor === undefined || valor === null || valor === '') return undefined;
  if (typeof valor !== 'string' && typeof valor !== 'number') throw invalido(que);
  const texto = String(valor);
  if (texto.length > max) throw invalido(que);
  return texto;
}
