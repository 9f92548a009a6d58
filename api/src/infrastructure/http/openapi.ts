import type { OpenAPIObject } from '@nestjs/swagger';
import { CONTRATOS_DE_LISTA } from './contratos-de-lista.js';

/**
 * What every operation shares, written once instead of on 172 handlers (decision 0047): the error answers
 * `{ mensaje, errores? }` (400, 401, 403, 404, 409), a success schema where the handler declares none (a list
 * answers an array with `Content-Range`, a file its bytes, anything else a JSON object), security
 * (`security: []` on the routes marked `@Publico()`), and each list's filter keys, sort fields and references
 * from its declared contract (`contratos-de-lista.ts`). `@redocly/cli lint` runs over the result in `npm test`.
 */
type Esquema = Record<string, unknown>;
type Operacion = {
  parameters?: { name: string; in: string; description?: string; schema?: Esquema; [k: string]: unknown }[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Esquema }>; headers?: Esquema; $ref?: string }>;
  requestBody?: unknown;
  security?: unknown[];
  summary?: string;
  operationId?: string;
  'x-publico'?: boolean;
  [k: string]: unknown;
};

export const ERRORES_DOCUMENTADOS = {
  '400': 'Solicitud inválida (datos, filtros, orden o rango); `errores` nombra cada campo',
  '401': 'Sin sesión o sesión vencida',
  '403': 'El rol no tiene el permiso de la operación',
  '404': 'No existe (o no es visible para quien pregunta)',
  '409': 'Una regla del dominio lo impide o el registro cambió al mismo tiempo',
} as const;

const METODOS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const ARCHIVO = /\/(archivo|foto|imagenes|documentos|pdf)(\/|$)|\/\{imagen\}$|\/\{tipo\}$/;

const esquemaError: Esquema = {
  type: 'object',
  description: 'Toda respuesta de error: un mensaje en español para la persona y, si la entrada es inválida, el detalle por campo',
  required: ['mensaje'],
  properties: {
    mensaje: { type: 'string', example: 'Filtro no admitido: color' },
    errores: {
      type: 'array',
      maxItems: 20,
      items: { type: 'object', properties: { campo: { type: 'string' }, mensaje: { type: 'string' } } },
    },
  },
};

const lista = (textos: readonly string[]) => textos.map((t) => `\`${t}\``).join(', ');

/** A property reflected as `object` that is text (a `string | null` field): typed `string`, nullable. */
function corregirTextos(esquema: unknown): void {
  if (!esquema || typeof esquema !== 'object') return;
  const e = esquema as Esquema;
  const propiedades = e.properties as Record<string, Esquema> | undefined;
  if (propiedades) {
    for (const p of Object.values(propiedades)) {
      const sinForma = p.type === 'object' && !p.properties && !p.additionalProperties && !p.$ref && !p.allOf && !p.oneOf;
      if (sinForma && (typeof p.example === 'string' || p.format === 'date' || typeof p.maxLength === 'number' || typeof p.pattern === 'string')) {
        p.type = 'string';
        p.nullable = true;
      }
      corregirTextos(p);
    }
  }
  if (e.items) corregirTextos(e.items);
}

function respuestaCorrecta(ruta: string, metodo: string, op: Operacion): void {
  const respuestas = (op.responses ??= {});
  const codigo = Object.keys(respuestas).find((c) => /^2\d\d$/.test(c)) ?? (metodo === 'post' ? '201' : '200');
  const actual = (respuestas[codigo] ??= { description: '' });
  if (!actual.description) actual.description = 'Correcto';
  if (actual.content || codigo === '204') return;
  const esLista = metodo === 'get' && op.parameters?.some((p) => p.name === 'filter');
  if (ARCHIVO.test(ruta) && metodo === 'get') {
    actual.content = { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };
  } else if (esLista) {
    actual.content = { 'application/json': { schema: { type: 'array', items: { type: 'object', additionalProperties: true } } } };
    actual.headers = { 'Content-Range': { description: '`<recurso> desde-hasta/total`', schema: { type: 'string', example: 'eps 0-24/31' } } };
  } else {
    actual.content = { 'application/json': { schema: { type: 'object', additionalProperties: true } } };
  }
}

function parametrosDeLista(ruta: string, op: Operacion): void {
  const clave = ruta.replace(/^\/api\//, '').replace(/\{([^}]+)\}/g, ':$1');
  const contrato = Object.hasOwn(CONTRATOS_DE_LISTA, clave) ? CONTRATOS_DE_LISTA[clave] : undefined;
  if (!contrato) return;
  const referencias = Object.keys(contrato.referencias ?? {});
  for (const p of op.parameters ?? []) {
    if (p.in !== 'query') continue;
    if (p.name === 'filter') {
      p.description =
        `JSON con los filtros de la lista: ${lista(['id', ...contrato.filtros])}` +
        (referencias.length ? `; getManyReference por ${lista(referencias)}` : '') +
        '. Una clave que no esté aquí responde 400.';
      p['x-filtros'] = ['id', ...contrato.filtros, ...referencias];
    } else if (p.name === 'sort') {
      p.description = `JSON [campo, "ASC" | "DESC"]; campos: ${lista(contrato.orden)}. Otro campo responde 400.`;
      p['x-orden'] = [...contrato.orden];
    } else if (p.name === 'range') {
      p.description = 'JSON [desde, hasta], desde 0; a lo sumo 1000 filas por página';
    }
  }
}

/** Completes Nest's generated document in place and returns it. */
export function completarDocumento(documento: OpenAPIObject): OpenAPIObject {
  const componentes = (documento.components ??= {});
  (componentes.schemas ??= {}).ErrorRespuesta = esquemaError;
  const respuestas = (componentes.responses ??= {}) as Record<string, unknown>;
  for (const [codigo, descripcion] of Object.entries(ERRORES_DOCUMENTADOS)) {
    respuestas[`Error${codigo}`] = { description: descripcion, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorRespuesta' } } } };
  }
  for (const esquema of Object.values(componentes.schemas)) corregirTextos(esquema);
  documento.servers = [{ url: '/', description: 'La api y el admin en el mismo origen' }];
  documento.security = [{ bearer: [] }];
  documento.info.license ??= { name: 'Privada' };

  for (const [ruta, metodos] of Object.entries(documento.paths)) {
    for (const metodo of METODOS) {
      const op = (metodos as Record<string, Operacion | undefined>)[metodo];
      if (!op) continue;
      if (op['x-publico']) {
        op.security = [];
        delete op['x-publico'];
      }
      op.summary ||= `${metodo.toUpperCase()} ${ruta}`;
      respuestaCorrecta(ruta, metodo, op);
      for (const codigo of Object.keys(ERRORES_DOCUMENTADOS)) op.responses![codigo] ??= { $ref: `#/components/responses/Error${codigo}` };
      parametrosDeLista(ruta, op);
      const cuerpo = op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined;
      for (const c of Object.values(cuerpo?.content ?? {})) corregirTextos(c.schema);
    }
  }
  return documento;
}
