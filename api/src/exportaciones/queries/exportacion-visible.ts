import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { obtenerExportacion, type ExportacionRegistrada } from '@avanti/libs/lecturas/exportaciones';
import type { UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { MENSAJES_EXPORTACION } from '../domain/exportacion.js';

/** Who may see an export besides whoever asked for it. */
export const PERMISO_VER_TODAS = 'acceso.auditoria';

/** The export if this person asked for it (or audits); otherwise it does not exist for them (404). */
export async function exportacionVisible(db: Db, id: string, usuario: UsuarioAutenticado): Promise<ExportacionRegistrada> {
  const fila = await obtenerExportacion(db, id);
  if (!fila || (fila.usuarioId !== usuario.id && !usuario.permisos.has(PERMISO_VER_TODAS))) {
    throw new NoEncontrado(MENSAJES_EXPORTACION.noEncontrada);
  }
  return fila;
}
