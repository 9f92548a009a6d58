import { plegar } from '@avanti/libs/dominio/agregado';
import type { EventoAcceso } from '@avanti/libs/acceso/eventos';
import { agregadoRol, decidirActivacion, decidirCreacion, decidirDesactivacion, decidirPermiso, MENSAJES_ROL } from './rol.js';

const creado = (id: number, permisos: string[] = []): EventoAcceso => ({ tipo: 'RolCreado', datos: { id, nombre: `Rol ${id}`, permisos } });
const dado = (...eventos: EventoAcceso[]) => plegar(agregadoRol, eventos);

describe('Rol: reglas', () => {
  it('un rol nuevo nace activo y sin permisos; el nombre es obligatorio', () => {
    expect(decidirCreacion(dado(), { id: 24, nombre: '  Recepción  ' })).toEqual([{ tipo: 'RolCreado', datos: { id: 24, nombre: 'Recepción', permisos: [] } }]);
    expect(() => decidirCreacion(dado(), { id: 24, nombre: ' ' })).toThrow(MENSAJES_ROL.nombreObligatorio);
  });

  it('el rol 1 no se inhabilita ni pierde Usuarios o Roles y permisos', () => {
    const admin = dado(creado(1, ['acceso.roles', 'acceso.usuarios', 'mantenimiento.eps']));
    expect(() => decidirDesactivacion(admin, 1)).toThrow(MENSAJES_ROL.administradorNoSeInhabilita);
    expect(() => decidirPermiso(admin, 1, 'acceso.roles', 0)).toThrow(MENSAJES_ROL.administradorConservaAcceso);
    expect(() => decidirPermiso(admin, 1, 'acceso.usuarios', 0)).toThrow(MENSAJES_ROL.administradorConservaAcceso);
    expect(decidirPermiso(admin, 1, 'mantenimiento.eps', 0)).toEqual([
      { tipo: 'PermisoDeRolCambiado', datos: { id: 1, permiso: 'mantenimiento.eps', concedido: false } },
    ]);
  });

  it('conceder lo ya concedido no escribe nada; un permiso desconocido es 404', () => {
    const rol = dado(creado(24, ['mantenimiento.eps']));
    expect(decidirPermiso(rol, 24, 'mantenimiento.eps', 1)).toEqual([]);
    expect(() => decidirPermiso(rol, 24, 'no.existe', 1)).toThrow(MENSAJES_ROL.permisoNoEncontrado);
  });

  it('habilitar e inhabilitar alternan; repetir es un conflicto', () => {
    const rol = dado(creado(24));
    expect(() => decidirActivacion(rol, 24)).toThrow(MENSAJES_ROL.yaActivo);
    const inactivo = dado(creado(24), { tipo: 'RolDesactivado', datos: { id: 24 } });
    expect(() => decidirDesactivacion(inactivo, 24)).toThrow(MENSAJES_ROL.yaInactivo);
    expect(decidirActivacion(inactivo, 24)).toEqual([{ tipo: 'RolActivado', datos: { id: 24 } }]);
  });
});
