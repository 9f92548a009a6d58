import { sql } from 'drizzle-orm';
import { pgTable } from 'drizzle-orm/pg-core';
import { filas, type Db } from '@avanti/libs/database/conexion';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { Proyecciones } from '@avanti/libs/projections/proyecciones';
import type { Proyector } from '@avanti/libs/projections/proyector';
import { estadoDeProyecciones } from '@avanti/libs/health/estado-proyecciones';
import { abrirBaseDePrueba, motoresDisponibles, type BaseDePrueba } from '../support/bases-de-datos.js';
import { metadataDePrueba } from '../support/metadata.js';

/**
 * One event a projector cannot apply stops that projector only: the others keep following the log,
 * the error is stored beside its checkpoint and logged with its class, SQLSTATE and the event's position
 * (never the failed query's text, which holds the event's data), it is retried with backoff, health turns
 * 503 once it is stuck too long (telling lag and stuck, nothing of the error), and it resumes by itself
 * once the cause is gone.
 */

const motores = await motoresDisponibles();
const esperarHasta = async (condicion: () => Promise<boolean>, ms = 15_000) => {
  const limite = Date.now() + ms;
  while (!(await condicion())) {
    if (Date.now() > limite) throw new Error('la condición no se cumplió a tiempo');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const contar = async (db: Db, tabla: string) => Number((await filas<{ n: string | number }>(db, sql.raw(`select count(*) as n from ${tabla}`)))[0].n);

describe.each(motores)('un proyector que falla en %s', (motor) => {
  let base: BaseDePrueba;
  let store: PostgresEventStore;
  let proyecciones: Proyecciones;
  const registros: string[] = [];

  // The fragile table refuses n = 3 until the constraint is dropped: the database's own error, whose
  // message carries the insert's parameters (the patient's name).
  const fila = (nombre: string, tabla: string): Proyector<string> => ({
    nombre,
    modo: 'asincrono',
    tablas: [pgTable(tabla, {})],
    tipos: ['Anotado'],
    aplicar: async (tx, e) => {
      const { n, paciente } = e.datos as { n: number; paciente?: string };
      await tx.execute(sql`insert into ${sql.identifier(tabla)} (posicion, n, paciente) values (${e.posicion}, ${n}, ${paciente ?? null})`);
    },
  });

  beforeAll(async () => {
    base = await abrirBaseDePrueba(motor);
    await base.db.execute(sql`create table sano_filas (posicion bigint primary key, n int, paciente text)`);
    await base.db.execute(sql`create table fragil_filas (posicion bigint primary key, n int, paciente text, constraint sin_tres check (n <> 3))`);
    store = new PostgresEventStore(base.db);
    proyecciones = new Proyecciones(base.db, store, [fila('sano', 'sano_filas'), fila('fragil', 'fragil_filas')], {
      reintentoBaseMs: 20,
      reintentoTopeMs: 100,
      atascoMs: 400,
      registrar: (m) => registros.push(m),
    });
  });
  afterAll(async () => {
    await proyecciones?.detener();
    await base?.cerrar();
  });

  it('detiene solo a ese proyector, guarda y registra el error sin los datos, la salud no los publica, y sigue solo cuando se corrige', async () => {
    proyecciones.iniciar(20);
    const anexados = [];
    for (let n = 1; n <= 6; n++) {
      anexados.push(
        ...(await store.anexar(
          [{ streamId: `nota-${n}`, versionEsperada: 0, eventos: [{ tipo: 'Anotado', datos: { n, paciente: 'DATO-CLINICO-SENSIBLE' } }] }],
          metadataDePrueba,
        )),
      );
    }
    const veneno = anexados[2];

    await esperarHasta(async () => (await contar(base.db, 'sano_filas')) === 6);
    await esperarHasta(async () => {
      const [c] = await filas<{ intentos: number }>(base.db, sql`select intentos from checkpoints where proyector = 'fragil'`);
      return (c?.intentos ?? 0) >= 3;
    });
    expect(await contar(base.db, 'fragil_filas')).toBe(2);
    const [punto] = await filas<{ ultimo_error: string; error_posicion: string | number; posicion: string | number }>(
      base.db,
      sql`select ultimo_error, error_posicion, posicion from checkpoints where proyector = 'fragil'`,
    );
    // Stored: the class and SQLSTATE (23514, a check constraint) and the event's position, nothing of the query.
    expect(punto.ultimo_error).toMatch(/^\w+ \(causa \w+ código 23514\)$/);
    expect(Number(punto.error_posicion)).toBe(veneno.posicion);
    expect(Number(punto.posicion)).toBeLessThan(veneno.posicion);
    const checkpoint = await filas(base.db, sql`select * from checkpoints where proyector = 'fragil'`);
    expect(JSON.stringify(checkpoint)).not.toMatch(/DATO-CLINICO-SENSIBLE|insert into|fragil_filas/);

    // Logged with the position, the type, the class, SQLSTATE and frames; never the failed query nor the event's data.
    expect(registros.length).toBeGreaterThanOrEqual(3);
    expect(registros[0]).toContain(`fragil falló en el evento de posición ${veneno.posicion} (Anotado`);
    expect(registros[0]).toMatch(/código 23514\)\n\s+at /);
    expect(registros.join('\n')).not.toMatch(/DATO-CLINICO-SENSIBLE|insert into|fragil_filas/);

    // Health: lag and a stuck flag per projector, nothing of the error; stuck longer than allowed → 'atascado' (503 in the processes).
    await new Promise((r) => setTimeout(r, 450));
    const estado = await estadoDeProyecciones(base.db, proyecciones.asincronos, { atascoMs: proyecciones.atascoMs });
    expect(estado.status).toBe('atascado');
    expect(estado.proyectores.find((p) => p.nombre === 'fragil')).toEqual({ nombre: 'fragil', atraso: 4, atascado: true });
    expect(estado.proyectores.find((p) => p.nombre === 'sano')).toEqual({ nombre: 'sano', atraso: 0, atascado: false });
    expect(JSON.stringify(estado)).not.toMatch(/DATO-CLINICO-SENSIBLE|23514|código/);

    // The cause is fixed: the next retry applies the rest, clears the error, health is ok again.
    await base.db.execute(sql`alter table fragil_filas drop constraint sin_tres`);
    await esperarHasta(async () => (await contar(base.db, 'fragil_filas')) === 6);
    await esperarHasta(async () => (await estadoDeProyecciones(base.db, proyecciones.asincronos)).status === 'ok');
    const [limpio] = await filas<{ ultimo_error: string | null; intentos: number; atraso: number }>(
      base.db,
      sql`select ultimo_error, intentos, atraso from checkpoints where proyector = 'fragil'`,
    );
    expect(limpio).toEqual({ ultimo_error: null, intentos: 0, atraso: 0 });
  });

  it('tras un rato sin eventos, el primero que llega no lo marca atascado; sí si espera más de lo permitido', async () => {
    await proyecciones.detener();
    await new Promise((r) => setTimeout(r, 450)); // both checkpoints now older than atascoMs
    await store.anexar([{ streamId: 'nota-7', versionEsperada: 0, eventos: [{ tipo: 'Anotado', datos: { n: 7 } }] }], metadataDePrueba);
    const recien = await estadoDeProyecciones(base.db, proyecciones.asincronos, { atascoMs: proyecciones.atascoMs });
    expect(recien.status).toBe('ok');
    expect(recien.proyectores.map((p) => p.atraso)).toEqual([1, 1]);
    const despues = await estadoDeProyecciones(base.db, proyecciones.asincronos, { atascoMs: proyecciones.atascoMs, ahora: new Date(Date.now() + 500) });
    expect(despues.status).toBe('atascado');
  });
});
