import { sql } from 'drizzle-orm';
import { filas } from '@avanti/libs/database/conexion';
import { listarPacientes } from '@avanti/libs/admisiones/lecturas/pacientes';
import { listarCoberturas } from '@avanti/libs/coberturas/lecturas/coberturas';
import { TOPE_DE_CONTEO } from '@avanti/libs/http/rango';
import { abrirBaseDePrueba, postgresDisponible, type BaseDePrueba, type Motor } from '../support/bases-de-datos.js';

/**
 * Issue 29 (decision 0046): the searches use their indexes (pg_trgm on the accent-free `busqueda`, the exact code
 * lookup, the patient list's order) on both engines, and a list's total stops counting at TOPE_DE_CONTEO.
 */
const PACIENTES = TOPE_DE_CONTEO + 500;

const motores: Motor[] = ['pglite', 'postgres'];

describe.each(motores)('búsquedas indexadas (%s)', (motor) => {
  let base: BaseDePrueba | undefined;
  beforeAll(async () => {
    if (motor === 'postgres' && !(await postgresDisponible())) return;
    base = await abrirBaseDePrueba(motor);
    const db = base.db;
    await db.execute(sql`insert into pacientes (id, codigo, tipo_documento, numero_documento, primer_nombre, primer_apellido, fecha_nacimiento, sexo, fecha_ingreso, tipo_cliente, regimen, estado, documentos, sede, registrado_en, actualizado_en, busqueda)
      select 'p' || g, 'PAC' || g, 'CC', (1000000 + g)::text, 'NOMBRE' || g, 'APELLIDO' || (g % 997), '2015-01-01', 1, '2026-01-01', 1, 1, 1, '{}'::jsonb, 'sede-' || (g % 20), now(), now(),
        'apellido' || (g % 997) || ' nombre' || g || ' ' || (1000000 + g)
      from generate_series(1, ${PACIENTES}) g`);
    await db.execute(sql`insert into coberturas (id, codigo, formato, paciente_id, paciente_nombre, sede, entidad_nombre, fecha, estado, sin_orden, codigo90, registrada_por, registrada_en, busqueda)
      select 'c' || g, 'AUT-' || g || '-X', 1, 'p' || g, 'P', 'sede-' || (g % 20), 'EPS', '2026-01-01', 1, false, false, 'admin', now(), 'aut-' || g || '-x'
      from generate_series(1, ${PACIENTES}) g`);
    await db.execute(sql`analyze`);
  }, 300_000);
  afterAll(() => base?.cerrar());

  /**
   * The plan with sequential scans priced out: at 10,500 rows a scan is as cheap as the index, so this proves that
   * each query can use its index (operator class and expression match); at network size the planner picks it itself.
   */
  const plan = (consulta: ReturnType<typeof sql>) =>
    base!.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await filas<Record<string, string>>(tx, sql`explain ${consulta}`)).map((f) => Object.values(f)[0]).join('\n');
    });

  it('la búsqueda por palabras usa el índice de trigramas, el código exacto su índice y la lista su orden', async () => {
    if (!base) return;
    expect(await plan(sql`select id from pacientes where busqueda like '%nombre1234%'`)).toMatch(/pacientes_busqueda_trgm/);
    expect(await plan(sql`select id from coberturas where busqueda like '%aut-777-%'`)).toMatch(/coberturas_busqueda_trgm/);
    expect(await plan(sql`select id from coberturas where upper(regexp_replace(codigo, '\\s', '', 'g')) = 'AUT-777-X'`)).toMatch(
      /coberturas_codigo_comparable/,
    );
    expect(await plan(sql`select id from coberturas where codigo ilike '%777-%'`)).toMatch(/coberturas_codigo_trgm/);
    expect(await plan(sql`select id from pacientes order by primer_apellido, primer_nombre, id limit 25`)).toMatch(/pacientes_orden/);
    expect(await plan(sql`select id from pacientes where sede = 'sede-3' order by primer_apellido, primer_nombre, id limit 25`)).toMatch(
      /pacientes_sede_orden/,
    );
  });

  it('las listas encuentran lo mismo y su total se detiene en el tope', async () => {
    if (!base) return;
    const consulta = { desde: 0, hasta: 24, orden: { campo: 'primerApellido', direccion: 'ASC' as const } };
    const todos = await listarPacientes(base.db, { ...consulta, filtro: { sede: null } } as never, '2026-11-20');
    expect(todos.total).toBe(TOPE_DE_CONTEO + 1);
    expect(todos.filas).toHaveLength(25);
    const uno = await listarPacientes(base.db, { ...consulta, filtro: { sede: null, q: 'NÓMBRE1234 apellido' } } as never, '2026-11-20');
    expect(uno.filas.map((p) => p.id)).toEqual(expect.arrayContaining(['p1234']));
    expect(uno.total).toBe(uno.filas.length);
    const exacta = await listarCoberturas(base.db, { ...consulta, orden: { campo: 'fecha', direccion: 'DESC' }, filtro: { codigoExacto: ' aut-777-x ' } });
    expect(exacta.filas.map((c) => c.id)).toEqual(['c777']);
  });
});
