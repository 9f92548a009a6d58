/**
 * The restore drill (issue 24, docs/operacion.md): the demo, writers admitting patients while a backup is
 * taken without stopping the api, the archive restored elsewhere, the product started on it. Every write
 * acknowledged before the backup began is there, the event log is the one the archive recorded (same count
 * and last position, the same rows as the source), the read models rebuild to the same rows, the uploaded
 * files open and users sign in. On PGlite the backup is asked of the running api through its control
 * socket, as `npm run respaldo` does; on PostgreSQL it is pg_dump beside the running api.
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { leerConfiguracionSinTokens, secretoEmbebido } from '@avanti/libs/config/configuracion';
import { conectar, filas, type BaseDeDatos, type Db } from '@avanti/libs/database/conexion';
import { PROYECTORES } from '@avanti/libs/projections/proyectores';
import { nombresDeTablas } from '@avanti/libs/projections/proyector';
import { pedirRespaldo } from '@avanti/libs/backup/control';
import { iniciarRespaldos } from '@avanti/libs/backup/en-proceso';
import { respaldar, type ResultadoRespaldo } from '@avanti/libs/backup/respaldo';
import { restaurar, RestauracionRechazada } from '@avanti/libs/backup/restauracion';
import { JPG, PDF, PNG, pacienteValido } from '../admisiones/ayudas.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { abrirCopia, motoresDisponibles, type BaseDePrueba, type Motor } from '../support/bases-de-datos.js';
import { copiarPlantillaPglite, directorioDeLaCorrida, URL_SERVIDOR_PG } from '../support/plantillas.js';

const TABLAS = PROYECTORES.flatMap(nombresDeTablas);
async function fotografia(db: Db): Promise<Record<string, unknown[]>> {
  const resultado: Record<string, unknown[]> = {};
  for (const tabla of TABLAS) resultado[tabla] = await filas(db, sql.raw(`select * from "${tabla}" order by 1, 2`));
  return resultado;
}
type Evento = { posicion: string; stream_id: string; version: number; tipo: string; datos: unknown };
const eventos = (db: Db) => filas<Evento>(db, sql`select posicion::text, stream_id, version, tipo, datos from eventos order by eventos.posicion`);

const dir = (prefijo: string) => mkdtempSync(join(directorioDeLaCorrida(), prefijo));

async function enServidor<T>(hacer: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: URL_SERVIDOR_PG });
  await c.connect();
  try {
    return await hacer(c);
  } finally {
    await c.end();
  }
}

const descargar = (app: AppDePrueba, ruta: string, token: string) =>
  app.http
    .get(ruta)
    .set('authorization', token)
    .buffer(true)
    .parse((r, cb) => {
      const partes: Buffer[] = [];
      r.on('data', (c: Buffer) => partes.push(c));
      r.on('end', () => cb(null, Buffer.concat(partes)));
    });

/** Signs in as admin; a 503 (too many sign-ins at once on a loaded machine) is answered by trying again, as its message asks. */
async function ingresar(app: AppDePrueba): Promise<string> {
  for (let intento = 0; ; intento++) {
    const res = await app.http.post('/api/auth/login').send({ usuario: 'admin', password: 'demo1234' });
    if (res.status === 200) return `Bearer ${res.body.token as string}`;
    if (res.status !== 503 || intento >= 20) throw new Error(`No se pudo ingresar: ${res.status} ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe.each(await motoresDisponibles())('simulacro de restauración (%s)', (motor: Motor) => {
  it('un respaldo tomado mientras se escribe se restaura completo en otro lugar y el producto arranca sobre él', async () => {
    const inicio = performance.now();
    // The source: the demo, on a product's data directory (PGlite, with its own token secret) or a PostgreSQL database.
    const origen = { DATA_DIR: dir('origen-'), RESPALDOS_DIR: dir('respaldos-') } as Record<string, string>;
    origen.FILES_DIR = join(origen.DATA_DIR, 'archivos');
    let base: BaseDePrueba;
    if (motor === 'pglite') {
      await copiarPlantillaPglite('demo', join(origen.DATA_DIR, 'pg'));
      secretoEmbebido(origen.DATA_DIR);
      base = await conectar({ directorio: join(origen.DATA_DIR, 'pg') });
    } else {
      base = await abrirCopia('postgres', 'demo');
      origen.DATABASE_URL = base.url!;
    }
    const configOrigen = leerConfiguracionSinTokens({ ...origen, RESPALDO_HORA: 'no' });
    const app = await iniciarAppDePrueba(motor, { base, env: { FILES_DIR: origen.FILES_DIR } });
    const admin = await ingresar(app);

    const conDocumentos = await app.http.post('/api/pacientes').set('authorization', admin).send(pacienteValido());
    expect(conDocumentos.status).toBe(201);
    const subida = await app.http
      .post(`/api/pacientes/${conDocumentos.body.id}/documentos`)
      .set('authorization', admin)
      .attach('documento', PDF, 'cedula.pdf')
      .attach('documentoAcudiente', JPG, 'acudiente.jpg')
      .attach('consentimiento', PDF, 'consentimiento.pdf')
      .attach('ordenMedica', PNG, 'orden.png')
      .attach('autorizacion', PDF, 'autorizacion.pdf')
      .attach('otro', JPG, 'otro.jpg');
    expect(subida.body).toMatchObject({ mensaje: 'Documentos registrados con éxito!' });

    // Three writers admit patients until told to stop; each acknowledged admission is recorded with the moment it was acknowledged.
    const reconocidas: { id: string; en: number }[] = [];
    let seguir = true;
    const escritores = Array.from({ length: 3 }, async () => {
      while (seguir) {
        const r = await app.http.post('/api/pacientes').set('authorization', admin).send(pacienteValido());
        expect(r.status).toBe(201);
        reconocidas.push({ id: r.body.id as string, en: performance.now() });
      }
    });
    while (reconocidas.length < 6) await new Promise((r) => setTimeout(r, 20));

    const comienzoDelRespaldo = performance.now();
    let resultado: ResultadoRespaldo;
    if (motor === 'pglite') {
      // What main.ts starts in the embedded api, and what `npm run respaldo` asks through DATA_DIR/respaldo.sock.
      const respaldos = await iniciarRespaldos({ config: configOrigen, base, socket: true });
      resultado = (await pedirRespaldo(origen.DATA_DIR))!;
      await respaldos.cerrar();
    } else {
      resultado = await respaldar({ config: configOrigen });
    }
    const duranteElRespaldo = reconocidas.filter((r) => r.en > comienzoDelRespaldo).length;
    while (reconocidas.filter((r) => r.en > comienzoDelRespaldo).length < duranteElRespaldo + 3) await new Promise((r) => setTimeout(r, 20));
    seguir = false;
    await Promise.all(escritores);
    const antesDelRespaldo = reconocidas.filter((r) => r.en < comienzoDelRespaldo).map((r) => r.id);
    expect(antesDelRespaldo.length).toBeGreaterThanOrEqual(6);
    expect(readFileSync(resultado.archivo + '.sha256', 'utf8')).toBe(`${resultado.sha256}  ${resultado.archivo.split('/').pop()}\n`);
    expect(readFileSync(join(origen.RESPALDOS_DIR, 'respaldos.log'), 'utf8')).toContain(`respaldo ${resultado.archivo.split('/').pop()}: `);
    const eventosOrigen = await eventos(app.infra.base.db);
    const documentoOrigen = await descargar(app, `/api/pacientes/${conDocumentos.body.id}/documentos/ordenMedica`, admin);
    const secretoOrigen = motor === 'pglite' ? readFileSync(join(origen.DATA_DIR, 'secreto-jwt'), 'utf8') : '';
    await app.cerrar();
    const tomado = performance.now();

    // Elsewhere: an empty DATA_DIR, or a new empty database, and its own files directory.
    const destino = { DATA_DIR: dir('destino-'), RESPALDOS_DIR: origen.RESPALDOS_DIR } as Record<string, string>;
    destino.FILES_DIR = join(destino.DATA_DIR, 'archivos');
    let nombreBase = '';
    if (motor === 'postgres') {
      nombreBase = `avanti_restaurada_${Date.now().toString(36)}`;
      await enServidor((c) => c.query(`create database ${nombreBase}`));
      destino.DATABASE_URL = URL_SERVIDOR_PG.replace(/\/[^/]*$/, `/${nombreBase}`);
    }
    const configDestino = leerConfiguracionSinTokens(destino);

    // A damaged archive is refused before anything is touched.
    const danado = join(dir('danado-'), resultado.archivo.split('/').pop()!);
    copyFileSync(resultado.archivo, danado);
    copyFileSync(resultado.archivo + '.sha256', danado + '.sha256');
    const bytes = readFileSync(danado);
    bytes[bytes.length >> 1] ^= 0xff;
    writeFileSync(danado, bytes);
    await expect(restaurar({ archivo: danado, config: configDestino })).rejects.toThrow(/está dañado: su suma SHA-256 no coincide/);

    const restaurado = await restaurar({ archivo: resultado.archivo, config: configDestino });
    expect(restaurado.manifiesto.eventos).toEqual(resultado.eventos);
    const restaurarHecho = performance.now();
    // Live data is not overwritten without --forzar.
    const otraVez = restaurar({ archivo: resultado.archivo, config: configDestino });
    await expect(otraVez).rejects.toBeInstanceOf(RestauracionRechazada);
    await expect(otraVez).rejects.toThrow(/Ya hay datos en .*use --forzar para reemplazarlos/);

    let baseRestaurada: BaseDeDatos & { cerrar(): Promise<void> };
    if (motor === 'pglite') {
      expect(readFileSync(join(destino.DATA_DIR, 'secreto-jwt'), 'utf8')).toBe(secretoOrigen);
      baseRestaurada = await conectar({ directorio: join(destino.DATA_DIR, 'pg') });
    } else {
      const abierta = await conectar({ databaseUrl: destino.DATABASE_URL });
      baseRestaurada = {
        ...abierta,
        async cerrar() {
          await abierta.cerrar();
          await enServidor((c) => c.query(`drop database if exists ${nombreBase} with (force)`));
        },
      };
    }
    const restaurada = await iniciarAppDePrueba(motor, { base: baseRestaurada, env: { FILES_DIR: destino.FILES_DIR } });
    try {
      // The event log: the count and last position the archive recorded, each event the same as in the source.
      const log = await eventos(restaurada.infra.base.db);
      const enElRespaldo = log.filter((e) => Number(e.posicion) <= resultado.eventos.ultimaPosicion);
      expect(enElRespaldo).toHaveLength(resultado.eventos.cantidad);
      expect(Number(enElRespaldo.at(-1)!.posicion)).toBe(resultado.eventos.ultimaPosicion);
      const porPosicion = new Map(eventosOrigen.map((e) => [e.posicion, e]));
      for (const e of enElRespaldo) expect(e).toEqual(porPosicion.get(e.posicion));

      // Users sign in; every admission acknowledged before the backup began is there.
      const token = await ingresar(restaurada);
      await restaurada.infra.proyecciones.ponerAlDia();
      for (const id of antesDelRespaldo) expect((await restaurada.http.get(`/api/pacientes/${id}`).set('authorization', token)).status).toBe(200);

      // The uploaded files open, byte for byte.
      const documento = await descargar(restaurada, `/api/pacientes/${conDocumentos.body.id}/documentos/ordenMedica`, token);
      expect(documento.status).toBe(200);
      expect(Buffer.compare(documento.body as Buffer, documentoOrigen.body as Buffer)).toBe(0);

      // The read models rebuild from the restored log to the rows the archive brought.
      const antes = await fotografia(restaurada.infra.base.db);
      await restaurada.infra.proyecciones.reconstruir();
      expect(await fotografia(restaurada.infra.base.db)).toEqual(antes);
      expect(antes.pacientes.length).toBeGreaterThan(antesDelRespaldo.length);
    } finally {
      await restaurada.cerrar();
    }
    console.log(
      `[simulacro ${motor}] respaldo ${resultado.ms} ms (${(resultado.bytes / 1e6).toFixed(2)} MB, ${resultado.eventos.cantidad} eventos), ` +
        `restauración ${restaurado.ms} ms, simulacro completo ${Math.round(performance.now() - inicio)} ms ` +
        `(respaldo tomado a ${Math.round(tomado - inicio)} ms, restaurado a ${Math.round(restaurarHecho - inicio)} ms)`,
    );
  }, 300_000);
});
