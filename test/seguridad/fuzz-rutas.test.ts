import { sql } from 'drizzle-orm';
import type { Response } from 'supertest';
import { iniciarAppDePrueba } from '../support/app-de-prueba.js';

/**
 * Every route and method of the OpenAPI document, signed in as the administrator, gets bad input:
 * NUL characters, numbers beyond the database's range, wrong types, deep or huge JSON, a prototype
 * as sort field, bad ranges, an oversize URL. Each must answer 4xx JSON with a Spanish `mensaje`,
 * never 5xx, and append no event (failed sign-ins excepted). New routes join the day they are added.
 */

type Esquema = { $ref?: string; type?: string; properties?: Record<string, Esquema>; example?: unknown; enum?: unknown[]; items?: Esquema; allOf?: Esquema[] };
interface Operacion {
  parameters?: { name: string; in: 'path' | 'query' }[];
  requestBody?: { content: Record<string, { schema: Esquema }> };
}
interface Fallo {
  peticion: string;
  estado: number;
  cuerpo: string;
}

const app = await iniciarAppDePrueba('pglite');
const token = await app.ingresar('admin');
const documento = (await app.http.get('/api/docs-json')).body as { paths: Record<string, Record<string, Operacion>>; components: { schemas: Record<string, Esquema> } };
// Signing out would end this suite's token; it reads no input (test/acceso/cierre-de-sesion.test.ts gives it garbage).
const rutas = Object.entries(documento.paths)
  .filter(([ruta]) => ruta !== '/api/auth/logout')
  .flatMap(([ruta, metodos]) => Object.entries(metodos).map(([metodo, op]) => ({ ruta, metodo, op })));

afterAll(() => app.cerrar());

const ENORME = '99999999999999999999';
const NUL = 'a\u0000b';
/** Bad values for any path parameter. */
const PARAMETROS_MALOS = [NUL, ENORME, '-1', '1e308', '__proto__', 'constructor', 'x'.repeat(300), '1.5'];
/** Bad values for any body property. */
const VALORES_MALOS: unknown[] = [NUL, 1e308, 99999999999999999999, -1e20, true, { a: 1 }, [1], 1.5];

const anidado = (profundidad: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < profundidad; i++) v = [v];
  return v;
};
const filtro = (f: unknown) => `filter=${encodeURIComponent(JSON.stringify(f))}`;
const rango = (r: string) => `range=${encodeURIComponent(r)}`;
const orden = (o: string) => `sort=${encodeURIComponent(o)}`;

/**
 * List parameters: a route that declares one (ConsultaDeLista documents filter, range and sort) must
 * refuse these with 4xx; a route that does not read it may ignore it, but never answers 5xx.
 */
const CONSULTAS_MALAS: { parametro: string; consulta: string; estricta: boolean }[] = [
  ...[filtro({ q: NUL }), filtro({ id: [NUL] }), filtro({ sede: NUL }), filtro({ desde: NUL }), filtro(anidado(500)), filtro([1]), 'filter=%7Bno', 'filter=%00'].map(
    (consulta) => ({ parametro: 'filter', consulta, estricta: true }),
  ),
  // Field values: refused where the list has the field, ignored where it has not; never a 500.
  ...[filtro({ id: [ENORME] }), filtro({ id: [1e20] }), filtro({ id: { a: 1 } }), filtro({ estado: 1e20 }), filtro({ estado: true }), filtro({ rol: 1e308 }), filtro({ tipo: '1e400' })].map(
    (consulta) => ({ parametro: 'filter', consulta, estricta: false }),
  ),
  ...['[1e20,1e20]', '[0,1e20]', '[-1,5]', '["a",1]', '[5,1]', '[0]', '{}'].map((r) => ({ parametro: 'range', consulta: rango(r), estricta: true })),
  ...['["__proto__","ASC"]', '["constructor","DESC"]', '["toString","ASC"]', '["nombre","\u0000"]', '["nombre","SIDEWAYS"]', '[1,"ASC"]'].map((o) => ({
    parametro: 'sort',
    consulta: orden(o),
    estricta: true,
  })),
];

function resolver(e: Esquema | undefined): Esquema | undefined {
  if (!e) return undefined;
  if (e.$ref) return resolver(documento.components.schemas[e.$ref.split('/').pop()!]);
  if (e.allOf) return { type: 'object', properties: Object.assign({}, ...e.allOf.map((p) => resolver(p)?.properties ?? {})) };
  return e;
}

/** A plausible body from the schema's examples, so that one bad property is the only fault. */
function cuerpoBase(esquema: Esquema | undefined): Record<string, unknown> {
  const props = resolver(esquema)?.properties ?? {};
  return Object.fromEntries(
    Object.entries(props).map(([k, p]) => {
      const r = resolver(p) ?? {};
      return [k, r.example ?? r.enum?.[0] ?? (r.type === 'number' || r.type === 'integer' ? 1 : r.type === 'boolean' ? false : r.type === 'object' ? {} : 'x')];
    }),
  );
}

const cuerposMalos = (esquema: Esquema | undefined): unknown[] => {
  const base = cuerpoBase(esquema);
  const props = resolver(esquema)?.properties ?? {};
  // An object-valued property (an export's filter) may hold any keys: {a: 1} is not bad for it.
  const malosPara = (k: string) => (resolver(props[k])?.type === 'object' ? VALORES_MALOS.filter((v) => typeof v !== 'object' || Array.isArray(v)) : VALORES_MALOS);
  const porCampo = Object.keys(base).flatMap((k) => malosPara(k).map((v) => ({ ...base, [k]: v })));
  const muchasClaves = Object.fromEntries(Array.from({ length: 8000 }, (_, i) => [`k${i}`, i]));
  return [...porCampo, anidado(3000), Array.from({ length: 20000 }, () => 1), muchasClaves, { ...base, extra: anidado(200) }, [base]];
};

/** A real id of the resource when it lists, so that body faults reach past the id check. */
async function idReal(ruta: string): Promise<string> {
  const recurso = /^\/api\/([^/{]+)\/\{id\}/.exec(ruta)?.[1];
  if (!recurso) return '00000000-0000-0000-0000-000000000000';
  const res = await app.http.get(`/api/${recurso}?range=${encodeURIComponent('[1,1]')}`).set('Authorization', token);
  const fila = Array.isArray(res.body) ? (res.body[0] as { id?: unknown } | undefined) : undefined;
  return fila?.id !== undefined ? String(fila.id) : '00000000-0000-0000-0000-000000000000';
}

const INGLES = /\b(the|must|should|cannot|invalid|not found|bad request|internal|unexpected|forbidden|unauthorized|payload|too large)\b/i;

/** 4xx JSON with a Spanish `mensaje`; when `exigir4xx` is false a 2xx (the parameter ignored) also passes, never a 5xx. */
function revisar(res: Response, peticion: string, fallos: Fallo[], exigir4xx = true): void {
  const mensaje = (res.body as { mensaje?: unknown } | undefined)?.mensaje;
  const rechazo =
    res.status >= 400 &&
    res.status < 500 &&
    /application\/json/.test(String(res.headers['content-type'])) &&
    typeof mensaje === 'string' &&
    mensaje.trim() !== '' &&
    !INGLES.test(mensaje);
  const ignorado = !exigir4xx && res.status >= 200 && res.status < 300;
  if (!rechazo && !ignorado) fallos.push({ peticion: peticion.slice(0, 160), estado: res.status, cuerpo: String(res.text).slice(0, 160) });
}

const eventosEscritos = async () => {
  const r = await app.infra.base.db.execute<{ n: number }>(sql`select count(*)::int as n from eventos where tipo <> 'IngresoFallido'`);
  return Number((r as unknown as { rows?: { n: number }[] }).rows?.[0]?.n ?? (r as unknown as { n: number }[])[0]?.n);
};

describe('Entradas malas en cada ruta del documento OpenAPI', () => {
  it('el documento lista las rutas de la api', () => {
    expect(rutas.length).toBeGreaterThan(20);
  });

  it.each(rutas.map((r) => [`${r.metodo.toUpperCase()} ${r.ruta}`, r] as const))('%s: 4xx JSON en español, nada escrito', async (_, { ruta, metodo, op }) => {
    const fallos: Fallo[] = [];
    const antes = await eventosEscritos();
    const enviar = (url: string) => (app.http as unknown as Record<string, (u: string) => import('supertest').Test>)[metodo](url).set('Authorization', token);
    const conParametros = (valor: (nombre: string) => string) => ruta.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(valor(n)));

    // Bad path parameters, one at a time.
    const nombres = [...ruta.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const real = nombres.length ? await idReal(ruta) : '';
    const sano = (n: string) => (n === 'id' ? real : 'x');
    for (const n of nombres) {
      for (const malo of PARAMETROS_MALOS) {
        const url = conParametros((p) => (p === n ? malo : sano(p)));
        revisar(await enviar(url), `${metodo} ${url}`, fallos);
      }
    }

    const url = conParametros(sano);
    // Query faults on a route that writes go to an id that does not exist: the action itself must not happen.
    const urlConsulta = metodo === 'get' ? url : conParametros(() => '00000000-0000-0000-0000-000000000000');
    const declarados = new Set((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
    for (const { parametro, consulta, estricta } of CONSULTAS_MALAS) {
      revisar(await enviar(`${urlConsulta}?${consulta}`), `${metodo} ${urlConsulta}?${consulta}`, fallos, estricta && declarados.has(parametro));
    }
    // Any query parameter, declared or not: a NUL is refused before it can reach a query.
    for (const nombre of [...declarados, 'q']) revisar(await enviar(`${urlConsulta}?${nombre}=a%00b`), `${metodo} ${urlConsulta}?${nombre}=a%00b`, fallos);
    revisar(await enviar(`${urlConsulta}?q=${'a'.repeat(17 * 1024)}`), `${metodo} ${urlConsulta}?q=<17 KB>`, fallos);

    if (['post', 'put', 'patch', 'delete'].includes(metodo)) {
      const esquema = op.requestBody?.content['application/json']?.schema ?? op.requestBody?.content['multipart/form-data']?.schema;
      // A route that takes no body ignores one: send it where the action cannot happen.
      const destino = op.requestBody ? url : urlConsulta;
      for (const cuerpo of cuerposMalos(esquema)) {
        const res = await enviar(destino).set('Content-Type', 'application/json').send(JSON.stringify(cuerpo));
        revisar(res, `${metodo} ${destino} ${JSON.stringify(cuerpo).slice(0, 100)}`, fallos);
      }
    }

    expect(fallos).toEqual([]);
    expect(await eventosEscritos()).toBe(antes);
  });
});
