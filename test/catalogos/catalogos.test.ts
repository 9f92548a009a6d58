import { count } from 'drizzle-orm';
import { cie10 } from '@avanti/libs/database/schema/index';
import { leerCie10 } from '@avanti/libs/catalogos/cie10';
import { descargar, esperarExportacion, leerLibro } from '../exportaciones/ayudas.js';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { pacienteValido } from '../admisiones/ayudas.js';

const motores = await motoresDisponibles();

describe.each(motores)('Catálogos y CIE-10 (%s)', (motor) => {
  let app: AppDePrueba;
  let admin: string;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor);
    admin = await app.ingresar('admin');
  });
  afterAll(() => app.cerrar());

  const get = (ruta: string, query: object = {}, token = admin) => app.http.get(ruta).query(query).set('authorization', token);
  const post = (ruta: string, datos: object = {}, token = admin) => app.http.post(ruta).set('authorization', token).send(datos);

  it('CIE-10 importada al primer arranque: todas las filas del archivo, con su jerarquía', async () => {
    const [{ n }] = await app.infra.base.db.select({ n: count() }).from(cie10);
    expect(Number(n)).toBe(14498);
    const f840 = (await get('/api/cie10', { q: 'F84.0' })).body;
    expect(f840[0]).toEqual({ codigo: 'F840', codigoConPunto: 'F84.0', descripcion: 'Autismo en la niñez', nivel: 3, padre: 'F84' });
    const f84 = (await get('/api/cie10', { q: 'F84' })).body;
    expect(f84[0]).toMatchObject({ codigo: 'F84', padre: 'F80-F89', nivel: 2 });
    expect(f84.map((c: { codigo: string }) => c.codigo)).toEqual(expect.arrayContaining(['F840', 'F841']));
  });

  // Its latency is measured by bench/cie10.bench.ts, not here.
  it('busca por código sin punto y por palabras sin tildes', async () => {
    expect((await get('/api/cie10', { q: 'F840' })).body[0].codigo).toBe('F840');
    const autismo = (await get('/api/cie10', { q: 'autismo' })).body;
    expect(autismo.map((c: { codigo: string }) => c.codigo)).toEqual(expect.arrayContaining(['F840', 'F841']));
    const sinTildes = (await get('/api/cie10', { q: 'NINEZ autismo' })).body;
    expect(sinTildes.map((c: { codigo: string }) => c.codigo)).toContain('F840');
    expect((await get('/api/cie10', { q: '%' })).status).toBe(200);
  });

  it('la importación es idempotente y el lector respeta las comillas de RFC 4180', async () => {
    const filas = await leerCie10('code,code_0,code_1,code_2,code_3,code_4,description,level,source\nX00,,,,,,"Uno, ""dos""\ny tres",2,prueba\n');
    expect(filas).toEqual([
      { codigo: 'X00', descripcion: 'Uno, "dos" y tres', busqueda: 'x00 x00 uno, "dos" y tres', nivel: 2, padre: null, fuente: 'prueba' },
    ]);
    await expect(leerCie10('codigo,descripcion\nA,B\n')).rejects.toThrow('El archivo no tiene el encabezado de CIE-10');
    const { importarCie10 } = await import('@avanti/libs/catalogos/cie10');
    expect(await importarCie10(app.infra.base.db)).toBe(0);
  });

  it('el catálogo de demostración trae estrategias por especialidad, 7 por página por defecto', async () => {
    const res = await get('/api/catalogos/estrategias', { filter: JSON.stringify({ especialidad: 6 }) });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(5);
    expect(res.body.every((i: { tipoDominio: number; estado: number }) => i.tipoDominio === 26 && i.estado === 1)).toBe(true);
    const todas = await get('/api/catalogos/estrategias');
    expect(todas.body.length).toBe(7);
    expect(todas.headers['content-range']).toBe('estrategias 0-6/25');
    expect((await get('/api/dsm', { q: 'autista' })).body[0].descripcion).toBe('299.00 Trastorno autista');
  });

  it('registra (nace activo), busca sin tildes, desactiva y activa con los mensajes del spec', async () => {
    const alta = await post('/api/catalogos/materiales', { descripcion: 'Túnel de gateo', especialidad: 4 });
    expect(alta.status).toBe(201);
    expect(alta.body.mensaje).toBe('REGISTRADO CON ÉXITO');
    const lista = await get('/api/catalogos/materiales', { filter: JSON.stringify({ q: 'tunel GATEO' }) });
    expect(lista.body).toEqual([
      { id: alta.body.id, catalogo: 'materiales', descripcion: 'Túnel de gateo', especialidad: 4, tipoPatologia: null, tipoDominio: 34, estado: 1 },
    ]);
    const des = await post(`/api/catalogos/materiales/${alta.body.id}/desactivar`);
    expect(des.body).toMatchObject({ estado: 2, mensaje: 'DESACTIVADO CON ÉXITO' });
    expect((await post(`/api/catalogos/materiales/${alta.body.id}/desactivar`)).body.mensaje).toBe('El ítem ya está inactivo');
    expect((await get('/api/catalogos/materiales', { filter: JSON.stringify({ q: 'tunel', estado: 2 }) })).body).toHaveLength(1);
    const act = await post(`/api/catalogos/materiales/${alta.body.id}/activar`);
    expect(act.body).toMatchObject({ estado: 1, mensaje: 'ACTIVADO CON ÉXITO' });
    expect((await post(`/api/catalogos/estrategias/${alta.body.id}/activar`)).status).toBe(404);
    const dsm = await post('/api/catalogos/patologias', { descripcion: '307.23 Trastorno de la Tourette', tipo: 2 });
    expect((await get(`/api/catalogos/patologias/${dsm.body.id}`)).body).toMatchObject({ tipoPatologia: 2, tipoDominio: 2 });
  });

  it.each([
    ['/api/catalogos/motivos-consulta', {}, 400, 'La descripción es obligatoria'],
    [
      '/api/catalogos/estrategias',
      { descripcion: 'X' },
      400,
      'La especialidad debe ser 2 (Fisioterapia), 3 (Fonoaudiología), 4 (Terapia ocupacional), 5 (Educación especial) o 6 (Psicología)',
    ],
    ['/api/catalogos/patologias', { descripcion: 'X', tipo: 9 }, 400, 'El tipo de patología debe ser 1 (CIE-10) o 2 (DSM-IV)'],
    ['/api/catalogos/motivos-consulta', { descripcion: 'retraso DEL lenguaje' }, 409, 'Ya existe un ítem con esa descripción en este catálogo'],
  ])('POST %s %j → %i "%s"', async (ruta, datos, estado, mensaje) => {
    const res = await post(ruta, datos);
    expect(res.status).toBe(estado);
    expect(res.body.mensaje).toBe(mensaje);
  });

  it('patologías: exporta a Excel lo que la lista muestra, tipo y estado en palabras', async () => {
    const pedido = await post('/api/exportaciones', { recurso: 'patologias', filtro: { q: 'trastorno autista' } });
    expect(pedido.status).toBe(201);
    const fin = await esperarExportacion(app, admin, pedido.body.id);
    expect(fin).toMatchObject({ estado: 'completado', filas: 1 });
    const { nombreHoja, filas } = await leerLibro((await descargar(app, admin, pedido.body.id)).body as Buffer);
    expect(nombreHoja).toBe('Patologías');
    expect(filas).toEqual([
      ['Descripción', 'Tipo', 'Estado'],
      ['299.00 Trastorno autista', 'DSM-IV', 'Activa'],
    ]);
  });

  it('cada catálogo exige su permiso; los términos de motivo se leen también desde la historia clínica', async () => {
    const historia = await app.ingresar('rol10');
    expect((await get('/api/catalogos/motivos-consulta', {}, historia)).status).toBe(200);
    expect((await post('/api/catalogos/motivos-consulta', { descripcion: 'Nuevo' }, historia)).status).toBe(403);
    expect((await get('/api/catalogos/estrategias', {}, historia)).status).toBe(403);
    expect((await get('/api/cie10', { q: 'F80' }, historia)).status).toBe(200);
  });

  it('patologías es un solo catálogo con la CIE-10 importada: la lista la muestra y un código agregado llega al buscador de diagnósticos (issue 28)', async () => {
    const [{ n }] = await app.infra.base.db.select({ n: count() }).from(cie10);
    const cie = await get('/api/catalogos/patologias', { filter: JSON.stringify({ tipo: 1 }), range: '[0,6]' });
    expect(cie.status).toBe(200);
    expect(cie.headers['content-range']).toMatch(new RegExp(`^patologias 0-6/${Number(n)}$`));
    const f840 = await get('/api/catalogos/patologias', { filter: JSON.stringify({ q: 'F84.0' }) });
    expect(f840.body).toContainEqual(expect.objectContaining({ id: 'cie10:F840', codigo: 'F840', tipoPatologia: 1, estado: 1 }));

    const sinCodigo = await post('/api/catalogos/patologias', { descripcion: 'Síndrome de prueba clínica', tipo: 1 });
    expect([sinCodigo.status, sinCodigo.body.mensaje]).toEqual([400, 'Escriba el código CIE-10 de la patología (una letra y dos dígitos, p. ej. F84.0)']);
    const repetido = await post('/api/catalogos/patologias', { descripcion: 'Otro autismo', tipo: 1, codigo: 'f84.0' });
    expect([repetido.status, repetido.body.mensaje]).toEqual([409, 'El código F84.0 ya está en el catálogo de patologías']);

    const alta = await post('/api/catalogos/patologias', { descripcion: 'Síndrome de prueba clínica', tipo: 1, codigo: 'U99.9' });
    expect(alta.status).toBe(201);
    const lista = await get('/api/catalogos/patologias', { filter: JSON.stringify({ tipo: 1 }), range: '[0,6]' });
    expect(lista.headers['content-range']).toBe(`patologias 0-6/${Number(n) + 1}`);
    expect((await post('/api/catalogos/patologias', { descripcion: 'Otra prueba', tipo: 1, codigo: 'U999' })).status).toBe(409);

    for (const q of ['U99.9', 'u999', 'prueba clinica']) {
      expect((await get('/api/cie10', { q })).body).toContainEqual({
        codigo: 'U999',
        codigoConPunto: 'U99.9',
        descripcion: 'Síndrome de prueba clínica',
        nivel: 3,
        padre: 'U99',
      });
    }
    const paciente = (await post('/api/pacientes', pacienteValido())).body;
    const impresion = await post(`/api/pacientes/${paciente.id}/historia/impresiones`, { descripcion: 'Hallazgos compatibles', cie10: ['U99.9'] });
    expect(impresion.status).toBe(201);

    expect((await post(`/api/catalogos/patologias/${alta.body.id}/desactivar`)).status).toBe(200);
    expect((await get('/api/cie10', { q: 'U99.9' })).body).toEqual([]);
    expect((await post('/api/catalogos/patologias/cie10:F840/desactivar')).status).toBe(404);
  });
});
