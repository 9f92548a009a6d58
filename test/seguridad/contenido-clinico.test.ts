import { randomUUID } from 'node:crypto';
import { streamRol } from '@avanti/libs/acceso/eventos';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { hayChromium } from '../support/navegador.js';
import { crearUsuario } from '../admisiones/ayudas.js';
import { esperarExportacion } from '../exportaciones/ayudas.js';
import { autorizacion, prepararEscenario, relojMovible, type Escenario } from '../programacion/ayudas.js';

const motores = await motoresDisponibles();
const EVOLUCION = 'Camina diez metros con apoyo EVOLUCION-SECRETA';
const ESTADO = 'Ansioso ESTADO-SECRETO';
const ANTECEDENTE = 'Antecedente ANTECEDENTE-SECRETO';
const RECOMENDACION = 'Continuar en casa RECOMENDACION-SECRETA';
const SECRETOS = /EVOLUCION-SECRETA|ESTADO-SECRETO|ANTECEDENTE-SECRETO|RECOMENDACION-SECRETA/;

/**
 * Issue 23 items 2 and 3 (decision 0027): the clinical content of a session goes only to whoever may read the
 * patient's history (permission, site, lock) and to the therapist who wrote it, and each read is recorded; the
 * audit permission reads its own site's log without clinical text and sees export metadata, never the files.
 * Roles made for the test hold exactly the permissions they are named after.
 */
describe.each(motores)('Contenido clínico por rol y por sede (%s)', (motor) => {
  const reloj = relojMovible('2026-11-20T15:00:00Z');
  let app: AppDePrueba;
  let admin: string;
  let e: Escenario;
  let sesionId: string;
  let psicologo: string;
  const t: Record<string, string> = {};
  const get = (ruta: string, token: string, query: object = {}) => app.http.get(`/api${ruta}`).query(query).set('authorization', token);
  const post = (ruta: string, datos: object, token = admin) => app.http.post(`/api${ruta}`).set('authorization', token).send(datos);

  /** A role holding exactly these permissions, and one user of it at a site. */
  async function usuarioConPermisos(rol: number, permisos: string[], usuario: string, sede: string) {
    await app.infra.store.anexar(
      [{ streamId: streamRol(rol), versionEsperada: 0, eventos: [{ tipo: 'RolCreado', datos: { id: rol, nombre: `Prueba ${rol} ${motor}`, permisos } }] }],
      {
        usuarioId: null,
        usuario: 'prueba',
        rol: null,
        sede: null,
        correlacionId: randomUUID(),
        causacionId: null,
        ip: null,
        fecha: new Date().toISOString(),
        versionEsquema: 1,
      },
    );
    await crearUsuario(app, usuario, rol, sede);
  }

  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, `${motor}-cc`);
    psicologo = await crearUsuario(app, `${motor}-cc-psico`, 6, 'principal');
    await usuarioConPermisos(90, ['programacion.citas', 'historia-clinica.historia'], `${motor}-agendahc`, 'principal');
    await usuarioConPermisos(91, ['programacion.citas', 'capacidad.todas-las-sedes'], `${motor}-agendatodas`, 'norte');
    await usuarioConPermisos(92, ['acceso.auditoria'], `${motor}-audprincipal`, 'principal');
    await crearUsuario(app, `${motor}-audnorte`, 92, 'norte');
    await crearUsuario(app, `${motor}-coordnorte`, 9, 'norte');
    await crearUsuario(app, `${motor}-prog2`, 7, 'principal');
    await crearUsuario(app, `${motor}-prognorte`, 7, 'norte');
    await app.infra.proyecciones.ponerAlDia();

    const c = await autorizacion(app, admin, e, { cantidad: 10, codigo: `${motor}-CC1` });
    const programada = await post('/sesiones/programar', {
      items: [
        {
          paciente: e.paciente.id,
          cobertura: c,
          lineaId: '1',
          terapeuta: e.terapeuta,
          fecha: '2026-11-23',
          horaInicio: '08:00',
          horaFin: '08:30',
          tipo: 'Terapia',
          lugar: 'Sede',
        },
      ],
    });
    expect(programada.status).toBe(201);
    sesionId = programada.body.ids[0];
    const estrategia = await post('/catalogos/estrategias', { descripcion: `Marcha ${motor} cc`, especialidad: 2 });
    // Monday the 23rd, after the session: everyone signs in that day (a token does not outlive the day it was given).
    reloj.poner('2026-11-23T20:00:00Z');
    admin = await app.ingresar('admin');
    for (const u of [
      'rol7',
      'rol8',
      'rol9',
      'rol13',
      `${motor}-cc-fisio1`,
      `${motor}-agendahc`,
      `${motor}-agendatodas`,
      `${motor}-audprincipal`,
      `${motor}-audnorte`,
      `${motor}-coordnorte`,
      `${motor}-prog2`,
      `${motor}-prognorte`,
    ]) {
      t[u] = await app.ingresar(u);
    }
    const evolucion = { estrategias: [estrategia.body.id], material: '', estadoPaciente: ESTADO, evolucion: EVOLUCION, requiereExamen: false };
    expect((await post(`/sesiones/${sesionId}/evolucion`, evolucion, t[`${motor}-cc-fisio1`])).status).toBe(200);
    expect((await post(`/pacientes/${e.paciente.id}/historia/antecedentes`, { tipo: 4, descripcion: ANTECEDENTE, observacion: ANTECEDENTE })).status).toBe(201);
  }, 120_000);
  afterAll(() => app.cerrar());

  const sesion = (token: string) => get(`/sesiones/${sesionId}`, token);
  const accesosDeSesion = async () => {
    await app.infra.proyecciones.ponerAlDia();
    const accesos = (await get(`/pacientes/${e.paciente.id}/historia/accesos`, admin)).body as { usuario: string; seccion: string }[];
    return accesos.filter((a) => a.seccion === 'evolución de sesión').map((a) => a.usuario);
  };

  it('la evolución de una sesión solo a quien puede leer la historia (permiso y confidencialidad) o a su terapeuta; cada lectura queda en los accesos', async () => {
    // Role 7 schedules: it sees the session and that it was evolved, never what was written.
    const programador = await sesion(t.rol7);
    expect(programador.status).toBe(200);
    expect(programador.body).toMatchObject({ estado: 1, fechaEvolucion: '2026-11-23', evolucionRegistrada: null });
    expect(JSON.stringify(programador.body)).not.toMatch(SECRETOS);
    // The calendar with the history's permission reads it, while the history is not confidential.
    expect((await sesion(t[`${motor}-agendahc`])).body.evolucionRegistrada).toMatchObject({ evolucion: EVOLUCION, estadoPaciente: ESTADO });
    expect(await accesosDeSesion()).toEqual([`${motor}-agendahc`]);

    // A confidential psychology patient: locked for the psychologist.
    expect((await post(`/pacientes/${e.paciente.id}/lideres`, { psicologia: psicologo, confidencial: true })).status).toBe(200);
    const bloqueada = await sesion(t[`${motor}-agendahc`]);
    expect(bloqueada.status).toBe(200);
    expect(bloqueada.body.evolucionRegistrada).toBeNull();
    expect(JSON.stringify(bloqueada.body)).not.toMatch(SECRETOS);
    expect(JSON.stringify((await sesion(t.rol7)).body)).not.toMatch(SECRETOS);
    // Role 9 holds the confidential capability; the therapist who wrote it reads it back from the agenda.
    expect((await sesion(t.rol9)).body.evolucionRegistrada).toMatchObject({ evolucion: EVOLUCION });
    expect((await sesion(t[`${motor}-cc-fisio1`])).body.evolucionRegistrada).toMatchObject({ evolucion: EVOLUCION, estadoPaciente: ESTADO });
    // Only the reads that returned the text are recorded, newest first.
    expect(await accesosDeSesion()).toEqual([`${motor}-cc-fisio1`, 'rol9', `${motor}-agendahc`]);
  });

  it('otra sede: la sesión y sus acciones responden 404; quien ve todas las sedes sin la historia no recibe la evolución', async () => {
    const norte = t[`${motor}-coordnorte`];
    expect((await sesion(norte)).status).toBe(404);
    expect((await get(`/sesiones/${sesionId}/foto`, norte)).status).toBe(404);
    for (const [accion, cuerpo] of [
      ['cancelar', { motivo: 'Clima' }],
      ['aceptar-cyt', {}],
      ['horario', { horaInicio: '09:00', horaFin: '09:30' }],
      ['terapeuta', { terapeuta: e.otroTerapeuta }],
      ['evolucion', { evolucion: 'x', estadoPaciente: 'y', estrategias: [] }],
    ] as const) {
      const res = await post(`/sesiones/${sesionId}/${accion}`, cuerpo, norte);
      expect({ accion, status: res.status, mensaje: res.body.mensaje }).toEqual({ accion, status: 404, mensaje: expect.any(String) });
    }
    const todas = await sesion(t[`${motor}-agendatodas`]);
    expect(todas.status).toBe(200);
    expect(todas.body).toMatchObject({ estado: 1, sede: 'principal', evolucionRegistrada: null });
    expect(JSON.stringify(todas.body)).not.toMatch(SECRETOS);
    expect(await accesosDeSesion()).not.toContain(`${motor}-agendatodas`);
  });

  it('un rol con solo el permiso de auditoría: su sede, sin texto clínico, sin contenido clínico de sesiones ni historias', async () => {
    const leer = async (token: string, filtro: object = {}) => {
      const res = await get('/auditoria', token, { filter: JSON.stringify(filtro), range: '[0,499]' });
      expect(res.status).toBe(200);
      return res.body as { tipo: string; sedeId: string | null; descripcion: string; datos: Record<string, unknown> }[];
    };
    // The audit follows the log asynchronously.
    for (let intento = 0; intento < 40 && !(await leer(admin, { tipo: 'AntecedenteRegistrado' })).length; intento++) {
      await app.infra.proyecciones.ponerAlDia();
      await new Promise((r) => setTimeout(r, 250));
    }
    const principal = t[`${motor}-audprincipal`];
    const evoluciones = await leer(principal, { tipo: 'EvolucionRegistrada' });
    expect(evoluciones.map((a) => a.descripcion)).toContain('Evolucionó la sesión de ANA PÉREZ del 23/11/2026');
    expect(evoluciones.find((a) => a.descripcion.includes('ANA PÉREZ del 23/11/2026'))!.datos).toMatchObject({
      id: sesionId,
      pacienteId: e.paciente.id,
      fecha: '2026-11-23',
    });
    const todo = await leer(principal);
    expect(todo.length).toBeGreaterThan(0);
    expect(new Set(todo.map((a) => a.sedeId))).toEqual(new Set(['principal']));
    expect(JSON.stringify(todo)).not.toMatch(SECRETOS);
    // Administrators see every site, still without the text.
    const deTodas = await leer(admin, { tipo: 'EvolucionRegistrada' });
    expect(deTodas.length).toBeGreaterThanOrEqual(evoluciones.length);
    expect(JSON.stringify(await leer(admin))).not.toMatch(SECRETOS);

    // The same permission at another site: nothing of the main site, whatever the filter asks.
    const norte = t[`${motor}-audnorte`];
    expect(await leer(norte, { tipo: 'EvolucionRegistrada' })).toEqual([]);
    expect((await leer(norte, { sede: 'principal' })).every((a) => a.sedeId === 'norte')).toBe(true);

    // The audit permission opens no clinical route.
    expect((await sesion(principal)).status).toBe(403);
    expect((await get(`/pacientes/${e.paciente.id}/historia/evoluciones`, principal)).status).toBe(403);
  });

  it('exportaciones: quien audita ve el estado de las de su sede y nunca el archivo; el archivo, a quien la pidió o a quien podría generarla', async () => {
    const pedir = async (token: string, recurso: string, filtro: object = {}) => {
      const res = await post('/exportaciones', { recurso, filtro }, token);
      expect(res.status).toBe(201);
      expect(await esperarExportacion(app, token, res.body.id)).toMatchObject({ estado: 'completado' });
      return res.body.id as string;
    };
    const estado = async (id: string, token: string) => (await get(`/exportaciones/${id}`, token)).status;
    const archivo = async (id: string, token: string) => (await get(`/exportaciones/${id}/archivo`, token)).status;

    // Patients of the main site, asked by role 7.
    const deProgramacion = await pedir(t.rol7, 'pacientes');
    expect([await estado(deProgramacion, t[`${motor}-audprincipal`]), await archivo(deProgramacion, t[`${motor}-audprincipal`])]).toEqual([200, 404]);
    expect([await estado(deProgramacion, t[`${motor}-audnorte`]), await archivo(deProgramacion, t[`${motor}-audnorte`])]).toEqual([404, 404]);
    // Same rights, same file: another scheduler of the site; of another site, nothing.
    expect([await estado(deProgramacion, t[`${motor}-prog2`]), await archivo(deProgramacion, t[`${motor}-prog2`])]).toEqual([200, 200]);
    expect([await estado(deProgramacion, t[`${motor}-prognorte`]), await archivo(deProgramacion, t[`${motor}-prognorte`])]).toEqual([404, 404]);
    expect(await archivo(deProgramacion, admin)).toBe(200);

    // Every site's patients, asked by the administrator: not for a scheduler of one site.
    const deTodas = await pedir(admin, 'pacientes');
    expect([await estado(deTodas, t.rol7), await archivo(deTodas, t.rol7)]).toEqual([404, 404]);
    expect([await estado(deTodas, t[`${motor}-audprincipal`]), await archivo(deTodas, t[`${motor}-audprincipal`])]).toEqual([200, 404]);

    // The evolution report of the confidential patient (locked as in the first test), asked by role 13 (confidential capability).
    expect((await post(`/pacientes/${e.paciente.id}/lideres`, { psicologia: psicologo, confidencial: true })).status).toBe(200);
    const informe = await post(
      '/reportes/informes-paciente',
      { tipo: 'evolucion', paciente: e.paciente.id, desde: '2026-11-01', hasta: '2026-11-30', recomendacion: RECOMENDACION },
      t.rol13,
    );
    expect(informe.status).toBe(201);
    const final = await esperarExportacion(app, t.rol13, informe.body.id, 90_000);
    expect(final.estado).toBe(hayChromium ? 'completado' : final.estado);
    expect(await archivo(informe.body.id, t[`${motor}-audprincipal`])).toBe(404);
    // Role 8 may ask for this report but not of a locked history.
    expect([await estado(informe.body.id, t.rol8), await archivo(informe.body.id, t.rol8)]).toEqual([404, 404]);
    // The administrator may: the download is a read of the history, recorded.
    expect(await archivo(informe.body.id, admin)).toBe(final.estado === 'completado' ? 200 : 409);
    if (final.estado === 'completado') {
      await app.infra.proyecciones.ponerAlDia();
      const accesos = (await get(`/pacientes/${e.paciente.id}/historia/accesos`, admin)).body as { usuario: string; seccion: string }[];
      expect(accesos.filter((a) => a.seccion === 'informe exportado').map((a) => a.usuario)).toEqual(['admin']);
    }
    // Its request in the audit names the report and the patient, not what was written for it.
    for (let intento = 0; intento < 40; intento++) {
      await app.infra.proyecciones.ponerAlDia();
      const solicitudes = (await get('/auditoria', admin, { filter: JSON.stringify({ tipo: 'ExportacionSolicitada', registroId: informe.body.id }) }))
        .body as unknown[];
      if (solicitudes.length) {
        expect(JSON.stringify(solicitudes)).not.toMatch(SECRETOS);
        return;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('La solicitud del informe no llegó a la auditoría');
  }, 180_000);
});
