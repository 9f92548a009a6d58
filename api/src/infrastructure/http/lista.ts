import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ENTERO_MAXIMO, enteroDelFiltro, textoAdmisible, textoDelFiltro } from '@avanti/libs/lecturas/filtro';
import { MAX_FILAS_PAGINA, type ConsultaLista, type Pagina } from '@avanti/libs/lecturas/rango';
import { problemaDeEstructura } from './estructura.js';

export { enteroDelFiltro as enteroOpcional, textoDelFiltro as textoOpcional } from '@avanti/libs/lecturas/filtro';

const invalido = (que: string) => new BadRequestException({ mensaje: `Parámetro ${que} inválido` });

function json<T>(texto: unknown, que: string): T | undefined {
  if (texto === undefined || texto === '') return undefined;
  if (typeof texto !== 'string' || texto.length > 10_000 || !textoAdmisible(texto)) throw invalido(que);
  try {
    return JSON.parse(texto) as T;
  } catch {
    throw invalido(que);
  }
}

const posicion = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= ENTERO_MAXIMO;
/** A sort field is a plain name: never a prototype member (`__proto__`, `constructor`) looked up in a column map. */
const campoOrdenable = (campo: unknown): campo is string =>
  typeof campo === 'string' && /^[A-Za-z][A-Za-z0-9]{0,59}$/.test(campo) && !(campo in Object.prototype);

/** Reads ra-data-simple-rest's `filter`, `range` and `sort` query parameters. */
export function leerConsultaLista(
  query: Record<string, unknown>,
  ordenPorDefecto: ConsultaLista['orden'],
  paginaPorDefecto = 25,
): ConsultaLista<Record<string, unknown>> {
  const filtro = json<Record<string, unknown>>(query.filter, 'filter') ?? {};
  if (typeof filtro !== 'object' || Array.isArray(filtro) || filtro === null) throw invalido('filter');
  const problema = problemaDeEstructura(filtro);
  if (problema) throw new BadRequestException({ mensaje: problema });
  // getMany asks for its ids without a range: answer all of them, not a default page.
  const ids = Array.isArray(filtro.id) ? filtro.id.length : 0;
  const rango = json<[number, number]>(query.range, 'range') ?? [0, Math.max(paginaPorDefecto, ids) - 1];
  if (!Array.isArray(rango) || rango.length !== 2 || !rango.every(posicion) || rango[1] < rango[0]) throw invalido('range');
  const hasta = Math.min(rango[1], rango[0] + MAX_FILAS_PAGINA - 1);
  const sort = json<[string, string]>(query.sort, 'sort');
  let orden = ordenPorDefecto;
  if (sort !== undefined) {
    if (!Array.isArray(sort) || !campoOrdenable(sort[0]) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) throw invalido('sort');
    orden = { campo: sort[0], direccion: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }
  return { filtro, desde: rango[0], hasta, orden };
}

/**
 * A list's `filter`, `range` and `sort`, read and documented in one place: the OpenAPI document
 * names them, so the fuzz suite (test/seguridad) sends every list its bad values.
 */
export const ConsultaDeLista = createParamDecorator(
  (opciones: { orden: ConsultaLista['orden']; pagina?: number }, ctx: ExecutionContext) =>
    leerConsultaLista(ctx.switchToHttp().getRequest<Request>().query as Record<string, unknown>, opciones.orden, opciones.pagina),
  [
    (objetivo, clave) => {
      const metodo = Object.getOwnPropertyDescriptor(objetivo, clave!)!;
      ApiQuery({ name: 'filter', required: false, description: 'JSON: filtros de la lista; `id` (uno o una lista) para getMany', schema: { type: 'string' } })(objetivo, clave!, metodo);
      ApiQuery({ name: 'range', required: false, description: 'JSON [desde, hasta]', schema: { type: 'string' } })(objetivo, clave!, metodo);
      ApiQuery({ name: 'sort', required: false, description: 'JSON [campo, "ASC" | "DESC"]', schema: { type: 'string' } })(objetivo, clave!, metodo);
    },
  ],
);

/** Sets `Content-Range: <recurso> a-b/total` and answers the rows. */
/** The Content-Range of a page: `recurso desde-fin/total`. */
export function rangoDePagina(recurso: string, consulta: ConsultaLista<unknown>, pagina: Pagina<unknown>): string {
  const fin = pagina.filas.length ? consulta.desde + pagina.filas.length - 1 : consulta.desde;
  return `${recurso} ${consulta.desde}-${fin}/${pagina.total}`;
}

export function responderPagina<T>(res: Response, recurso: string, consulta: ConsultaLista<unknown>, pagina: Pagina<T>): T[] {
  res.setHeader('Content-Range', rangoDePagina(recurso, consulta, pagina));
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
  return pagina.filas;
}
