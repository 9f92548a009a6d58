/**
 * API_PROCESOS=1 against 2 (decision 0050, issue 29): the patient list as the admin asks it (25 rows by surname), with
 * autocannon (10 connections, 5 s warm-up, 20 s measured) against `node api/dist/main.js` in the served mode, the
 * machine's load before and after and the CPU of each api process, PostgreSQL and Redis from /proc.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<base> node bench/procesos.mjs [1,2,1,2]
 *
 * The database gets the demo (DEMO=1) the first time; one JSON line per run.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { readFileSync, readdirSync } from 'node:fs';
import autocannon from 'autocannon';
const RAIZ = new URL('..', import.meta.url).pathname;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/avanti_cluster_prueba';
const carga = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
const rs = (f, r, s) =>
  `filter=${encodeURIComponent(JSON.stringify(f))}&range=${encodeURIComponent(JSON.stringify(r))}&sort=${encodeURIComponent(JSON.stringify(s))}`;
async function medir(procesos, puerto) {
  const env = {
    ...process.env,
    DATABASE_URL,
    REDIS_URL: 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: 'avanti-bench-procesos',
    JWT_SECRET: 'b'.repeat(40) + '-bench-procesos',
    PORT: String(puerto),
    API_PROCESOS: String(procesos),
    LOG_LEVEL: 'warn',
    DEMO: '1',
  };
  const api = spawn('node', ['api/dist/main.js'], { cwd: RAIZ, env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${puerto}`;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  if (procesos > 1)
    for (;;) {
      const t = await (await fetch(`${base}/metrics`)).text();
      if (new RegExp(`^avanti_api_workers ${procesos}$`, 'm').test(t)) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
  const { token } = await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'admin', password: 'demo1234' }),
    })
  ).json();
  const url = `${base}/api/pacientes?${rs({}, [0, 24], ['primerApellido', 'ASC'])}`;
  await autocannon({ url, connections: 10, duration: 5, headers: { authorization: `Bearer ${token}` } });
  const cpu = () => {
    const out = {};
    for (const d of readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      try {
        const st = readFileSync(`/proc/${d}/stat`, 'utf8');
        const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8');
        if (!cmd.includes('api/dist/main.js') && !/postgres|redis/.test(st.split(' ')[1])) continue;
        const c = st.slice(st.lastIndexOf(')') + 2).split(' ');
        const n = /postgres/.test(st) ? 'postgres' : /redis/.test(st) ? 'redis' : `api${d === String(api.pid) ? '-principal' : '-' + d}`;
        out[n] = (out[n] ?? 0) + (Number(c[11]) + Number(c[12])) * 10;
      } catch {}
    }
    return out;
  };
  const cpuAntes = cpu();
  const antes = carga();
  const r = await autocannon({ url, connections: 10, duration: 20, headers: { authorization: `Bearer ${token}` } });
  const despues = carga();
  const cpuDespues = cpu();
  const cpuMs = Object.fromEntries(Object.entries(cpuDespues).map(([k, v]) => [k, v - (cpuAntes[k] ?? 0)]));
  api.kill('SIGTERM');
  await new Promise((ok) => api.once('exit', ok));
  return {
    procesos,
    rps: r.requests.average,
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    errores: r.errors,
    no2xx: r.non2xx,
    total: r.requests.total,
    cargaAntes: antes,
    cargaDespues: despues,
    cpuMs,
  };
}
const resultados = [];
for (const n of (process.argv[2] ?? '1,2').split(',').map(Number)) {
  resultados.push(await medir(n, 3930 + resultados.length));
  console.log(JSON.stringify(resultados.at(-1)));
}
