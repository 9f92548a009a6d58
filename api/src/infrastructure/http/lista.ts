import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { ENTERO_MAXIMO, textoAdmisible } from '@avanti/libs/http/filtro';
import { MAX_FILAS_PAGINA, type ConsultaLista, type Pagina } from '@avanti/libs/http/rango';
import { problemaDeEstructura } from './estructura.js';
import { contratoDeRuta, type ContratoDeLista } from './contratos-de-lista.js';

export { enteroDelFiltro as enteroOpcional, textoDelFiltro as textoOpcional } from '@avanti/libs/http/filtro';

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

export const MENSAJES_LISTA = {
  filtroNoAdmitido: (clave: string) => `Filtro no admitido: ${clave}`,
  ordenNoAdmitido: (campo: string) => `No se puede ordenar por: ${campo}`,
} as const;

/**
 * The list's declared contract applied to its filter: an unknown key is refused, a getManyReference target
 * (`pacienteId`) is renamed to the key the handler reads (`paciente`).
 */
function filtroSegunContrato(filtro: Record<string, unknown>, contrato: ContratoDeLista): Record<string, unknown> {
  const resultado: Record<string, unknown> = {};
  for (const [clave, valor] of Object.entries(filtro)) {
    const destino = contrato.referencias && Object.hasOwn(contrato.referencias, clave) ? contrato.referencias[clave] : clave;
    if (destino !== 'id' && !contrato.filtros.includes(destino)) {
      throw new BadRequestException({ mensaje: MENSAJES_LISTA.filtroNoAdmitido(clave.slice(0, 60)) });
    }
    if (destino !== clave && Object.hasOwn(filtro, destino) && filtro[destino] !== valor) throw invalido('filter');
    resultado[destino] = valor;
  }
  return resultado;
}

/** Reads ra-data-simple-rest's `filter`, `range` and `sort` query parameters, held to the list's contract when it has one. */
export function leerConsultaLista(
  query: Record<string, unknown>,
  ordenPorDefecto: ConsultaLista['orden'],
  paginaPorDefecto = 25,
  contrato?: ContratoDeLista,
): ConsultaLista<Record<string, unknown>> {
  let filtro = json<Record<string, unknown>>(query.filter, 'filter') ?? {};
  if (typeof filtro !== 'object' || Array.isArray(filtro) || filtro === null) throw invalido('filter');
  const problema = problemaDeEstructura(filtro);
  if (problema) throw new BadRequestException({ mensaje: problema });
  if (contrato) filtro = filtroSegunContrato(filtro, contrato);
  // getMany asks for its ids without a range: answer all of them, not a default page.
  const ids = Array.isArray(filtro.id) ? filtro.id.length : 0;
  const rango = json<[number, number]>(query.range, 'range') ?? [0, Math.max(paginaPorDefecto, ids) - 1];
  if (!Array.isArray(rango) || rango.length !== 2 || !rango.every(posicion) || rango[1] < rango[0]) throw invalido('range');
  const hasta = Math.min(rango[1], rango[0] + MAX_FILAS_PAGINA - 1);
  const sort = json<[string, string]>(query.sort, 'sort');
  let orden = ordenPorDefecto;
  if (sort !== undefined) {
    if (!Array.isArray(sort) || !campoOrdenable(sort[0]) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) throw invalido('sort');
    // `id` is react-admin's default sort (List, ReferenceManyField): always accepted; lists whose read does not sort by it answer in their default order.
    const admitido = (c: string) => c === 'id' || c === ordenPorDefecto.campo || contrato!.orden.includes(c) || !!contrato!.ordenPendiente?.includes(c);
    if (contrato && !admitido(sort[0])) throw new BadRequestException({ mensaje: MENSAJES_LISTA.ordenNoAdmitido(sort[0]) });
    orden = { campo: sort[0], direccion: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }
  return { filtro, desde: rango[0], hasta, orden };
}

/**
 * A list's `filter`, `range` and `sort`, read and documented in one place: the OpenAPI document
 * names them, so the fuzz suite (test/seguridad) sends every list its bad values.
 */
export const ConsultaDeLista = createParamDecorator(
  (opciones: { orden: ConsultaLista['orden']; pagina?: number }, ctx: ExecutionContext) => {
    const req = ctx.switchToHttp().getRequest<Request>();
    const ruta = (req.route as { path?: string } | undefined)?.path;
    return leerConsultaLista(req.query as Record<string, unknown>, opciones.orden, opciones.pagina, contratoDeRuta(ruta));
  },
  [
    (objetivo, clave) => {
      const metodo = Object.getOwnPropertyDescriptor(objetivo, clave!)!;
      // openapi.ts lists each resource's filter keys and sort fields from its declared contract.
      ApiQuery({ name: 'filter', required: false, description: 'JSON: filtros de la lista; `id` (uno o una lista) para getMany', schema: { type: 'string' } })(
        objetivo,
        clave!,
        metodo,
      );
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

/**
 * react-admin's getOne through the list's own reading (site scope included): the list asked for that one id,
 * its row, or 404 with the resource's message. `filtro` is what the list builds for `filter={"id":[id]}`.
 */
export async function unoDeLaLista<F, T>(listar: (consulta: ConsultaLista<F>) => Promise<Pagina<T>>, filtro: F, orden: string, mensaje: string): Promise<T> {
  const { filas } = await listar({ filtro, desde: 0, hasta: 0, orden: { campo: orden, direccion: 'ASC' } });
  if (!filas[0]) throw new NoEncontrado(mensaje);
  return filas[0];
}
