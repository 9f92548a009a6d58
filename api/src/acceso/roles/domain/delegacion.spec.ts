import { plegar } from '@avanti/libs/dominio/agregado';
import type { EventoAcceso } from '@avanti/libs/acceso/eventos';
import { MENSAJES_DELEGACION } from './delegacion.js';
import { agregadoRol, decidirActivacion, decidirDesactivacion, decidirPermiso, MENSAJES_ROL } from './rol.js';

const creado = (id: number, permisos: string[] = []): EventoAcceso => ({ tipo: 'RolCreado', datos: { id, nombre: `Rol ${id}`, permisos } });
const dado = (...eventos: EventoAcceso[]) => plegar(agregadoRol, eventos);
const delegado = (rol: number, ...permisos: string[]) => ({ id: 'u', rol, permisos: new Set(permisos) });

describe('Administración delegada sobre roles', () => {
  it('nadie cambia los permisos ni el estado de su propio rol; el administrador tampoco', () => {
    expect(() => decidirPermiso(dado(creado(30, ['acceso.roles'])), 30, 'capacidad.todas-las-sedes', 1, delegado(30, 'acceso.roles'))).toThrow(
      MENSAJES_DELEGACION.permisosDelPropioRol,
    );
    expect(() => decidirDesactivacion(dado(creado(30)), 30, delegado(30, 'acceso.roles'))).toThrow(MENSAJES_DELEGACION.estadoDelPropioRol);
    expect(() => decidirPermiso(dado(creado(1, ['reportes.pacientes'])), 1, 'reportes.pacientes', 0, delegado(1))).toThrow(
      MENSAJES_DELEGACION.permisosDelPropioRol,
    );
    // The administrators' own rules answer first, with their messages.
    expect(() => decidirPermiso(dado(creado(1, ['acceso.roles'])), 1, 'acceso.roles', 0, delegado(1))).toThrow(MENSAJES_ROL.administradorConservaAcceso);
  });

  it('se concede solo lo que se tiene, y no se toca un rol que tiene más', () => {
    const gestor = delegado(30, 'acceso.roles', 'reportes.pacientes');
    expect(() => decidirPermiso(dado(creado(31)), 31, 'capacidad.todas-las-sedes', 1, gestor)).toThrow(MENSAJES_DELEGACION.concederPermisoAjeno);
    expect(decidirPermiso(dado(creado(31)), 31, 'reportes.pacientes', 1, gestor)).toEqual([
      { tipo: 'PermisoDeRolCambiado', datos: { id: 31, permiso: 'reportes.pacientes', concedido: true } },
    ]);
    expect(() => decidirPermiso(dado(creado(13, ['capacidad.ver-historias-confidenciales'])), 13, 'capacidad.ver-historias-confidenciales', 0, gestor)).toThrow(
      MENSAJES_DELEGACION.rolConMasPermisos,
    );
    expect(() => decidirActivacion(dado(creado(13, ['capacidad.ver-historias-confidenciales'])), 13, gestor)).toThrow(MENSAJES_DELEGACION.rolConMasPermisos);
  });

  it('el administrador (rol 1) y el sistema (sin actor) manejan cualquier otro rol', () => {
    expect(decidirPermiso(dado(creado(31)), 31, 'capacidad.todas-las-sedes', 1, delegado(1))).toHaveLength(1);
    expect(decidirPermiso(dado(creado(31)), 31, 'capacidad.todas-las-sedes', 1)).toHaveLength(1);
  });
});
