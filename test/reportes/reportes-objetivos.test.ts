import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { crearUsuario } from '../admisiones/ayudas.js';
import { descargar, esperarExportacion, leerLibro } from '../exportaciones/ayudas.js';
import { autorizacion, prepararEscenario, relojMovible, type Escenario } from '../programacion/ayudas.js';

const motores = await motoresDisponibles();
const FALTAN = 'ERROR: Faltan fechas por seleccionar';
const INCOMPLETOS = 'Parametros incompletos para la busqueda';
const tareas = (...puntajes: number[]) => puntajes.map((puntaje) => ({ puntaje, cumple: puntaje >= 60 }));

/**
 * Issue 16 items 3 and 11 and the attention index of issue 12, over a scenario made by hand:
 * four physiotherapy sessions of Ana on Mon 23 – Thu 26 November 2026, the 24th cancelled, the others evolved;
 * objectives A (physiotherapy, from the 24th, rated 100/80/60 = 80 %), B (speech, from the 21st, 40/40/20 = 33 %)
 * and C (physiotherapy, from the 25th, not rated).
 */
describe.each(motores)('Reportes de objetivos y logros y de evoluciones sin logro (%s)', (motor) => {
  const reloj = relojMovible('2026-11-20T15:00:00Z');
  let app: AppDePrueba;
  let admin: string;
  let e: Escenario;
  let lider: string;
  const ids: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };
  let sesiones: string[] = [];
  const get = (ruta: string, query: object = {}, token = admin) => app.http.get(`/api${ruta}`).query(query).set('authorization', token);
  const lista = (ruta: string, filtro: object, token = admin, extra: object = {}) => get(ruta, { filter: JSON.stringify(filtro), ...extra }, token);
  const post = (ruta: string, datos: object, token = admin) => app.http.post(`/api${ruta}`).set('authorization', token).send(datos);
  const NOVIEMBRE = { desde: '2026-11-01', hasta: '2026-11-30' };

  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, `${motor}-ryo`);
    expect((await post(`/pacientes/${e.paciente.id}/lideres`, { fisioterapia: e.terapeuta })).status).toBe(200);
    await app.infra.proyecciones.ponerAlDia();
    lider = await app.ingresar(`${motor}-ryo-fisio1`);

    const c1 = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-RYO1` });
    const item = (fecha: string) => ({
      paciente: e.paciente.id,
      cobertura: c1,
      lineaId: '1',
      terapeuta: e.terapeuta,
      fecha,
      horaInicio: '08:00',
      horaFin: '08:30',
      tipo: 'Terapia',
      lugar: 'Sede',
    });
    const programadas = await post('/sesiones/programar', { items: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map(item) });
    expect(programadas.status).toBe(201);
    sesiones = programadas.body.ids;
    expect((await post(`/sesiones/${sesiones[1]}/cancelar`, { motivo: 'Clima' })).status).toBe(200);

    const nuevo = (especialidad: number, fechaInicio: string, objetivo: string, token: string) =>
      post('/objetivos', { paciente: e.paciente.id, especialidad, objetivo, tareas: ['Equilibrio', 'Fuerza', 'Resistencia'], fechaInicio }, token);
    ids.a = (await nuevo(2, '2026-11-24', 'Marcha independiente', lider)).body.id;
    ids.b = (await nuevo(3, '2026-11-21', 'Articular fonemas', admin)).body.id;
    ids.c = (await nuevo(2, '2026-11-25', 'Subir escaleras', lider)).body.id;
    expect((await post(`/objetivos/${ids.a}/calificar`, { periodo: 1, tareas: tareas(100, 80, 60) }, lider)).status).toBe(200);
    expect((await post(`/objetivos/${ids.b}/calificar`, { periodo: 1, tareas: tareas(40, 40, 20) })).status).toBe(200);

    const estrategia = await post('/catalogos/estrategias', { descripcion: `Marcha ${motor} ryo`, especialidad: 2 });
    const evolucion = { estrategias: [estrategia.body.id], material: '', estadoPaciente: 'Colaborador', evolucion: 'Camina con apoyo', requiereExamen: false };
    reloj.poner('2026-11-26T20:00:00Z');
    for (const s of [sesiones[0], sesiones[2], sesiones[3]]) expect((await post(`/sesiones/${s}/evolucion`, evolucion, lider)).status).toBe(200);
    await app.infra.proyecciones.ponerAlDia();
  });
  afterAll(() => app.cerrar());

  it('índice de atención en Información general: 3 realizadas y 1 cancelada en los 90 días antes de hoy = 75 %', async () => {
    const resumen = await get(`/pacientes/${e.paciente.id}/objetivos/resumen`);
    expect(resumen.status).toBe(200);
    expect(resumen.body.indiceAtencion).toBe(75);
    // 90 days later the window still holds the 23rd–26th (the 26th is 90 days before 2027-02-24); a day more and it is '--'.
    reloj.poner('2027-02-24T15:00:00Z');
    expect((await get(`/pacientes/${e.paciente.id}/objetivos/resumen`)).body.indiceAtencion).toBe(100);
    reloj.poner('2027-02-25T15:00:00Z');
    expect((await get(`/pacientes/${e.paciente.id}/objetivos/resumen`)).body.indiceAtencion).toBeNull();
    reloj.poner('2026-11-26T20:00:00Z');
  });

  it('por fechas: objetivos que inician en el rango con índice, porcentaje y estado calculados a mano', async () => {
    const res = await lista('/reportes/objetivos-y-logros', NOVIEMBRE);
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('objetivos-y-logros 0-2/3');
    // Start-date order: B (21st), A (24th), C (25th). Index at the range's end capped at today (26th): 75 %.
    expect(
      res.body.map((f: { id: string; indiceAtencion: number | null; porcentaje: number | null; aprobado: boolean | null; estado: string }) => [
        f.id,
        f.indiceAtencion,
        f.porcentaje,
        f.aprobado,
        f.estado,
      ]),
    ).toEqual([
      [ids.b, 75, 33, false, 'pendiente'],
      [ids.a, 75, 80, true, 'pendiente'],
      [ids.c, 75, null, null, 'pendiente'],
    ]);
    expect(res.body[1]).toMatchObject({
      paciente: expect.stringMatching(/^ANA MARÍA PÉREZ GÓMEZ \(CC \d+\)$/),
      fechaInicio: '2026-11-24',
      fechaFin: '2026-12-31',
      objetivo: 'Marcha independiente',
      terapeuta: expect.any(String),
      estadoNombre: 'Pendiente',
      sede: 'principal',
      sedeNombre: expect.any(String),
    });
    // The index at the 24th: the 23rd done and the 24th cancelled = 50 %.
    const hasta24 = await lista('/reportes/objetivos-y-logros', { desde: '2026-11-01', hasta: '2026-11-24' });
    expect(hasta24.body.map((f: { id: string; indiceAtencion: number }) => [f.id, f.indiceAtencion])).toEqual([
      [ids.b, 50],
      [ids.a, 50],
    ]);
    // Search (patient, therapist or objective), paging and order.
    expect((await lista('/reportes/objetivos-y-logros', { ...NOVIEMBRE, q: 'escaleras' })).body.map((f: { id: string }) => f.id)).toEqual([ids.c]);
    expect((await lista('/reportes/objetivos-y-logros', { ...NOVIEMBRE, q: 'ana perez' })).body).toHaveLength(3);
    expect((await lista('/reportes/objetivos-y-logros', NOVIEMBRE, admin, { range: '[0,0]', sort: '["porcentaje","DESC"]' })).headers['content-range']).toBe(
      'objetivos-y-logros 0-0/3',
    );
    // Validations: both dates, end not before start, dates as aaaa-mm-dd.
    expect((await lista('/reportes/objetivos-y-logros', { desde: '2026-11-01' })).body).toEqual({ mensaje: FALTAN });
    expect((await lista('/reportes/objetivos-y-logros', { desde: '2026-11-30', hasta: '2026-11-01' })).body).toEqual({
      mensaje: 'La fecha final no puede se menor a la fecha inicial',
    });
    expect((await lista('/reportes/objetivos-y-logros', { desde: '01/11/2026', hasta: '2026-11-30' })).status).toBe(400);
  });

  it('por trimestre: paciente (o todos) o terapeuta, trimestre y año de 2025 al actual', async () => {
    const trimestre = (filtro: object, token = admin) => lista('/reportes/objetivos-y-logros/trimestre', filtro, token);
    expect((await trimestre({ paciente: e.paciente.id, trimestre: 4, anio: 2026 })).body.map((f: { id: string }) => f.id)).toEqual([ids.b, ids.a, ids.c]);
    expect((await trimestre({ paciente: 'todos', trimestre: '4', anio: '2026' })).body).toHaveLength(3);
    // The physiotherapy leader owns A and C; B is the administrator's (no speech leader).
    expect((await trimestre({ terapeuta: e.terapeuta, trimestre: 4, anio: 2026 })).body.map((f: { id: string }) => f.id)).toEqual([ids.a, ids.c]);
    expect((await trimestre({ paciente: 'todos', trimestre: 3, anio: 2026 })).body).toEqual([]);
    for (const incompleto of [{ trimestre: 4, anio: 2026 }, { paciente: 'todos', anio: 2026 }, { paciente: 'todos', trimestre: 4 }, {}]) {
      expect((await trimestre(incompleto)).body).toEqual({ mensaje: INCOMPLETOS });
    }
    expect((await trimestre({ paciente: 'todos', trimestre: 5, anio: 2026 })).body).toEqual({ mensaje: 'El trimestre debe ser 1, 2, 3 o 4' });
    expect((await trimestre({ paciente: 'todos', trimestre: 1, anio: 2024 })).body).toEqual({ mensaje: 'El año debe estar entre 2025 y 2026' });
    expect((await trimestre({ paciente: 'todos', trimestre: 1, anio: 2027 })).body).toEqual({ mensaje: 'El año debe estar entre 2025 y 2026' });
    expect((await trimestre({ paciente: 'todos', trimestre: 'uno', anio: 2026 })).status).toBe(400);
    // The pickers: patients and therapists with objectives.
    expect((await get('/reportes/objetivos-y-logros/personas', { tipo: 'paciente', q: 'ana perez' })).body).toEqual([
      { id: e.paciente.id, nombre: expect.stringMatching(/^ANA MARÍA PÉREZ GÓMEZ/) },
    ]);
    expect((await get('/reportes/objetivos-y-logros/personas', { tipo: 'terapeuta' })).body.map((p: { id: string }) => p.id)).toContain(e.terapeuta);
    expect((await get('/reportes/objetivos-y-logros/personas', { tipo: 'otro' })).status).toBe(400);
  });

  it('evoluciones sin logro: solo la del 23 (el objetivo de fisioterapia empieza el 24; la cancelada no es evolución)', async () => {
    const res = await lista('/reportes/evoluciones-sin-logro', NOVIEMBRE);
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('evoluciones-sin-logro 0-0/1');
    expect(res.body).toEqual([
      expect.objectContaining({
        id: sesiones[0],
        pacienteId: e.paciente.id,
        nombrePaciente: 'ANA PÉREZ',
        especialidad: 'Fisioterapia',
        fecha: '2026-11-23',
        fechaEvolucion: '2026-11-26',
        tipo: 'Terapia',
        sede: 'principal',
      }),
    ]);
    expect((await lista('/reportes/evoluciones-sin-logro', { ...NOVIEMBRE, paciente: e.paciente.id })).body).toHaveLength(1);
    expect((await lista('/reportes/evoluciones-sin-logro', { ...NOVIEMBRE, q: 'nadie-asi' })).body).toEqual([]);
    expect((await lista('/reportes/evoluciones-sin-logro', { hasta: '2026-11-30' })).body).toEqual({ mensaje: FALTAN });
  });

  it('Excel: encabezados en español, índice y porcentaje como se leen, Pendiente evaluar', async () => {
    const pedido = await post('/exportaciones', { recurso: 'reporte-objetivos-y-logros', filtro: NOVIEMBRE });
    expect(pedido.status).toBe(201);
    expect(await esperarExportacion(app, admin, pedido.body.id)).toMatchObject({ estado: 'completado', filas: 3 });
    const libro = await leerLibro((await descargar(app, admin, pedido.body.id)).body as Buffer);
    expect(libro.nombreHoja).toBe('Objetivos y logros');
    expect(libro.filas[0]).toEqual([
      'Paciente',
      'Índice de atención',
      'Especialidad',
      'Fecha de inicio',
      'Fecha de cumplimiento',
      'Objetivo',
      'Logro',
      'Porcentaje',
      'Terapeuta',
      'Estado',
      'Sede',
    ]);
    expect(libro.filas.slice(1).map((f) => [f[1], f[2], f[3], f[4], f[5], f[7], f[9]])).toEqual([
      ['75%', 'Fonoaudiología', '21/11/2026', '31/12/2026', 'Articular fonemas', '33%', 'Pendiente'],
      ['75%', 'Fisioterapia', '24/11/2026', '31/12/2026', 'Marcha independiente', '80%', 'Pendiente'],
      ['75%', 'Fisioterapia', '25/11/2026', '31/12/2026', 'Subir escaleras', 'Pendiente evaluar', 'Pendiente'],
    ]);
    // The variant's export, and its refusal in the spec's words.
    const variante = await post('/exportaciones', {
      recurso: 'reporte-objetivos-y-logros',
      filtro: { modo: 'trimestre', terapeuta: e.terapeuta, trimestre: 4, anio: 2026 },
    });
    expect(await esperarExportacion(app, admin, variante.body.id)).toMatchObject({ estado: 'completado', filas: 2 });
    expect((await post('/exportaciones', { recurso: 'reporte-objetivos-y-logros', filtro: { modo: 'trimestre', trimestre: 4 } })).body.mensaje).toBe(
      INCOMPLETOS,
    );
    expect((await post('/exportaciones', { recurso: 'reporte-objetivos-y-logros', filtro: { desde: '2026-11-01' } })).body.mensaje).toBe(FALTAN);

    const evoluciones = await post('/exportaciones', { recurso: 'reporte-evoluciones-sin-logro', filtro: NOVIEMBRE });
    expect(await esperarExportacion(app, admin, evoluciones.body.id)).toMatchObject({ estado: 'completado', filas: 1 });
    const hoja = await leerLibro((await descargar(app, admin, evoluciones.body.id)).body as Buffer);
    expect(hoja.nombreHoja).toBe('Evoluciones sin logro');
    expect(hoja.filas[0]).toEqual(['Paciente', 'Documento', 'Terapeuta', 'Especialidad', 'Fecha', 'Fecha de evolución', 'Tipo', 'Sede']);
    expect([hoja.filas[1]![0], hoja.filas[1]![3], hoja.filas[1]![4], hoja.filas[1]![5], hoja.filas[1]![6]]).toEqual([
      'ANA PÉREZ',
      'Fisioterapia',
      '23/11/2026',
      '26/11/2026',
      'Terapia',
    ]);
  });

  it('un visor de reportes (rol 8) de otra sede no ve filas de esta, diga lo que diga el filtro; el de esta sí', async () => {
    await crearUsuario(app, `${motor}-ryo-norte`, 8, 'norte');
    const norte = await app.ingresar(`${motor}-ryo-norte`);
    const rol8 = await app.ingresar('rol8');
    for (const [ruta, filtro] of [
      ['/reportes/objetivos-y-logros', { ...NOVIEMBRE, sede: 'principal' }],
      ['/reportes/objetivos-y-logros/trimestre', { paciente: e.paciente.id, trimestre: 4, anio: 2026, sede: 'principal' }],
      ['/reportes/objetivos-y-logros/trimestre', { paciente: 'todos', trimestre: 4, anio: 2026, sede: 'principal' }],
      ['/reportes/evoluciones-sin-logro', { ...NOVIEMBRE, sede: 'principal', paciente: e.paciente.id }],
    ] as const) {
      const ajena = await lista(ruta, filtro, norte);
      expect([ruta, ajena.status, ajena.body]).toEqual([ruta, 200, []]);
      const propia = await lista(ruta, filtro, rol8);
      expect([ruta, propia.status, propia.body.length > 0]).toEqual([ruta, 200, true]);
    }
    expect((await get('/reportes/objetivos-y-logros/personas', { tipo: 'paciente', sede: 'principal' }, norte)).body).toEqual([]);
    for (const recurso of ['reporte-objetivos-y-logros', 'reporte-evoluciones-sin-logro']) {
      const ajeno = await post('/exportaciones', { recurso, filtro: { ...NOVIEMBRE, sede: 'principal' } }, norte);
      expect(ajeno.status).toBe(201);
      expect(await esperarExportacion(app, norte, ajeno.body.id)).toMatchObject({ estado: 'completado', filas: 0 });
    }
    // A therapist (role 2) does not read the reports.
    expect((await lista('/reportes/objetivos-y-logros', NOVIEMBRE, lider)).status).toBe(403);
  });
});
