import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { PDF, PNG, pacienteValido } from '../admisiones/ayudas.js';

const motores = await motoresDisponibles();
const VALIDOS: Record<string, object> = {
  '/motivos': { motivo: 'Motivo', observaciones: 'Observación' },
  '/motivos/:id/verificar': { fecha: '2026-11-23', terminos: [] },
  '/antecedentes': { tipo: 1, descripcion: 'd', observacion: 'o' },
  '/impresiones': { descripcion: 'i' },
  '/diagnostico': { impresionId: 'x' },
  '/planes': { fechaInicio: '2026-11-23', conclusiones: 'c', recomendaciones: 'r', periodo: 1, lineas: [{ especialidad: 2, sesiones: 1 }] },
};
const CONFIDENCIAL = 'Esta HC es confidencial. Por favor comunicarse con el administrador para solicitar acceso.';

describe.each(motores)('Historia clínica (%s)', (motor) => {
  let app: AppDePrueba;
  let admin: string;
  let paciente: string;
  const hc = (ruta = '') => `/api/pacientes/${paciente}/historia${ruta}`;
  const get = (ruta: string, token = admin, query: object = {}) => app.http.get(ruta).query(query).set('authorization', token);
  const post = (ruta: string, datos: object = {}, token = admin) => app.http.post(ruta).set('authorization', token).send(datos);

  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor);
    admin = await app.ingresar('admin');
    const admitido = await post('/api/pacientes', pacienteValido({ primerNombre: 'lucía', fechaNacimiento: '2018-01-15' }));
    paciente = admitido.body.id;
    await post(`/api/pacientes/${paciente}/motivos`, { descripcion: 'Retraso en el habla', fecha: '2026-11-20' });
  });
  afterAll(() => app.cerrar());

  it('los motivos del ingreso aparecen en la historia por verificar; uno nuevo se registra y se verifica con términos del catálogo', async () => {
    const motivos = (await get(hc('/motivos'))).body;
    expect(motivos).toEqual([expect.objectContaining({ origen: 'ingreso', motivo: 'Retraso en el habla', estado: 0 })]);
    const nuevo = await post(hc('/motivos'), { motivo: 'Dificultad para seguir instrucciones', observaciones: 'Remitido por el colegio' });
    expect(nuevo.status).toBe(201);
    expect(nuevo.body.mensaje).toBe('Motivo de consulta registrado con éxito');
    const terminos = (await get('/api/catalogos/motivos-consulta', admin, { filter: JSON.stringify({ q: 'lenguaje' }) })).body;
    const ver = await post(hc(`/motivos/${motivos[0].id}/verificar`), { fecha: '2026-11-21', terminos: [terminos[0].id], observaciones: 'Confirmado' });
    expect(ver.status).toBe(201);
    expect(ver.body.mensaje).toBe('Motivo de consulta verificado con éxito');
    const otra = await post(hc(`/motivos/${motivos[0].id}/verificar`), { fecha: '2026-11-21', terminos: [terminos[0].id] });
    expect([otra.status, otra.body.mensaje]).toEqual([409, 'El motivo de consulta ya está verificado']);
    const despues = (await get(hc('/motivos'))).body;
    expect(despues.find((m: { id: string }) => m.id === motivos[0].id)).toMatchObject({
      estado: 1,
      verificacion: { fecha: '2026-11-21', terminos: [{ descripcion: 'Retraso del lenguaje' }] },
    });
  });

  it.each([
    ['/motivos', {}, 'El motivo de consulta es obligatorio'],
    // Issue 28 item 19: spec 2 §5 requires the observations of a new reason.
    ['/motivos', { motivo: 'Habla tardía' }, 'Las observaciones son obligatorias'],
    ['/motivos', { motivo: 'Habla tardía', observaciones: '   ' }, 'Las observaciones son obligatorias'],
    ['/motivos', { motivo: 'x'.repeat(501), observaciones: 'o' }, 'El motivo de consulta admite máximo 500 caracteres'],
    [
      '/antecedentes',
      { tipo: 6, descripcion: 'a', observacion: 'b' },
      'El tipo de antecedente debe ser 1 (prenatal), 2 (neonatal/perinatal), 3 (postnatal), 4 (personal) o 5 (familiar)',
    ],
    ['/antecedentes', { tipo: 1, descripcion: 'a' }, 'La observación es obligatoria'],
    ['/antecedentes', { tipo: 1, descripcion: 'a', observacion: 'x'.repeat(30_001) }, 'La observación admite máximo 30000 caracteres'],
    ['/impresiones', { descripcion: 'ok', cie10: ['Z999X'] }, 'El diagnóstico Z999X no existe'],
    [
      '/planes',
      { fechaInicio: '2026-11-23', conclusiones: 'c', recomendaciones: 'r', periodo: 1, lineas: [] },
      'Agregue al menos un servicio con su número de sesiones',
    ],
    [
      '/planes',
      { fechaInicio: '2026-11-23', conclusiones: 'c', periodo: 1, lineas: [{ especialidad: 2, sesiones: 4 }] },
      'Las recomendaciones son obligatorias',
    ],
  ])('POST %s %j → 400 "%s"', async (ruta, datos, mensaje) => {
    const res = await post(hc(ruta), datos);
    expect([res.status, res.body.mensaje]).toEqual([400, mensaje]);
  });

  it('antecedente, impresión con CIE-10 y DSM, diagnóstico actualizado, examen y plan: la lista de chequeo del día se completa', async () => {
    expect((await post(hc('/antecedentes'), { tipo: 2, descripcion: 'Parto prematuro', observacion: '34 semanas' })).body.mensaje).toBe(
      'Antecedente registrado con éxito',
    );
    const dsm = (await get('/api/dsm', admin, { q: 'autista' })).body[0];
    const imp = await post(hc('/impresiones'), { descripcion: 'Niña con rasgos del espectro autista', cie10: ['F84.0'], dsm: [dsm.id] });
    expect(imp.body.mensaje).toBe('Anamnesis registrada con éxito');
    const dx = await post(hc('/diagnostico'), { impresionId: imp.body.id, cie10: ['F840', 'F801'] });
    expect(dx.body.mensaje).toBe('ACTUALIZADO CON ÉXITO');
    expect((await get(hc('/impresiones'))).body[0].diagnosticos.map((d: { codigo: string }) => d.codigo)).toEqual(['F840', 'F801']);
    const examen = await app.http
      .post(hc('/examenes'))
      .set('authorization', admin)
      .field('tipo', '4')
      .field('nombreExamen', 'Lenguaje')
      .attach('archivo', PDF, 'examen.pdf');
    expect([examen.status, examen.body.mensaje]).toEqual([201, 'Examen cargado con éxito']);
    const falso = await app.http
      .post(hc('/examenes'))
      .set('authorization', admin)
      .field('tipo', '4')
      .field('nombreExamen', 'X')
      .attach('archivo', Buffer.from('no soy un pdf'), 'x.pdf');
    expect([falso.status, falso.body.mensaje]).toEqual([400, 'El examen debe ser un archivo JPG, PNG o PDF válido']);
    const archivo = await get(hc(`/examenes/${examen.body.id}/archivo`));
    expect([archivo.status, archivo.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await get(hc('/estado-evaluacion'))).body).toEqual({ motivos: true, impresion: true, plan: false });
    const plan = await post(hc('/planes'), {
      fechaInicio: '2026-11-23',
      conclusiones: 'Requiere intervención',
      recomendaciones: 'Terapia dos veces por semana',
      cie10: ['F840'],
      periodo: 1,
      lineas: [{ especialidad: 3, sesiones: 8 }],
    });
    expect(plan.body.mensaje).toBe('Plan de tratamiento registrado con éxito');
    expect((await get(hc('/planes'))).body[0]).toMatchObject({
      fechaFin: null,
      cie10: [{ codigo: 'F840', descripcion: 'Autismo en la niñez' }],
      lineas: [{ especialidad: 3, sesiones: 8 }],
    });
    const resumen = (await get(hc())).body;
    expect(resumen.hoy).toEqual({ motivo: true, antecedente: true, impresion: true, examen: true, plan: true });
    expect(resumen.paciente).toMatchObject({ confidencial: false, estado: 1 });
    expect((await get(hc('/estado-evaluacion'))).body).toEqual({ motivos: true, impresion: true, plan: true });
    expect((await get(hc('/evoluciones'), admin, { desde: '2026-11-01', hasta: '2026-11-30' })).body).toEqual([]);
  });

  it('dos verificaciones simultáneas del mismo motivo: una pasa, la otra recibe 409', async () => {
    const { body } = await post(hc('/motivos'), { motivo: 'Motivo para verificar dos veces', observaciones: 'Dos verificaciones' });
    const termino = (await get('/api/catalogos/motivos-consulta', admin, { filter: JSON.stringify({ q: 'conducta' }) })).body[0].id;
    const respuestas = await Promise.all([1, 2].map(() => post(hc(`/motivos/${body.id}/verificar`), { fecha: '2026-11-22', terminos: [termino] })));
    expect(respuestas.map((r) => r.status).sort()).toEqual([201, 409]);
    const eventos = await app.infra.store.leerStream(`historia-${paciente}`);
    expect(eventos.filter((e) => e.tipo === 'MotivoConsultaVerificado' && (e.datos as { motivoId: string }).motivoId === body.id)).toHaveLength(1);
  });

  it('la foto del paciente se sirve a quien puede leer la historia', async () => {
    const res = await get(hc('/foto'));
    expect([res.status, res.body.mensaje]).toEqual([404, 'El paciente no tiene foto']);
    const conFoto = (await post('/api/pacientes', pacienteValido())).body.id;
    let subida = app.http.post(`/api/pacientes/${conFoto}/documentos`).set('authorization', admin);
    for (const campo of ['documento', 'documentoAcudiente', 'consentimiento', 'ordenMedica', 'autorizacion', 'otro'])
      subida = subida.attach(campo, PDF, `${campo}.pdf`);
    expect((await subida.attach('foto', PNG, 'foto.png')).status).toBe(201);
    const foto = await get(`/api/pacientes/${conFoto}/historia/foto`, await app.ingresar('rol10'));
    expect([foto.status, foto.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('cada lectura queda registrada (quién, rol, sede, sección) y se ve en Accesos a la historia', async () => {
    const terapeuta = await app.ingresar('rol10');
    await get(hc('/antecedentes'), terapeuta);
    const accesos = (await get(hc('/accesos'))).body;
    expect(accesos[0]).toMatchObject({ usuario: 'admin', rol: 1, seccion: 'accesos' });
    expect(accesos[1]).toMatchObject({
      usuario: 'rol10',
      rol: 10,
      rolNombre: 'Historia clínica',
      sede: 'principal',
      sedeNombre: expect.any(String),
      seccion: 'antecedentes',
    });
  });

  it('historia confidencial: solo el usuario que la bloqueó y los roles con la capacidad la leen; los demás reciben 403 en toda ruta', async () => {
    const terapeutas = (await get('/api/admisiones/terapeutas')).body as { id: string; rol: number; usuario?: string }[];
    const psicologo = terapeutas.find((t) => t.rol === 6)!.id;
    expect((await post(`/api/pacientes/${paciente}/lideres`, { psicologia: psicologo, confidencial: true })).status).toBe(200);
    const examenId = (await get(hc('/examenes'))).body[0].id;
    const motivoId = (await get(hc('/motivos'))).body[0].id;
    const rutas: [string, string][] = [
      ['get', ''],
      ['get', '/motivos'],
      ['post', '/motivos'],
      ['post', `/motivos/${motivoId}/verificar`],
      ['get', '/antecedentes'],
      ['post', '/antecedentes'],
      ['get', '/impresiones'],
      ['post', '/impresiones'],
      ['post', '/diagnostico'],
      ['get', '/examenes'],
      ['post', '/examenes'],
      ['get', `/examenes/${examenId}/archivo`],
      ['get', '/foto'],
      ['get', '/planes'],
      ['post', '/planes'],
      ['get', '/evoluciones'],
      ['get', '/estado-evaluacion'],
    ];
    const fallos: string[] = [];
    for (const [usuario, puede] of [
      ['rol10', false],
      ['rol2', false],
      ['rol6', true],
      ['rol9', true],
      ['rol13', true],
      ['admin', true],
    ] as const) {
      const token = await app.ingresar(usuario);
      for (const [metodo, ruta] of rutas) {
        // Valid bodies: a body's shape is checked before the history is opened, and reveals nothing of it.
        const res =
          metodo === 'get'
            ? await get(hc(ruta), token)
            : ruta === '/examenes'
              ? await app.http.post(hc(ruta)).set('authorization', token).field('tipo', '1').attach('archivo', PDF, 'e.pdf')
              : await post(hc(ruta), VALIDOS[ruta.replace(/\/[0-9a-f-]{36}\//, '/:id/')] ?? {}, token);
        const negada = res.status === 403 && res.body.mensaje === CONFIDENCIAL;
        if (negada === puede) fallos.push(`${usuario} ${metodo} ${ruta} → ${res.status} ${res.body?.mensaje ?? ''}`);
      }
    }
    expect(fallos).toEqual([]);
  });

  it('la búsqueda de pacientes de la historia sigue las reglas de sede y la lectura queda en la auditoría', async () => {
    const terapeuta = await app.ingresar('rol10');
    const res = await get('/api/historia-clinica/pacientes', terapeuta, { filter: JSON.stringify({ q: 'lucía' }) });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: string }) => p.id)).toContain(paciente);
    expect(res.body.every((p: { sede: string }) => p.sede === 'principal')).toBe(true);
    expect((await get(hc('/planes'))).status).toBe(200);
    await app.infra.proyecciones.ponerAlDia();
    const auditoria = await get('/api/auditoria', admin, { filter: JSON.stringify({ tipo: 'HistoriaConsultada' }) });
    const documento = (await get(`/api/pacientes/${paciente}`)).body.numeroDocumento;
    expect(auditoria.body.map((e: { descripcion: string }) => e.descripcion)).toContain(
      `Consultó la historia clínica (planes) del paciente LUCÍA MARÍA PÉREZ GÓMEZ (CC ${documento})`,
    );
  });

  it('un paciente de la búsqueda por su id (getOne): la misma fila que la lista, con sus reglas de sede; 404 en español si no es visible', async () => {
    const terapeuta = await app.ingresar('rol10');
    const fila = (await get('/api/historia-clinica/pacientes', terapeuta, { filter: JSON.stringify({ id: [paciente] }) })).body[0];
    const uno = await get(`/api/historia-clinica/pacientes/${paciente}`, terapeuta);
    expect([uno.status, uno.body]).toEqual([200, fila]);
    expect(uno.body).toMatchObject({ id: paciente, primerNombre: 'LUCÍA', sede: 'principal' });
    const otraSede = (await post('/api/pacientes', pacienteValido({ sede: 'sur' }))).body.id;
    expect((await get(`/api/historia-clinica/pacientes/${otraSede}`)).body).toMatchObject({ id: otraSede, sede: 'sur' });
    for (const id of [otraSede, '00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const res = await get(`/api/historia-clinica/pacientes/${id}`, terapeuta);
      expect([id, res.status, res.body]).toEqual([id, 404, { mensaje: 'No se encontró el paciente' }]);
    }
  });

  it('paciente inactivo: la historia se lee pero no admite entradas', async () => {
    const otro = (await post('/api/pacientes', pacienteValido())).body.id;
    expect((await post(`/api/pacientes/${otro}/estado`, { estado: 0 })).status).toBe(200);
    const res = await post(`/api/pacientes/${otro}/historia/motivos`, { motivo: 'x', observaciones: 'y' });
    expect([res.status, res.body.mensaje]).toEqual([409, 'Paciente Inactivo']);
    expect((await get(`/api/pacientes/${otro}/historia`)).body.paciente.estado).toBe(0);
    const sin = await post('/api/pacientes/00000000-0000-4000-8000-000000000000/historia/motivos', { motivo: 'x', observaciones: 'y' });
    expect([sin.status, sin.body.mensaje]).toEqual([404, 'Faltan Datos Del Paciente']);
  });
});
