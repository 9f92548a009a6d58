/**
 * Leaders across sites (issue 8 item 7): a leader must be an active therapist of the patient's own
 * site and of the specialty led. Reproduces a role-14 user of the main site choosing a therapist of
 * another site.
 */
import { crearUsuario, pacienteValido } from '../admisiones/ayudas.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

describe('Líderes de la sede del paciente', () => {
  let app: AppDePrueba;
  let direccion: string;
  let paciente: string;
  const asignar = (datos: object) => app.http.post(`/api/pacientes/${paciente}/lideres`).set('authorization', direccion).send(datos);
  const detalle = () => app.http.get(`/api/pacientes/${paciente}`).set('authorization', direccion);

  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite');
    direccion = await app.ingresar('rol14');
    const admitido = await app.http.post('/api/pacientes').set('authorization', direccion).send(pacienteValido());
    expect(admitido.status).toBe(201);
    paciente = admitido.body.id;
  });
  afterAll(() => app.cerrar());

  it('el rol 14 no puede elegir como líder a un terapeuta de otra sede; nada cambia', async () => {
    const deNorte = await crearUsuario(app, 'fisio-norte', 2, 'norte');
    await app.infra.proyecciones.ponerAlDia();
    const res = await asignar({ fisioterapia: deNorte });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ mensaje: 'El líder de fisioterapia debe ser de la sede del paciente' });
    expect((await detalle()).body.lideres.fisioterapia).toBeNull();
  });

  it('ni a un usuario de otra especialidad o inactivo; sí a un terapeuta activo de la sede y la especialidad', async () => {
    const psico = await crearUsuario(app, 'psico-principal', 6, 'principal');
    const fisio = await crearUsuario(app, 'fisio-principal', 2, 'principal');
    const inactivo = await crearUsuario(app, 'fisio-inactivo', 2, 'principal');
    await app.infra.proyecciones.ponerAlDia();
    const admin = await app.ingresar('admin');
    expect((await app.http.post(`/api/usuarios/${inactivo}/desactivar`).set('authorization', admin)).status).toBeLessThan(300);
    await app.infra.proyecciones.ponerAlDia();

    expect((await asignar({ fisioterapia: psico })).body.mensaje).toBe('El líder de fisioterapia debe ser un usuario activo de fisioterapia');
    expect((await asignar({ fisioterapia: inactivo })).body.mensaje).toBe('El líder de fisioterapia debe ser un usuario activo de fisioterapia');
    const ok = await asignar({ fisioterapia: fisio, psicologia: psico });
    expect(ok.status).toBe(200);
    expect((await detalle()).body.lideres).toMatchObject({ fisioterapia: { id: fisio }, psicologia: { id: psico } });
  });

  it('la lista de candidatos ofrece solo terapeutas de la sede del paciente', async () => {
    const deSur = await crearUsuario(app, 'fono-sur', 3, 'sur');
    await app.infra.proyecciones.ponerAlDia();
    const admin = await app.ingresar('admin');
    const candidatos = async (token: string, sede?: string) => {
      const res = await app.http
        .get('/api/admisiones/terapeutas')
        .query(sede ? { sede } : {})
        .set('authorization', token);
      expect(res.status).toBe(200);
      return res.body as { id: string; sede: string }[];
    };
    const deLaSur = await candidatos(admin, 'sur');
    expect(deLaSur.map((t) => t.id)).toContain(deSur);
    expect(new Set(deLaSur.map((t) => t.sede))).toEqual(new Set(['sur']));
    // Whoever sees only their own site gets their own site's therapists, whatever site is asked for.
    const propios = await candidatos(direccion, 'sur');
    expect(propios.length).toBeGreaterThan(0);
    expect(propios.map((t) => t.id)).not.toContain(deSur);
    expect(new Set(propios.map((t) => t.sede))).toEqual(new Set(['principal']));
  });
});
