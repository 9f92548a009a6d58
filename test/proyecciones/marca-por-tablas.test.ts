import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@avanti/libs/database/conexion';
import * as schema from '@avanti/libs/database/schema/index';
import { listarPacientes, TABLAS_DE_LISTAR_PACIENTES } from '@avanti/libs/admisiones/lecturas/pacientes';
import { listarCoberturas, TABLAS_DE_LISTAR_COBERTURAS } from '@avanti/libs/coberturas/lecturas/coberturas';
import { listarSesiones, TABLAS_DE_LISTAR_SESIONES } from '@avanti/libs/programacion/lecturas/sesiones';
import { tiposQueEscriben } from '@avanti/libs/projections/tipos-por-tabla';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { pacienteValido } from '../admisiones/ayudas.js';
import { autorizacion, prepararEscenario, relojMovible, type Escenario } from '../programacion/ayudas.js';

const motores = await motoresDisponibles();

type Cliente = { query(texto: string, parametros?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
type Nodo = { 'Relation Name'?: string; Plans?: Nodo[] };

/** Every relation a statement's plan scans. */
async function relacionesDelPlan(cliente: Cliente, texto: string, parametros: unknown[]): Promise<string[]> {
  const { rows } = await cliente.query(`explain (format json) ${texto}`, parametros);
  const valor = rows[0]['QUERY PLAN'];
  const [{ Plan }] = (typeof valor === 'string' ? JSON.parse(valor) : valor) as [{ Plan: Nodo }];
  const nombres = new Set<string>();
  const recorrer = (n: Nodo) => {
    if (n['Relation Name']) nombres.add(n['Relation Name']);
    n.Plans?.forEach(recorrer);
  };
  recorrer(Plan);
  return [...nombres];
}

/**
 * Decision 0053: a list answered from memory is retired only by events whose projectors write the tables it reads.
 * A table missing from a read's declaration would leave stale rows on screen, so the declarations are checked
 * against the plans PostgreSQL makes for the statements the read really sends.
 */
describe.each(motores)('Respuestas en memoria retiradas por las tablas que toca un evento (%s)', (motor) => {
  const reloj = relojMovible('2026-11-20T15:00:00Z');
  let app: AppDePrueba;
  let admin: string;
  let e: Escenario;
  let cobertura: string;

  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, `marca-${motor}`);
    cobertura = await autorizacion(app, admin, e, { cantidad: 20, codigo: `${motor}-MARCA` });
  });
  afterAll(() => app.cerrar());

  /** The read functions with a database that records each statement they send. */
  const conRegistro = () => {
    const enviadas: { texto: string; parametros: unknown[] }[] = [];
    const logger = { logQuery: (texto: string, parametros: unknown[]) => void enviadas.push({ texto, parametros }) };
    const cliente = (app.infra.base.db as unknown as { $client: Cliente }).$client;
    const db = (app.infra.base.motor === 'pglite'
      ? drizzlePglite({ client: cliente as never, schema, logger })
      : drizzleNodePg({ client: cliente as never, schema, logger })) as unknown as Db;
    return { db, cliente, enviadas };
  };

  const lecturas: { nombre: string; tablas: readonly PgTable[]; leer: (db: Db) => Promise<unknown> }[] = [
    {
      nombre: 'la lista de pacientes',
      tablas: TABLAS_DE_LISTAR_PACIENTES,
      leer: (db) =>
        listarPacientes(
          db,
          { filtro: { q: 'perez', sede: 'principal' }, desde: 0, hasta: 24, orden: { campo: 'primerApellido', direccion: 'ASC' } },
          '2026-11-20',
        ),
    },
    {
      nombre: 'la búsqueda de autorizaciones',
      tablas: TABLAS_DE_LISTAR_COBERTURAS,
      leer: (db) => listarCoberturas(db, { filtro: { q: 'perez', sede: 'principal' }, desde: 0, hasta: 24, orden: { campo: 'fecha', direccion: 'DESC' } }),
    },
    {
      nombre: 'el calendario',
      tablas: TABLAS_DE_LISTAR_SESIONES,
      leer: (db) =>
        listarSesiones(db, {
          filtro: { sede: 'principal', desde: '2026-11-01', hasta: '2026-11-30' },
          desde: 0,
          hasta: 99,
          orden: { campo: 'fecha', direccion: 'ASC' },
        }),
    },
  ];

  it.each(lecturas.map((l) => [l.nombre, l] as const))('%s declara todas las tablas que su plan recorre', async (_nombre, lectura) => {
    // A cancelled session makes the calendar read who cancelled it.
    const [id] = (await programar('2026-11-23', '07:00', '07:30')).body.ids;
    await app.http.post(`/api/sesiones/${id}/cancelar`).set('authorization', admin).send({ motivo: 'Clima' });
    const { db, cliente, enviadas } = conRegistro();
    await lectura.leer(db);
    expect(enviadas.length).toBeGreaterThan(0);
    const recorridas = new Set<string>();
    for (const s of enviadas) for (const r of await relacionesDelPlan(cliente, s.texto, s.parametros)) recorridas.add(r);
    const declaradas = lectura.tablas.map((t) => getTableName(t));
    expect([...recorridas].filter((r) => !declaradas.includes(r))).toEqual([]);
    expect(tiposQueEscriben(lectura.tablas).length).toBeGreaterThan(0);
  });

  it('una tabla de un proyector asíncrono o el registro mismo no se pueden declarar', () => {
    expect(() => tiposQueEscriben([schema.auditoria])).toThrow(/asíncrono/);
    expect(() => tiposQueEscriben([schema.eventos])).toThrow(/no es un modelo de lectura/);
    expect(tiposQueEscriben([schema.cie10])).toEqual([]);
  });

  const programar = (fecha: string, horaInicio: string, horaFin: string) =>
    app.http
      .post('/api/sesiones/programar')
      .set('authorization', admin)
      .send({
        items: [{ paciente: e.paciente.id, cobertura, lineaId: '1', terapeuta: e.terapeuta, fecha, horaInicio, horaFin, tipo: 'Terapia', lugar: 'Sede' }],
      });
  const pacientes = () =>
    app.http
      .get('/api/pacientes')
      .query({ filter: JSON.stringify({ q: 'perez' }), range: '[0,24]', sort: JSON.stringify(['primerApellido', 'ASC']) })
      .set('authorization', admin);
  const semana = () =>
    app.http
      .get('/api/sesiones')
      .query({ filter: JSON.stringify({ sede: 'principal', desde: '2026-11-23', hasta: '2026-11-29' }), range: '[0,999]' })
      .set('authorization', admin);
  /** On a shared server another database's open transaction can hold the horizon back a moment (decision 0023). */
  const deMemoria = async (leer: () => ReturnType<typeof pacientes>) => {
    for (let i = 0; i < 200; i++) {
      const res = await leer();
      if (res.headers['x-cache'] === 'HIT') return res;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('nunca salió de memoria');
  };

  it('programar una sesión no retira la lista de pacientes; admitir un paciente sí, y aparece', async () => {
    const antes = await deMemoria(pacientes);
    expect((await programar('2026-11-24', '08:00', '08:30')).status).toBe(201);
    const despuesDeProgramar = await pacientes();
    expect(despuesDeProgramar.headers['x-cache']).toBe('HIT');
    expect(despuesDeProgramar.body).toEqual(antes.body);

    const nuevo = await app.http
      .post('/api/pacientes')
      .set('authorization', admin)
      .send(pacienteValido({ primerNombre: 'zoe' }));
    expect(nuevo.status).toBe(201);
    const despuesDeAdmitir = await pacientes();
    expect(despuesDeAdmitir.headers['x-cache']).toBe('MISS');
    expect(despuesDeAdmitir.body.map((p: { id: string }) => p.id)).toContain(nuevo.body.id);
  });

  it('registrar una EPS no retira el calendario; editar a un usuario sí (el calendario nombra a quien canceló)', async () => {
    const [id] = (await programar('2026-11-25', '09:00', '09:30')).body.ids;
    await app.http.post(`/api/sesiones/${id}/cancelar`).set('authorization', admin).send({ motivo: 'Clima' });
    const antes = await deMemoria(semana);
    expect(antes.body.find((s: { id: string }) => s.id === id)).toMatchObject({ canceladaPor: 'admin', estado: 2 });

    const eps = await app.http
      .post('/api/eps')
      .set('authorization', admin)
      .send({ nombre: `EPS ${motor} marca`, nombreCorto: `M${motor}`.slice(0, 8) });
    expect(eps.status).toBe(201);
    const trasLaEps = await semana();
    expect(trasLaEps.headers['x-cache']).toBe('HIT');
    expect(trasLaEps.body).toEqual(antes.body);

    expect(
      (
        await app.http
          .put(`/api/usuarios/${e.terapeuta}`)
          .set('authorization', admin)
          .send({ correo: `marca-${motor}@clinica.co` })
      ).status,
    ).toBe(200);
    expect((await semana()).headers['x-cache']).toBe('MISS');
  });

  it('registrar una EPS no retira la búsqueda de autorizaciones; programar una sesión sí, y su bolsa baja', async () => {
    const autorizaciones = () =>
      app.http
        .get('/api/coberturas')
        .query({ filter: JSON.stringify({ codigo: `${motor}-MARCA` }), range: '[0,24]', sort: JSON.stringify(['fecha', 'DESC']) })
        .set('authorization', admin);
    const antes = await deMemoria(autorizaciones);
    const bolsaAntes = antes.body.find((c: { id: string }) => c.id === cobertura).bolsa;

    const eps = await app.http
      .post('/api/eps')
      .set('authorization', admin)
      .send({ nombre: `EPS ${motor} búsqueda`, nombreCorto: `B${motor}`.slice(0, 8) });
    expect(eps.status).toBe(201);
    const trasLaEps = await autorizaciones();
    expect(trasLaEps.headers['x-cache']).toBe('HIT');
    expect(trasLaEps.body).toEqual(antes.body);

    expect((await programar('2026-11-26', '10:00', '10:30')).status).toBe(201);
    const trasProgramar = await autorizaciones();
    expect(trasProgramar.headers['x-cache']).toBe('MISS');
    expect(trasProgramar.body.find((c: { id: string }) => c.id === cobertura).bolsa).toBe(bolsaAntes - 1);
  });
});
