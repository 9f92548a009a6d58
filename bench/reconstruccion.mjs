/**
 * Rebuild benchmark (issue 29, decision 0045): `npm run bench:reconstruccion` (builds the server first).
 * On PostgreSQL (127.0.0.1:5432), with the product's real projectors (PROYECTORES), never a toy:
 *   1. the demo's log (the real app seeds it once into avanti_bench_reconstruccion_demo): the rebuild event by
 *      event (every projector's `aplicar`, as before issue 29) and through the batch paths, same log, same runner;
 *   2. that log scaled BENCH_COPIAS times (default 120): every event of patients, coverages, sessions, history,
 *      objectives, money and exports copied with its ids (UUIDs) and coverage codes suffixed, in the shapes the
 *      commands wrote (sites, users, roles, insurers, rates and catalogues stay one set); rebuilt blue/green while
 *      4 writers append real events (inline projections included) and every append's wait is recorded.
 * The machine is shared (8 sessions on 2 cores): the load (uptime) is recorded beside each figure.
 * Writes bench/results/reconstruccion.json.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';

const URL_PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const COPIAS = Number(process.env.BENCH_COPIAS ?? 120);
const DEMO = 'avanti_bench_reconstruccion_demo';
const ESCALADA = `avanti_bench_reconstruccion_x${COPIAS}`;

const { leerConfiguracion } = await import('@avanti/libs/config/configuracion');
const { conectar, filas } = await import('@avanti/libs/database/conexion');
const { PostgresEventStore } = await import('@avanti/libs/eventstore/postgres-event-store');
const { PROYECTORES } = await import('@avanti/libs/proyecciones/proyectores');
const { Proyecciones } = await import('@avanti/libs/proyecciones/runner/proyecciones');

const carga = () => loadavg().map((x) => Math.round(x * 100) / 100);
const servidor = async (hacer) => {
  const c = new pg.Client(`${URL_PG}/postgres`);
  await c.connect();
  try {
    return await hacer(c);
  } finally {
    await c.end();
  }
};
const existe = (nombre) => servidor(async (c) => (await c.query('select 1 from pg_database where datname = $1', [nombre])).rowCount > 0);
const copiar = (origen, destino) =>
  servidor(async (c) => {
    await c.query(`drop database if exists ${destino}`);
    await c.query(`create database ${destino} template ${origen}`);
  });

// 0. The demo, seeded by the real app once.
if (!(await existe(DEMO))) {
  console.log('[bench] sembrando la demostración con la api real (una vez)…');
  await servidor((c) => c.query(`create database ${DEMO}`));
  const { crearAplicacion } = await import('@avanti/api/aplicacion');
  const config = leerConfiguracion({
    DATABASE_URL: `${URL_PG}/${DEMO}`,
    DEMO: '1',
    DEMO_PACIENTES: '1',
    JWT_SECRET: (await import('node:crypto')).randomBytes(48).toString('base64'),
    RESPALDO_HORA: 'no',
  });
  const { infra, cerrar } = await crearAplicacion({ config, registros: false });
  await infra.proyecciones.ponerAlDia();
  await cerrar();
}

const abrir = (nombre) => conectar({ databaseUrl: `${URL_PG}/${nombre}`, maxConexiones: 8 });
const sinLotes = PROYECTORES.map((p) => ({ ...p, aplicarLote: undefined }));

async function reconstruir(nombre, proyectores) {
  const base = await abrir(nombre);
  const cargaAntes = carga();
  const t0 = performance.now();
  const eventos = await new Proyecciones(base.db, new PostgresEventStore(base.db), proyectores).reconstruir();
  const s = (performance.now() - t0) / 1000;
  await base.cerrar();
  return { eventos, segundos: Math.round(s * 100) / 100, eventosPorSegundo: Math.round(eventos / s), carga: { antes: cargaAntes, despues: carga() } };
}

const resultado = { fecha: new Date().toISOString(), maquina: '2 núcleos compartidos por 8 sesiones', proyectores: PROYECTORES.map((p) => p.nombre) };

// 1. The demo's log: event by event against batch paths.
await copiar(DEMO, 'avanti_bench_reconstruccion_tmp');
resultado.demoEventoAEvento = await reconstruir('avanti_bench_reconstruccion_tmp', sinLotes);
console.log('[bench] demo, evento a evento:', resultado.demoEventoAEvento);
await copiar(DEMO, 'avanti_bench_reconstruccion_tmp');
resultado.demoPorLotes = await reconstruir('avanti_bench_reconstruccion_tmp', PROYECTORES);
console.log('[bench] demo, por lotes:', resultado.demoPorLotes);

// 2. The scaled log.
if (!(await existe(ESCALADA))) {
  console.log(`[bench] escalando la demostración ×${COPIAS}…`);
  await copiar(DEMO, ESCALADA);
  const base = await abrir(ESCALADA);
  const [{ max }] = await filas(base.db, sql`select max(posicion) as max from eventos`);
  const fijos = ['SedeRegistrada', 'RolCreado', 'RolDesactivado', 'RolActivado', 'PermisoDeRolCambiado', 'UsuarioRegistrado', 'UsuarioDesactivado', 'UsuarioActivado', 'UsuarioActualizado', 'PasswordCambiada', 'ImagenDeUsuarioCambiada', 'EpsRegistrada', 'EpsDesactivada', 'EpsActivada', 'EspecialidadDefinida', 'TarifaRegistrada', 'TarifaActualizada', 'ItemCatalogoRegistrado', 'ItemCatalogoDesactivado', 'ItemCatalogoActivado', 'ClaveReservada', 'IngresoFallido'];
  const uuid = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
  for (let k = 1; k <= COPIAS; k++) {
    await base.db.execute(sql`insert into eventos (stream_id, version, tipo, datos, metadata, registrado_en)
      select regexp_replace(e.stream_id, ${uuid}, ${`\\1~${k}`}, 'g'), e.version, e.tipo,
             regexp_replace(regexp_replace(e.datos::text, ${uuid}, ${`\\1~${k}`}, 'g'), '"(codigo|ordenCodigo)": "([^"]*)"', ${`"\\1": "\\2~${k}"`}, 'g')::jsonb,
             e.metadata, e.registrado_en
      from eventos e where e.posicion <= ${max} and e.tipo <> all(${sql.param(fijos)}::text[])
      order by e.posicion`);
    if (k % 20 === 0) console.log(`[bench]   ${k} de ${COPIAS}`);
  }
  await base.db.execute(sql`analyze eventos`);
  await base.cerrar();
}
await copiar(ESCALADA, 'avanti_bench_reconstruccion_tmp');
{
  const base = await abrir('avanti_bench_reconstruccion_tmp');
  const [{ n }] = await filas(base.db, sql`select count(*) as n from eventos`);
  const porTipo = await filas(base.db, sql`select tipo, count(*) as n from eventos group by 1 order by 2 desc limit 8`);
  const store = new PostgresEventStore(base.db);
  const proyecciones = new Proyecciones(base.db, store, PROYECTORES);
  proyecciones.conectarEnLinea();
  const pacientes = (await filas(base.db, sql`select id from pacientes order by id limit 500`)).map((f) => f.id);
  const meta = { usuarioId: null, usuario: 'bench', rol: 1, sede: 'principal', correlacionId: randomUUID(), causacionId: null, ip: null, fecha: new Date().toISOString(), versionEsquema: 1 };
  let activo = true;
  let i = 0;
  const esperas = [];
  const escritor = async () => {
    while (activo) {
      const j = i++;
      const cambio =
        j % 2 === 0
          ? { streamId: `catalogo-${randomUUID()}`, versionEsperada: 0, eventos: [{ tipo: 'ItemCatalogoRegistrado', datos: { id: randomUUID(), catalogo: 'materiales', tipoDominio: 36, descripcion: `Material ${j}`, especialidad: 6, tipoPatologia: null } }] }
          : { streamId: `paciente-${pacientes[j % pacientes.length]}`, versionEsperada: 'cualquiera', eventos: [{ tipo: 'EstadoPacienteCambiado', datos: { id: pacientes[j % pacientes.length], estado: j % 2 } }] };
      const t0 = performance.now();
      await store.anexar([cambio], { ...meta, fecha: new Date().toISOString() });
      esperas.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const escritores = Array.from({ length: 4 }, escritor);
  const cargaAntes = carga();
  const t0 = performance.now();
  let ultimo = 0;
  const eventos = await proyecciones
    .reconstruir(undefined, {
      alProgreso: (p) => {
        if (performance.now() - ultimo > 5_000 || p.fase !== 'copiando') {
          ultimo = performance.now();
          console.log(`[bench]   ${p.fase} ${p.eventos}/${p.total} ${Math.round(p.porSegundo)} eventos/s, faltan ${p.restanteS === null ? '?' : Math.round(p.restanteS)} s`);
        }
      },
    })
    .finally(() => (activo = false));
  const s = (performance.now() - t0) / 1000;
  await Promise.all(escritores);
  await base.cerrar();
  esperas.sort((a, b) => a - b);
  const q = (p) => Math.round(esperas[Math.min(esperas.length - 1, Math.floor(p * esperas.length))] * 10) / 10;
  resultado.escalada = {
    copias: COPIAS,
    eventosEnElRegistro: Number(n),
    tiposMasFrecuentes: porTipo.map((f) => `${f.tipo} ${f.n}`),
    eventos,
    segundos: Math.round(s * 100) / 100,
    eventosPorSegundo: Math.round(eventos / s),
    anexosDurante: { n: esperas.length, p50Ms: q(0.5), p99Ms: q(0.99), maxMs: Math.round(esperas.at(-1) * 10) / 10, escritores: 4 },
    carga: { antes: cargaAntes, despues: carga() },
  };
  console.log('[bench] escalada:', resultado.escalada);
}
await servidor((c) => c.query('drop database if exists avanti_bench_reconstruccion_tmp'));
const ruta = new URL('./results/reconstruccion.json', import.meta.url);
writeFileSync(ruta, JSON.stringify(resultado, null, 2) + '\n');
console.log(`[bench] ${ruta.pathname}`);
