import sharp from 'sharp';
import { relojFijo } from '@avanti/libs/clock/reloj';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { descargar, esperarExportacion, leerLibro } from '../exportaciones/ayudas.js';
import { acudienteValido, crearUsuario, JPG, PDF, PNG, pacienteValido } from './ayudas.js';

const motores = await motoresDisponibles();
// "Today" for the birth-date rule is the Bogotá date of this clock: 2026-11-20.
const reloj = relojFijo('2026-11-20T15:00:00Z');

describe.each(motores)('Admisiones: ingreso y pacientes registrados (%s)', (motor) => {
  let app: AppDePrueba;
  let admin: string;
  let eps: Record<string, string>;
  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor, { reloj });
    admin = await app.ingresar('admin');
    const lista = await app.http.get('/api/eps').query({ range: '[0,50]' }).set('authorization', admin);
    eps = Object.fromEntries(lista.body.map((e: { nombreCorto: string; id: string }) => [e.nombreCorto, e.id]));
  });
  afterAll(() => app.cerrar());

  const admitir = (datos: object, token = admin) => app.http.post('/api/pacientes').set('authorization', token).send(datos);
  const detalle = (id: string, token = admin) => app.http.get(`/api/pacientes/${id}`).set('authorization', token);
  const lista = (filter: object, token = admin, range = '[0,299]') =>
    app.http
      .get('/api/pacientes')
      .query({ filter: JSON.stringify(filter), range })
      .set('authorization', token);

  describe('admisión', () => {
    it('admite con 201 (el paciente como lo sirve GET, con su codigo y el mensaje); nombres en mayúsculas, régimen 1 y N/A por defecto; la lista lo muestra al instante', async () => {
      const datos = pacienteValido({ numeroDocumento: ' 1020304050 ', nombreAcompanante: 'pedro pérez', remitente: 'dr. núñez' });
      const res = await admitir(datos);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ id: expect.any(String), codigo: 'CC1020304050', mensaje: 'Paciente registrado con éxito!' });
      const d = await detalle(res.body.id);
      expect(d.status).toBe(200);
      expect(res.body).toEqual({ ...d.body, mensaje: 'Paciente registrado con éxito!' });
      expect(d.body).toMatchObject({
        id: res.body.id,
        codigo: 'CC1020304050',
        tipoDocumento: 'CC',
        numeroDocumento: '1020304050',
        primerNombre: 'ANA',
        segundoNombre: 'MARÍA',
        primerApellido: 'PÉREZ',
        segundoApellido: 'GÓMEZ',
        fechaNacimiento: '2015-03-10',
        sexo: 2,
        fechaIngreso: '2026-11-20',
        tipoCliente: 2,
        estado: 1,
        sede: 'principal',
        regimen: 1,
        eps: null,
        prepagada: null,
        poliza: null,
        nombreAcompanante: 'PEDRO PÉREZ',
        remitente: 'DR. NÚÑEZ',
        bloqueadoPara: null,
        edad: { anios: 11, meses: 8 },
      });
      const l = await lista({ q: '1020304050' });
      expect(l.body.map((p: { id: string }) => p.id)).toEqual([res.body.id]);
      expect(l.headers['content-range']).toBe('pacientes 0-0/1');
    });

    it.each([
      [{ tipoDocumento: undefined }, 'El tipo de documento es obligatorio'],
      [{ tipoDocumento: 'XX' }, 'El tipo de documento no es válido'],
      [{ numeroDocumento: '' }, 'El número de documento es obligatorio'],
      [{ numeroDocumento: '12 34$' }, 'La cédula de ciudadanía solo admite números, de 3 a 10 dígitos'],
      [{ primerNombre: undefined }, 'El primer nombre es obligatorio'],
      [{ primerApellido: '' }, 'El primer apellido es obligatorio'],
      [{ primerApellido: '   ' }, 'El primer apellido es obligatorio'],
      [{ fechaNacimiento: undefined }, 'La fecha de nacimiento es obligatoria'],
      [{ fechaNacimiento: '2020-02-30' }, 'La fecha de nacimiento no es válida'],
      [{ fechaNacimiento: '2026-11-21' }, 'La fecha de nacimiento no puede ser mayor a la fecha actual'],
      [{ sexo: undefined }, 'El sexo es obligatorio'],
      [{ sexo: 3 }, 'El sexo debe ser 1 (masculino) o 2 (femenino)'],
      [{ fechaIngreso: undefined }, 'La fecha de ingreso es obligatoria'],
      [{ tipoCliente: undefined }, 'El tipo de cliente es obligatorio'],
      [{ tipoCliente: 4 }, 'El tipo de cliente debe ser 6 (EPS), 7 (Prepagada), 8 (Póliza), 2 (Particular) o 3 (Convenio)'],
      [{ regimen: 3 }, 'El régimen debe ser 1 (Contributivo) o 2 (Subsidiado)'],
      [{ paisResidencia: '170', departamentoResidencia: '05', ciudadResidencia: '11001' }, 'El departamento o la ciudad no corresponden a la tabla DIVIPOLA'],
      [{ estado: 0 }, 'El campo estado no está permitido'],
    ])('rechaza %j con 400 "%s" y no escribe nada', async (cambio, mensaje) => {
      const antes = await lista({});
      const res = await admitir(pacienteValido(cambio));
      expect(res.status).toBe(400);
      expect(res.body.mensaje).toBe(mensaje);
      const despues = await lista({});
      expect(despues.headers['content-range']).toBe(antes.headers['content-range']);
    });

    it('la fecha de nacimiento de hoy se admite (hoy es la fecha de Bogotá del reloj)', async () => {
      const res = await admitir(pacienteValido({ fechaNacimiento: '2026-11-20' }));
      expect(res.status).toBe(201);
    });

    it('acepta origen y residencia de DIVIPOLA', async () => {
      const res = await admitir(
        pacienteValido({
          paisOrigen: '170',
          departamentoOrigen: '05',
          ciudadOrigen: '05001',
          paisResidencia: '170',
          departamentoResidencia: '11',
          ciudadResidencia: '11001',
          barrio: 'Chapinero',
          direccion: 'Calle 1 # 2-3',
          telefono: '6011234',
        }),
      );
      expect(res.status).toBe(201);
      const d = await detalle(res.body.id);
      expect(d.body).toMatchObject({ ciudadOrigen: '05001', ciudadResidencia: '11001', barrio: 'Chapinero' });
    });
  });

  describe('reglas de régimen y aseguradoras', () => {
    it('16 es N/A: se guarda como null', async () => {
      const res = await admitir(pacienteValido({ tipoCliente: 6, eps: 16, prepagada: '16', poliza: 16 }));
      expect(res.status).toBe(201);
      expect((await detalle(res.body.id)).body).toMatchObject({ eps: null, prepagada: null, poliza: null, regimen: 1 });
    });

    it('una EPS del régimen, o de ambos, se admite; una de otro régimen no', async () => {
      const ok = await admitir(pacienteValido({ tipoCliente: 6, regimen: 2, eps: eps.COOSALUD }));
      expect(ok.status).toBe(201);
      const ambos = await admitir(pacienteValido({ tipoCliente: 6, regimen: 2, eps: eps['NUEVA EPS'] }));
      expect(ambos.status).toBe(201);
      const mal = await admitir(pacienteValido({ tipoCliente: 6, regimen: 2, eps: eps.SANITAS }));
      expect(mal.status).toBe(400);
      expect(mal.body.mensaje).toBe('La EPS elegida no existe, está inactiva o no corresponde al régimen');
      const noEps = await admitir(pacienteValido({ eps: eps.COLSANITAS }));
      expect(noEps.body.mensaje).toBe('La EPS elegida no existe, está inactiva o no corresponde al régimen');
    });

    it('prepagada y póliza: no en régimen 2, y se excluyen entre sí', async () => {
      const sub = await admitir(pacienteValido({ tipoCliente: 7, regimen: 2, prepagada: eps.COLSANITAS }));
      expect(sub.status).toBe(400);
      expect(sub.body.mensaje).toBe('La prepagada y la póliza no aplican al régimen subsidiado');
      const subPol = await admitir(pacienteValido({ tipoCliente: 8, regimen: 2, poliza: eps.ALLIANZ }));
      expect(subPol.body.mensaje).toBe('La prepagada y la póliza no aplican al régimen subsidiado');
      const ambas = await admitir(pacienteValido({ tipoCliente: 7, prepagada: eps.COLSANITAS, poliza: eps.ALLIANZ }));
      expect(ambas.status).toBe(400);
      expect(ambas.body.mensaje).toBe('Elija prepagada o póliza, no ambas');
      const pre = await admitir(pacienteValido({ tipoCliente: 7, eps: eps.SANITAS, prepagada: eps.COLSANITAS, poliza: 16 }));
      expect(pre.status).toBe(201);
      const mala = await admitir(pacienteValido({ tipoCliente: 8, poliza: eps.COLSANITAS }));
      expect(mala.body.mensaje).toBe('La póliza elegida no existe o está inactiva');
      const malaPre = await admitir(pacienteValido({ tipoCliente: 7, prepagada: eps.ALLIANZ }));
      expect(malaPre.body.mensaje).toBe('La prepagada elegida no existe o está inactiva');
    });

    it('las listas de la pantalla de ingreso: aseguradoras por tipo y régimen, DIVIPOLA y códigos', async () => {
      const epsSub = await app.http.get('/api/admisiones/aseguradoras').query({ tipo: 1, regimen: 2 }).set('authorization', admin);
      const nombres = epsSub.body.map((e: { nombreCorto: string }) => e.nombreCorto);
      expect(nombres).toEqual(expect.arrayContaining(['COOSALUD', 'NUEVA EPS']));
      expect(nombres).not.toContain('SANITAS');
      const pre = await app.http.get('/api/admisiones/aseguradoras').query({ tipo: 2 }).set('authorization', admin);
      expect(pre.body.every((e: { tipo: number }) => e.tipo === 2)).toBe(true);
      const deps = await app.http.get('/api/admisiones/departamentos').set('authorization', admin);
      expect(deps.body).toHaveLength(33);
      const antioquia = await app.http.get('/api/admisiones/municipios').query({ departamento: '05' }).set('authorization', admin);
      expect(antioquia.body).toContainEqual({ codigo: '05001', departamento: '05', nombre: 'MEDELLÍN' });
      expect(antioquia.body).toHaveLength(125);
      const todos = await app.http.get('/api/admisiones/municipios').set('authorization', admin);
      expect(todos.body).toContainEqual({ codigo: '11001', departamento: '11', nombre: 'BOGOTÁ, D.C.' });
      const cat = await app.http.get('/api/admisiones/catalogos').set('authorization', admin);
      expect(cat.body.tiposCliente.map((t: { codigo: number }) => t.codigo)).toEqual([6, 7, 8, 2, 3]);
      expect(cat.body.tiposDocumento.map((t: { codigo: string }) => t.codigo)).toEqual(['NUIP', 'CC', 'PA', 'TI', 'CE', 'RC', 'NIT', 'RUT', 'PPT']);
      expect(cat.body.parentescos).toHaveLength(9);
      expect(cat.body.ocupaciones).toHaveLength(8);
    });
  });

  describe('un documento, un registro', () => {
    it('un segundo paciente con el mismo tipo y número es un 409 que ofrece abrir el existente', async () => {
      const primero = await admitir(pacienteValido({ tipoDocumento: 'PA', numeroDocumento: 'ab778899' }));
      expect(primero.status).toBe(201);
      const segundo = await admitir(pacienteValido({ tipoDocumento: 'PA', numeroDocumento: ' AB778899', primerNombre: 'Otro' }));
      expect(segundo.status).toBe(409);
      expect(segundo.body).toEqual({
        mensaje: 'Ya existe un paciente con el documento PA AB778899. Puede abrir el registro existente.',
        pacienteExistente: primero.body.id,
      });
      const otroTipo = await admitir(pacienteValido({ tipoDocumento: 'RC', numeroDocumento: 'AB778899' }));
      expect(otroTipo.status).toBe(201);
      const eventos = await app.infra.store.leerStream(`paciente-${primero.body.id}`);
      expect(eventos.map((e) => e.tipo)).toEqual(['PacienteAdmitido']);
    });

    it('dos admisiones simultáneas del mismo documento: una gana', async () => {
      const datos = pacienteValido({ numeroDocumento: '99887766' });
      const respuestas = await Promise.all([admitir(datos), admitir(datos)]);
      expect(respuestas.map((r) => r.status).sort()).toEqual([201, 409]);
      const l = await lista({ q: '99887766' });
      expect(l.body).toHaveLength(1);
    });

    it('editar: PACIENTE ACTUALIZADO CON ÉXITO; la fecha de ingreso queda bloqueada; cambiar a un documento ajeno es 409', async () => {
      const { body } = await admitir(pacienteValido({ numeroDocumento: '11112222' }));
      const otro = await admitir(pacienteValido({ numeroDocumento: '33334444' }));
      const base = pacienteValido({ numeroDocumento: '11112222', primerNombre: 'beatriz', tipoCliente: 3 });
      const ok = await app.http.put(`/api/pacientes/${body.id}`).set('authorization', admin).send(base);
      expect(ok.status).toBe(200);
      const leido = (await detalle(body.id)).body;
      expect(ok.body).toEqual({ ...leido, mensaje: 'PACIENTE ACTUALIZADO CON ÉXITO' });
      expect(leido).toMatchObject({ id: body.id, primerNombre: 'BEATRIZ', tipoCliente: 3, codigo: 'CC11112222', fechaIngreso: '2026-11-20' });
      const fecha = await app.http
        .put(`/api/pacientes/${body.id}`)
        .set('authorization', admin)
        .send({ ...base, fechaIngreso: '2026-01-01' });
      expect(fecha.status).toBe(400);
      expect(fecha.body.mensaje).toBe('La fecha de ingreso no se puede modificar');
      const futura = await app.http
        .put(`/api/pacientes/${body.id}`)
        .set('authorization', admin)
        .send({ ...base, fechaNacimiento: '2027-01-01' });
      expect(futura.body.mensaje).toBe('La fecha de nacimiento no puede ser mayor a la fecha actual');
      const ajeno = await app.http
        .put(`/api/pacientes/${body.id}`)
        .set('authorization', admin)
        .send({ ...base, numeroDocumento: '33334444' });
      expect(ajeno.status).toBe(409);
      expect(ajeno.body.pacienteExistente).toBe(otro.body.id);
      // A document correction reserves the new key; the old one stays this patient's.
      const corregido = await app.http
        .put(`/api/pacientes/${body.id}`)
        .set('authorization', admin)
        .send({ ...base, numeroDocumento: '11112223' });
      expect(corregido.status).toBe(200);
      const vuelta = await app.http.put(`/api/pacientes/${body.id}`).set('authorization', admin).send(base);
      expect(vuelta.status).toBe(200);
      const nuevo = await admitir(pacienteValido({ numeroDocumento: '11112223' }));
      expect(nuevo.body.pacienteExistente).toBe(body.id);
    });
  });

  describe('estado, filtros y contadores', () => {
    it('inactiva y activa: Estado del usuario actualizado con éxito; filtro y contadores', async () => {
      const { body } = await admitir(pacienteValido({ primerApellido: 'Contadorez' }));
      const antes = await app.http
        .get('/api/pacientes/contadores')
        .query({ filter: JSON.stringify({ q: 'contadorez' }) })
        .set('authorization', admin);
      expect(antes.body).toEqual({ activos: 1, inactivos: 0, todos: 1 });
      const res = await app.http.post(`/api/pacientes/${body.id}/estado`).set('authorization', admin).send({ estado: 0 });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: body.id, estado: 0, mensaje: 'Estado del usuario actualizado con éxito' });
      expect((await lista({ q: 'contadorez', estado: 1 })).body).toHaveLength(0);
      expect((await lista({ q: 'contadorez', estado: 0 })).body).toHaveLength(1);
      expect((await lista({ q: 'contadorez', estado: 3 })).body).toHaveLength(1);
      const despues = await app.http
        .get('/api/pacientes/contadores')
        .query({ filter: JSON.stringify({ q: 'contadorez', estado: 1 }) })
        .set('authorization', admin);
      expect(despues.body).toEqual({ activos: 0, inactivos: 1, todos: 1 });
      const otra = await app.http.post(`/api/pacientes/${body.id}/estado`).set('authorization', admin).send({ estado: 0 });
      expect(otra.status).toBe(409);
      expect(otra.body.mensaje).toBe('El paciente ya está inactivo');
      const mala = await app.http.post(`/api/pacientes/${body.id}/estado`).set('authorization', admin).send({ estado: 2 });
      expect(mala.status).toBe(400);
      expect(mala.body.mensaje).toBe('El estado debe ser 1 (activo) o 0 (inactivo)');
    });

    it('un paciente inactivo no admite acudientes, motivos ni documentos (409)', async () => {
      const { body } = await admitir(pacienteValido());
      await app.http
        .post(`/api/pacientes/${body.id}/acudientes`)
        .set('authorization', admin)
        .send(acudienteValido({ numeroDocumento: '777' }));
      await app.http.post(`/api/pacientes/${body.id}/estado`).set('authorization', admin).send({ estado: 0 });
      const acu = await app.http.post(`/api/pacientes/${body.id}/acudientes`).set('authorization', admin).send(acudienteValido());
      expect(acu.status).toBe(409);
      expect(acu.body.mensaje).toBe('El paciente está inactivo: no se pueden registrar ni desvincular acudientes');
      const des = await app.http.delete(`/api/pacientes/${body.id}/acudientes/777`).set('authorization', admin);
      expect(des.status).toBe(409);
      const mot = await app.http.post(`/api/pacientes/${body.id}/motivos`).set('authorization', admin).send({ descripcion: 'Retraso del lenguaje' });
      expect(mot.status).toBe(409);
      expect(mot.body.mensaje).toBe('El paciente está inactivo: no se pueden registrar motivos de consulta');
      const doc = await subir(body.id, seisDocumentos());
      expect(doc.status).toBe(409);
      expect(doc.body.mensaje).toBe('El paciente está inactivo: no se pueden guardar documentos');
    });

    describe('lista con más filas que una página', () => {
      // 30 patients: surnames PAGINADOAA … PAGINADOBD (one order under any collation), birth years
      // 1990 … 2019 shuffled against the surnames, each born on January 15th.
      const apellido = (i: number) => `PAGINADO${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`;
      const anioDe = (i: number) => 1990 + ((i * 7) % 30);
      const indices = Array.from({ length: 30 }, (_, i) => i);
      const anioPorApellido = new Map(indices.map((i) => [apellido(i), anioDe(i)]));
      const pagina = (query: Record<string, unknown>) =>
        app.http
          .get('/api/pacientes')
          .query({ filter: JSON.stringify({ q: 'paginado' }), ...query })
          .set('authorization', admin);
      const apellidos = (res: { body: Array<{ primerApellido: string }> }) => res.body.map((p) => p.primerApellido);
      const anios = (res: { body: Array<{ primerApellido: string }> }) => res.body.map((p) => anioPorApellido.get(p.primerApellido));
      beforeAll(async () => {
        for (const i of [...indices].reverse()) {
          const res = await admitir(pacienteValido({ primerApellido: apellido(i), fechaNacimiento: `${anioDe(i)}-01-15` }));
          expect(res.status).toBe(201);
        }
      });

      it('sin rango responde exactamente 25 filas, por primer apellido ascendente', async () => {
        const res = await pagina({});
        expect(res.status).toBe(200);
        expect(apellidos(res)).toEqual(indices.slice(0, 25).map(apellido));
        expect(res.headers['content-range']).toBe('pacientes 0-24/30');
      });

      it('ordena por edad en ambos sentidos (la edad ascendente es el nacimiento descendente) y pagina', async () => {
        const jovenes = await pagina({ sort: JSON.stringify(['edad', 'ASC']), range: '[0,9]' });
        expect(anios(jovenes)).toEqual([2019, 2018, 2017, 2016, 2015, 2014, 2013, 2012, 2011, 2010]);
        const mayores = await pagina({ sort: JSON.stringify(['edad', 'DESC']), range: '[0,4]' });
        expect(anios(mayores)).toEqual([1990, 1991, 1992, 1993, 1994]);
        const cola = await pagina({ sort: JSON.stringify(['edad', 'DESC']), range: '[25,29]' });
        expect(anios(cola)).toEqual([2015, 2016, 2017, 2018, 2019]);
        expect(cola.headers['content-range']).toBe('pacientes 25-29/30');
        const porApellido = await pagina({ sort: JSON.stringify(['primerApellido', 'DESC']), range: '[0,4]' });
        expect(apellidos(porApellido)).toEqual([29, 28, 27, 26, 25].map(apellido));
      });

      it('calcula la edad en años y meses contra la fecha de Bogotá del reloj (2026-11-20)', async () => {
        const res = await pagina({ range: '[0,29]' });
        for (const p of res.body as Array<{ primerApellido: string; edad: { anios: number; meses: number } }>) {
          expect(p.edad).toEqual({ anios: 2026 - anioPorApellido.get(p.primerApellido)!, meses: 10 });
        }
      });
    });
  });

  describe('acudientes y motivos de consulta', () => {
    it('registra, lista y desvincula acudientes con los mensajes de la especificación', async () => {
      const { body } = await admitir(pacienteValido());
      const url = `/api/pacientes/${body.id}/acudientes`;
      const ok = await app.http.post(url).set('authorization', admin).send(acudienteValido());
      expect(ok.status).toBe(201);
      expect(ok.body.mensaje).toBe('Acudiente registrado con éxito!');
      const l = await app.http.get(url).set('authorization', admin);
      expect(l.body).toEqual([
        {
          pacienteId: body.id,
          parentesco: 1,
          tipoDocumento: 'CC',
          numeroDocumento: '52111222',
          nombres: 'LAURA',
          apellidos: 'GÓMEZ',
          telefono: '3001234567',
          correo: 'laura@correo.com',
          ocupacion: 1,
        },
      ]);
      const repetido = await app.http.post(url).set('authorization', admin).send(acudienteValido());
      expect(repetido.status).toBe(409);
      expect(repetido.body.mensaje).toBe('El acudiente ya está registrado para este paciente');
      const des = await app.http.delete(`${url}/52111222`).set('authorization', admin);
      expect(des.status).toBe(200);
      expect((await app.http.get(url).set('authorization', admin)).body).toEqual([]);
      const otra = await app.http.delete(`${url}/52111222`).set('authorization', admin);
      expect(otra.status).toBe(404);
      expect(otra.body.mensaje).toBe('El acudiente no está vinculado a este paciente');
    });

    it.each(['parentesco', 'tipoDocumento', 'numeroDocumento', 'nombres', 'apellidos', 'telefono', 'correo', 'ocupacion'])(
      'sin %s: Faltan campos por llenar!',
      async (campo) => {
        const { body } = await admitir(pacienteValido());
        const res = await app.http
          .post(`/api/pacientes/${body.id}/acudientes`)
          .set('authorization', admin)
          .send(acudienteValido({ [campo]: campo === 'nombres' ? '  ' : '' }));
        expect(res.status).toBe(400);
        expect(res.body.mensaje).toBe('Faltan campos por llenar!');
      },
    );

    it('valida códigos y correo del acudiente', async () => {
      const { body } = await admitir(pacienteValido());
      const url = `/api/pacientes/${body.id}/acudientes`;
      expect(
        (
          await app.http
            .post(url)
            .set('authorization', admin)
            .send(acudienteValido({ parentesco: 10 }))
        ).body.mensaje,
      ).toBe('El parentesco no es válido');
      expect(
        (
          await app.http
            .post(url)
            .set('authorization', admin)
            .send(acudienteValido({ ocupacion: 9 }))
        ).body.mensaje,
      ).toBe('La ocupación no es válida');
      expect(
        (
          await app.http
            .post(url)
            .set('authorization', admin)
            .send(acudienteValido({ correo: 'x@' }))
        ).body.mensaje,
      ).toBe('El correo del acudiente no es válido');
    });

    it('motivos: hasta 1000 caracteres, estado Por verificar (0); sin paciente: FALTAN DATOS DEL PACIENTE', async () => {
      const { body } = await admitir(pacienteValido());
      const url = `/api/pacientes/${body.id}/motivos`;
      const ok = await app.http
        .post(url)
        .set('authorization', admin)
        .send({ descripcion: 'x'.repeat(1000) });
      expect(ok.status).toBe(201);
      const largo = await app.http
        .post(url)
        .set('authorization', admin)
        .send({ descripcion: 'x'.repeat(1001) });
      expect(largo.status).toBe(400);
      expect(largo.body.mensaje).toBe('El motivo de consulta admite máximo 1000 caracteres');
      const vacio = await app.http.post(url).set('authorization', admin).send({ descripcion: '  ' });
      expect(vacio.body.mensaje).toBe('Escriba el motivo de consulta');
      const l = await app.http.get(url).set('authorization', admin);
      expect(l.body).toEqual([{ id: ok.body.id, pacienteId: body.id, fecha: '2026-11-20', descripcion: 'x'.repeat(1000), estado: 0 }]);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
        const sin = await app.http.post(`/api/pacientes/${id}/motivos`).set('authorization', admin).send({ descripcion: 'Algo' });
        expect(sin.status).toBe(404);
        expect(sin.body.mensaje).toBe('FALTAN DATOS DEL PACIENTE');
      }
    });
  });

  const seisDocumentos = (): Record<string, [Buffer, string]> => ({
    documento: [PDF, 'cedula.pdf'],
    documentoAcudiente: [JPG, 'acudiente.jpg'],
    consentimiento: [PDF, 'consentimiento.pdf'],
    ordenMedica: [PNG, 'orden.png'],
    autorizacion: [PDF, 'autorizacion.pdf'],
    otro: [JPG, 'otro.jpg'],
  });
  const subir = (id: string, archivos: Record<string, [Buffer, string]>, token = admin) => {
    let req = app.http.post(`/api/pacientes/${id}/documentos`).set('authorization', token);
    for (const [campo, [datos, nombre]] of Object.entries(archivos)) req = req.attach(campo, datos, nombre);
    return req;
  };

  describe('documentos', () => {
    it('guarda los seis y la foto; se descargan (las imágenes recodificadas); Documentos registrados con éxito!', async () => {
      const { body } = await admitir(pacienteValido());
      const res = await subir(body.id, { ...seisDocumentos(), foto: [PNG, 'foto.png'] });
      expect(res.status).toBe(201);
      expect(res.body.mensaje).toBe('Documentos registrados con éxito!');
      const orden = await app.http
        .get(`/api/pacientes/${body.id}/documentos/ordenMedica`)
        .set('authorization', admin)
        .buffer(true)
        .parse((r, cb) => {
          const partes: Buffer[] = [];
          r.on('data', (c: Buffer) => partes.push(c));
          r.on('end', () => cb(null, Buffer.concat(partes)));
        });
      expect(orden.status).toBe(200);
      expect(orden.headers['content-type']).toBe('image/png');
      // Images are stored re-encoded (decision 0029): the same picture, not the same bytes.
      const [guardada, enviada] = await Promise.all([sharp(orden.body as Buffer).metadata(), sharp(PNG).metadata()]);
      expect(guardada).toMatchObject({ format: 'png', width: enviada.width, height: enviada.height });
      const d = await detalle(body.id);
      expect(Object.keys(d.body.documentos).sort()).toEqual([
        'autorizacion',
        'consentimiento',
        'documento',
        'documentoAcudiente',
        'foto',
        'ordenMedica',
        'otro',
      ]);
      expect(JSON.stringify(d.body)).not.toContain('pacientes/');
    });

    it('sin los seis: No hay documentos para guardar!; sin paciente: Faltan datos del paciente!', async () => {
      const { body } = await admitir(pacienteValido());
      const { otro: _otro, ...cinco } = seisDocumentos();
      const faltan = await subir(body.id, cinco);
      expect(faltan.status).toBe(400);
      expect(faltan.body.mensaje).toBe('No hay documentos para guardar!');
      const nada = await app.http.post(`/api/pacientes/${body.id}/documentos`).set('authorization', admin);
      expect(nada.body.mensaje).toBe('No hay documentos para guardar!');
      const sin = await subir('00000000-0000-4000-8000-000000000000', seisDocumentos());
      expect(sin.status).toBe(404);
      expect(sin.body.mensaje).toBe('Faltan datos del paciente!');
    });

    it('revisa el contenido (no el nombre) y el tamaño; un fallo no pierde los archivos anteriores', async () => {
      const { body } = await admitir(pacienteValido());
      expect((await subir(body.id, seisDocumentos())).status).toBe(201);
      const texto = await subir(body.id, { ...seisDocumentos(), consentimiento: [Buffer.from('no soy un pdf'), 'consentimiento.pdf'] });
      expect(texto.status).toBe(400);
      expect(texto.body.mensaje).toBe('El archivo de consentimiento informado debe ser JPG, PNG o PDF');
      const foto = await subir(body.id, { ...seisDocumentos(), foto: [PDF, 'foto.jpg'] });
      expect(foto.status).toBe(400);
      expect(foto.body.mensaje).toBe('La foto debe ser JPG o PNG');
      const grande = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
      const enorme = await subir(body.id, { ...seisDocumentos(), otro: [grande, 'otro.pdf'] });
      expect(enorme.status).toBe(413);
      expect(enorme.body.mensaje).toBe('El archivo o la solicitud supera el tamaño permitido');
      const doc = await app.http.get(`/api/pacientes/${body.id}/documentos/consentimiento`).set('authorization', admin);
      expect(doc.status).toBe(200);
      expect(doc.headers['content-type']).toBe('application/pdf');
      const sinFoto = await app.http.get(`/api/pacientes/${body.id}/documentos/foto`).set('authorization', admin);
      expect(sinFoto.status).toBe(404);
      const eventos = await app.infra.store.leerStream(`paciente-${body.id}`);
      expect(eventos.filter((e) => e.tipo === 'DocumentosPacienteGuardados')).toHaveLength(1);
    });
  });

  describe('alcance por sede y permisos', () => {
    let norte: string;
    let dePrincipal: string;
    beforeAll(async () => {
      await crearUsuario(app, 'admision.norte', 7, 'norte');
      norte = await app.ingresar('admision.norte');
      dePrincipal = (await admitir(pacienteValido({ primerApellido: 'Principalista' }))).body.id;
      await subir(dePrincipal, seisDocumentos());
    });

    it('un usuario de la sede norte no ve ni toca pacientes de la principal: 404 como si no existieran', async () => {
      expect((await lista({ q: 'principalista' }, norte)).body).toEqual([]);
      expect((await lista({ q: 'principalista', sede: 'principal' }, norte)).body).toEqual([]);
      const d = await detalle(dePrincipal, norte);
      expect(d.status).toBe(404);
      expect(d.body.mensaje).toBe('NO SE ENCONTRARON REGISTROS');
      const desconocido = await detalle('00000000-0000-4000-8000-000000000000', norte);
      expect(desconocido.body).toEqual(d.body);
      expect((await app.http.post(`/api/pacientes/${dePrincipal}/estado`).set('authorization', norte).send({ estado: 0 })).status).toBe(404);
      expect((await app.http.put(`/api/pacientes/${dePrincipal}`).set('authorization', norte).send(pacienteValido())).status).toBe(404);
      expect((await app.http.get(`/api/pacientes/${dePrincipal}/acudientes`).set('authorization', norte)).status).toBe(404);
      expect((await app.http.post(`/api/pacientes/${dePrincipal}/acudientes`).set('authorization', norte).send(acudienteValido())).status).toBe(404);
      expect((await app.http.get(`/api/pacientes/${dePrincipal}/documentos/documento`).set('authorization', norte)).status).toBe(404);
      expect((await subir(dePrincipal, seisDocumentos(), norte)).status).toBe(404);
      expect((await detalle(dePrincipal)).body.estado).toBe(1);
    });

    it('lo que admite un usuario de norte queda en norte aunque pida otra sede; el administrador ve y filtra todas', async () => {
      const res = await admitir(pacienteValido({ primerApellido: 'Nortenio', sede: 'principal' }), norte);
      expect(res.status).toBe(201);
      expect((await detalle(res.body.id, norte)).body).toMatchObject({ sede: 'norte', sedeNombre: 'Sede Norte' });
      expect((await lista({ q: 'nortenio' }, norte)).body).toHaveLength(1);
      const contNorte = await app.http.get('/api/pacientes/contadores').set('authorization', norte);
      expect(contNorte.body).toEqual({ activos: 1, inactivos: 0, todos: 1 });
      expect((await lista({ q: 'nortenio' })).body).toHaveLength(1);
      expect((await lista({ sede: 'norte' })).body.map((p: { sede: string }) => p.sede)).toEqual(['norte']);
      const sur = await admitir(pacienteValido({ sede: 'sur' }));
      expect((await detalle(sur.body.id)).body.sede).toBe('sur');
      const mala = await admitir(pacienteValido({ sede: 'luna' }));
      expect(mala.body.mensaje).toBe('La sede no existe');
    });

    it('la exportación a Excel de pacientes respeta la sede de quien la pide', async () => {
      const pedida = await app.http
        .post('/api/exportaciones')
        .set('authorization', norte)
        .send({ recurso: 'pacientes', filtro: { sede: 'principal' } });
      expect(pedida.status).toBe(201);
      const estado = await esperarExportacion(app, norte, pedida.body.id);
      expect(estado).toMatchObject({ estado: 'completado', filas: 1 });
      const libro = await leerLibro((await descargar(app, norte, pedida.body.id)).body as Buffer);
      expect(libro.filas[0]).toEqual([
        'Código',
        'Tipo de documento',
        'Número de documento',
        'Apellidos',
        'Nombres',
        'Fecha de nacimiento',
        'Edad',
        'Sexo',
        'Fecha de ingreso',
        'Tipo de cliente',
        'Sede',
        'Estado',
      ]);
      // People read the site's name, never its code.
      expect(libro.filas.slice(1).map((f) => f[10])).toEqual(['Sede Norte']);
      const todas = await app.http
        .post('/api/exportaciones')
        .set('authorization', admin)
        .send({ recurso: 'pacientes', filtro: { q: 'principalista' } });
      expect(await esperarExportacion(app, admin, todas.body.id)).toMatchObject({ estado: 'completado', filas: 1 });
    });

    it('el duplicado de otra sede no revela el paciente', async () => {
      await admitir(pacienteValido({ numeroDocumento: '5550001' }));
      const res = await admitir(pacienteValido({ numeroDocumento: '5550001' }), norte);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ mensaje: 'Ya existe un paciente con el documento CC 5550001 en otra sede.', pacienteExistente: null });
    });

    it('un terapeuta (sin permisos de admisiones) recibe 403', async () => {
      const terapeuta = await app.ingresar('rol2');
      expect((await app.http.get('/api/pacientes').set('authorization', terapeuta)).status).toBe(403);
      expect((await admitir(pacienteValido(), terapeuta)).status).toBe(403);
      // Role 13 reads the list but does not admit.
      const coord = await app.ingresar('rol13');
      expect((await app.http.get('/api/pacientes').set('authorization', coord)).status).toBe(200);
      expect((await admitir(pacienteValido(), coord)).status).toBe(403);
    });
  });

  describe('líderes y bloqueo confidencial', () => {
    let paciente: string;
    let terapeutas: { id: string; rol: number }[];
    const asignar = (datos: object, token = admin) => app.http.post(`/api/pacientes/${paciente}/lideres`).set('authorization', token).send(datos);
    beforeAll(async () => {
      paciente = (await admitir(pacienteValido())).body.id;
      terapeutas = (await app.http.get('/api/admisiones/terapeutas').set('authorization', admin)).body;
    });
    const de = (rol: number) => terapeutas.find((t) => t.rol === rol)!.id;

    it('lista candidatos de los roles 2 a 6', () => {
      expect([...new Set(terapeutas.map((t) => t.rol))].sort()).toEqual([2, 3, 4, 5, 6]);
    });

    it('sin capacidad.asignar-lideres: 403', async () => {
      const programacion = await app.ingresar('rol7');
      const res = await asignar({ fisioterapia: de(2) }, programacion);
      expect(res.status).toBe(403);
      expect(res.body.mensaje).toBe('No tiene permiso para asignar líderes');
    });

    it('el rol 9 asigna líderes pero no puede marcar confidencial', async () => {
      const coord = await app.ingresar('rol9');
      const ok = await asignar({ fisioterapia: de(2), fonoaudiologia: de(3) }, coord);
      expect(ok.status).toBe(200);
      expect(ok.body.mensaje).toBe('Lideres actualizados con éxito!');
      const d = await detalle(paciente);
      expect(d.body.lideres.fisioterapia).toEqual({ id: de(2), nombre: 'Usuario Fisioterapia' });
      expect(d.body.lideres.psicologia).toBeNull();
      const conf = await asignar({ fisioterapia: de(2), confidencial: true }, coord);
      expect(conf.status).toBe(403);
      expect(conf.body.mensaje).toBe('Solo el administrador puede marcar un paciente como confidencial');
    });

    it('un líder debe ser un usuario activo de la especialidad', async () => {
      const res = await asignar({ psicologia: de(2) });
      expect(res.status).toBe(400);
      expect(res.body.mensaje).toBe('El líder de psicología debe ser un usuario activo de psicología');
    });

    it('confidencial solo con un líder; bloquea para el líder de psicología; el rol 9 conserva el bloqueo al reasignar', async () => {
      const sin = await asignar({ confidencial: true });
      expect(sin.status).toBe(400);
      expect(sin.body.mensaje).toBe('Elija al menos un líder para marcar el paciente como confidencial');
      const ok = await asignar({ fisioterapia: de(2), psicologia: de(6), confidencial: true });
      expect(ok.status).toBe(200);
      expect((await detalle(paciente)).body).toMatchObject({ confidencial: true, bloqueadoPara: de(6) });
      const coord = await app.ingresar('rol9');
      expect((await asignar({ psicologia: de(6), educacionEspecial: de(5) }, coord)).status).toBe(200);
      expect((await detalle(paciente)).body.bloqueadoPara).toBe(de(6));
      expect((await asignar({ psicologia: de(6), confidencial: false }, coord)).status).toBe(403);
      const quitar = await asignar({ psicologia: de(6), confidencial: false });
      expect(quitar.status).toBe(200);
      expect((await detalle(paciente)).body).toMatchObject({ confidencial: false, bloqueadoPara: null });
    });
  });
});
