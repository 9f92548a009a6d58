import { jest } from '@jest/globals';
import type { LoggerService } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Response } from 'supertest';
import { ROLES_PREDETERMINADOS } from '@avanti/libs/acceso/roles-predeterminados';
import { USUARIOS_DEMO_ROLES } from '@avanti/api/acceso/siembra/siembra';
import { pacienteValido } from '../admisiones/ayudas.js';
import { iniciarAppDePrueba } from '../support/app-de-prueba.js';

/**
 * Every route and method of the OpenAPI document, signed in as every kind of role that may use it, gets bad
 * input: NUL characters, lone UTF-16 surrogates, impossible dates (years 0000 and 10000, months 00
 * and 13), numbers beyond the database's range, wrong types, deep or huge JSON, a prototype as sort
 * field, bad ranges, an oversize URL. Each must answer 4xx JSON with a Spanish `mensaje`, never 5xx,
 * and append no event (failed sign-ins excepted); `null` in an optional field may be accepted as
 * absent but never answers 5xx. The sign-in is fuzzed without a session. The server's log must not
 * gain a line about a 500 or one holding a value the suite sent. New routes join the day they are added.
 */

type Esquema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Esquema>;
  required?: string[];
  example?: unknown;
  format?: string;
  description?: string;
  enum?: unknown[];
  items?: Esquema;
  allOf?: Esquema[];
};
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
/**
 * Every demo role, once per set of permissions: the five therapist roles hold the same set, and so do 19, 20
 * and 23; on the same site they take the same paths through every guard and handler. They all sign in
 * before any failed sign-in can slow this address down.
 */
const permisosDelRol = (rol: number) => [...(ROLES_PREDETERMINADOS.find((r) => r.numero === rol)?.permisos ?? [])].sort().join(',');
const rolesDistintos = USUARIOS_DEMO_ROLES.filter((rol, i) => USUARIOS_DEMO_ROLES.findIndex((otro) => permisosDelRol(otro) === permisosDelRol(rol)) === i);
const USUARIOS = ['admin', ...rolesDistintos.map((rol) => `rol${rol}`)];
const tokens = new Map<string, string>();
for (const usuario of USUARIOS) tokens.set(usuario, await app.ingresar(usuario));
const token = tokens.get('admin')!;
// Two patients (idReal reads the second row), so that the routes under /api/pacientes/{id} take their bodies past the id check.
for (let i = 0; i < 2; i++) {
  const admision = await app.http.post('/api/pacientes').set('Authorization', token).send(pacienteValido());
  if (admision.status !== 201) throw new Error(`No se pudo admitir el paciente de prueba: ${admision.status} ${JSON.stringify(admision.body)}`);
}
const MENSAJE_SIN_PERMISO = 'No tiene permiso para realizar esta acción';

/** What the server writes to its log while the suite runs: Nest's logger, the console, stdout and stderr. */
const registro: string[] = [];
const anotar = (...a: unknown[]) => void registro.push(a.map(String).join(' '));
const capturador: LoggerService = { log: anotar, error: anotar, warn: anotar, debug: anotar, verbose: anotar };
app.app.useLogger(capturador);
for (const flujo of [process.stdout, process.stderr]) {
  const original = flujo.write.bind(flujo);
  jest.spyOn(flujo, 'write').mockImplementation(((texto: unknown, ...resto: unknown[]) => {
    registro.push(String(texto));
    return (original as (...a: unknown[]) => boolean)(texto, ...resto);
  }) as typeof flujo.write);
}
for (const metodo of ['log', 'error', 'warn', 'info'] as const) jest.spyOn(console, metodo).mockImplementation(anotar);
const documento = (await app.http.get('/api/docs-json')).body as {
  paths: Record<string, Record<string, Operacion>>;
  components: { schemas: Record<string, Esquema> };
};
// Signing out would end this suite's token; it reads no input (test/acceso/cierre-de-sesion.test.ts gives it garbage).
const rutas = Object.entries(documento.paths)
  .filter(([ruta]) => ruta !== '/api/auth/logout')
  .flatMap(([ruta, metodos]) => Object.entries(metodos).map(([metodo, op]) => ({ ruta, metodo, op })));

afterAll(async () => {
  jest.restoreAllMocks();
  await app.cerrar();
});

const ENORME = '99999999999999999999';
const NUL = 'a\u0000b';
/** Bad values for any path parameter. */
const PARAMETROS_MALOS = [NUL, ENORME, '-1', '1e308', '__proto__', 'constructor', 'x'.repeat(300), '1.5'];
/** Lone UTF-16 surrogates (JSON escapes can carry them; PostgreSQL and validator.js cannot take them), one inside an e-mail. */
const SURROGADOS = ['fz\ud800', 'fz\udfffy', 'fz\udc00\ud800', 'fz\ud800@correo.com'];
/** Dates of the right shape that no calendar has: years 0000 and 10000, months 00 and 13, day 00. */
const FECHAS_MALAS = ['0000-01-01', '10000-01-01', '2026-00-15', '2026-13-15', '2026-02-30', '2026-02-00'];
/** Bad values for any body property. */
const VALORES_MALOS: unknown[] = [NUL, 1e308, 99999999999999999999, -1e20, true, { a: 1 }, [1], 1.5, ...SURROGADOS, ...FECHAS_MALAS];
/** Strings the suite sends that no log line may repeat (short ones could match by chance). */
const VALORES_ENVIADOS = [...PARAMETROS_MALOS, ...VALORES_MALOS].filter((v): v is string => typeof v === 'string' && v.length >= 4);

const anidado = (profundidad: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < profundidad; i++) v = [v];
  return v;
};
/** The date fields of the lists' and reports' filters. */
const CAMPOS_FECHA_FILTRO = ['desde', 'hasta', 'fecha', 'dia'];
const filtro = (f: unknown) => `filter=${encodeURIComponent(JSON.stringify(f))}`;
const rango = (r: string) => `range=${encodeURIComponent(r)}`;
const orden = (o: string) => `sort=${encodeURIComponent(o)}`;

/**
 * List parameters: a route that declares one (ConsultaDeLista documents filter, range and sort) must
 * refuse these with 4xx; a route that does not read it may ignore it, but never answers 5xx.
 */
const CONSULTAS_MALAS: { parametro: string; consulta: string; estricta: boolean }[] = [
  ...[
    filtro({ q: NUL }),
    filtro({ id: [NUL] }),
    filtro({ sede: NUL }),
    filtro({ desde: NUL }),
    filtro(anidado(500)),
    filtro([1]),
    'filter=%7Bno',
    'filter=%00',
  ].map((consulta) => ({ parametro: 'filter', consulta, estricta: true })),
  // Field values: refused where the list has the field, ignored where it has not; never a 500.
  ...[
    filtro({ id: [ENORME] }),
    filtro({ id: [1e20] }),
    filtro({ id: { a: 1 } }),
    filtro({ estado: 1e20 }),
    filtro({ estado: true }),
    filtro({ rol: 1e308 }),
    filtro({ tipo: '1e400' }),
  ].map((consulta) => ({ parametro: 'filter', consulta, estricta: false })),
  ...['[1e20,1e20]', '[0,1e20]', '[-1,5]', '["a",1]', '[5,1]', '[0]', '{}'].map((r) => ({ parametro: 'range', consulta: rango(r), estricta: true })),
  ...['["__proto__","ASC"]', '["constructor","DESC"]', '["toString","ASC"]', '["nombre","\u0000"]', '["nombre","SIDEWAYS"]', '[1,"ASC"]'].map((o) => ({
    parametro: 'sort',
    consulta: orden(o),
    estricta: true,
  })),
];

/**
 * What each role sends to every list it may read: a lone surrogate in a filter's value or key (JSON escapes
 * carry it past the URL's UTF-8), impossible dates in each date field a filter may have (beside a patient:
 * the patient reports' filter needs one), null where a filter field is optional.
 */
const consultasPorRol = (completo: boolean): { parametro: string; consulta: string; estricta: boolean }[] => [
  ...[filtro({ q: SURROGADOS[0] }), filtro({ id: [SURROGADOS[1]] }), filtro({ [SURROGADOS[2]]: 1 })]
    .slice(0, completo ? 3 : 1)
    .map((consulta) => ({ parametro: 'filter', consulta, estricta: true })),
  // The administrator tries each impossible date in each field; the other roles one date per field, in turn.
  ...FECHAS_MALAS.slice(0, 4)
    .flatMap((f, i) =>
      CAMPOS_FECHA_FILTRO.filter((_, j) => completo || i === j).map((campo) => filtro({ paciente: 'x', desde: '2026-01-01', hasta: '2026-01-31', [campo]: f })),
    )
    .map((consulta) => ({ parametro: 'filter', consulta, estricta: false })),
  { parametro: 'filter', consulta: filtro({ q: null, id: null, sede: null, desde: null, hasta: null, estado: null, paciente: null }), estricta: false },
];

function resolver(e: Esquema | undefined): Esquema | undefined {
  if (!e) return undefined;
  if (e.$ref) return resolver(documento.components.schemas[e.$ref.split('/').pop()!]);
  if (e.allOf) {
    const partes = e.allOf.map((p) => resolver(p) ?? {});
    return { type: 'object', properties: Object.assign({}, ...partes.map((p) => p.properties ?? {})), required: partes.flatMap((p) => p.required ?? []) };
  }
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

/** A date property: by its example, format or description, or by a name that says it holds one. */
const esFecha = (nombre: string, p: Esquema): boolean =>
  /^\d{4}-\d{2}-\d{2}/.test(String(p.example ?? '')) ||
  p.format === 'date' ||
  p.format === 'date-time' ||
  /aaaa-mm-dd/i.test(p.description ?? '') ||
  /^(fecha|desde|hasta)|(Fecha|Desde|Hasta|Vencimiento|Nacimiento)$/.test(nombre);

/**
 * One bad property at a time over the plausible body, then the shape faults the parser refuses. Impossible
 * dates go to date properties only: elsewhere '0000-01-01' is a fine text.
 */
const cuerposMalos = (esquema: Esquema | undefined, completo: boolean): unknown[] => {
  const base = cuerpoBase(esquema);
  const props = resolver(esquema)?.properties ?? {};
  // The administrator's pass sends every bad value; each other role what its scope could treat differently.
  const malos = completo ? VALORES_MALOS : [NUL, SURROGADOS[0], SURROGADOS[3], ...FECHAS_MALAS];
  const malosPara = (k: string) => {
    const p = resolver(props[k]) ?? {};
    // An object-valued property (an export's filter) may hold any keys: {a: 1} is not bad for it.
    const valores = p.type === 'object' ? malos.filter((v) => typeof v !== 'object' || Array.isArray(v)) : malos;
    return esFecha(k, p) ? valores : valores.filter((v) => !FECHAS_MALAS.includes(v as string));
  };
  const porCampo = Object.keys(base).flatMap((k) => malosPara(k).map((v) => ({ ...base, [k]: v })));
  if (!completo) return porCampo;
  const muchasClaves = Object.fromEntries(Array.from({ length: 8000 }, (_, i) => [`k${i}`, i]));
  return [...porCampo, anidado(3000), Array.from({ length: 20000 }, () => 1), muchasClaves, { ...base, extra: anidado(200) }, [base]];
};

/** The plausible body with `null` in each optional property, then in all of them: absent, or refused, never a 500. */
const cuerposConNulos = (esquema: Esquema | undefined): Record<string, unknown>[] => {
  const e = resolver(esquema);
  // Empty lists where the schema has lists, so that the null is the only thing a handler could trip on.
  const base = Object.fromEntries(Object.entries(cuerpoBase(esquema)).map(([k, v]) => [k, resolver(e?.properties?.[k])?.type === 'array' ? [] : v]));
  const opcionales = Object.keys(e?.properties ?? {}).filter((k) => !(e?.required ?? []).includes(k));
  if (!opcionales.length) return [];
  return [...opcionales.map((k) => ({ ...base, [k]: null })), { ...base, ...Object.fromEntries(opcionales.map((k) => [k, null])) }];
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

/**
 * Events a request of the suite may leave without being a write of its input: a failed sign-in, a read of a
 * clinical history (recorded by design, decision 0027), an export finishing in the background that an earlier,
 * valid request (null as absent) asked for.
 */
const eventosEscritos = async () => {
  const r = await app.infra.base.db.execute<{ n: number }>(
    sql`select count(*)::int as n from eventos where tipo not in ('IngresoFallido', 'HistoriaConsultada', 'ExportacionCompletada', 'ExportacionFallida')`,
  );
  return Number((r as unknown as { rows?: { n: number }[] }).rows?.[0]?.n ?? (r as unknown as { n: number }[])[0]?.n);
};

/** New log lines that tell of a 500 or repeat a value the suite sent. */
function registroLimpio(desde: number): string[] {
  return registro
    .slice(desde)
    .filter((linea) => /\b500\b|Errores/.test(linea) || VALORES_ENVIADOS.some((v) => linea.includes(v)))
    .map((linea) => linea.slice(0, 300));
}

/** Whether the role passes the route's permission check: a probe where nothing can happen (an id that does not exist, an empty body). */
async function pasaElPermiso(usuario: string, metodo: string, ruta: string, conCuerpo: boolean): Promise<boolean> {
  if (usuario === 'admin') return true;
  const url = ruta.replace(/\{(\w+)\}/g, '00000000-0000-0000-0000-000000000000');
  let peticion = (app.http as unknown as Record<string, (u: string) => import('supertest').Test>)[metodo](url).set('Authorization', tokens.get(usuario)!);
  if (conCuerpo) peticion = peticion.set('Content-Type', 'application/json').send('{}');
  const res = await peticion;
  return !(res.status === 403 && (res.body as { mensaje?: string }).mensaje === MENSAJE_SIN_PERMISO);
}

describe('Ingreso sin sesión', () => {
  // First of the suite: the address has no failures yet, so each attempt reaches the users' table.
  it('usuario y contraseña con surrogados sueltos, NUL o tipos equivocados: 4xx en español, nada en el registro', async () => {
    const fallos: Fallo[] = [];
    const desde = registro.length;
    const malos = [...SURROGADOS, NUL, 'x'.repeat(300), 1e308, true, { a: 1 }, [1], null];
    for (const campo of ['usuario', 'password']) {
      for (const malo of malos) {
        const cuerpo = { usuario: 'admin', password: 'otra-clave', [campo]: malo };
        revisar(await app.http.post('/api/auth/login').send(cuerpo), `post /api/auth/login ${JSON.stringify(cuerpo)}`, fallos);
      }
    }
    expect(fallos).toEqual([]);
    expect(registroLimpio(desde)).toEqual([]);
  });
});

describe('Entradas malas en cada ruta del documento OpenAPI', () => {
  it('el documento lista las rutas de la api', () => {
    expect(rutas.length).toBeGreaterThan(20);
  });

  it.each(rutas.map((r) => [`${r.metodo.toUpperCase()} ${r.ruta}`, r] as const))(
    '%s: 4xx JSON en español, nada escrito, nada en el registro',
    async (_, { ruta, metodo, op }) => {
      const fallos: Fallo[] = [];
      const desde = registro.length;
      const escribe = ['post', 'put', 'patch', 'delete'].includes(metodo);
      const esquema = op.requestBody?.content['application/json']?.schema ?? op.requestBody?.content['multipart/form-data']?.schema;
      const conParametros = (valor: (nombre: string) => string) => ruta.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(valor(n)));
      const nombres = [...ruta.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const real = nombres.length ? await idReal(ruta) : '';
      const sano = (n: string) => (n === 'id' ? real : 'x');
      const url = conParametros(sano);
      // Query faults on a route that writes go to an id that does not exist: the action itself must not happen.
      const urlConsulta = metodo === 'get' ? url : conParametros(() => '00000000-0000-0000-0000-000000000000');
      const declarados = new Set((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
      // A route that takes no body ignores one: send it where the action cannot happen.
      const destino = op.requestBody ? url : urlConsulta;
      // The sign-in is public: its own test above and the administrator's pass here cover it.
      const usuarios = ruta === '/api/auth/login' ? ['admin'] : USUARIOS;

      for (const usuario of usuarios) {
        if (!(await pasaElPermiso(usuario, metodo, ruta, Boolean(op.requestBody)))) continue;
        const antes = await eventosEscritos();
        const enviar = (u: string) =>
          (app.http as unknown as Record<string, (u: string) => import('supertest').Test>)[metodo](u).set('Authorization', tokens.get(usuario)!);
        const como = `[${usuario}] ${metodo}`;

        // What the parsers refuse whoever asks (the URL's and the lists' limits) is sent by the administrator only.
        const completo = usuario === 'admin';
        // Bad path parameters, one at a time.
        for (const n of nombres) {
          for (const malo of completo ? PARAMETROS_MALOS : PARAMETROS_MALOS.slice(0, 3)) {
            const u = conParametros((p) => (p === n ? malo : sano(p)));
            revisar(await enviar(u), `${como} ${u}`, fallos);
          }
        }
        const consultas = [...(completo ? CONSULTAS_MALAS : []), ...(metodo === 'get' ? consultasPorRol(completo) : [])];
        for (const { parametro, consulta, estricta } of consultas) {
          revisar(await enviar(`${urlConsulta}?${consulta}`), `${como} ${urlConsulta}?${consulta}`, fallos, estricta && declarados.has(parametro));
        }
        // Any query parameter, declared or not: a NUL is refused before it can reach a query; a declared one gets impossible dates.
        if (completo) {
          for (const nombre of [...declarados, 'q']) revisar(await enviar(`${urlConsulta}?${nombre}=a%00b`), `${como} ${urlConsulta}?${nombre}=a%00b`, fallos);
          revisar(await enviar(`${urlConsulta}?q=${'a'.repeat(17 * 1024)}`), `${como} ${urlConsulta}?q=<17 KB>`, fallos);
          for (const nombre of declarados) {
            for (const f of FECHAS_MALAS.slice(0, 4))
              revisar(await enviar(`${urlConsulta}?${nombre}=${f}`), `${como} ${urlConsulta}?${nombre}=${f}`, fallos, false);
          }
        }

        if (escribe) {
          for (const cuerpo of cuerposMalos(esquema, completo)) {
            const res = await enviar(destino).set('Content-Type', 'application/json').send(JSON.stringify(cuerpo));
            revisar(res, `${como} ${destino} ${JSON.stringify(cuerpo).slice(0, 100)}`, fallos);
          }
        }
        expect({ usuario, escritos: (await eventosEscritos()) - antes }).toEqual({ usuario, escritos: 0 });

        // null in an optional property is absent: the body may then be accepted (and write), never a 500.
        if (escribe) {
          for (const cuerpo of cuerposConNulos(esquema)) {
            const res = await enviar(destino).set('Content-Type', 'application/json').send(JSON.stringify(cuerpo));
            revisar(res, `${como} ${destino} ${JSON.stringify(cuerpo).slice(0, 100)}`, fallos, false);
          }
        }
      }

      expect(fallos).toEqual([]);
      expect(registroLimpio(desde)).toEqual([]);
    },
    300_000,
  );
});
