/**
 * The served api on several processes (API_PROCESOS, node:cluster, decision 0050), started from its built entry point
 * as an operator starts it: requests are answered by two different workers (told apart by the `pid` of their access
 * lines, which only the operator's log carries), a worker killed with SIGKILL leaves the api answering and comes back
 * with a new pid, /metrics adds up every worker, and SIGTERM to the primary drains them all and ends it with 0.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { abrirBaseDePrueba, type BaseDePrueba } from '../support/bases-de-datos.js';
import { describirServido, hasta, lanzar } from '../support/procesos.js';
import { SECRETO_JWT_DE_PRUEBAS } from '../support/secreto-de-pruebas.js';

const describir = await describirServido('la compilación (api/dist: npm run build)', ['api/dist/infrastructure/cluster/primario.js']);

/** What the primary gives a worker to drain (primario.ts DRENADO_MS), plus the time to see the exit. */
const DRENADO_MS = 8_000;

const puertoLibre = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });

/** One GET on a new connection (no keep-alive: the cluster hands each connection to a worker, not each request). */
function pedir(puerto: number, ruta: string): Promise<{ estado: number; cuerpo: string }> {
  return new Promise((resolver, rechazar) => {
    const req = request({ host: '127.0.0.1', port: puerto, path: ruta, agent: false, timeout: 10_000, headers: { connection: 'close' } }, (res) => {
      let cuerpo = '';
      res.on('data', (d) => (cuerpo += String(d)));
      res.on('end', () => resolver({ estado: res.statusCode ?? 0, cuerpo }));
    });
    req.on('timeout', () => req.destroy(new Error('sin respuesta en 10 s')));
    req.on('error', rechazar);
    req.end();
  });
}

type Linea = Record<string, unknown>;

describir('la api en varios procesos (API_PROCESOS=2)', () => {
  let base: BaseDePrueba;
  let api: ChildProcess;
  let salida: () => string = () => '';
  let puerto: number;
  const prefijo = `avanti-procesos-${randomBytes(4).toString('hex')}`;

  const lineas = (): Linea[] =>
    salida()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => {
        try {
          return JSON.parse(l) as Linea;
        } catch {
          return {};
        }
      });
  /** The workers the primary saw listen, in order: { trabajador, pid }. */
  const escuchando = () => lineas().filter((l) => l.componente === 'procesos' && /de la api escuchando$/.test(String(l.msg)));
  const pidsDeAcceso = (desde: number) =>
    new Set(
      lineas()
        .slice(desde)
        .filter((l) => l.componente === 'acceso' && l.ruta === '/api/health')
        .map((l) => l.pid as number),
    );

  beforeAll(async () => {
    base = await abrirBaseDePrueba('postgres');
    puerto = await puertoLibre();
    const lanzado = lanzar('api/dist/main.js', {
      DATABASE_URL: base.url!,
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: prefijo,
      FILES_DIR: mkdtempSync(join(tmpdir(), 'avanti-procesos-archivos-')),
      JWT_SECRET: SECRETO_JWT_DE_PRUEBAS,
      PORT: String(puerto),
      HOST: '127.0.0.1',
      API_PROCESOS: '2',
      LOG_LEVEL: 'info',
      LOG_PRETTY: '0',
      DEMO: '0',
    });
    api = lanzado.proceso;
    salida = lanzado.salida;
    await hasta(() => escuchando().length >= 2, 'los dos procesos de la api escuchando', 240_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${salida().slice(-4000)}`);
    });
  }, 300_000);

  afterAll(async () => {
    if (api && api.exitCode === null && api.signalCode === null) {
      api.kill('SIGKILL');
      await new Promise((r) => api.once('exit', r));
    }
    await base?.cerrar();
    const redis = new Redis('redis://127.0.0.1:6379');
    const llaves = await redis.keys(`${prefijo}:*`);
    if (llaves.length) await redis.del(...llaves);
    await redis.quit();
  }, 60_000);

  it('dos procesos distintos atienden las peticiones; el pid solo está en el registro, no en la respuesta', async () => {
    const [uno, dos] = escuchando();
    expect(uno.trabajador).toBe(1);
    expect(dos.trabajador).toBe(2);
    expect(uno.pid).not.toBe(dos.pid);
    const desde = lineas().length;
    for (let i = 0; i < 10; i++) {
      const { estado, cuerpo } = await pedir(puerto, '/api/health');
      expect(estado).toBe(200);
      expect(cuerpo).not.toContain(String(uno.pid));
      expect(cuerpo).not.toContain(String(dos.pid));
    }
    const pids = await hasta(
      () => {
        const p = pidsDeAcceso(desde);
        return p.size >= 2 ? p : null;
      },
      `líneas de acceso de los dos procesos:\n${salida().slice(-3000)}`,
    );
    expect([...pids].sort()).toEqual([uno.pid, dos.pid].sort());
  }, 120_000);

  it('/metrics suma los procesos: los dos vivos y cada petición contada una vez', async () => {
    const antes = await pedir(puerto, '/metrics');
    expect(antes.estado).toBe(200);
    expect(antes.cuerpo).toMatch(/^avanti_api_workers 2$/m);
    const contar = (texto: string) =>
      Number(/^avanti_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} (\d+)$/m.exec(texto)?.[1] ?? 0);
    for (let i = 0; i < 6; i++) await pedir(puerto, '/api/health');
    const despues = await pedir(puerto, '/metrics');
    expect(contar(despues.cuerpo) - contar(antes.cuerpo)).toBe(6);
  }, 60_000);

  it('un proceso muerto con SIGKILL: la api sigue respondiendo y el proceso vuelve con otro pid', async () => {
    const [, dos] = escuchando();
    process.kill(dos.pid as number, 'SIGKILL');
    await hasta(() => lineas().some((l) => l.componente === 'procesos' && l.pid === dos.pid && l.senal === 'SIGKILL'), 'el registro de la muerte');
    for (let i = 0; i < 6; i++) expect((await pedir(puerto, '/api/health')).estado).toBe(200);
    const nuevo = await hasta(
      () => escuchando().find((l) => l.trabajador === 2 && l.pid !== dos.pid),
      `el proceso 2 reiniciado:\n${salida().slice(-3000)}`,
      180_000,
    );
    const desde = lineas().length;
    await hasta(async () => {
      await pedir(puerto, '/api/health');
      return pidsDeAcceso(desde).has(nuevo.pid as number);
    }, 'una petición atendida por el proceso nuevo');
    const metricas = await pedir(puerto, '/metrics');
    expect(metricas.cuerpo).toMatch(/^avanti_api_worker_restarts_total 1$/m);
  }, 240_000);

  it('SIGTERM al proceso principal: los procesos terminan sus peticiones y sale con 0 dentro del drenado', async () => {
    const inicio = Date.now();
    const fin = new Promise<number | null>((r) => api.once('exit', (codigo) => r(codigo)));
    api.kill('SIGTERM');
    let plazo: NodeJS.Timeout | undefined;
    const codigo = await Promise.race([fin, new Promise<string>((r) => (plazo = setTimeout(() => r('sin salir'), DRENADO_MS + 5_000)))]);
    clearTimeout(plazo);
    expect({ codigo, salida: codigo === 0 ? '' : salida().slice(-3000) }).toEqual({ codigo: 0, salida: '' });
    expect(Date.now() - inicio).toBeLessThan(DRENADO_MS + 5_000);
    const terminados = lineas().filter((l) => l.componente === 'procesos' && /de la api terminó$/.test(String(l.msg)));
    expect(terminados.slice(-2).map((l) => l.codigo)).toEqual([0, 0]);
  }, 60_000);
});
