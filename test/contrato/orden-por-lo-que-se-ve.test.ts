import { sql } from 'drizzle-orm';
import { filas } from '@avanti/libs/database/conexion';
import { CONTRATOS_DE_LISTA } from '@avanti/api/infrastructure/http/contratos-de-lista';
import { iniciarAppDePrueba } from '../support/app-de-prueba.js';

/**
 * Issue 25 item 3: a column the admin lets people sort is sorted by the server, by what the column shows (the
 * contract type's name, the site's name, the person's name), never accepted and ignored. For each money list and the
 * coverages list of the full demo and each of its declared sort fields, a page sorted ascending holds the row values in the order
 * PostgreSQL's own collation gives them, and descending in the reverse.
 */
const app = await iniciarAppDePrueba('pglite', { demoCompleta: true });
afterAll(() => app.cerrar());
const admin = await app.ingresar('admin');

const RECURSOS = ['salarios', 'copagos', 'gastos-variables', 'gastos-fijos', 'descargos', 'coberturas', 'reportes/pacientes'] as const;
/** Sorted by something other than the text shown, on purpose: the patients report shows 'Ana Pérez' and sorts by surname. */
const POR_OTRA_COSA: Record<string, string[]> = { 'reportes/pacientes': ['nombre', 'documento'] };
const RANGO = { desde: '2026-01-01', hasta: '2026-12-31' };

type Valor = string | number | boolean | null;

/** The values as the database orders them: numbers by value, text by the collation the lists sort with. */
async function enOrden(valores: Valor[]): Promise<Valor[]> {
  const presentes = valores.filter((v): v is string | number | boolean => v !== null && v !== undefined);
  const nulos = valores.length - presentes.length;
  let ordenados: Valor[];
  if (presentes.every((v) => typeof v === 'number')) ordenados = [...(presentes as number[])].sort((a, b) => a - b);
  else {
    const [f] = await filas<{ v: string[] | null }>(
      app.infra.base.db,
      sql`select array_agg(v order by v) as v from unnest(${sql.param(presentes.map(String))}::text[]) as v`,
    );
    ordenados = f.v ?? [];
  }
  return [...ordenados, ...Array<null>(nulos).fill(null)];
}

describe.each(RECURSOS)('%s: cada columna ordenable la ordena el servidor', (recurso) => {
  const contrato = CONTRATOS_DE_LISTA[recurso];

  it.each(contrato.orden.filter((c) => !POR_OTRA_COSA[recurso]?.includes(c)).map((c) => [c]))('por %s', async (campo) => {
    const pedir = (orden: 'ASC' | 'DESC') =>
      app.http
        .get(`/api/${recurso}`)
        .query({
          filter: JSON.stringify(recurso === 'salarios' || recurso === 'reportes/pacientes' ? {} : RANGO),
          sort: JSON.stringify([campo, orden]),
          range: '[0,499]',
        })
        .set('authorization', admin);
    const [asc, desc] = await Promise.all([pedir('ASC'), pedir('DESC')]);
    expect([asc.status, desc.status]).toEqual([200, 200]);
    const filasAsc = asc.body as Record<string, Valor>[];
    expect(filasAsc.length).toBeGreaterThan(1);
    const valores = (f: Record<string, Valor>[]) => f.map((r) => (typeof r[campo] === 'boolean' ? String(r[campo]) : (r[campo] ?? null)));
    expect(filasAsc.every((r) => campo in r)).toBe(true);
    const ascendentes = valores(filasAsc);
    expect(ascendentes).toEqual(await enOrden(ascendentes));
    const descendentes = valores(desc.body);
    const alReves = [...(await enOrden(descendentes))].reverse();
    // Descending puts nulls first in PostgreSQL, as the reverse of ascending does.
    expect(descendentes).toEqual(alReves);
  });
});
