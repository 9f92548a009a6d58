import { randomUUID } from 'node:crypto';
import { streamSesion } from '@avanti/libs/programacion/eventos';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { crearUsuario } from '../admisiones/ayudas.js';
import { autorizacion, prepararEscenario, relojMovible, type Escenario } from './ayudas.js';

const motores = await motoresDisponibles();

/** Issue 27 item 8: the session shows its own history (who, when, why), never the evolution's text; 'Otros' asks for a short text. */
describe.each(motores)('Historial de la sesión (%s)', (motor) => {
  const reloj = relojMovible('2026-11-20T15:00:00Z');
  let app: AppDePrueba;
  let admin: string;
  let prog: string;
  let e: Escenario;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    e = await prepararEscenario(app, admin, `${motor}-hs`);
    await crearUsuario(app, `${motor}-hs-prog`, 7, 'principal');
    const rol = await app.http
      .post('/api/roles')
      .set('authorization', admin)
      .send({ nombre: `Auditoría ${motor}` });
    expect((await app.http.put(`/api/roles/${rol.body.id}/permisos/acceso.auditoria`).set('authorization', admin).send({ estado: 1 })).status).toBe(200);
    await crearUsuario(app, `${motor}-hs-auditor`, rol.body.id, 'principal');
    await crearUsuario(app, `${motor}-hs-auditor-norte`, rol.body.id, 'norte');
    await app.infra.proyecciones.ponerAlDia();
    prog = await app.ingresar(`${motor}-hs-prog`);
  }, 180_000);
  afterAll(() => app.cerrar());

  const post = (ruta: string, datos: object, token = prog) => app.http.post(`/api/sesiones${ruta}`).set('authorization', token).send(datos);
  const item = (c: string, fecha: string) => ({
    paciente: e.paciente.id,
    cobertura: c,
    lineaId: '1',
    terapeuta: e.terapeuta,
    fecha,
    horaInicio: '08:00',
    horaFin: '08:30',
    tipo: 'Terapia',
    lugar: 'Sede',
  });

  it('un auditor abre una sesión movida, reasignada y cancelada con Otros y lee quién hizo cada cosa, cuándo y por qué', async () => {
    const c = await autorizacion(app, admin, e, { cantidad: 4, codigo: `${motor}-HS1` });
    const [id] = (await post('/programar', { items: [item(c, '2026-11-26')] })).body.ids;
    expect((await post(`/${id}/horario`, { horaInicio: '09:00', horaFin: '09:30' })).status).toBe(200);
    expect((await post(`/${id}/terapeuta`, { terapeuta: e.otroTerapeuta })).status).toBe(200);
    const sinTexto = await post(`/${id}/cancelar`, { motivo: 'Otros' });
    expect(sinTexto.status).toBe(400);
    expect(sinTexto.body.mensaje).toBe("Con el motivo 'Otros' escriba brevemente por qué se cancela");
    expect((await post(`/${id}/cancelar`, { motivo: 'Otros', detalle: 'x'.repeat(201) })).body.mensaje).toBe(
      'El motivo de la cancelación admite máximo 200 caracteres',
    );
    expect((await post(`/${id}/cancelar`, { motivo: 'Otros', detalle: 'El colegio cambió la jornada' })).status).toBe(200);
    const cancelada = (await app.http.get(`/api/sesiones/${id}`).set('authorization', prog)).body;
    expect(cancelada.motivoCancelacion).toBe('Otros: El colegio cambió la jornada');
    // Who cancelled it, by name (the login stays in canceladaPor, for a hint on hover).
    expect([cancelada.canceladaPor, cancelada.canceladaPorNombre]).toEqual([`${motor}-hs-prog`, `Usuario ${motor}-hs-prog`]);

    const auditor = await app.ingresar(`${motor}-hs-auditor`);
    const historial = await app.http.get(`/api/sesiones/${id}/historial`).set('authorization', auditor);
    expect(historial.status).toBe(200);
    const quien = `Usuario ${motor}-hs-prog`;
    expect(historial.body.map((h: { accion: string; persona: string; detalle: string }) => [h.accion, h.persona, h.detalle])).toEqual([
      ['Programó', quien, `26/11/2026 de 08:00 a 08:30 con USUARIO ${motor.toUpperCase()}-HS-FISIO1`],
      ['Movió', quien, 'De 08:00-08:30 a 09:00-09:30'],
      ['Reasignó', quien, `De USUARIO ${motor.toUpperCase()}-HS-FISIO1 a USUARIO ${motor.toUpperCase()}-HS-FISIO2`],
      ['Canceló', quien, 'Motivo: Otros: El colegio cambió la jornada'],
    ]);
    expect(historial.body.every((h: { fecha: string }) => !Number.isNaN(Date.parse(h.fecha)))).toBe(true);
    expect(historial.body.every((h: { usuario: string }) => h.usuario === `${motor}-hs-prog`)).toBe(true);
    // The audit of another site does not find it.
    expect((await app.http.get(`/api/sesiones/${id}/historial`).set('authorization', await app.ingresar(`${motor}-hs-auditor-norte`))).status).toBe(404);
  });

  it('la evolución aparece con el nombre de su terapeuta y la fecha, sin su texto clínico', async () => {
    const estrategia = await app.http
      .post('/api/catalogos/estrategias')
      .set('authorization', admin)
      .send({ descripcion: `Historial ${motor}`, especialidad: 2 });
    const c = await autorizacion(app, admin, e, { cantidad: 4, codigo: `${motor}-HS2` });
    const [id] = (await post('/programar', { items: [item(c, '2026-11-23')] })).body.ids;
    reloj.poner('2026-11-24T15:00:00Z');
    const fisio = await app.ingresar(`${motor}-hs-fisio1`);
    const texto = 'Tolera carga parcial en miembro inferior derecho';
    expect((await post(`/${id}/evolucion`, { estrategias: [estrategia.body.id], estadoPaciente: 'Ansioso al inicio', evolucion: texto }, fisio)).status).toBe(
      200,
    );
    for (const token of [prog, fisio]) {
      const historial = await app.http.get(`/api/sesiones/${id}/historial`).set('authorization', token);
      expect(historial.status).toBe(200);
      expect(historial.body.at(-1)).toMatchObject({
        accion: 'Evolucionó',
        persona: `Usuario ${motor}-hs-fisio1`,
        detalle: 'El 24/11/2026, atrasada: se paga a la mitad',
      });
      expect(JSON.stringify(historial.body)).not.toMatch(/Tolera carga|Ansioso/);
    }
    // Another therapist reaches sessions only through their agenda: not theirs, not found.
    expect((await app.http.get(`/api/sesiones/${id}/historial`).set('authorization', await app.ingresar(`${motor}-hs-fisio2`))).status).toBe(404);
  });

  it('una cancelación registrada sin el id de quien la hizo (la siembra de la demostración) nombra a la persona por su usuario, en el historial y en la sesión', async () => {
    const c = await autorizacion(app, admin, e, { cantidad: 4, codigo: `${motor}-HS3` });
    const [id] = (await post('/programar', { items: [item(c, '2026-11-27')] })).body.ids;
    // As the demo's seed records it (api/src/infrastructure/siembra/metadatos.ts): a login, no user id.
    await app.infra.store.anexar(
      [
        {
          streamId: streamSesion(id),
          versionEsperada: 'cualquiera',
          eventos: [
            {
              tipo: 'SesionCancelada',
              datos: {
                id,
                pacienteNombre: 'ANA PÉREZ',
                fecha: '2026-11-27',
                horaInicio: '08:00',
                motivo: 'Clima',
                canceladaPor: `${motor}-hs-prog`,
                coberturaId: c,
                lineaId: '1',
                unidades: 1,
              },
            },
          ],
        },
      ],
      {
        usuarioId: null,
        usuario: `${motor}-hs-prog`,
        rol: 7,
        sede: null,
        correlacionId: randomUUID(),
        causacionId: null,
        ip: null,
        fecha: '2026-11-20T16:00:00.000Z',
        versionEsquema: 1,
      },
    );
    await app.infra.proyecciones.ponerAlDia();
    const auditor = await app.ingresar(`${motor}-hs-auditor`);
    const historial = await app.http.get(`/api/sesiones/${id}/historial`).set('authorization', auditor);
    expect(historial.body.at(-1)).toMatchObject({
      accion: 'Canceló',
      persona: `Usuario ${motor}-hs-prog`,
      usuario: `${motor}-hs-prog`,
      detalle: 'Motivo: Clima',
    });
    const sesion = (await app.http.get(`/api/sesiones/${id}`).set('authorization', prog)).body;
    expect([sesion.canceladaPor, sesion.canceladaPorNombre]).toEqual([`${motor}-hs-prog`, `Usuario ${motor}-hs-prog`]);
    // The calendar's list carries the name too.
    const lista = await app.http
      .get('/api/sesiones')
      .query({ filter: JSON.stringify({ id: [id] }) })
      .set('authorization', prog);
    expect(lista.body.map((s: { canceladaPorNombre: string }) => s.canceladaPorNombre)).toEqual([`Usuario ${motor}-hs-prog`]);
  });
});
