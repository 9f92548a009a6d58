/**
 * The read replica (issue 29, decision 0052): scripts/replica-local.sh sets up a second PostgreSQL cluster as a real
 * streaming replica of the local primary; the served api, given DATABASE_READ_URL, answers a report from it once a
 * change made through the api has been replayed there, and goes back to the primary when the replica falls further
 * behind than REPLICA_RETRASO_MAXIMO_MS (replay paused) or does not answer at all.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { filas } from '@avanti/libs/database/conexion';
import { conectarLectura } from '@avanti/libs/database/lectura';
import { abrirBaseDePrueba, postgresDisponible, type BaseDePrueba } from '../support/bases-de-datos.js';
import { hasta } from '../support/procesos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { SECRETO_JWT_DE_PRUEBAS } from '../support/secreto-de-pruebas.js';
import { pacienteValido } from '../admisiones/ayudas.js';

const RAIZ = new URL('../..', import.meta.url).pathname;
const SCRIPT = join(RAIZ, 'scripts/replica-local.sh');
const RETRASO_MAXIMO_MS = 2000;

function porQueNo(postgres: boolean): string | null {
  if (!postgres) return 'PostgreSQL no responde en 127.0.0.1:5432';
  if (process.getuid?.() !== 0) return 'scripts/replica-local.sh crea un clúster con pg_createcluster y necesita root';
  if (!existsSync('/usr/bin/pg_createcluster') || !existsSync('/usr/bin/pg_basebackup'))
    return 'faltan pg_createcluster o pg_basebackup (postgresql-common y postgresql-client de Debian)';
  return null;
}
const motivo = porQueNo(await postgresDisponible());
if (motivo) console.warn(`Réplica de lectura omitida: ${motivo}.`);
const describir = motivo ? describe.skip : describe;

const replicaLocal = (...args: string[]) =>
  execFileSync('bash', [SCRIPT, ...args], { cwd: RAIZ, encoding: 'utf8', timeout: 300_000, stdio: ['ignore', 'pipe', 'pipe'] });

/** Letters only (a name the admission accepts), different on every run. */
const apellidoUnico = () => `rep${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** A sample of /metrics: the value of one series (labels as written by prom-client), NaN when absent. */
const serie = (texto: string, nombre: string): number => {
  const linea = texto.split('\n').find((l) => l.startsWith(`${nombre} `));
  return linea ? Number(linea.slice(nombre.length + 1)) : Number.NaN;
};

describir('réplica de lectura (DATABASE_READ_URL)', () => {
  let base: BaseDePrueba;
  let app: AppDePrueba;
  let admin: string;
  let replica: pg.Client;
  let urlLectura: string;

  beforeAll(async () => {
    base = await abrirBaseDePrueba('postgres');
    const nombre = new URL(base.url!).pathname.slice(1);
    // Created after the database: the base backup of a new replica already holds it, an existing one replays it.
    const salida = replicaLocal('--base', nombre);
    const linea = /^DATABASE_READ_URL=(\S+)$/m.exec(salida);
    if (!linea) throw new Error(`replica-local.sh no imprimió DATABASE_READ_URL:\n${salida}`);
    urlLectura = linea[1];
    expect(new URL(urlLectura).port).toBe('5433');
    replica = new pg.Client({ connectionString: urlLectura });
    await hasta(
      () =>
        replica.connect().then(
          () => true,
          () => ((replica = new pg.Client({ connectionString: urlLectura })), false),
        ),
      `la base ${nombre} en la réplica`,
    );
    app = await iniciarAppDePrueba('postgres', {
      base,
      env: { DATABASE_URL: base.url!, DATABASE_READ_URL: urlLectura, REPLICA_RETRASO_MAXIMO_MS: String(RETRASO_MAXIMO_MS), JWT_SECRET: SECRETO_JWT_DE_PRUEBAS },
    });
    admin = await app.ingresar('admin');
  }, 300_000);

  afterAll(async () => {
    await replica?.query('select pg_wal_replay_resume()').catch(() => undefined);
    await replica?.end().catch(() => undefined);
    await app?.cerrar();
    if (!motivo) replicaLocal('--quitar');
  }, 120_000);

  /** Waits until the replica replayed everything the primary has flushed now. */
  const replicado = async () => {
    const [{ lsn }] = await filas<{ lsn: string }>(base.db, sql`select pg_current_wal_flush_lsn()::text as lsn`);
    await hasta(async () => (await replica.query(`select pg_last_wal_replay_lsn() >= $1::pg_lsn as al_dia`, [lsn])).rows[0].al_dia, 'la réplica al día');
  };

  /** Scans of the patients table on the replica's own statistics (a standby counts the reads it serves). */
  const lecturasEnReplica = async () => {
    const { rows } = await replica.query(`select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as n from pg_stat_user_tables where relname = 'pacientes'`);
    return Number(rows[0]?.n ?? 0);
  };

  const reportePacientes = async (q: string) => {
    const res = await app.http
      .get('/api/reportes/pacientes')
      .query({ filter: JSON.stringify({ q }) })
      .set('authorization', admin);
    expect(res.status).toBe(200);
    return res.body as Array<{ nombre: string }>;
  };

  const admitir = async (apellido: string) => {
    const res = await app.http
      .post('/api/pacientes')
      .set('authorization', admin)
      .send(pacienteValido({ primerApellido: apellido }));
    expect(res.status).toBe(201);
  };

  const metricas = async () => (await app.http.get('/metrics')).text;

  it('un informe lee de la réplica y muestra el paciente admitido por la api una vez replicado', async () => {
    const apellido = apellidoUnico();
    await admitir(apellido);
    await replicado();
    // A report's read that fell back (a moment's lag on a shared server) is not counted on the replica: asked again.
    let leido = false;
    for (let intento = 0; intento < 3 && !leido; intento++) {
      const antes = await lecturasEnReplica();
      const filasDelInforme = await reportePacientes(apellido);
      expect(filasDelInforme.map((f) => f.nombre)).toEqual([`ANA MARÍA ${apellido.toUpperCase()} GÓMEZ`]);
      // The standby publishes its counters within a few seconds of the query.
      leido = await hasta(async () => (await lecturasEnReplica()) > antes, 'la lectura en la réplica', 12_000).catch(() => false);
    }
    // On failure, why the reads went to the primary: the lag measured and the fallbacks counted.
    const texto = await metricas();
    expect({ leido, metricas: texto.split('\n').filter((l) => l.startsWith('avanti_db_replica')) }).toEqual({ leido: true, metricas: expect.any(Array) });
    expect(serie(await metricas(), 'avanti_db_replica_lag_seconds')).toBeLessThanOrEqual(RETRASO_MAXIMO_MS / 1000);
  }, 120_000);

  it('con la réplica detenida más allá de REPLICA_RETRASO_MAXIMO_MS, el informe lee de la primaria y lo cuenta en /metrics', async () => {
    await replica.query('select pg_wal_replay_pause()');
    try {
      const apellido = apellidoUnico();
      await admitir(apellido);
      const desvios = serie(await metricas(), 'avanti_db_replica_fallbacks_total{reason="retraso"}');
      // The replica cannot have this patient (its replay is paused): the report shows it only from the primary.
      const [{ tiene }] = (await replica.query(`select count(*)::int as tiene from pacientes where busqueda like '%' || $1 || '%'`, [apellido])).rows;
      expect(tiene).toBe(0);
      await hasta(async () => (await reportePacientes(apellido)).length === 1, 'el informe desde la primaria', 30_000);
      const texto = await metricas();
      expect(serie(texto, 'avanti_db_replica_fallbacks_total{reason="retraso"}')).toBeGreaterThan(Number.isNaN(desvios) ? 0 : desvios);
      expect(serie(texto, 'avanti_db_replica_lag_seconds')).toBeGreaterThan(RETRASO_MAXIMO_MS / 1000);
    } finally {
      await replica.query('select pg_wal_replay_resume()');
    }
    // Caught up again, the reads go back to the replica.
    await replicado();
    const apellido = apellidoUnico();
    await admitir(apellido);
    await replicado();
    await hasta(
      async () => {
        const antes = await lecturasEnReplica();
        await reportePacientes(apellido);
        return hasta(async () => (await lecturasEnReplica()) > antes, 'la lectura de vuelta en la réplica', 8_000).catch(() => false);
      },
      'el informe de vuelta en la réplica',
      40_000,
    );
  }, 180_000);

  it('la lectura va al servidor de la réplica; una réplica que no responde se omite sin error', async () => {
    const puerto = sql`select inet_server_port() as puerto`;
    const conReplica = conectarLectura({ primaria: base, databaseReadUrl: urlLectura, retrasoMaximoMs: 60_000 });
    const caida = conectarLectura({ primaria: base, databaseReadUrl: urlLectura.replace(':5433/', ':9/'), retrasoMaximoMs: 60_000 });
    try {
      const enReplica = (await filas<{ puerto: number }>(conReplica.db, puerto))[0].puerto;
      expect({ puerto: enReplica, estado: conReplica.estado() }).toEqual({ puerto: 5433, estado: { enUso: true, retrasoMs: expect.any(Number) } });
      const enPrimaria = (await filas<{ puerto: number }>(caida.db, puerto))[0].puerto;
      expect({ puerto: enPrimaria, estado: caida.estado() }).toEqual({ puerto: 5432, estado: { enUso: false, retrasoMs: null, motivo: 'sin-respuesta' } });
    } finally {
      await conReplica.cerrar();
      await caida.cerrar();
    }
  }, 60_000);
});
