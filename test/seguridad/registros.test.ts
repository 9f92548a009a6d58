import { jest } from '@jest/globals';
import type { LoggerService } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

/**
 * Issue 8 item 2: a failed query's message carries its parameters (an argon2 hash, a patient's name,
 * document, birth date, diagnosis, a guardian's data). The read-model tables are made to fail, each
 * command is sent, and everything the process writes to its log is scanned for those values.
 */
const SECRETOS = {
  password: 'Clave-Muy-Secreta-4471',
  nombreUsuario: 'Eduviges',
  nombrePaciente: 'Zacarias',
  documentoPaciente: '998877665',
  nacimiento: '2015-03-04',
  diagnostico: 'Diagnostico-confidencial-XYZ',
  acudiente: 'Filomena',
  documentoAcudiente: '55443322',
  correoAcudiente: 'filomena.privada@correo.com',
};

let app: AppDePrueba;
let token: string;
const registro: string[] = [];

const capturador: LoggerService = {
  log: (...a: unknown[]) => void registro.push(a.map(String).join(' ')),
  error: (...a: unknown[]) => void registro.push(a.map(String).join(' ')),
  warn: (...a: unknown[]) => void registro.push(a.map(String).join(' ')),
  debug: (...a: unknown[]) => void registro.push(a.map(String).join(' ')),
  verbose: (...a: unknown[]) => void registro.push(a.map(String).join(' ')),
};

const paciente = (documento: string, extra: Record<string, unknown> = {}) => ({
  tipoDocumento: 'TI',
  numeroDocumento: documento,
  primerNombre: SECRETOS.nombrePaciente,
  primerApellido: 'Quintero',
  fechaNacimiento: SECRETOS.nacimiento,
  sexo: 1,
  tipoCliente: 2,
  diagnostico: SECRETOS.diagnostico,
  fechaIngreso: '2026-01-10',
  ...extra,
});

beforeAll(async () => {
  app = await iniciarAppDePrueba('pglite');
  token = await app.ingresar('admin');
  app.app.useLogger(capturador);
  for (const flujo of [process.stdout, process.stderr]) {
    const original = flujo.write.bind(flujo);
    jest.spyOn(flujo, 'write').mockImplementation(((texto: unknown, ...resto: unknown[]) => {
      registro.push(String(texto));
      return (original as (...a: unknown[]) => boolean)(texto, ...resto);
    }) as typeof flujo.write);
  }
  for (const metodo of ['log', 'error', 'warn', 'info'] as const) {
    jest.spyOn(console, metodo).mockImplementation((...a: unknown[]) => void registro.push(a.map(String).join(' ')));
  }
});
afterAll(async () => {
  jest.restoreAllMocks();
  await app.cerrar();
});

describe('El registro no lleva secretos ni datos clínicos', () => {
  it('una consulta fallida al registrar un usuario, admitir un paciente o un acudiente deja solo clase, ruta y correlación', async () => {
    const existente = await app.http.post('/api/pacientes').set('Authorization', token).send(paciente('111222333'));
    expect(existente.status).toBe(201);

    const db = app.infra.base.db;
    await db.execute(sql.raw(`create function falla_provocada() returns trigger language plpgsql as $$ begin raise exception 'falla provocada'; end $$`));
    for (const tabla of ['usuarios', 'pacientes', 'acudientes']) {
      await db.execute(sql.raw(`create trigger falla before insert or update on ${tabla} for each row execute function falla_provocada()`));
    }

    const respuestas = [
      await app.http
        .post('/api/usuarios')
        .set('Authorization', token)
        .set('X-Correlation-Id', 'correlacion-usuario')
        .send({ nombres: SECRETOS.nombreUsuario, apellidos: 'Prueba', usuario: 'eduviges', password: SECRETOS.password, rol: 2 }),
      await app.http.post('/api/pacientes').set('Authorization', token).send(paciente(SECRETOS.documentoPaciente)),
      await app.http
        .put(`/api/pacientes/${existente.body.id}`)
        .set('Authorization', token)
        .send({ ...paciente('111222333'), fechaIngreso: undefined }),
      await app.http.post(`/api/pacientes/${existente.body.id}/acudientes`).set('Authorization', token).send({
        parentesco: 1,
        tipoDocumento: 'CC',
        numeroDocumento: SECRETOS.documentoAcudiente,
        nombres: SECRETOS.acudiente,
        apellidos: 'Reservada',
        telefono: '3001234567',
        correo: SECRETOS.correoAcudiente,
        ocupacion: 1,
      }),
    ];
    for (const r of respuestas) {
      expect(r.status).toBe(500);
      expect(r.body).toEqual({ mensaje: 'Error en el servidor, intentelo de nuevo' });
    }

    const texto = registro.join('\n');
    // The faults were logged: class, route pattern and correlation id.
    expect(texto).toContain('[correlacion-usuario] POST /api/usuarios');
    expect(texto).toMatch(/POST \/api\/pacientes\/:id\/acudientes/);
    for (const [que, valor] of Object.entries(SECRETOS)) {
      expect({ que, presente: texto.includes(valor) }).toEqual({ que, presente: false });
    }
    expect(texto).not.toMatch(/\$argon2/);
    expect(texto).not.toMatch(/params:/i);
  });
});
