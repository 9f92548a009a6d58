import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { inArray } from 'drizzle-orm';
import { MENSAJES_VALORACION } from '@avanti/libs/reportes/contrato-valoraciones';
import { ColaBullmq } from '@avanti/libs/jobs/cola-bullmq';
import { usuarios } from '@avanti/libs/database/schema/index';
import { motoresDisponibles, redisDisponible, type Motor } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { hayChromium } from '../support/navegador.js';
import { crearUsuario, PDF, PNG } from '../admisiones/ayudas.js';
import { descargar, esperarExportacion } from '../exportaciones/ayudas.js';
import { autorizacion, prepararEscenario, relojMovible, type Escenario } from '../programacion/ayudas.js';
import { esA4, leerPdf, paginas } from '../pdf/lectura-pdf.js';

const motores = await motoresDisponibles();
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Embedded (in-process queue) on each engine; served (BullMQ on Redis, a worker in the api's process) on the first one.
const casos: [string, Motor, boolean][] = [
  ...motores.map((m): [string, Motor, boolean] => [m, m, false]),
  ...((await redisDisponible()) ? [[`${motores[0]} con BullMQ`, motores[0], true] as [string, Motor, boolean]] : []),
];
const CONFIDENCIAL = 'Esta HC es confidencial. Por favor comunicarse con el administrador para solicitar acceso.';
const RECOMENDACIONES = 'Continuar el proceso terapéutico dos veces por semana y reforzar en casa las rutinas de equilibrio. '.repeat(40);

(hayChromium ? describe.each(casos) : describe.skip.each(casos))('Informe clínico de valoración en PDF (%s)', (_caso, motor, conBullmq) => {
  const prefijo = `avanti-prueba-${randomBytes(5).toString('hex')}`;
  // Today (Bogotá) is Friday 2026-11-20; the evaluations are on Monday 23rd and Wednesday 25th.
  const reloj = relojMovible('2026-11-20T15:00:00Z');
  let app: AppDePrueba;
  let admin: string;
  let fisio: string;
  let e: Escenario;
  const get = (ruta: string, query: object = {}, token = admin) => app.http.get(`/api${ruta}`).query(query).set('authorization', token);
  const post = (ruta: string, datos: object, token = admin) => app.http.post(`/api${ruta}`).set('authorization', token).send(datos);
  const hc = (ruta: string) => `/pacientes/${e.paciente.id}/historia${ruta}`;
  const pedir = (datos: object = {}, token = admin) =>
    post('/reportes/valoracion', { paciente: e.paciente.id, fecha: '2026-11-23', recomendaciones: RECOMENDACIONES, ...datos }, token);
  const plan = {
    fechaInicio: '2026-11-23',
    conclusiones: 'Requiere fortalecer el equilibrio dinámico',
    recomendaciones: 'Ejercicios en casa',
    periodo: 1,
    lineas: [{ especialidad: 2, sesiones: 8 }],
    actividadesFamilia: 'Paseos cortos con apoyo',
  };

  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj, ...(conBullmq ? { env: { REDIS_URL, QUEUE_PREFIX: prefijo, TRABAJOS_EN_PROCESO: '1' } } : {}) });
    if (conBullmq) expect(app.infra.cola).not.toBeInstanceOf(ColaBullmq); // the queue plus its worker
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, `${motor}-val`);
    fisio = await app.ingresar(`${motor}-val-fisio1`);
  });
  afterAll(async () => {
    await app.cerrar();
    if (!conBullmq) return;
    const redis = new Redis(REDIS_URL);
    try {
      const claves = await redis.keys(`${prefijo}:*`);
      expect(claves.some((c) => c.includes(':archivos:'))).toBe(true); // the PDF jobs went through Redis
      if (claves.length) await redis.del(...claves);
    } finally {
      redis.disconnect();
    }
  });

  it('búsqueda y rechazos con las palabras de la especificación, hasta el PDF leído con pdftotext, pdfimages y pdfinfo', async () => {
    // Search without a patient; a patient without evaluations.
    expect((await get('/reportes/valoraciones', { filter: JSON.stringify({}) })).body).toEqual({ mensaje: 'Parámetros incompletos para la búsqueda' });
    expect([(await pedir()).status, (await pedir()).body.mensaje]).toEqual([409, 'El paciente no tiene valoraciones registradas']);
    for (const recomendaciones of ['', '   ']) {
      const res = await pedir({ recomendaciones });
      expect([res.status, res.body.mensaje]).toEqual([400, 'El campo de recomendaciones es requerido para generar el informe']);
    }
    expect((await post('/reportes/valoracion', { paciente: e.paciente.id, fecha: '2026-11-23' })).body.mensaje).toBe(
      'El campo de recomendaciones es requerido para generar el informe',
    );
    // Issue 27 item 12: the history's export button asks without a date before anything is typed.
    expect((await get('/reportes/valoracion/requisitos', { paciente: e.paciente.id })).body).toEqual({
      listo: false,
      mensaje: 'El paciente no tiene valoraciones registradas',
      arreglo: null,
    });

    // Two evaluations: the first is 'Evaluacion', the later one 'Reevaluacion'; both pending.
    const c = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-VAL1` });
    const item = (fecha: string) => ({
      paciente: e.paciente.id,
      cobertura: c,
      lineaId: '1',
      terapeuta: e.terapeuta,
      fecha,
      horaInicio: '08:00',
      horaFin: '08:30',
      tipo: 'Evaluacion',
      lugar: 'Sede',
    });
    const programadas = await post('/sesiones/programar', { items: [item('2026-11-23'), item('2026-11-25')] });
    expect(programadas.status).toBe(201);
    const lista = await get('/reportes/valoraciones', { filter: JSON.stringify({ paciente: e.paciente.id }) });
    expect(lista.status).toBe(200);
    expect(
      lista.body.map((f: { fecha: string; tipo: string; estado: number; terapeuta: string; paciente: string }) => [f.fecha, f.tipo, f.estado, f.paciente]),
    ).toEqual([
      ['2026-11-25', 'Reevaluacion', 3, 'ANA PÉREZ'],
      ['2026-11-23', 'Evaluacion', 3, 'ANA PÉREZ'],
    ]);
    expect(lista.body[0].terapeuta).toMatch(/USUARIO/i);
    // Without a date: the first evaluation to come (none up to today), no plan yet, and the link opens the plan's tab.
    expect((await get('/reportes/valoracion/requisitos', { paciente: e.paciente.id })).body).toEqual({
      listo: false,
      fecha: '2026-11-23',
      mensaje: 'El paciente no tiene plan de tratamiento registrado para la valoración',
      arreglo: { texto: 'Registrar el plan de tratamiento', ruta: `/historiaClinica/historia?paciente=${e.paciente.id}&pestana=plan` },
    });
    expect((await get('/reportes/valoracion/requisitos', { paciente: e.paciente.id }, fisio)).body.fecha).toBe('2026-11-23');

    // The 23rd: the history of the day (plan by the administrator), then the evaluation evolved asking for an exam.
    reloj.poner('2026-11-23T15:00:00Z');
    expect((await post(hc('/motivos'), { motivo: 'Marcha inestable', observaciones: 'Remitido por pediatría' }, fisio)).status).toBe(201);
    expect((await post(hc('/antecedentes'), { tipo: 1, descripcion: 'Embarazo controlado', observacion: 'Sin complicaciones' }, fisio)).status).toBe(201);
    expect((await post(hc('/impresiones'), { descripcion: 'Paciente colaboradora con dificultad en el equilibrio', cie10: ['F840'] }, fisio)).status).toBe(201);
    expect((await post(hc('/planes'), plan)).status).toBe(201);
    const estrategia = await post('/catalogos/estrategias', { descripcion: `Equilibrio ${motor} valoración`, especialidad: 2 });
    const evolucion = { estrategias: [estrategia.body.id], material: '', estadoPaciente: 'Colaborador', evolucion: 'Valoración inicial', requiereExamen: true };
    expect((await post(`/sesiones/${programadas.body.ids[0]}/evolucion`, evolucion, fisio)).status).toBe(200);

    // The history's 'Plan de intervención' tab reads the evolved sessions of the range.
    const evoluciones = await get(hc('/evoluciones'), { desde: '2026-11-01', hasta: '2026-11-30' }, fisio);
    expect(evoluciones.status).toBe(200);
    expect(evoluciones.body).toEqual([
      expect.objectContaining({
        fecha: '2026-11-23',
        tipo: 'Evaluacion',
        especialidad: 'Fisioterapia',
        estrategias: [`Equilibrio ${motor} valoración`],
        estadoPaciente: 'Colaborador',
        evolucion: 'Valoración inicial',
        fechaEvolucion: '2026-11-23',
        atrasada: false,
      }),
    ]);
    expect((await get(hc('/evoluciones'), { desde: '2026-11-24', hasta: '2026-11-30' }, fisio)).body).toEqual([]);
    expect((await pedir()).body.mensaje).toBe('Faltan examenes para poder exportar');
    const examen = await app.http
      .post(`/api${hc('/examenes')}`)
      .set('authorization', fisio)
      .field('tipo', '7')
      .field('nombreExamen', 'Valoración musculoesquelética')
      .attach('archivo', PDF, 'examen.pdf');
    expect(examen.status).toBe(201);
    expect((await pedir()).body.mensaje).toBe('El usuario que registró el plan no es terapeuta');
    expect((await post(hc('/planes'), plan, fisio)).status).toBe(201);
    const sinFirma = await pedir();
    expect([sinFirma.status, sinFirma.body.mensaje]).toEqual([409, 'El terapeuta no tiene firma registrada']);
    // Issue 27 item 12: the same reason, asked before anything is typed, with where to fix it.
    const requisitos = await get('/reportes/valoracion/requisitos', { paciente: e.paciente.id, fecha: '2026-11-23' });
    expect(requisitos.body).toEqual({
      listo: false,
      mensaje: 'El terapeuta no tiene firma registrada',
      arreglo: { texto: 'Registrar la firma del terapeuta en Usuarios', ruta: '/acceso/usuario' },
    });
    expect((await get('/reportes/valoracion/requisitos', { paciente: e.paciente.id, fecha: '2026-13-45' })).status).toBe(400);
    // A day the month lacks is refused in Spanish too, never read by the database (issue 25 item 4: the one date reader).
    expect((await get('/reportes/valoracion/requisitos', { paciente: e.paciente.id, fecha: '2026-02-30' })).body).toEqual({
      mensaje: MENSAJES_VALORACION.fechaInvalida,
    });

    const firma = await app.http
      .put(`/api/usuarios/${e.terapeuta}`)
      .set('authorization', admin)
      .field('tarjetaProfesional', 'TP-5566')
      .attach('CamFir1', PNG, 'firma.png');
    expect(firma.status).toBe(200);
    expect((await get('/reportes/valoracion/requisitos', { paciente: e.paciente.id, fecha: '2026-11-23' })).body).toEqual({ listo: true });
    // From the 25th on, the latest evaluation up to today is the 25th's.
    reloj.poner('2026-11-26T15:00:00Z');
    expect((await get('/reportes/valoracion/requisitos', { paciente: e.paciente.id })).body).toEqual({ listo: true, fecha: '2026-11-25' });
    reloj.poner('2026-11-23T15:00:00Z');
    const pedido = await pedir();
    expect(pedido.status).toBe(201);
    const fin = await esperarExportacion(app, admin, pedido.body.id, 60_000);
    expect(fin).toMatchObject({ estado: 'completado', progreso: 100, recurso: 'informe-valoracion' });
    expect(fin.nombreArchivo).toMatch(/^informe-valoracion-ana-maria-perez-gomez-2026-11-23\.pdf$/);
    const archivo = await descargar(app, admin, pedido.body.id);
    expect(archivo.status).toBe(200);
    expect(archivo.headers['content-type']).toBe('application/pdf');
    expect(archivo.headers['content-disposition']).toBe(`attachment; filename="${fin.nombreArchivo}"`);

    const { texto, info, imagenes } = leerPdf(archivo.body as Buffer);
    const n = paginas(info);
    expect(esA4(info)).toBe(true);
    expect(n).toBeGreaterThanOrEqual(2);
    expect(texto).toContain('Informe clínico de valoración');
    expect(texto).toContain('ANA MARÍA PÉREZ GÓMEZ');
    expect(texto).toContain('10/03/2015');
    expect(texto).toContain(`Pag 1 de ${n}`);
    expect(texto).toContain(`Pag ${n} de ${n}`);
    for (const visto of [
      'Marcha inestable',
      'Prenatal',
      'Embarazo controlado',
      'F84.0 Autismo en la niñez',
      'Valoración musculoesquelética',
      'Requiere fortalecer el equilibrio dinámico',
      'Paseos cortos con apoyo',
      'Fisioterapia',
      'reforzar en casa',
      'T.P. TP-5566',
      `Usuario ${motor}-val-fisio1`,
      'Sexo Femenino',
      'Entidad Particular Régimen Contributivo',
    ]) {
      expect(texto.replace(/\s+/g, ' ')).toContain(visto);
    }
    // The signature: the one raster image of the page (the logo is vector).
    const filas = imagenes.trim().split('\n').slice(2);
    expect(filas.length).toBeGreaterThanOrEqual(1);
    expect(filas.some((f) => /\bimage\s+2\s+2\b/.test(f))).toBe(true);

    // The row is now evolved; the export was a read of the history, recorded as such.
    const despues = await get('/reportes/valoraciones', { filter: JSON.stringify({ paciente: e.paciente.id }) });
    expect(despues.body.find((f: { fecha: string }) => f.fecha === '2026-11-23')).toMatchObject({ estado: 1, tipo: 'Evaluacion' });
    const accesos = (await get(hc('/accesos'))).body as { usuario: string; seccion: string }[];
    expect(accesos.some((a) => a.seccion === 'informe de valoración' && a.usuario === 'admin')).toBe(true);
  }, 120_000);

  it('sede y confidencialidad: la coordinación de valoraciones elige sede, otra sede no ve al paciente, una HC confidencial responde 403', async () => {
    await crearUsuario(app, `${motor}-coord19`, 19, 'norte');
    await crearUsuario(app, `${motor}-rep8`, 8, 'norte');
    await app.infra.proyecciones.ponerAlDia();
    const coordinacion = await app.ingresar(`${motor}-coord19`);
    const reportesNorte = await app.ingresar(`${motor}-rep8`);
    const filtro = { filter: JSON.stringify({ paciente: e.paciente.id }) };
    // Role 19 chooses the branch: the patient of 'principal' is listed and exportable.
    expect((await get('/reportes/valoraciones', filtro, coordinacion)).body).toHaveLength(2);
    expect((await get('/reportes/valoraciones', { filter: JSON.stringify({ paciente: e.paciente.id, sede: 'norte' }) }, coordinacion)).body).toEqual([]);
    expect((await pedir({}, coordinacion)).status).toBe(201);
    // The patient select: by words of the name or the document, within the sites the reader may see.
    const elegibles = await get('/reportes/valoraciones/pacientes', { q: 'perez gomez' }, coordinacion);
    expect(elegibles.body.some((p: { id: string; nombre: string }) => p.id === e.paciente.id && /^ANA MARÍA PÉREZ GÓMEZ \(CC \d+\)$/.test(p.nombre))).toBe(
      true,
    );
    expect(
      (await get('/reportes/valoraciones/pacientes', { q: 'perez gomez', sede: 'principal' }, reportesNorte)).body.some(
        (p: { id: string }) => p.id === e.paciente.id,
      ),
    ).toBe(false);
    // Role 8 of 'norte' reads only its own site, whatever it asks.
    expect((await get('/reportes/valoraciones', { filter: JSON.stringify({ paciente: e.paciente.id, sede: 'principal' }) }, reportesNorte)).body).toEqual([]);
    expect((await pedir({}, reportesNorte)).status).toBe(404);
    // A history reader (role 10) exports from the history's modal.
    const historia = await app.ingresar('rol10');
    expect((await pedir({}, historia)).status).toBe(201);

    const terapeutas = (await get('/admisiones/terapeutas')).body as { id: string; rol: number }[];
    const psicologo = terapeutas.find((t) => t.rol === 6)!.id;
    expect((await post(`/pacientes/${e.paciente.id}/lideres`, { psicologia: psicologo, confidencial: true })).status).toBe(200);
    for (const token of [coordinacion, historia, fisio]) {
      const res = await pedir({}, token);
      expect([res.status, res.body.mensaje]).toEqual([403, CONFIDENCIAL]);
    }
    expect((await pedir()).status).toBe(201);
    expect((await pedir({}, await app.ingresar('rol9'))).status).toBe(201);
  }, 120_000);
  it('registro de informes: quién entregó qué informe de qué paciente y cuándo, con resumen, concepto y recomendación; por sede y sin textos de una HC confidencial', async () => {
    const filtro = (f: object) => ({ filter: JSON.stringify(f) });
    expect((await get('/reportes/registro-informes', filtro({ paciente: e.paciente.id }))).body).toEqual({ mensaje: 'ERROR: Faltan fechas por seleccionar' });
    const dia = { desde: '2026-11-23', hasta: '2026-11-23' };
    const todo = await get('/reportes/registro-informes', filtro({ ...dia, paciente: e.paciente.id }));
    expect(todo.status).toBe(200);
    expect(todo.body.length).toBeGreaterThanOrEqual(5);
    const filas = todo.body as { entrega: string; tipo: string; creado: string; paciente: string; resumen: string; concepto: string; recomendacion: string }[];
    expect(filas.every((f) => f.tipo === 'Informe clínico de valoración' && /^ANA MARÍA PÉREZ GÓMEZ \(CC \d+\)$/.test(f.paciente))).toBe(true);
    // Who delivered it, by name (issue 28 item 12), not by username.
    const quienes = await app.infra.base.db
      .select({ usuario: usuarios.usuario, nombres: usuarios.nombres, apellidos: usuarios.apellidos })
      .from(usuarios)
      .where(inArray(usuarios.usuario, ['admin', `${motor}-coord19`, 'rol10', 'rol9']));
    expect(quienes).toHaveLength(4);
    expect(new Set(filas.map((f) => f.entrega))).toEqual(new Set(quienes.map((q) => `${q.nombres} ${q.apellidos}`)));
    expect(filas[0]).toMatchObject({
      resumen: `Valoración del 23/11/2026 (Usuario ${motor}-val-fisio1)`,
      concepto: 'Requiere fortalecer el equilibrio dinámico',
    });
    expect(filas[0].recomendacion.startsWith('Continuar el proceso terapéutico')).toBe(true);
    expect(filas[0].creado).toBe('2026-11-23T15:00:00.000Z');
    expect((await get('/reportes/registro-informes', filtro({ desde: '2026-11-24', hasta: '2026-11-30', paciente: e.paciente.id }))).body).toEqual([]);
    expect((await get('/reportes/registro-informes', filtro({ ...dia, q: 'perez gomez' }))).body.length).toBe(filas.length);

    // The log is scoped by the patient's site (issue 28 item 10): a reports viewer of 'norte', who gets 404 on this
    // patient of 'principal', reads none of its reports, not even the one exported by someone of every site.
    const norte = await app.ingresar(`${motor}-rep8`);
    expect((await get(`/pacientes/${e.paciente.id}`, {}, norte)).status).toBeGreaterThanOrEqual(403);
    for (const sede of ['principal', 'norte', 'todas']) expect((await get('/reportes/registro-informes', filtro({ ...dia, sede }), norte)).body).toEqual([]);
    // The history is locked: a reports viewer of the patient's site (even the exports of 'norte' users) reads no clinical text.
    await crearUsuario(app, `${motor}-rep8p`, 8, 'principal');
    await app.infra.proyecciones.ponerAlDia();
    const dePrincipal = (await get('/reportes/registro-informes', filtro({ ...dia, sede: 'norte' }), await app.ingresar(`${motor}-rep8p`)))
      .body as typeof filas;
    expect(dePrincipal).toHaveLength(filas.length);
    expect(dePrincipal[0]).toMatchObject({ resumen: 'Historia confidencial', concepto: 'Historia confidencial', recomendacion: 'Historia confidencial' });

    // The audit's description names the report and the patient, not the filter (the recommendations are clinical text).
    await app.infra.proyecciones.ponerAlDia();
    const auditoria = await get('/auditoria', { filter: JSON.stringify({ tipo: 'ExportacionSolicitada' }), sort: JSON.stringify(['posicion', 'DESC']) });
    expect(auditoria.status).toBe(200);
    expect(auditoria.body[0].descripcion).toMatch(/^Solicitó el PDF Informe clínico de valoración de ANA MARÍA PÉREZ GÓMEZ \(CC \d+\)$/);
    const terminadas = await get('/auditoria', { filter: JSON.stringify({ tipo: 'ExportacionCompletada' }), sort: JSON.stringify(['posicion', 'DESC']) });
    expect(terminadas.body.at(-1).descripcion).toMatch(/^Exportación terminada: informe-valoracion-ana-maria-perez-gomez-2026-11-23\.pdf \(\d+ páginas\)$/);
  });
});
