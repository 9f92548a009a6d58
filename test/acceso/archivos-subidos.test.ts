/**
 * Uploads (issue 8 item 9): a file is accepted by its structure, not only its first bytes (a PDF that
 * parses, an image whose header decodes), and a re-upload leaves no orphan file behind: the replaced
 * files are removed once the new ones are recorded, for patients' documents and users' images alike.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pacienteValido } from '../admisiones/ayudas.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import sharp from 'sharp';
import { JPG_FALSO, JPG_VALIDO, PDF_QUE_ES_HTML, PNG_FALSO, PNG_VALIDO, pdfConObjetos, pdfValido, pngDeDimensiones } from './muestras.js';

describe('Archivos subidos', () => {
  let app: AppDePrueba;
  let admin: string;
  const archivosDe = (carpeta: string) => {
    try {
      return readdirSync(join(app.infra.config.directorioArchivos, carpeta)).sort();
    } catch {
      return [];
    }
  };
  const binario = (r: import('supertest').Test) =>
    r.buffer(true).parse((res, cb) => {
      const partes: Buffer[] = [];
      res.on('data', (c: Buffer) => partes.push(c));
      res.on('end', () => cb(null, Buffer.concat(partes)));
    });

  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite');
    admin = await app.ingresar('admin');
  }, 180_000);
  afterAll(() => app.cerrar());

  describe('documentos del paciente', () => {
    let paciente: string;
    const seis = (marca: string): Record<string, [Buffer, string]> => ({
      documento: [pdfValido(`documento ${marca}`), 'cedula.pdf'],
      documentoAcudiente: [JPG_VALIDO, 'acudiente.jpg'],
      consentimiento: [pdfValido(`consentimiento ${marca}`), 'consentimiento.pdf'],
      ordenMedica: [PNG_VALIDO, 'orden.png'],
      autorizacion: [pdfValido(`autorizacion ${marca}`), 'autorizacion.pdf'],
      otro: [pdfValido(`otro ${marca}`), 'otro.pdf'],
    });
    const subir = (archivos: Record<string, [Buffer, string]>) => {
      let req = app.http.post(`/api/pacientes/${paciente}/documentos`).set('authorization', admin);
      for (const [campo, [datos, nombre]] of Object.entries(archivos)) req = req.attach(campo, datos, nombre);
      return req;
    };
    beforeAll(async () => {
      paciente = (await app.http.post('/api/pacientes').set('authorization', admin).send(pacienteValido())).body.id;
    });

    it('un archivo que empieza con %PDF- y sigue como HTML no es un PDF; una imagen con solo la firma tampoco; nada se guarda', async () => {
      const html = await subir({ ...seis('a'), consentimiento: [PDF_QUE_ES_HTML, 'consentimiento.pdf'] });
      expect(html.status).toBe(400);
      expect(html.body).toEqual({ mensaje: 'El archivo de consentimiento informado debe ser JPG, PNG o PDF' });
      const png = await subir({ ...seis('a'), ordenMedica: [PNG_FALSO, 'orden.png'] });
      expect(png.status).toBe(400);
      expect(png.body.mensaje).toBe('El archivo de orden médica debe ser JPG, PNG o PDF');
      const foto = await subir({ ...seis('a'), foto: [JPG_FALSO, 'foto.jpg'] });
      expect(foto.status).toBe(400);
      expect(foto.body.mensaje).toBe('La foto debe ser JPG o PNG');
      expect(archivosDe(`pacientes/${paciente}`)).toEqual([]);
    });

    it('volver a subir reemplaza los archivos: los anteriores se borran, la foto que no se reemplazó queda', async () => {
      expect((await subir({ ...seis('primera'), foto: [PNG_VALIDO, 'foto.png'] })).status).toBe(201);
      const primera = archivosDe(`pacientes/${paciente}`);
      expect(primera).toHaveLength(7);
      expect((await subir(seis('segunda'))).status).toBe(201);
      const segunda = archivosDe(`pacientes/${paciente}`);
      expect(segunda).toHaveLength(7);
      expect(segunda.filter((f) => primera.includes(f))).toEqual([primera.find((f) => f.startsWith('foto-'))]);
      const consentimiento = await binario(app.http.get(`/api/pacientes/${paciente}/documentos/consentimiento`).set('authorization', admin));
      expect(consentimiento.status).toBe(200);
      expect(Buffer.compare(consentimiento.body as Buffer, pdfValido('consentimiento segunda'))).toBe(0);
      expect((await app.http.get(`/api/pacientes/${paciente}/documentos/foto`).set('authorization', admin)).status).toBe(200);
    });
  });

  describe('foto y firmas del usuario', () => {
    it('rechaza una imagen que solo tiene la firma; cambiar la foto borra la anterior', async () => {
      const id = (
        await app.http
          .get('/api/usuarios')
          .query({ filter: JSON.stringify({ q: 'rol7' }) })
          .set('authorization', admin)
      ).body[0].id as string;
      const falsa = await app.http.put(`/api/usuarios/${id}`).set('authorization', admin).attach('foto', PNG_FALSO, 'foto.png');
      expect(falsa.status).toBe(400);
      expect(archivosDe(`usuarios/${id}`)).toEqual([]);
      expect(
        (await app.http.put(`/api/usuarios/${id}`).set('authorization', admin).attach('foto', PNG_VALIDO, 'foto.png').attach('CamFir1', JPG_VALIDO, 'f.jpg'))
          .status,
      ).toBe(200);
      const antes = archivosDe(`usuarios/${id}`);
      expect(antes).toHaveLength(2);
      expect((await app.http.put(`/api/usuarios/${id}`).set('authorization', admin).attach('foto', JPG_VALIDO, 'foto.jpg')).status).toBe(200);
      const despues = archivosDe(`usuarios/${id}`);
      expect(despues).toHaveLength(2);
      expect(despues).toContain(antes.find((f) => f.startsWith('CamFir1-')));
      expect(despues.find((f) => f.startsWith('foto-'))).toMatch(/\.jpg$/);
      const foto = await binario(app.http.get(`/api/usuarios/${id}/imagenes/foto`).set('authorization', admin));
      expect(foto.status).toBe(200);
      // Stored re-encoded (issue 23 item 11): the same picture, not the same bytes.
      expect(await sharp(foto.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 2, height: 2 });
    });
  });

  describe('imágenes enormes y PDF que ejecutan algo (issue 23 punto 11)', () => {
    let paciente: string;
    const PDF_CON_JAVASCRIPT = pdfConObjetos('/OpenAction << /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>');
    const documentos = (cambios: Record<string, [Buffer, string]>) => {
      const archivos: Record<string, [Buffer, string]> = {
        documento: [pdfValido('documento'), 'cedula.pdf'],
        documentoAcudiente: [JPG_VALIDO, 'acudiente.jpg'],
        consentimiento: [pdfValido('consentimiento'), 'consentimiento.pdf'],
        ordenMedica: [PNG_VALIDO, 'orden.png'],
        autorizacion: [pdfValido('autorizacion'), 'autorizacion.pdf'],
        otro: [pdfValido('otro'), 'otro.pdf'],
        ...cambios,
      };
      let req = app.http.post(`/api/pacientes/${paciente}/documentos`).set('authorization', admin);
      for (const [campo, [datos, nombre]] of Object.entries(archivos)) req = req.attach(campo, datos, nombre);
      return req;
    };
    beforeAll(async () => {
      paciente = (await app.http.post('/api/pacientes').set('authorization', admin).send(pacienteValido())).body.id;
    });

    it('una foto de 16384×16384 se rechaza; la que se acepta se guarda re-codificada, sin lo que traía pegado', async () => {
      const bomba = await documentos({ foto: [pngDeDimensiones(16_384, 16_384), 'foto.png'] });
      expect(bomba.status).toBe(400);
      expect(bomba.body).toEqual({ mensaje: 'La foto debe ser JPG o PNG' });
      expect(archivosDe(`pacientes/${paciente}`)).toEqual([]);
      const pegado = Buffer.concat([JPG_VALIDO, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
      expect((await documentos({ foto: [pegado, 'foto.jpg'] })).status).toBe(201);
      const foto = await binario(app.http.get(`/api/pacientes/${paciente}/documentos/foto`).set('authorization', admin));
      expect(foto.status).toBe(200);
      expect((foto.body as Buffer).includes('<script>')).toBe(false);
      expect(await sharp(foto.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 2, height: 2 });
    });

    it('un PDF con JavaScript al abrirse se rechaza, como documento y como examen; los documentos se descargan como adjunto', async () => {
      const antes = archivosDe(`pacientes/${paciente}`);
      const documento = await documentos({ consentimiento: [PDF_CON_JAVASCRIPT, 'consentimiento.pdf'] });
      expect(documento.status).toBe(400);
      expect(documento.body).toEqual({ mensaje: 'El archivo de consentimiento informado debe ser JPG, PNG o PDF' });
      expect(archivosDe(`pacientes/${paciente}`)).toEqual(antes);
      const examen = await app.http
        .post(`/api/pacientes/${paciente}/historia/examenes`)
        .set('authorization', admin)
        .field('tipo', '7')
        .field('nombreExamen', 'Valoración')
        .attach('archivo', PDF_CON_JAVASCRIPT, 'examen.pdf');
      expect(examen.status).toBe(400);
      expect(archivosDe(`historias/${paciente}`)).toEqual([]);
      const consentimiento = await app.http.get(`/api/pacientes/${paciente}/documentos/consentimiento`).set('authorization', admin);
      expect(consentimiento.headers['content-disposition']).toMatch(/^attachment;/);
      const limpio = await app.http
        .post(`/api/pacientes/${paciente}/historia/examenes`)
        .set('authorization', admin)
        .field('tipo', '7')
        .field('nombreExamen', 'Valoración')
        .attach('archivo', pdfValido('examen'), 'examen.pdf');
      expect(limpio.status).toBe(201);
      const archivo = await app.http.get(`/api/pacientes/${paciente}/historia/examenes/${limpio.body.id}/archivo`).set('authorization', admin);
      expect(archivo.status).toBe(200);
      expect(archivo.headers['content-disposition']).toBe('attachment; filename="examen.pdf"');
    });
  });
});
