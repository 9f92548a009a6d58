import { eq } from 'drizzle-orm';
import { exportaciones } from '@avanti/libs/database/schema/index';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { hayChromium } from '../support/navegador.js';
import { crearUsuario } from '../admisiones/ayudas.js';
import { descargar, esperarExportacion } from '../exportaciones/ayudas.js';
import { autorizacion, prepararEscenario, relojMovible, type Escenario } from '../programacion/ayudas.js';
import { esA4, leerPdf, paginas } from '../pdf/lectura-pdf.js';

const motores = await motoresDisponibles();
const CONFIDENCIAL = 'Esta HC es confidencial. Por favor comunicarse con el administrador para solicitar acceso.';
const SIN_LIDER = 'No se encontró un lider para esta especialidad';
const tareas = (...puntajes: number[]) => puntajes.map((puntaje) => ({ puntaje, cumple: puntaje >= 60 }));

/**
 * Issue 16 item 13 (patient reports, /reportes/informeEvolucion) and the objectives report's period PDF (item 3),
 * over a scenario made by hand: four physiotherapy sessions of Ana on Mon 23 – Thu 26 November 2026, the 24th
 * cancelled, the others evolved on the 26th by the physiotherapy leader; objectives A (physiotherapy, from the 24th,
 * period 1 rated 100/80/60 = 80 %) and C (physiotherapy, from the 25th, not rated). No speech leader.
 */
describe.each(motores)('Informes de pacientes y PDF del periodo de objetivos (%s)', (motor) => {
  const reloj = relojMovible('2026-11-20T15:00:00Z');
  let app: AppDePrueba;
  let admin: string;
  let e: Escenario;
  let lider: string;
  const ids = { a: '', c: '' };
  let sesiones: string[] = [];
  const get = (ruta: string, query: object = {}, token = admin) => app.http.get(`/api${ruta}`).query(query).set('authorization', token);
  const post = (ruta: string, datos: object, token = admin) => app.http.post(`/api${ruta}`).set('authorization', token).send(datos);
  const vista = (filtro: object, token = admin) =>
    get('/reportes/informe-evolucion', { filter: JSON.stringify({ paciente: e.paciente.id, ...filtro }) }, token);
  const pedir = (datos: object, token = admin) => post('/reportes/informes-paciente', { paciente: e.paciente.id, ...datos }, token);
  const NOVIEMBRE = { desde: '2026-11-01', hasta: '2026-11-30' };

  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, `${motor}-inf`);
    expect((await post(`/pacientes/${e.paciente.id}/lideres`, { fisioterapia: e.terapeuta })).status).toBe(200);
    await app.infra.proyecciones.ponerAlDia();
    lider = await app.ingresar(`${motor}-inf-fisio1`);

    const c1 = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-INF1` });
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

    const nuevo = (fechaInicio: string, objetivo: string) =>
      post('/objetivos', { paciente: e.paciente.id, especialidad: 2, objetivo, tareas: ['Equilibrio', 'Fuerza', 'Resistencia'], fechaInicio }, lider);
    ids.a = (await nuevo('2026-11-24', 'Marcha independiente')).body.id;
    ids.c = (await nuevo('2026-11-25', 'Subir escaleras')).body.id;
    expect((await post(`/objetivos/${ids.a}/calificar`, { periodo: 1, tareas: tareas(100, 80, 60) }, lider)).status).toBe(200);

    const estrategia = await post('/catalogos/estrategias', { descripcion: `Marcha ${motor} inf`, especialidad: 2 });
    const evolucion = { estrategias: [estrategia.body.id], material: '', estadoPaciente: 'Colaborador', evolucion: 'Camina con apoyo', requiereExamen: false };
    reloj.poner('2026-11-26T20:00:00Z');
    for (const s of [sesiones[0], sesiones[2], sesiones[3]]) expect((await post(`/sesiones/${s}/evolucion`, evolucion, lider)).status).toBe(200);
    await app.infra.proyecciones.ponerAlDia();
  }, 180_000);
  afterAll(() => app.cerrar());

  it('vista previa: evoluciones, sesiones del mes por especialidad con índice y objetivos con tareas, calculados a mano', async () => {
    const evol = await vista({ tipo: 'evolucion', ...NOVIEMBRE });
    expect(evol.status).toBe(200);
    expect(evol.body.paciente).toMatchObject({ nombre: 'ANA MARÍA PÉREZ GÓMEZ', fechaNacimiento: '2015-03-10', entidad: expect.any(String) });
    expect(evol.body.paciente.documento).toMatch(/^Cédula|^Tarjeta|^Registro|\d/);
    expect(
      evol.body.evoluciones.map((v: { fecha: string; especialidad: string; estrategias: string[]; estadoPaciente: string; evolucion: string }) => [
        v.fecha,
        v.especialidad,
        v.estrategias,
        v.estadoPaciente,
        v.evolucion,
      ]),
    ).toEqual(['2026-11-23', '2026-11-25', '2026-11-26'].map((f) => [f, 'Fisioterapia', [`Marcha ${motor} inf`], 'Colaborador', 'Camina con apoyo']));
    expect(evol.body.evoluciones[0].terapeuta).toMatch(new RegExp(`${motor}-inf-fisio1`, 'i'));
    // Only speech: none.
    expect((await vista({ tipo: 'evolucion', ...NOVIEMBRE, especialidad: 3 })).body.evoluciones).toEqual([]);

    // November: 3 done + 1 cancelled; attention index at the 26th (today) = 3 / 4 = 75 %.
    const mensual = await vista({ tipo: 'mensual', mes: 11, anio: 2026 });
    expect(mensual.status).toBe(200);
    expect(mensual.body.mensual).toMatchObject({
      mesNombre: 'Noviembre',
      desde: '2026-11-01',
      hasta: '2026-11-30',
      especialidades: [{ especialidad: 'Fisioterapia', realizadas: 3, canceladas: 1, pendientes: 0, total: 4 }],
      totales: { realizadas: 3, canceladas: 1, pendientes: 0, total: 4 },
      indiceAtencion: 75,
    });
    expect(mensual.body.mensual.sesiones.map((s: { fecha: string; estado: string }) => [s.fecha, s.estado])).toEqual([
      ['2026-11-23', 'Realizada'],
      ['2026-11-24', 'Cancelada'],
      ['2026-11-25', 'Realizada'],
      ['2026-11-26', 'Realizada'],
    ]);
    // Without a month: this one.
    expect((await vista({ tipo: 'mensual' })).body.mensual.mes).toBe(11);
    expect((await vista({ tipo: 'mensual', mes: 10, anio: 2026 })).body.mensual.totales.total).toBe(0);

    const obj = await vista({ tipo: 'objetivos', ...NOVIEMBRE });
    expect(obj.status).toBe(200);
    expect(
      obj.body.objetivos.map((o: { id: string; porcentaje: number | null; logro: string; especialidad: string }) => [
        o.id,
        o.porcentaje,
        o.logro,
        o.especialidad,
      ]),
    ).toEqual([
      [ids.a, 80, '', 'Fisioterapia'],
      [ids.c, null, 'Sin evaluar', 'Fisioterapia'],
    ]);
    expect(obj.body.objetivos[0].tareas).toEqual([
      { descripcion: 'Equilibrio', calificaciones: [{ periodo: 1, puntaje: 100 }] },
      { descripcion: 'Fuerza', calificaciones: [{ periodo: 1, puntaje: 80 }] },
      { descripcion: 'Resistencia', calificaciones: [{ periodo: 1, puntaje: 60 }] },
    ]);
    // Past their date (31/12) without an achievement: A is 'Logro en proceso de confirmación', C still 'Sin evaluar'.
    reloj.poner('2027-01-05T15:00:00Z');
    expect((await vista({ tipo: 'objetivos', ...NOVIEMBRE })).body.objetivos.map((o: { logro: string }) => o.logro)).toEqual([
      'Logro en proceso de confirmación',
      'Sin evaluar',
    ]);
    reloj.poner('2026-11-26T20:00:00Z');
    // A range before the objectives: none.
    expect((await vista({ tipo: 'objetivos', desde: '2026-10-01', hasta: '2026-10-31' })).body.objetivos).toEqual([]);
  });

  it('rechazos con las palabras de la especificación', async () => {
    expect((await get('/reportes/informe-evolucion', { filter: JSON.stringify({ tipo: 'evolucion', ...NOVIEMBRE }) })).body).toEqual({
      mensaje: 'Parámetros incompletos para la búsqueda',
    });
    expect((await vista({ tipo: 'evolucion', desde: '2026-11-01' })).body).toEqual({ mensaje: 'ERROR: Faltan fechas por seleccionar' });
    expect((await vista({ tipo: 'objetivos', desde: '2026-11-30', hasta: '2026-11-01' })).body).toEqual({
      mensaje: 'La fecha final no puede se menor a la fecha inicial',
    });
    expect((await vista({ tipo: 'otro', ...NOVIEMBRE })).status).toBe(400);
    expect((await vista({ tipo: 'mensual', mes: 13 })).body).toEqual({ mensaje: 'Seleccione un mes de enero a diciembre' });
    expect(
      (
        await get('/reportes/informe-evolucion', {
          filter: JSON.stringify({ paciente: '00000000-0000-4000-8000-000000000000', tipo: 'evolucion', ...NOVIEMBRE }),
        })
      ).status,
    ).toBe(404);

    // No speech leader: the monthly report of speech (and the evolution report of speech) are refused.
    const sinLider = await pedir({ tipo: 'mensual', mes: 11, anio: 2026, especialidad: 3, concepto: 'Bien', recomendacion: 'Seguir' });
    expect([sinLider.status, sinLider.body.mensaje]).toEqual([409, SIN_LIDER]);
    expect((await pedir({ tipo: 'evolucion', ...NOVIEMBRE, especialidad: 3 })).body.mensaje).toBe(SIN_LIDER);
    expect((await pedir({ tipo: 'mensual', mes: 11, anio: 2026 })).body).toEqual({ mensaje: 'Seleccione la especialidad del informe' });
    expect((await pedir({ tipo: 'mensual', especialidad: 2 })).body).toEqual({ mensaje: 'Seleccione un mes de enero a diciembre' });
    expect((await pedir({ tipo: 'objetivos', ...NOVIEMBRE, resumen: 'x'.repeat(1001) })).body).toEqual({ mensaje: 'El resumen admite máximo 1000 caracteres' });
    expect((await pedir({ tipo: 'evolucion' })).body).toEqual({ mensaje: 'ERROR: Faltan fechas por seleccionar' });
    expect((await post('/reportes/informes-paciente', { tipo: 'evolucion', ...NOVIEMBRE })).body.mensaje).toBe('Parámetros incompletos para la búsqueda');

    // The period PDF: value, quarter, year and period are required.
    const INCOMPLETOS = 'Parametros incompletos para la busqueda';
    for (const incompleto of [
      { trimestre: 4, anio: 2026, periodo: 1 },
      { paciente: 'todos', anio: 2026, periodo: 1 },
      { paciente: 'todos', trimestre: 4, periodo: 1 },
      { paciente: 'todos', trimestre: 4, anio: 2026 },
      {},
    ]) {
      expect((await post('/reportes/objetivos-y-logros/pdf', incompleto)).body).toEqual({ mensaje: INCOMPLETOS });
    }
    expect((await post('/reportes/objetivos-y-logros/pdf', { paciente: 'todos', trimestre: 4, anio: 2026, periodo: 4 })).body.mensaje).toBe(
      "El periodo debe ser 'todos', 1, 2 o 3",
    );
  });

  (hayChromium ? it : it.skip)(
    'los PDF leídos con pdftotext y pdfinfo: A4, paciente, secciones, líder y Pag 1 de N; registrados para el log de informes',
    async () => {
      const leer = async (pedido: { status: number; body: { id: string } }, recurso: string) => {
        expect(pedido.status).toBe(201);
        const fin = await esperarExportacion(app, admin, pedido.body.id, 60_000);
        expect(fin).toMatchObject({ estado: 'completado', progreso: 100, recurso });
        const archivo = await descargar(app, admin, pedido.body.id);
        expect(archivo.headers['content-type']).toBe('application/pdf');
        const { texto, info } = leerPdf(archivo.body as Buffer);
        const n = paginas(info);
        expect(esA4(info)).toBe(true);
        expect(texto).toContain(`Pag 1 de ${n}`);
        return texto.replace(/\s+/g, ' ');
      };
      const liderNombre = `Usuario ${motor}-inf-fisio1`;

      const evolucion = await leer(await pedir({ tipo: 'evolucion', ...NOVIEMBRE, especialidad: 2, resumen: 'Progresa en la marcha' }), 'informe-evolucion');
      for (const visto of [
        'Informe de evolución',
        'ANA MARÍA PÉREZ GÓMEZ',
        'Evoluciones',
        '23/11/2026',
        `Marcha ${motor} inf`,
        'Camina con apoyo',
        'Progresa en la marcha',
        liderNombre,
        'Líder de Fisioterapia',
      ]) {
        expect(evolucion).toContain(visto);
      }
      const mensual = await leer(
        await pedir({ tipo: 'mensual', mes: 11, anio: 2026, especialidad: 2, concepto: 'Buena adherencia', recomendacion: 'Mantener la frecuencia' }),
        'informe-mensual',
      );
      for (const visto of [
        'Informe mensual por paciente',
        'ANA MARÍA PÉREZ GÓMEZ',
        'Sesiones del mes',
        'Noviembre de 2026',
        'Fisioterapia 3 1 0 4',
        'Índice de atención: 75%',
        'Buena adherencia',
        'Mantener la frecuencia',
        liderNombre,
      ]) {
        expect(mensual).toContain(visto);
      }
      const objetivos = await leer(await pedir({ tipo: 'objetivos', ...NOVIEMBRE, resumen: 'Avanza en sus objetivos' }), 'informe-objetivos');
      for (const visto of [
        'Informe de objetivos y logros',
        'ANA MARÍA PÉREZ GÓMEZ',
        'Marcha independiente',
        'Subir escaleras',
        '80%',
        'Sin evaluar',
        'Periodo 1: 100',
        'Avanza en sus objetivos',
      ]) {
        expect(objetivos).toContain(visto);
      }
      const periodo = await leer(
        await post('/reportes/objetivos-y-logros/pdf', { paciente: e.paciente.id, trimestre: 4, anio: 2026, periodo: 1 }),
        'informe-objetivos-periodo',
      );
      for (const visto of [
        'Objetivos y logros del periodo',
        'ANA PÉREZ',
        'Trimestre 4 de 2026',
        'Periodo 1 · 80%',
        'Marcha independiente',
        'Subir escaleras',
        'Pendiente evaluar',
      ]) {
        expect(periodo).toContain(visto);
      }

      // The log of exported reports: who delivered it, the patient, summary, concept and recommendation.
      const filas = await app.infra.base.db.select().from(exportaciones).where(eq(exportaciones.pacienteId, e.paciente.id));
      const porRecurso = Object.fromEntries(filas.map((f) => [f.recurso, f]));
      expect(porRecurso['informe-mensual']).toMatchObject({
        formato: 'pdf',
        usuario: 'admin',
        resumen: 'Noviembre de 2026 · Fisioterapia',
        concepto: 'Buena adherencia',
        recomendacion: 'Mantener la frecuencia',
        paciente: expect.stringMatching(/^ANA MARÍA PÉREZ GÓMEZ/),
      });
      expect(porRecurso['informe-evolucion']).toMatchObject({ resumen: 'Progresa en la marcha' });
      expect(porRecurso['informe-objetivos-periodo']).toMatchObject({ resumen: 'Trimestre 4 de 2026 · periodo 1' });
    },
    240_000,
  );

  it('sede y confidencialidad: otra sede no ve al paciente; una HC confidencial responde 403 en evolución y mensual, y oculta psicología en objetivos', async () => {
    await crearUsuario(app, `${motor}-inf-rep8n`, 8, 'norte');
    await crearUsuario(app, `${motor}-inf-rep8`, 8, 'principal');
    await app.infra.proyecciones.ponerAlDia();
    const norte = await app.ingresar(`${motor}-inf-rep8n`);
    const principal = await app.ingresar(`${motor}-inf-rep8`);
    for (const tipo of ['evolucion', 'mensual', 'objetivos']) {
      expect((await vista({ tipo, ...NOVIEMBRE, sede: 'principal' }, norte)).status).toBe(404);
      expect((await pedir({ tipo, ...NOVIEMBRE, mes: 11, especialidad: 2 }, norte)).status).toBe(404);
    }
    expect((await post('/reportes/objetivos-y-logros/pdf', { paciente: e.paciente.id, trimestre: 4, anio: 2026, periodo: 'todos' }, norte)).status).toBe(404);
    expect((await vista({ tipo: 'evolucion', ...NOVIEMBRE }, principal)).body.evoluciones).toHaveLength(3);
    // The patient select: the reader's site only.
    expect((await get('/reportes/informe-evolucion/pacientes', { q: 'ana perez' }, principal)).body).toEqual([
      { id: e.paciente.id, nombre: expect.stringMatching(/^ANA MARÍA PÉREZ GÓMEZ \(CC \d+\)$/) },
    ]);
    expect((await get('/reportes/informe-evolucion/pacientes', { q: 'ana perez' }, norte)).body).toEqual([]);

    // A psychology objective, then the history locked for the psychology leader.
    const terapeutas = (await get('/admisiones/terapeutas')).body as { id: string; rol: number }[];
    const psicologo = terapeutas.find((t) => t.rol === 6)!.id;
    expect((await post(`/pacientes/${e.paciente.id}/lideres`, { fisioterapia: e.terapeuta, psicologia: psicologo, confidencial: true })).status).toBe(200);
    const psico = await post('/objetivos', {
      paciente: e.paciente.id,
      especialidad: 6,
      objetivo: 'Regular emociones',
      tareas: ['Respirar', 'Nombrar', 'Esperar'],
      fechaInicio: '2026-11-26',
    });
    expect(psico.status).toBe(201);
    await app.infra.proyecciones.ponerAlDia();
    for (const tipo of ['evolucion', 'mensual']) {
      const res = await vista({ tipo, ...NOVIEMBRE }, principal);
      expect([res.status, res.body.mensaje]).toEqual([403, CONFIDENCIAL]);
      expect((await pedir({ tipo, ...NOVIEMBRE, mes: 11, especialidad: 2 }, principal)).body.mensaje).toBe(CONFIDENCIAL);
    }
    expect((await vista({ tipo: 'objetivos', ...NOVIEMBRE }, principal)).body.objetivos.map((o: { id: string }) => o.id)).toEqual([ids.a, ids.c]);
    // The administrator sees confidential histories: the evolutions and the psychology objective.
    expect((await vista({ tipo: 'evolucion', ...NOVIEMBRE })).status).toBe(200);
    expect((await vista({ tipo: 'objetivos', ...NOVIEMBRE })).body.objetivos.map((o: { id: string }) => o.id)).toContain(psico.body.id);
    // The preview of the history's reports is a recorded read.
    const accesos = (await get(`/pacientes/${e.paciente.id}/historia/accesos`)).body as { usuario: string; seccion: string }[];
    expect(accesos.some((a) => a.seccion === 'evoluciones' && a.usuario === `${motor}-inf-rep8`)).toBe(true);
  });
});
