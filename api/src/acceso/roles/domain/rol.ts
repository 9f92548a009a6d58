import { PERMISOS_POR_ID } from '@avanti/libs/acceso/catalogo-permisos';
import type { Agregado } from '@avanti/libs/dominio/agregado';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { EventoAcceso, PermisoDeRolCambiado, RolActivado, RolCreado, RolDesactivado } from '@avanti/libs/acceso/eventos';
import { exigirPuedeCambiarEstadoRol, exigirPuedeCambiarPermiso, type Administrador } from './delegacion.js';

/** Role (spec 3 §3): estado 1 active, 2 inactive; grants by permission id. */
export interface EstadoRol {
  existe: boolean;
  id: number;
  estado: 1 | 2;
  permisos: ReadonlySet<string>;
}

export const ROL_ADMINISTRADOR = 1;
/** Role 1 always keeps these: nobody can lock the administrators out of access management. */
export const PERMISOS_INTOCABLES_ADMINISTRADOR = ['acceso.usuarios', 'acceso.roles'] as const;

export const agregadoRol: Agregado<EstadoRol, EventoAcceso> = {
  inicial: { existe: false, id: 0, estado: 1, permisos: new Set() },
  evolucionar(estado, evento) {
    switch (evento.tipo) {
      case 'RolCreado':
        return { existe: true, id: evento.datos.id, estado: 1, permisos: new Set(evento.datos.permisos) };
      case 'RolDesactivado':
        return { ...estado, estado: 2 };
      case 'RolActivado':
        return { ...estado, estado: 1 };
      case 'PermisoDeRolCambiado': {
        const permisos = new Set(estado.permisos);
        if (evento.datos.concedido) permisos.add(evento.datos.permiso);
        else permisos.delete(evento.datos.permiso);
        return { ...estado, permisos };
      }
      default:
        return estado;
    }
  },
};

export const MENSAJES_ROL = {
  nombreObligatorio: 'El nombre del rol es obligatorio',
  nombreRepetido: 'Ya existe un rol con ese nombre',
  creado: 'ROL CREADO CON ÉXITO',
  habilitado: 'ROL HABILITADO CON ÉXITO',
  inhabilitado: 'ROL INHABILITADO CON ÉXITO',
  permisoActualizado: 'ACTUALIZADO CON ÉXITO',
  noEncontrado: 'No se encontró el rol',
  permisoNoEncontrado: 'No se encontró el permiso',
  estadoPermisoInvalido: 'El estado del permiso debe ser 1 (Sí) o 0 (No)',
  yaInactivo: 'El rol ya está inhabilitado',
  yaActivo: 'El rol ya está habilitado',
  administradorNoSeInhabilita: 'El rol Administrador no se puede inhabilitar',
  administradorConservaAcceso: 'El rol Administrador debe conservar los permisos de Usuarios y de Roles y permisos',
} as const;

const limpiar = (texto: string | null | undefined) => (texto ?? '').replace(/\s+/g, ' ').trim();

export function decidirCreacion(estado: EstadoRol, datos: { id: number; nombre: string }): RolCreado[] {
  if (estado.existe) throw new ReglaIncumplida(MENSAJES_ROL.nombreRepetido);
  const nombre = limpiar(datos.nombre);
  if (!nombre) throw new ReglaIncumplida(MENSAJES_ROL.nombreObligatorio, 'invalido');
  // A new role starts with no grants (spec 3 §6 does not show defaults): the administrator opens what it needs.
  return [{ tipo: 'RolCreado', datos: { id: datos.id, nombre, permisos: [] } }];
}

export function decidirDesactivacion(estado: EstadoRol, id: number, quien: Administrador | null = null): RolDesactivado[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_ROL.noEncontrado);
  if (id === ROL_ADMINISTRADOR) throw new ReglaIncumplida(MENSAJES_ROL.administradorNoSeInhabilita);
  exigirPuedeCambiarEstadoRol(quien, { id, permisos: estado.permisos });
  if (estado.estado === 2) throw new ReglaIncumplida(MENSAJES_ROL.yaInactivo);
  return [{ tipo: 'RolDesactivado', datos: { id } }];
}

export function decidirActivacion(estado: EstadoRol, id: number, quien: Administrador | null = null): RolActivado[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_ROL.noEncontrado);
  exigirPuedeCambiarEstadoRol(quien, { id, permisos: estado.permisos });
  if (estado.estado === 1) throw new ReglaIncumplida(MENSAJES_ROL.yaActivo);
  return [{ tipo: 'RolActivado', datos: { id } }];
}

/** Sets one grant; setting it to what it already is writes nothing. */
export function decidirPermiso(estado: EstadoRol, id: number, permiso: string, valor: number, quien: Administrador | null = null): PermisoDeRolCambiado[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_ROL.noEncontrado);
  if (!PERMISOS_POR_ID.has(permiso)) throw new NoEncontrado(MENSAJES_ROL.permisoNoEncontrado);
  if (valor !== 0 && valor !== 1) throw new ReglaIncumplida(MENSAJES_ROL.estadoPermisoInvalido, 'invalido');
  const concedido = valor === 1;
  if (!concedido && id === ROL_ADMINISTRADOR && (PERMISOS_INTOCABLES_ADMINISTRADOR as readonly string[]).includes(permiso)) {
    throw new ReglaIncumplida(MENSAJES_ROL.administradorConservaAcceso);
  }
  exigirPuedeCambiarPermiso(quien, { id, permisos: estado.permisos }, permiso, concedido);
  if (estado.permisos.has(permiso) === concedido) return [];
  return [{ tipo: 'PermisoDeRolCambiado', datos: { id, permiso, concedido } }];
}
