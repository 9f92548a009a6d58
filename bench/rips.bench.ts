/**
 * RIPS of one insurer for a month with 20,000 done sessions (issue 26; target ≤ 10 s): `npm run bench:rips` (builds
 * the server, compiles this file with SWC, runs it from bench/dist). Kept out of `npm test`.
 *
 * The network is seeded here straight into the read models the RIPS reads (the issue allowed it while the network
 * generator of issue 29 was being written): one EPS, three sites with their provider, 60 therapists with their
 * document, 2,000 patients with residence in DIVIPOLA and a CIE-10 impression, one authorization each, the EPS's
 * rates, and 20,000 done sessions of November 2026 spread over the four specialties with a default CUPS. On PGlite in
 * memory, and on PostgreSQL (a new database, dropped at the end) when 127.0.0.1:5432 answers.
 *
 * Measured, three rounds each (median, min, max): the preview (read and problems by patient, what the screen asks),
 * and the job's work (read exactly the held sessions, check them, build the JSON, validate it with ajv against the
 * annex's schema, serialize it and hash it). Memory: the process's peak RSS and heap, sampled every 10 ms.
 * Writes bench/results/rips.json.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { conectar, type BaseDeDatos } from '@avanti/libs/database/conexion';
import {
  cie10,
  coberturas,
  eps,
  facturacionPrestadores,
  hcImpresiones,
  municipios,
  pacientes,
  sedes,
  sesiones,
  tarifas,
  usuarios,
} from '@avanti/libs/database/schema/index';
import { construirRips } from '@avanti/libs/facturacion/constructor';
import { leerSesionesParaRips, vistaPrevia } from '@avanti/libs/facturacion/lecturas';
import { problemasDeSesion } from '@avanti/libs/facturacion/reglas';
import { validarRips } from '@avanti/libs/facturacion/validar-rips';

const URL_PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SESIONES = Number(process.env.RIPS_SESIONES ?? 20_000);
const PACIENTES = 2_000;
const TERAPEUTAS = 60;
const RONDAS = 3;
const OBJETIVO_MS = 10_000;
const raiz = fileURLToPath(new URL(import.meta.url.includes('/bench/dist/') ? '../../' : '../', import.meta.url));

const mediana = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const mb = (b: number) => Math.round((b / 1_048_576) * 10) / 10;

async function sembrar(base: BaseDeDatos): Promise<{ epsId: string }> {
  const db = base.db;
  const ahora = new Date('2026-12-01T12:00:00Z');
  const epsId = randomUUID();
  await db
    .insert(eps)
    .values({ id: epsId, nombre: 'EPS DE PRUEBA', nombreCorto: 'EPS', nit: '900000001', tipo: 1, regimen: 3, estado: 1, registradaEn: ahora });
  const listaSedes = ['principal', 'norte', 'sur'];
  await db.insert(sedes).values(listaSedes.map((id) => ({ id, nombre: `Sede ${id}`, estado: 1 })));
  await db
    .insert(facturacionPrestadores)
    .values(
      listaSedes.map((sede, i) => ({ sede, sedeNombre: `Sede ${sede}`, nit: '900123456', codigoHabilitacion: `11001000000${i + 1}`, actualizadoEn: ahora })),
    );
  await db.insert(municipios).values({ codigo: '11001', departamento: '11', nombre: 'BOGOTÁ, D.C.' });
  await db.insert(cie10).values({ codigo: 'F840', descripcion: 'Autismo en la niñez', busqueda: 'f840 autismo', nivel: 3, padre: 'F84', fuente: 'bench' });
  const especialidades = [2, 3, 4, 6];
  await db.insert(tarifas).values(
    especialidades.map((e) => ({
      id: randomUUID(),
      epsId,
      epsNombre: 'EPS DE PRUEBA',
      especialidad: e,
      especialidadNombre: `Esp ${e}`,
      tarifa: 45_000,
      copago: 4_500,
      registradaEn: ahora,
    })),
  );
  const terapeutas = Array.from({ length: TERAPEUTAS }, (_, i) => ({
    id: randomUUID(),
    usuario: `t${i}`,
    passwordHash: 'x',
    nombres: 'Terapeuta',
    apellidos: String(i),
    rolId: 2,
    sedeId: listaSedes[i % 3],
    cedula: String(52_000_000 + i),
    estado: 1,
    versionSesion: 1,
    registradoEn: ahora,
  }));
  await db.insert(usuarios).values(terapeutas);
  const listaPacientes = Array.from({ length: PACIENTES }, (_, i) => ({ id: randomUUID(), i }));
  for (let i = 0; i < PACIENTES; i += 500) {
    const lote = listaPacientes.slice(i, i + 500);
    await db.insert(pacientes).values(
      lote.map((p) => ({
        id: p.id,
        codigo: `TI${p.i}`,
        sede: listaSedes[p.i % 3],
        tipoDocumento: 'TI',
        numeroDocumento: String(1_000_000_000 + p.i),
        primerNombre: 'PACIENTE',
        primerApellido: String(p.i),
        fechaNacimiento: '2015-05-05',
        sexo: 1 + (p.i % 2),
        fechaIngreso: '2026-01-15',
        tipoCliente: 6,
        paisResidencia: '170',
        departamentoResidencia: '11',
        ciudadResidencia: '11001',
        paisOrigen: '170',
        regimen: 1 + (p.i % 3 === 0 ? 1 : 0),
        eps: epsId,
        tipoVinculacion: 'BENEFICIARIO',
        estado: 1,
        documentos: {},
        registradoEn: ahora,
        actualizadoEn: ahora,
      })),
    );
    await db.insert(hcImpresiones).values(
      lote.map((p) => ({
        id: randomUUID(),
        pacienteId: p.id,
        fecha: '2026-01-20',
        descripcion: 'x',
        diagnosticos: [{ sistema: 'cie10', codigo: 'F840', descripcion: 'Autismo' }],
        terapeuta: 'x',
        registradoEn: ahora,
        actualizadoEn: ahora,
      })),
    );
    await db.insert(coberturas).values(
      lote.map((p) => ({
        id: `c-${p.id}`,
        codigo: `EPS-AUT${p.i}-20261101`,
        formato: 1,
        pacienteId: p.id,
        pacienteNombre: `PACIENTE ${p.i}`,
        sede: listaSedes[p.i % 3],
        entidadId: epsId,
        entidadNombre: 'EPS DE PRUEBA',
        tipoEntidad: 1,
        fecha: '2026-11-01',
        cobertura: 90,
        fechaVencimiento: '2027-01-30',
        estado: 1,
        sinOrden: true,
        codigo90: false,
        registradaPor: 'bench',
        registradaEn: ahora,
      })),
    );
  }
  for (let i = 0; i < SESIONES; i += 1_000) {
    await db.insert(sesiones).values(
      Array.from({ length: Math.min(1_000, SESIONES - i) }, (_, k) => {
        const n = i + k;
        const p = listaPacientes[n % PACIENTES];
        const esp = especialidades[n % 4];
        const t = terapeutas[n % TERAPEUTAS];
        const dia = String(1 + (n % 30)).padStart(2, '0');
        const hora = String(7 + (n % 11)).padStart(2, '0');
        return {
          id: randomUUID(),
          pacienteId: p.id,
          pacienteNombre: `PACIENTE ${p.i}`,
          pacienteDocumento: `TI ${1_000_000_000 + p.i}`,
          coberturaId: `c-${p.id}`,
          coberturaCodigo: `EPS-AUT${p.i}-20261101`,
          formato: 1,
          lineaId: '1',
          entidadNombre: 'EPS DE PRUEBA',
          servicio: esp,
          especialidad: `Esp ${esp}`,
          terapeutaId: t.id,
          terapeutaNombre: `Terapeuta ${n % TERAPEUTAS}`,
          fecha: `2026-11-${dia}`,
          horaInicio: `${hora}:00`,
          horaFin: `${hora}:30`,
          unidades: 1,
          tipo: n % 10 === 0 ? 'Evaluacion' : 'Terapia',
          lugar: n % 7 === 0 ? 'Domicilio' : 'Sede',
          estado: 1,
          valor: 45_000,
          copago: 4_500,
          sede: listaSedes[p.i % 3],
          programadaPor: 'bench',
          programadaEn: ahora,
        };
      }),
    );
  }
  return { epsId };
}

/** Peak RSS and heap while `f` runs (sampled every 10 ms). */
async function conMemoria<T>(f: () => Promise<T>): Promise<{ valor: T; ms: number; picoRssMb: number; picoHeapMb: number }> {
  global.gc?.();
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const muestreo = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 10);
  const t0 = performance.now();
  try {
    const valor = await f();
    return { valor, ms: Math.round(performance.now() - t0), picoRssMb: mb(rss), picoHeapMb: mb(heap) };
  } finally {
    clearInterval(muestreo);
  }
}

async function medir(motor: string, base: BaseDeDatos) {
  const tSiembra = performance.now();
  const { epsId } = await sembrar(base);
  const siembraMs = Math.round(performance.now() - tSiembra);
  const filtro = { epsId, desde: '2026-11-01', hasta: '2026-11-30', sede: null };
  const previas: number[] = [];
  const trabajos: number[] = [];
  let memoria = { picoRssMb: 0, picoHeapMb: 0 };
  let resumen: unknown = null;
  let bytes = 0;
  for (let r = 0; r < RONDAS; r++) {
    const previa = await conMemoria(async () => vistaPrevia(filtro, 'EPS DE PRUEBA', await leerSesionesParaRips(base.db, filtro)));
    if (previa.valor.totales.sesiones !== SESIONES || previa.valor.totales.conProblemas !== 0)
      throw new Error(`Vista previa inesperada: ${JSON.stringify(previa.valor.totales)}`);
    previas.push(previa.ms);
    const ids = previa.valor.pacientes.flatMap((p) => p.sesiones.map((s) => s.id));
    const trabajo = await conMemoria(async () => {
      const retenidas = new Set(ids);
      const filas = (await leerSesionesParaRips(base.db, filtro, { salvoGeneracion: 'bench' })).filter((s) => retenidas.has(s.id));
      if (filas.some((s) => problemasDeSesion(s).length > 0)) throw new Error('problemas');
      const { documento, resumen } = construirRips({ nit: '900123456', numFactura: 'FE-1', tipoNota: null, numNota: null }, filas);
      const v = validarRips(documento, new Set(filas.map((s) => s.servicio.cups ?? '')));
      if (!v.valido) throw new Error(v.errores.join('; '));
      const json = Buffer.from(JSON.stringify(documento));
      createHash('sha256').update(json).digest('hex');
      return { resumen, bytes: json.length };
    });
    trabajos.push(trabajo.ms);
    memoria = {
      picoRssMb: Math.max(memoria.picoRssMb, trabajo.picoRssMb, previa.picoRssMb),
      picoHeapMb: Math.max(memoria.picoHeapMb, trabajo.picoHeapMb, previa.picoHeapMb),
    };
    resumen = trabajo.valor.resumen;
    bytes = trabajo.valor.bytes;
    console.log(`[rips] ${motor} ronda ${r + 1}: vista previa ${previa.ms} ms, generación ${trabajo.ms} ms`);
  }
  return {
    motor,
    sesiones: SESIONES,
    pacientes: PACIENTES,
    siembraMs,
    vistaPreviaMs: { mediana: mediana(previas), min: Math.min(...previas), max: Math.max(...previas) },
    generacionMs: { mediana: mediana(trabajos), min: Math.min(...trabajos), max: Math.max(...trabajos) },
    cumpleObjetivo: mediana(trabajos) <= OBJETIVO_MS,
    memoria,
    archivoMb: mb(bytes),
    resumen,
  };
}

const cargaInicial = loadavg().map((c) => Math.round(c * 10) / 10);
const resultados = [];
const memoria = await conectar({});
resultados.push(await medir('pglite', memoria));
await memoria.cerrar();

const hayPostgres = await new Promise<boolean>((listo) => {
  const s = net.connect(5432, '127.0.0.1', () => (s.end(), listo(true)));
  s.on('error', () => listo(false));
});
if (hayPostgres) {
  const nombre = `bench_rips_${Date.now()}`;
  const admin = new pg.Client({ connectionString: URL_PG });
  await admin.connect();
  await admin.query(`create database ${nombre}`);
  try {
    const base = await conectar({ databaseUrl: URL_PG.replace(/\/[^/]*$/, `/${nombre}`), maxConexiones: 2 });
    resultados.push(await medir('postgres', base));
    await base.cerrar();
  } finally {
    await admin.query(`drop database if exists ${nombre} with (force)`);
    await admin.end();
  }
}

const salida = {
  fecha: new Date().toISOString(),
  objetivo: `≤ ${OBJETIVO_MS / 1000} s para ${SESIONES} sesiones de una aseguradora en un mes`,
  cargaDeLaMaquina: { alEmpezar: cargaInicial, alTerminar: loadavg().map((c) => Math.round(c * 10) / 10) },
  nota: 'Red sembrada por el banco en los modelos de lectura (no el generador de la issue 29); la máquina tiene 2 núcleos compartidos con otras tareas: comparar en relativo.',
  resultados,
};
mkdirSync(`${raiz}bench/results`, { recursive: true });
writeFileSync(`${raiz}bench/results/rips.json`, `${JSON.stringify(salida, null, 2)}\n`);
console.log(JSON.stringify(salida, null, 2));
