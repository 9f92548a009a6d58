import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { usuarios } from '@avanti/libs/database/schema/index';
import { reservarClave } from '@avanti/libs/dominio/claves';
import type { AppDePrueba } from '../support/app-de-prueba.js';

/** A valid intake body; override what a test is about. */
export const pacienteValido = (extra: Record<string, unknown> = {}) => ({
  tipoDocumento: 'CC',
  numeroDocumento: `${Math.floor(1e9 + Math.random() * 8e9)}`,
  primerNombre: 'ana',
  segundoNombre: 'maría',
  primerApellido: 'pérez',
  segundoApellido: 'gómez',
  fechaNacimiento: '2015-03-10',
  sexo: 2,
  fechaIngreso: '2026-11-20',
  tipoCliente: 2,
  ...extra,
});

export const acudienteValido = (extra: Record<string, unknown> = {}) => ({
  parentesco: 1,
  tipoDocumento: 'CC',
  numeroDocumento: '52111222',
  nombres: 'laura',
  apellidos: 'gómez',
  telefono: '3001234567',
  correo: 'Laura@Correo.com',
  ocupacion: 1,
  ...extra,
});

/** A user of another site, registered the way the access context does (same demo password). */
export async function crearUsuario(app: AppDePrueba, usuario: string, rol: number, sede: string): Promise<string> {
  const [admin] = await app.infra.base.db.select({ hash: usuarios.passwordHash }).from(usuarios).where(eq(usuarios.usuario, 'admin'));
  const id = randomUUID();
  await app.infra.store.anexar(
    [
      {
        streamId: `usuario-${id}`,
        versionEsperada: 0,
        eventos: [
          { tipo: 'UsuarioRegistrado', datos: { id, usuario, passwordHash: admin.hash, nombres: 'Usuario', apellidos: usuario, rol, sede, correo: null } },
        ],
      },
      reservarClave('usuario', usuario, id),
    ],
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
  return id;
}

// Real files: uploads are checked by their structure, not only their first bytes (issue 8 item 9).
export { JPG_VALIDO as JPG, PDF_VALIDO as PDF, PNG_VALIDO as PNG } from '../acceso/muestras.js';
