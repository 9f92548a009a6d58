import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { crearUsuario, pacienteValido } from '../admisiones/ayudas.js';
import { descargar, esperarExportacion, leerLibro } from '../exportaciones/ayudas.js';
import { autorizacion, prepararEscenario, relojMovible, type Escenario } from '../programacion/ayudas.js';

const motores = await motoresDisponibles();
const CONFIDENCIAL = 'Estos Objetivos son confidenciales. Por favor comunicarse con el administrador para solicitar acceso.';
const tareas = (...puntajes: number[]) => puntajes.map((puntaje) => ({ puntaje, cumple: puntaje >= 60 }));

describe.each(motores)('Objetivos y logros, y Mi espacio (%s)', (motor) => {
  // Today (Bogotá) is Friday 2026-11-20.
  const reloj = relojMovible('2026-11-20T15:00:00Z');
  let app: AppDePrueba;
  let admin: string;
  let e: Escenario;
  let lider: string;
  let otro: string;
  const get = (ruta: string, token = admin, query: object = {}) => app.http.get(`/api${ruta}`).query(query).set('authorization', token);
  const post = (ruta: string, datos: object, token = admin) => app.http.post(`/api${ruta}`).set('authorization', token).send(datos);
  const nuevo = (extra: object = {}) => ({
    paciente: e.paciente.id,
    especialidad: 2,
    objetivo: 'Marcha independiente 20 metros',
    tareas: ['Equilibrio', 'Fuerza', 'Resistencia'],
    fechaInicio: '2026-11-20',
    ...extra,
  });
  const lista = (filtro: object, token = admin) => get('/objetivos', token, { filter: JSON.stringify(filtro) });

  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, `obj-${motor}`);
    expect((await post(`/pacientes/${e.paciente.id}/lideres`, { fisioterapia: e.terapeuta })).status).toBe(200);
    await app.infra.proyecciones.ponerAlDia();
    lider = await app.ingresar(`obj-${motor}-fisio1`);
    otro = await app.ingresar(`obj-${motor}-fisio2`);
  });
  afterAll(() => app.cerrar());

  it('el líder registra un objetivo: tres tareas distintas, cumplimiento al fin del trimestre; nadie más salvo el administrador', async () => {
    const antes = (await lista({ paciente: e.paciente.id })).body.length;
    const iguales = await post('/objetivos', nuevo({ tareas: ['Equilibrio', 'Fuerza', 'equilibrio'] }), lider);
    expect([iguales.status, iguales.body.mensaje]).toEqual([400, 'Las tareas no pueden ser las mismas']);
    const dos = await post('/objetivos', nuevo({ tareas: ['a', 'b'] }), lider);
    expect([dos.status, dos.body.mensaje]).toEqual([400, 'El objetivo debe tener exactamente tres tareas']);
    const ajeno = await post('/objetivos', nuevo(), otro);
    expect([ajeno.status, ajeno.body.mensaje]).toEqual([403, 'Solo el líder de la especialidad del paciente puede registrar objetivos']);
    expect((await post('/objetivos', nuevo({ especialidad: 1 }), lider)).status).toBe(400);
    expect((await lista({ paciente: e.paciente.id })).body.length).toBe(antes);

    const ok = await post('/objetivos', nuevo(), lider);
    expect([ok.status, ok.body.mensaje]).toEqual([201, 'Objetivo registrado con éxito!']);
    const o = (await get(`/objetivos/${ok.body.id}`, lider)).body;
    expect(o).toMatchObject({
      especialidad: 2,
      tareas: ['Equilibrio', 'Fuerza', 'Resistencia'],
      fechaInicio: '2026-11-20',
      fechaFin: '2026-12-31',
      forma: 'periodos',
      terapeutaId: e.terapeuta,
      porcentaje: null,
      estado: 'pendiente',
      marca: null,
      calificaciones: [],
    });
    const porAdmin = await post('/objetivos', nuevo({ especialidad: 3, fechaInicio: '2027-02-28' }));
    expect(porAdmin.status).toBe(201);
    expect((await get(`/objetivos/${porAdmin.body.id}`)).body).toMatchObject({ fechaFin: '2027-03-31', especialidad: 3 });
  });

  it('issue 28: un objetivo nuevo empieza en el trimestre actual o el siguiente, nunca vencido ni años adelante', async () => {
    const fuera = 'La fecha de inicio debe estar entre el 01/10/2026 y el 31/03/2027 (el trimestre actual o el siguiente)';
    const antes = (await lista({ paciente: e.paciente.id })).body.length;
    for (const fechaInicio of ['2026-09-30', '2027-04-01', '2029-11-20']) {
      const res = await post('/objetivos', nuevo({ objetivo: `Fuera de rango ${fechaInicio}`, fechaInicio }), lider);
      expect([res.status, res.body.mensaje]).toEqual([400, fuera]);
    }
    expect((await lista({ paciente: e.paciente.id })).body.length).toBe(antes);
    const inicioDelTrimestre = await post('/objetivos', nuevo({ objetivo: 'Caminar en puntas', fechaInicio: '2026-10-01' }), lider);
    expect(inicioDelTrimestre.status).toBe(201);
    expect((await get(`/objetivos/${inicioDelTrimestre.body.id}`, lider)).body).toMatchObject({ fechaFin: '2026-12-31', estado: 'pendiente', marca: null });
  });

  it('issue 28: el promedio de la especialidad es el de sus evaluados, y la familia no lee "Logrado" bajo el 60 %', async () => {
    const paciente = (await post('/pacientes', pacienteValido())).body.id as string;
    const crear = async (objetivo: string) => (await post('/objetivos', nuevo({ paciente, especialidad: 4, objetivo }))).body.id as string;
    const evaluar = async (id: string, puntajes: number[], hasta = 3) => {
      for (let periodo = 1; periodo <= hasta; periodo++) {
        const res = await post(`/objetivos/${id}/calificar`, {
          periodo,
          tareas: tareas(...puntajes),
          ...(periodo === 3 ? { comentario: 'Evaluación del trimestre' } : {}),
        });
        expect(res.status).toBe(200);
      }
    };
    await evaluar(await crear('Abotonar la camisa'), [60, 60, 40]); // 53 %
    await evaluar(await crear('Recortar con tijeras'), [100, 100, 100]);
    await evaluar(await crear('Escribir su nombre'), [100, 100, 100], 1); // a period rated, not evaluated
    const to = (await get(`/pacientes/${paciente}/objetivos/resumen`)).body.especialidades.find((x: { especialidad: number }) => x.especialidad === 4);
    expect(to).toMatchObject({ evaluados: 2, total: 3, promedio: 77 }); // (53 + 100) / 2, not 84 with the open one
    const familia = (await get(`/pacientes/${paciente}/objetivos/familia`)).body.especialidades.find(
      (x: { especialidad: string }) => x.especialidad === 'Terapia ocupacional',
    );
    const progreso = Object.fromEntries(
      familia.objetivos.map((o: { objetivo: string; progreso: string; avance: number }) => [o.objetivo, [o.progreso, o.avance]]),
    );
    expect(progreso).toEqual({
      'Abotonar la camisa': ['No logrado', 53],
      'Recortar con tijeras': ['Logrado', 100],
      'Escribir su nombre': ['En progreso', 100],
    });
  });

  it('calificar por periodos: un periodo calificado se cierra, el 3 exige el logro; el promedio cuenta solo objetivos evaluados', async () => {
    const { id } = (await post('/objetivos', nuevo({ objetivo: 'Subir escaleras' }), lider)).body;
    const antes = (await get(`/pacientes/${e.paciente.id}/objetivos/resumen`, lider)).body;
    const p1 = await post(`/objetivos/${id}/calificar`, { periodo: 1, tareas: tareas(100, 80, 60) }, lider);
    expect([p1.status, p1.body.mensaje]).toEqual([200, 'Periodo evaluado con éxito']);
    const despues = (await get(`/pacientes/${e.paciente.id}/objetivos/resumen`, lider)).body;
    const fisioAntes = antes.especialidades.find((x: { especialidad: number }) => x.especialidad === 2);
    const fisio = despues.especialidades.find((x: { especialidad: number }) => x.especialidad === 2);
    expect(fisioAntes.promedio).toBeNull();
    expect(despues.paciente).toMatchObject({ id: e.paciente.id, confidencial: false, tieneFoto: false });
    // Issue 28 item 18: a rated period of an objective still open is not in the average (the card says 'Evaluados: 0').
    expect(fisio).toMatchObject({ promedio: null, evaluados: 0, lider: { id: e.terapeuta }, confidencial: false });
    expect(despues.especialidades.find((x: { especialidad: number }) => x.especialidad === 5)).toMatchObject({ promedio: null, total: 0, lider: null });

    const otraVez = await post(`/objetivos/${id}/calificar`, { periodo: 1, tareas: tareas(100, 100, 100) }, lider);
    expect([otraVez.status, otraVez.body.mensaje]).toEqual([409, 'El periodo 1 ya fue evaluado']);
    const ajeno = await post(`/objetivos/${id}/calificar`, { periodo: 2, tareas: tareas(100, 100, 100) }, otro);
    expect([ajeno.status, ajeno.body.mensaje]).toEqual([403, 'No tiene permiso para calificar este objetivo']);
    expect((await post(`/objetivos/${id}/calificar`, { periodo: 2, tareas: tareas(100, 90, 100) }, lider)).body.mensaje).toBe(
      'El puntaje debe ser 100, 80, 60, 40 o 20',
    );
    // The 'edit and rate objectives' capability (role 9 by default).
    expect((await post(`/objetivos/${id}/calificar`, { periodo: 2, tareas: tareas(40, 40, 60) }, await app.ingresar('rol9'))).status).toBe(200);
    expect((await get(`/objetivos/${id}`, lider)).body).toMatchObject({ porcentaje: 47, aprobado: false, periodosCalificados: [1, 2], estado: 'pendiente' });
    const sinLogro = await post(`/objetivos/${id}/calificar`, { periodo: 3, tareas: tareas(100, 80, 80) }, lider);
    expect([sinLogro.status, sinLogro.body.mensaje]).toEqual([400, 'Es necesario registrar un logro']);
    const p3 = await post(
      `/objetivos/${id}/calificar`,
      { periodo: 3, tareas: tareas(100, 80, 80), comentario: 'Sube 10 escalones', evidencia: 'https://videos.example/escalera' },
      lider,
    );
    expect(p3.status).toBe(200);
    const final = (await get(`/objetivos/${id}`, lider)).body;
    expect(final).toMatchObject({
      porcentaje: 87,
      aprobado: true,
      estado: 'evaluado',
      marca: 'a-tiempo',
      logro: 'Sube 10 escalones',
      fechaLogro: '2026-11-20',
    });
    expect(final.calificaciones.map((c: { periodo: number }) => c.periodo)).toEqual([1, 2, 3]);
    const fisioFinal = (await get(`/pacientes/${e.paciente.id}/objetivos/resumen`, lider)).body.especialidades.find(
      (x: { especialidad: number }) => x.especialidad === 2,
    );
    expect(fisioFinal).toMatchObject({ promedio: 87, evaluados: 1 });
    expect(final.calificaciones[0].tareas[0]).toEqual({ descripcion: 'Equilibrio', puntaje: 100, cumple: true });
    expect((await lista({ paciente: e.paciente.id, estado: 'evaluado' })).body.map((x: { id: string }) => x.id)).toEqual([id]);
    expect((await lista({ estado: 'otro' })).status).toBe(400);
  });

  it('vista para la familia: especialidades por nombre, tareas, progreso en palabras y fecha, sin códigos', async () => {
    const { id } = (await post('/objetivos', nuevo({ objetivo: 'Saltar la cuerda' }), lider)).body;
    expect((await post(`/objetivos/${id}/calificar`, { periodo: 1, tareas: tareas(60, 60, 60) }, lider)).status).toBe(200);
    const familia = await get(`/pacientes/${e.paciente.id}/objetivos/familia`, lider);
    expect(familia.status).toBe(200);
    expect(familia.body.paciente).toEqual({
      nombre: expect.any(String),
      documento: expect.stringMatching(/^[A-Z]+ \d+$/),
      fechaNacimiento: expect.any(String),
    });
    expect(familia.body.fecha).toBe('2026-11-20');
    const fisio = familia.body.especialidades.find((x: { especialidad: string }) => x.especialidad === 'Fisioterapia');
    expect(fisio.terapeuta).toEqual(expect.any(String));
    const escaleras = fisio.objetivos.find((o: { objetivo: string }) => o.objetivo === 'Subir escaleras');
    expect(escaleras).toEqual({
      objetivo: 'Subir escaleras',
      tareas: ['Equilibrio', 'Fuerza', 'Resistencia'],
      progreso: 'Logrado',
      avance: 87,
      fechaInicio: '2026-11-20',
      fechaCumplimiento: '2026-12-31',
      fechaLogro: '2026-11-20',
      logro: 'Sube 10 escalones',
    });
    const marcha = fisio.objetivos.find((o: { objetivo: string }) => o.objetivo === 'Marcha independiente 20 metros');
    expect(marcha).toMatchObject({ progreso: 'Pendiente de evaluar', avance: 0, fechaLogro: null });
    expect(fisio.objetivos.find((o: { objetivo: string }) => o.objetivo === 'Saltar la cuerda')).toMatchObject({
      progreso: 'En progreso',
      avance: 60,
      fechaCumplimiento: '2026-12-31',
    });
    expect(familia.body.especialidades.map((x: { especialidad: string }) => x.especialidad)).toEqual(['Fisioterapia', 'Fonoaudiología']);
    // No ids, codes or therapist-only fields in what the family reads.
    const texto = JSON.stringify(familia.body);
    expect(texto).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    for (const interno of ['"especialidad":2', 'terapeutaId', 'porcentaje', 'estado', 'marca', 'evidencia', 'calificaciones'])
      expect(texto).not.toContain(interno);
    // A role without the families' screen (role 10: the clinical history only) is refused.
    expect((await get(`/pacientes/${e.paciente.id}/objetivos/familia`, await app.ingresar('rol10'))).status).toBe(403);
  });

  it('un rol con solo la vista para la familia busca al paciente y abre su vista, sin la historia', async () => {
    const rol = await post('/roles', { nombre: `Familias ${motor}` });
    expect(rol.status).toBe(201);
    expect((await app.http.put(`/api/roles/${rol.body.id}/permisos/plan.objetivos-familia`).set('authorization', admin).send({ estado: 1 })).status).toBe(200);
    const usuario = `familias-${motor}`;
    const alta = await post('/usuarios', {
      nombres: 'Trabajo',
      apellidos: 'Social',
      usuario,
      password: 'clave-familia-1',
      rol: rol.body.id,
      sede: 'principal',
    });
    expect(alta.status).toBe(201);
    await app.infra.proyecciones.ponerAlDia();
    const token = await app.ingresar(usuario, 'clave-familia-1');
    const encontrados = await get('/historia-clinica/pacientes', token, { filter: JSON.stringify({ q: 'perez' }) });
    expect(encontrados.status).toBe(200);
    expect(encontrados.body.map((p: { id: string }) => p.id)).toContain(e.paciente.id);
    expect((await get(`/pacientes/${e.paciente.id}/objetivos/familia`, token)).status).toBe(200);
    expect((await get(`/pacientes/${e.paciente.id}/historia`, token)).status).toBe(403);
  });

  it('forma antigua (antes de 2025-03-09): una calificación con logro', async () => {
    // Created on its day (a new objective cannot start in a past quarter).
    reloj.poner('2025-01-10T15:00:00Z');
    const { id } = (await post('/objetivos', nuevo({ fechaInicio: '2025-01-10' }), lider)).body;
    reloj.poner('2026-11-20T15:00:00Z');
    expect((await get(`/objetivos/${id}`)).body).toMatchObject({ forma: 'unica', fechaFin: '2025-03-31', estado: 'vencido', marca: 'vencido' });
    expect((await post(`/objetivos/${id}/calificar`, { puntaje: 80 }, lider)).body.mensaje).toBe('Es necesario registrar un logro');
    const ok = await post(`/objetivos/${id}/calificar`, { puntaje: 80, logro: 'Camina sin apoyo' }, lider);
    expect([ok.status, ok.body.mensaje]).toEqual([200, 'Objetivo evaluado con éxito!']);
    expect((await get(`/objetivos/${id}`)).body).toMatchObject({ porcentaje: 80, estado: 'evaluado', marca: 'tarde' });
    // Role 15 rates old-form objectives only before 2024-01-15.
    expect((await post(`/objetivos/${id}/calificar`, { puntaje: 100, logro: 'x' }, await app.ingresar('rol15'))).status).toBe(403);
  });

  it('extender la fecha: no antes de hoy; entonces aparece entre los próximos de Mi espacio', async () => {
    const { id } = (await post('/objetivos', nuevo({ objetivo: 'Saltar en un pie' }), lider)).body;
    const antes = await post(`/objetivos/${id}/extender`, { fecha: '2026-11-19' }, lider);
    expect([antes.status, antes.body.mensaje]).toEqual([400, 'La nueva fecha de cumplimiento no puede ser anterior a hoy']);
    const ok = await post(`/objetivos/${id}/extender`, { fecha: '2026-11-25' }, lider);
    expect([ok.status, ok.body.mensaje]).toEqual([200, 'ACTUALIZADO CON ÉXITO']);
    expect((await get(`/objetivos/${id}`, lider)).body).toMatchObject({ fechaFin: '2026-11-25', estado: 'proximo' });
    const espacio = (await get('/mi-espacio', lider)).body;
    expect(espacio.objetivosProximos.map((x: { id: string }) => x.id)).toContain(id);
    expect(espacio.objetivosProximos.every((x: { fechaFin: string }) => x.fechaFin >= '2026-11-20' && x.fechaFin <= '2026-11-30')).toBe(true);
  });

  it('Mi espacio: tarjetas del día desde las sesiones, pendientes por confirmar, pacientes liderados y sesiones realizadas', async () => {
    reloj.poner('2026-09-01T15:00:00Z'); // created in its quarter, overdue today
    const vencido = (await post('/objetivos', nuevo({ objetivo: 'Sentarse solo', fechaInicio: '2026-09-01' }), lider)).body.id;
    reloj.poner('2026-11-20T15:00:00Z');
    await post(`/objetivos/${vencido}/calificar`, { periodo: 1, tareas: tareas(60, 60, 60) }, lider);
    const c = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-OBJ1` });
    const item = (horaInicio: string, horaFin: string, lugar: string) => ({
      paciente: e.paciente.id,
      cobertura: c,
      lineaId: '1',
      terapeuta: e.terapeuta,
      fecha: '2026-11-20',
      horaInicio,
      horaFin,
      tipo: 'Terapia',
      lugar,
    });
    const programadas = await post('/sesiones/programar', {
      items: [item('16:00', '16:30', 'Sede'), item('16:30', '17:00', 'Domicilio'), item('17:00', '17:30', 'Virtual'), item('17:30', '18:00', 'Sede')],
    });
    expect(programadas.status).toBe(201);
    const [sede, , virtual, sede2] = programadas.body.ids as string[];
    expect([200, 201]).toContain((await post(`/sesiones/${virtual}/cancelar`, { motivo: 'Clima' })).status);
    const estrategia = await post('/catalogos/estrategias', { descripcion: `Equilibrio ${motor}`, especialidad: 2 });
    const evolucion = {
      estrategias: [estrategia.body.id],
      material: '',
      estadoPaciente: 'Colaborador',
      evolucion: 'Trabajo de equilibrio',
      requiereExamen: false,
    };
    expect([200, 201]).toContain((await post(`/sesiones/${sede}/evolucion`, evolucion, lider)).status);
    void sede2;

    const espacio = await get('/mi-espacio', lider, { fecha: '2026-11-20' });
    expect(espacio.status).toBe(200);
    expect(espacio.body.terapeuta).toMatchObject({ id: e.terapeuta, rol: 2 });
    expect(espacio.body.tarjetas).toEqual({
      ssp: { sede: 1, domicilio: 1, total: 2 },
      ssr: { sede: 1, domicilio: 0, canceladas: 1, total: 1 },
      porModalidad: [
        { lugar: 'Domicilio', realizadas: 0, programadas: 1, canceladas: 0 },
        { lugar: 'Sede', realizadas: 1, programadas: 1, canceladas: 0 },
        { lugar: 'Virtual', realizadas: 0, programadas: 0, canceladas: 1 },
      ],
    });
    const porConfirmar = espacio.body.objetivosPorConfirmar.find((x: { id: string }) => x.id === vencido);
    expect(porConfirmar).toMatchObject({ estado: 'vencido', tieneLogro: true, fechaFin: '2026-09-30' });
    expect(espacio.body.pacientesLiderados).toEqual([
      expect.objectContaining({ id: e.paciente.id, numeroDocumento: expect.any(String), edad: expect.any(Number) }),
    ]);

    const realizadas = await get('/mi-espacio/sesiones-realizadas', lider, { desde: '2026-11-01', hasta: '2026-11-30' });
    expect(realizadas.body.sesiones).toEqual([
      expect.objectContaining({ id: sede, fecha: '2026-11-20', hora: '16:00', lugar: 'Sede', tipo: 'Terapia', valor: 45000, entidad: e.eps.nombre }),
    ]);
    expect((await get('/mi-espacio/sesiones-realizadas', lider, { desde: '2026-11-01' })).body.mensaje).toBe('ERROR: Faltan fechas por seleccionar');

    // Another therapist's space: only for whoever administers personal spaces.
    const ajeno = await get('/mi-espacio', otro, { terapeuta: e.terapeuta });
    expect([ajeno.status, ajeno.body.mensaje]).toEqual([403, 'Solo puede consultar su propio espacio']);
    const porAdmin = await get('/mi-espacio', admin, { terapeuta: e.terapeuta, fecha: '2026-11-20' });
    expect(porAdmin.body.tarjetas).toEqual(espacio.body.tarjetas);
    expect((await get('/mi-espacio', await app.ingresar('rol10'))).status).toBe(403);
  });

  it('Mi espacio a Excel: objetivos próximos, pacientes liderados y sesiones realizadas; cada terapeuta solo lo suyo', async () => {
    const exportar = async (recurso: string, filtro: object, token: string) => {
      const pedido = await post('/exportaciones', { recurso, filtro }, token);
      expect(pedido.status).toBe(201);
      expect(await esperarExportacion(app, token, pedido.body.id)).toMatchObject({ estado: 'completado' });
      return leerLibro((await descargar(app, token, pedido.body.id)).body as Buffer);
    };
    const espacio = (await get('/mi-espacio', lider, { fecha: '2026-11-20' })).body;
    const sesiones = (await get('/mi-espacio/sesiones-realizadas', lider, { desde: '2026-11-01', hasta: '2026-11-30' })).body.sesiones;

    const proximos = await exportar('mi-espacio-objetivos', { fecha: '2026-11-20' }, lider);
    expect(proximos.nombreHoja).toBe('Objetivos próximos a vencer');
    expect(proximos.filas[0]).toEqual(['Paciente', 'Fecha de ingreso', 'Fecha de cumplimiento', 'Objetivo']);
    expect(proximos.filas.slice(1)).toEqual(
      espacio.objetivosProximos.map((o: { paciente: string; fechaInicio: string; fechaFin: string; objetivo: string }) => [
        o.paciente,
        o.fechaInicio.split('-').reverse().join('/'),
        o.fechaFin.split('-').reverse().join('/'),
        o.objetivo,
      ]),
    );
    expect(proximos.filas.some((f) => f[3] === 'Saltar en un pie' && f[2] === '25/11/2026')).toBe(true);

    const liderados = await exportar('mi-espacio-liderados', {}, lider);
    expect(liderados.filas[0]).toEqual(['Paciente', 'Edad', 'Documento', 'DX']);
    const [p] = espacio.pacientesLiderados;
    expect(liderados.filas.slice(1)).toEqual([[p.nombre, String(p.edad), `${p.tipoDocumento} ${p.numeroDocumento}`, p.dx ?? '']]);

    const realizadas = await exportar('mi-espacio-sesiones', { desde: '2026-11-01', hasta: '2026-11-30' }, lider);
    expect(realizadas.nombreHoja).toBe('Sesiones realizadas');
    expect(realizadas.filas[0]).toEqual(['Paciente', 'Entidad', 'Fecha', 'Hora', 'Lugar', 'Tipo', 'Valor (COP)']);
    expect(realizadas.filas.slice(1)).toEqual([[sesiones[0].paciente, e.eps.nombre, '20/11/2026', '16:00', 'Sede', 'Terapia', '45000']]);
    expect((await post('/exportaciones', { recurso: 'mi-espacio-sesiones', filtro: { desde: '2026-11-01' } }, lider)).body.mensaje).toBe(
      'ERROR: Faltan fechas por seleccionar',
    );

    // Another therapist cannot export this one's space, and their own holds none of it.
    for (const recurso of ['mi-espacio-objetivos', 'mi-espacio-liderados', 'mi-espacio-sesiones']) {
      const ajeno = await post(
        '/exportaciones',
        { recurso, filtro: { terapeuta: e.terapeuta, fecha: '2026-11-20', desde: '2026-11-01', hasta: '2026-11-30' } },
        otro,
      );
      expect([recurso, ajeno.status, ajeno.body.mensaje]).toEqual([recurso, 403, 'Solo puede consultar su propio espacio']);
    }
    expect((await exportar('mi-espacio-liderados', {}, otro)).filas).toHaveLength(1);
    expect((await exportar('mi-espacio-sesiones', { desde: '2026-11-01', hasta: '2026-11-30' }, otro)).filas).toHaveLength(1);
    // The administrator's view picks the therapist; a role without the personal space is refused.
    expect((await exportar('mi-espacio-sesiones', { terapeuta: e.terapeuta, desde: '2026-11-01', hasta: '2026-11-30' }, admin)).filas).toEqual(
      realizadas.filas,
    );
    expect((await post('/exportaciones', { recurso: 'mi-espacio-liderados', filtro: {} }, await app.ingresar('rol10'))).status).toBe(403);
  });

  it('objetivos de psicología de un paciente bloqueado: solo quien lo bloqueó y quien ve historias confidenciales', async () => {
    const terapeutas = (await get('/admisiones/terapeutas')).body as { id: string; rol: number }[];
    const psicologo = terapeutas.find((t) => t.rol === 6)!.id;
    expect((await post(`/pacientes/${e.paciente.id}/lideres`, { fisioterapia: e.terapeuta, psicologia: psicologo, confidencial: true })).status).toBe(200);
    await app.infra.proyecciones.ponerAlDia();
    const rol6 = await app.ingresar('rol6');
    const psico = await post('/objetivos', nuevo({ especialidad: 6, objetivo: 'Regulación emocional' }), rol6);
    expect(psico.status).toBe(201);
    const fallos: string[] = [];
    for (const [usuario, puede] of [
      ['rol2', false],
      ['rol15', false],
      ['rol6', true],
      ['rol9', true],
      ['rol13', true],
      ['admin', true],
    ] as const) {
      const token = usuario === 'admin' ? admin : await app.ingresar(usuario);
      const uno = await get(`/objetivos/${psico.body.id}`, token);
      const pestana = await lista({ paciente: e.paciente.id, especialidad: 6 }, token);
      const todos = await lista({ paciente: e.paciente.id }, token);
      const resumen = (await get(`/pacientes/${e.paciente.id}/objetivos/resumen`, token)).body;
      const psicologia = resumen.especialidades.find((x: { especialidad: number }) => x.especialidad === 6);
      const extender = await post(`/objetivos/${psico.body.id}/extender`, { fecha: '2026-12-30' }, token);
      const ve =
        uno.status === 200 &&
        pestana.status === 200 &&
        todos.body.some((x: { id: string }) => x.id === psico.body.id) &&
        psicologia.confidencial === false &&
        psicologia.total === 1;
      const negado =
        uno.status === 403 &&
        uno.body.mensaje === CONFIDENCIAL &&
        pestana.status === 403 &&
        pestana.body.mensaje === CONFIDENCIAL &&
        !todos.body.some((x: { id: string }) => x.id === psico.body.id) &&
        psicologia.confidencial === true &&
        psicologia.total === 0 &&
        extender.status === 403 &&
        extender.body.mensaje === CONFIDENCIAL;
      if (puede ? !ve : !negado) fallos.push(`${usuario}: ${uno.status} ${pestana.status} ${extender.status} ${JSON.stringify(psicologia)}`);
    }
    expect(fallos).toEqual([]);

    // The families' view follows the same rule: psychology left out (said once) for whoever may not see it.
    for (const [usuario, puede] of [
      ['rol2', false],
      ['rol15', false],
      ['rol6', true],
      ['rol9', true],
      ['rol13', true],
      ['admin', true],
    ] as const) {
      const token = usuario === 'admin' ? admin : await app.ingresar(usuario);
      const familia = await get(`/pacientes/${e.paciente.id}/objetivos/familia`, token);
      expect(familia.status).toBe(200);
      const nombres = familia.body.especialidades.map((x: { especialidad: string }) => x.especialidad);
      const textos = familia.body.especialidades.flatMap((x: { objetivos: { objetivo: string }[] }) => x.objetivos.map((o) => o.objetivo));
      if (puede)
        fallos.push(
          ...(nombres.includes('Psicología') && textos.includes('Regulación emocional') && !familia.body.psicologiaReservada
            ? []
            : [`familia ${usuario} no ve psicología`]),
        );
      else
        fallos.push(
          ...(!nombres.includes('Psicología') && !textos.includes('Regulación emocional') && familia.body.psicologiaReservada
            ? []
            : [`familia ${usuario} ve psicología`]),
        );
      expect(nombres).toContain('Fisioterapia');
    }
    expect(fallos).toEqual([]);
    // Physiotherapy objectives of the same patient stay visible to the physiotherapy leader.
    expect((await lista({ paciente: e.paciente.id, especialidad: 2 }, lider)).body.length).toBeGreaterThan(0);
  });

  it('sede: un usuario de otra sede no ve los objetivos ni el resumen del paciente', async () => {
    await crearUsuario(app, `obj-${motor}-norte`, 2, 'norte');
    await app.infra.proyecciones.ponerAlDia();
    const norte = await app.ingresar(`obj-${motor}-norte`);
    const [uno] = (await lista({ paciente: e.paciente.id, especialidad: 2 })).body;
    expect((await get(`/objetivos/${uno.id}`, norte)).status).toBe(404);
    expect((await lista({ paciente: e.paciente.id }, norte)).body).toEqual([]);
    expect((await get(`/pacientes/${e.paciente.id}/objetivos/resumen`, norte)).status).toBe(404);
    expect((await get(`/pacientes/${e.paciente.id}/objetivos/familia`, norte)).status).toBe(404);
    expect((await get('/pacientes/no-es-un-id/objetivos/familia')).status).toBe(404);
    expect((await post(`/objetivos/${uno.id}/calificar`, { periodo: 1, tareas: tareas(100, 100, 100) }, norte)).status).toBe(404);
  });
});
