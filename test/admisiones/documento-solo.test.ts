/**
 * Issue 27 item 9: a patient's documents can be saved one at a time (POST /api/pacientes/:id/documentos/:tipo, the file in
 * `archivo`), with the same checks as saving all six: content type, size, permission, site and an active patient.
 */
import { relojFijo } from '@avanti/libs/clock/reloj';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { crearUsuario, JPG, PDF, PNG, pacienteValido } from './ayudas.js';

const reloj = relojFijo('2026-11-20T15:00:00Z');

describe('Admisiones: un documento del paciente guardado por sí solo (pglite)', () => {
  let app: AppDePrueba;
  let admin: string;
  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite', { reloj });
    admin = await app.ingresar('admin');
  });
  afterAll(() => app.cerrar());

  const admitir = async (extra: Record<string, unknown> = {}) =>
    (await app.http.post('/api/pacientes').set('authorization', admin).send(pacienteValido(extra))).body.id as string;
  const subir = (id: string, tipo: string, archivo: [Buffer, string] | null, token = admin) => {
    const req = app.http.post(`/api/pacientes/${id}/documentos/${tipo}`).set('authorization', token);
    return archivo ? req.attach('archivo', archivo[0], archivo[1]) : req;
  };
  const guardados = async (id: string) => Object.keys((await app.http.get(`/api/pacientes/${id}`).set('authorization', admin)).body.documentos ?? {}).sort();
  const eventosDeDocumentos = async (id: string) =>
    (await app.infra.store.leerStream(`paciente-${id}`)).filter((e) => e.tipo === 'DocumentosPacienteGuardados');

  it('guarda un documento y luego otro; cada uno con su mensaje, los anteriores siguen guardados', async () => {
    const id = await admitir();
    const consentimiento = await subir(id, 'consentimiento', [PDF, 'consentimiento.pdf']);
    expect(consentimiento.status).toBe(201);
    expect(consentimiento.body).toEqual({ id, tipo: 'consentimiento', mensaje: 'Se guardó el consentimiento informado con éxito!' });
    expect(await guardados(id)).toEqual(['consentimiento']);
    const foto = await subir(id, 'foto', [PNG, 'foto.png']);
    expect(foto.body.mensaje).toBe('Se guardó la foto con éxito!');
    expect(await guardados(id)).toEqual(['consentimiento', 'foto']);
    const descarga = await app.http.get(`/api/pacientes/${id}/documentos/consentimiento`).set('authorization', admin);
    expect(descarga.status).toBe(200);
    expect(descarga.headers['content-type']).toBe('application/pdf');
    expect(await eventosDeDocumentos(id)).toHaveLength(2);
  });

  it('mantiene las revisiones: contenido, foto solo imagen, tamaño, archivo presente y tipo conocido; un rechazo no escribe nada', async () => {
    const id = await admitir();
    expect((await subir(id, 'ordenMedica', [JPG, 'orden.jpg'])).status).toBe(201);
    const texto = await subir(id, 'ordenMedica', [Buffer.from('no soy un pdf'), 'orden.pdf']);
    expect(texto.status).toBe(400);
    expect(texto.body.mensaje).toBe('El archivo de orden médica debe ser JPG, PNG o PDF');
    const foto = await subir(id, 'foto', [PDF, 'foto.jpg']);
    expect(foto.status).toBe(400);
    expect(foto.body.mensaje).toBe('La foto debe ser JPG o PNG');
    const enorme = await subir(id, 'otro', [Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 'otro.pdf']);
    expect(enorme.status).toBe(413);
    expect(enorme.body.mensaje).toBe('El archivo o la solicitud supera el tamaño permitido');
    const vacio = await subir(id, 'otro', null);
    expect(vacio.status).toBe(400);
    expect(vacio.body.mensaje).toBe('No hay documentos para guardar!');
    const desconocido = await subir(id, 'pasaporte', [PDF, 'x.pdf']);
    expect(desconocido.status).toBe(400);
    expect(desconocido.body.mensaje).toBe('Ese documento no existe: elija uno de los seis documentos o la foto');
    expect(await guardados(id)).toEqual(['ordenMedica']);
    expect(await eventosDeDocumentos(id)).toHaveLength(1);
  });

  it('sin permiso de ingreso 403; otra sede 404 como si no existiera', async () => {
    const id = await admitir();
    await crearUsuario(app, 'reportes.doc', 8, 'principal');
    const reportes = await app.ingresar('reportes.doc');
    expect((await subir(id, 'documento', [PDF, 'd.pdf'], reportes)).status).toBe(403);
    await crearUsuario(app, 'admision.norte.doc', 7, 'norte');
    const norte = await app.ingresar('admision.norte.doc');
    const ajena = await subir(id, 'documento', [PDF, 'd.pdf'], norte);
    expect(ajena.status).toBe(404);
    expect(ajena.body.mensaje).toBe('Faltan datos del paciente!');
    expect(await guardados(id)).toEqual([]);
  });
});
