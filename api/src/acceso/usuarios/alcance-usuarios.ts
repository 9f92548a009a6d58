import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { Db } from '@avanti/libs/database/conexion';
import { permisosDeRol } from '@avanti/libs/acceso/lecturas/roles';
import { obtenerUsuario, type UsuarioDetalle } from '@avanti/libs/acceso/lecturas/usuarios';
import type { UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { puedeVerSede } from '../autorizacion/alcance-sede.js';
import { exigirPuedeModificarUsuario } from '../roles/domain/delegacion.js';
import { MENSAJES_USUARIO } from './domain/usuario.js';

/** The user, if the actor's site scope reaches it; a user of another site answers as if it did not exist (404). */
export async function usuarioAlAlcance(db: Db, actor: UsuarioAutenticado | null, id: string): Promise<UsuarioDetalle> {
  const u = await obtenerUsuario(db, id);
  if (!u || !actor || !puedeVerSede(actor, u.sede)) throw new NoEncontrado(MENSAJES_USUARIO.noEncontrado);
  return u;
}

/** The permissions a role grants now. */
export async function permisosConcedidos(db: Db, rol: number): Promise<Set<string>> {
  return new Set((await permisosDeRol(db, rol)).filter((p) => p.estado === 1).map((p) => p.id));
}

/** Administrators (role 1) are changed only by administrators; anyone else only by whoever holds all their role holds. */
export async function exigirPuedeModificar(db: Db, actor: UsuarioAutenticado | null, objetivo: { rol: number }): Promise<void> {
  if (objetivo.rol === 1 && actor?.rol !== 1) throw new ReglaIncumplida(MENSAJES_USUARIO.soloAdministradorModificaAdministrador, 'prohibido');
  exigirPuedeModificarUsuario(actor, await permisosConcedidos(db, objetivo.rol));
}
