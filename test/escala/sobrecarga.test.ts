import { sql } from 'drizzle-orm';
import { filas } from '@avanti/libs/database/conexion';
import { MENSAJE_CONSULTA_LARGA, MENSAJE_DEMASIADOS_REPORTES } from '../../api/src/reportes/limite-reportes.js';
import { postgresDisponible } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

/**
 * Overload protection of the heavy reads (issue 29, decision 0046), on PostgreSQL: a bound on concurrent reports
 * (503, Retry-After, Spanish message), statement_timeout, and the query cancelled on the server when the client
 * goes away. A transaction holding an exclusive lock on tablero_dia makes the dashboard's query wait as long as wanted.
 */
const RANGO = { desde: '2026-11-01', hasta: '2026-11-30' };
const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('protección ante sobrecarga (postgres)', () => {
  let app: AppDePrueba | undefined;
  let admin: string;
  let soltar: () => void = () => undefined;
  let bloqueo: Promise<unknown> = Promise.resolve();
  const previos = { REPORTES_SIMULTANEOS: process.env.REPORTES_SIMULTANEOS, LIMITE_CONSULTA_MS: process.env.LIMITE_CONSULTA_MS };

  beforeAll(async () => {
    if (!(await postgresDisponible())) return;
    process.env.REPORTES_SIMULTANEOS = '1';
    process.env.LIMITE_CONSULTA_MS = '2500';
    // A migrated database the app seeds itself (ADMIN_USER skips the demo template, whose build waits for every
    // transaction open on the server to close).
    app = await iniciarAppDePrueba('postgres', { env: { ADMIN_USER: 'admin' } });
    admin = await app.ingresar('admin');
  }, 300_000);
  afterAll(async () => {
    soltar();
    await bloqueo;
    await app?.cerrar();
    for (const [k, v] of Object.entries(previos))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  });

  const bloquearTablero = async () => {
    let listo: () => void = () => undefined;
    const tomado = new Promise<void>((r) => (listo = r));
    bloqueo = app!.infra.base.db
      .transaction(async (tx) => {
        await tx.execute(sql`lock table tablero_dia in access exclusive mode`);
        listo();
        await new Promise<void>((r) => (soltar = r));
      })
      .catch(() => undefined);
    await tomado;
  };
  const esperandoTablero = async () =>
    (
      await filas<{ n: number }>(
        app!.infra.base.db,
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and query like '%tablero_dia%' and query not like '%pg_stat_activity%'`,
      )
    )[0]!.n;
  const resumen = () => app!.http.get('/api/dashboard/resumen').query(RANGO).set('authorization', admin);

  it('con un reporte en curso el siguiente recibe 503 con Retry-After y el mensaje; el primero se corta por statement_timeout', async () => {
    if (!app) return;
    await bloquearTablero();
    try {
      const inicio = Date.now();
      const primero = resumen().then((r) => r);
      await dormir(400);
      const segundo = await resumen();
      expect(segundo.status).toBe(503);
      expect(segundo.headers['retry-after']).toBe('5');
      expect(segundo.body).toEqual({ mensaje: MENSAJE_DEMASIADOS_REPORTES });
      const r = await primero;
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ mensaje: MENSAJE_CONSULTA_LARGA });
      expect(Date.now() - inicio).toBeLessThan(10_000);
    } finally {
      soltar();
      await bloqueo;
    }
    // The slot is free again and the report answers once nothing blocks it.
    expect((await resumen()).status).toBe(200);
  }, 60_000);

  it('cuando el cliente se va, la consulta se cancela en el servidor (antes de su statement_timeout)', async () => {
    if (!app) return;
    await bloquearTablero();
    try {
      const peticion = resumen();
      const respuesta = peticion.then(
        () => undefined,
        () => undefined,
      );
      await dormir(500);
      expect(await esperandoTablero()).toBe(1);
      peticion.abort();
      await respuesta;
      let esperando = 1;
      for (let i = 0; i < 20 && esperando > 0; i++) {
        await dormir(50);
        esperando = await esperandoTablero();
      }
      expect(esperando).toBe(0); // well before the 2.5 s timeout
      // The slot is released: another report is not refused.
    } finally {
      soltar();
      await bloqueo;
    }
    await dormir(100);
    expect((await resumen()).status).toBe(200);
  }, 60_000);
});
