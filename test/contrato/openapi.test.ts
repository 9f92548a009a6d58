import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { CONTRATOS_DE_LISTA } from '@avanti/api/infrastructure/http/contratos-de-lista';
import { directorioDeLaCorrida } from '../support/plantillas.js';
import { iniciarAppDePrueba } from '../support/app-de-prueba.js';

/**
 * Issue 25 item 2: the document at /api/docs-json is complete (every operation declares its success schema and its
 * 400/401/403/404/409 answers with `{ mensaje, errores }`, every write its body, every list its filters, sort fields
 * and range) and `@redocly/cli lint` with the recommended rules finds 0 errors in it.
 */
const app = await iniciarAppDePrueba('pglite');
afterAll(() => app.cerrar());

type Operacion = {
  requestBody?: unknown;
  parameters?: { name: string; in: string; description?: string; 'x-filtros'?: string[]; 'x-orden'?: string[] }[];
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
};
const documento = (await app.http.get('/api/docs-json')).body as {
  paths: Record<string, Record<string, Operacion>>;
  components: { responses: Record<string, unknown> };
};
const operaciones = Object.entries(documento.paths).flatMap(([ruta, metodos]) =>
  Object.entries(metodos)
    .filter(([metodo]) => ['get', 'post', 'put', 'patch', 'delete'].includes(metodo))
    .map(([metodo, op]) => ({ id: `${metodo.toUpperCase()} ${ruta}`, metodo, ruta, op })),
);
const ERRORES = ['400', '401', '403', '404', '409'];
const REDOCLY = fileURLToPath(new URL('../../node_modules/@redocly/cli/bin/cli.js', import.meta.url));

describe('documento OpenAPI', () => {
  it('cada operación declara su respuesta correcta con esquema y sus errores {mensaje, errores}', () => {
    const sinEsquema = operaciones.filter(({ op }) => !Object.entries(op.responses ?? {}).some(([c, r]) => /^2\d\d$/.test(c) && (c === '204' || r.content)));
    const sinErrores = operaciones.filter(({ op }) => !ERRORES.every((c) => op.responses?.[c]));
    console.log(
      `[openapi] operaciones: ${operaciones.length}; con esquema de respuesta: ${operaciones.length - sinEsquema.length}; con 400/401/403/404/409: ${operaciones.length - sinErrores.length}`,
    );
    expect(sinEsquema.map((o) => o.id)).toEqual([]);
    expect(sinErrores.map((o) => o.id)).toEqual([]);
    expect(documento.components.responses.Error400).toEqual({
      description: expect.any(String),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorRespuesta' } } },
    });
  });

  it('cada lista con contrato documenta sus filtros y campos de orden', () => {
    for (const [clave, contrato] of Object.entries(CONTRATOS_DE_LISTA)) {
      const op = documento.paths[`/api/${clave}`]?.get;
      expect({ clave, documentada: !!op }).toEqual({ clave, documentada: true });
      const filter = op.parameters?.find((p) => p.name === 'filter');
      const sort = op.parameters?.find((p) => p.name === 'sort');
      expect(filter?.['x-filtros']).toEqual(expect.arrayContaining(['id', ...contrato.filtros]));
      expect(sort?.['x-orden']).toEqual([...contrato.orden]);
    }
  });

  it('cada escritura documenta su cuerpo', () => {
    const sinCuerpo = operaciones.filter(({ metodo, op }) => ['post', 'put', 'patch'].includes(metodo) && !op.requestBody).map((o) => o.id);
    const pendientes = sinCuerpo.filter((id) => !SIN_CUERPO_PROPIO.test(id));
    console.log(
      `[openapi] escrituras: ${operaciones.filter((o) => ['post', 'put', 'patch'].includes(o.metodo)).length}; sin cuerpo por diseño: ${sinCuerpo.length - pendientes.length}; con cuerpo sin documentar: ${pendientes.length}`,
    );
    expect(pendientes.sort()).toEqual([...CUERPOS_PENDIENTES].sort());
  });

  it('@redocly/cli lint (reglas recomendadas) no encuentra errores', async () => {
    const archivo = join(mkdtempSync(join(directorioDeLaCorrida(), 'openapi-')), 'avanti.json');
    writeFileSync(archivo, JSON.stringify(documento));
    const { stdout } = await promisify(execFile)(process.execPath, [REDOCLY, 'lint', archivo, '--extends=recommended', '--format=json'], {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const { problems } = JSON.parse(stdout) as { problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
    const errores = problems.filter((p) => p.severity === 'error');
    const avisos = problems.filter((p) => p.severity === 'warn');
    console.log(`[openapi] redocly: ${errores.length} errores, ${avisos.length} avisos (${[...new Set(avisos.map((a) => a.ruleId))].join(', ')})`);
    expect(errores.map((e) => `${e.ruleId}: ${e.message} ${e.location[0]?.pointer ?? ''}`)).toEqual([]);
  }, 120_000);
});

/** Commands whose whole input is their path (activate, deactivate, annul, accept, sign out). */
const SIN_CUERPO_PROPIO = /^POST \/api\/(auth\/logout|.+\/\{id\}\/(activar|desactivar|anular|aceptar-cyt)|coberturas\/\{id\}\/cancelar)$/;

/**
 * Writes that read a body they do not document. Issue 25 item 1 moved the session commands to typed DTOs in their own
 * folders, which documents them; a write that reads a body and is not documented fails this test.
 */
const CUERPOS_PENDIENTES: string[] = [];
