import { and, eq, sql } from 'drizzle-orm';
import { permisosRol, roles, sedes, usuarios } from '../../database/schema/index.js';
import { TIPOS_EVENTO_ACCESO, type EventoAcceso } from '../eventos.js';
import { FilasEnMemoria, loteEnMemoria } from '../../projections/filas-en-memoria.js';
import type { Proyector } from '../../projections/proyector.js';
import { textoDeBusqueda } from '../../database/normalizar.js';

/** Sites, roles with their grants, and users: read at every request, so projected inline. */
export const proyectorAcceso: Proyector = {
  nombre: 'acceso',
  modo: 'en-linea',
  tablas: [sedes, roles, permisosRol, usuarios],
  tipos: TIPOS_EVENTO_ACCESO.filter((t) => t !== 'IngresoFallido'),
  async aplicar(tx, almacenado) {
    const e = almacenado as unknown as EventoAcceso;
    switch (e.tipo) {
      case 'SedeRegistrada':
        await tx.insert(sedes).values({ id: e.datos.id, nombre: e.datos.nombre, correo: e.datos.correo, estado: 1 });
        return;
      case 'RolCreado':
        await tx.insert(roles).values({ id: e.datos.id, nombre: e.datos.nombre, estado: 1 });
        if (e.datos.permisos.length) {
          await tx.insert(permisosRol).values(e.datos.permisos.map((permiso) => ({ rolId: e.datos.id, permiso, estado: 1 })));
        }
        return;
      case 'RolDesactivado':
      case 'RolActivado':
        await tx
          .update(roles)
          .set({ estado: e.tipo === 'RolActivado' ? 1 : 2 })
          .where(eq(roles.id, e.datos.id));
        return;
      case 'PermisoDeRolCambiado':
        await tx
          .insert(permisosRol)
          .values({ rolId: e.datos.id, permiso: e.datos.permiso, estado: e.datos.concedido ? 1 : 0 })
          .onConflictDoUpdate({ target: [permisosRol.rolId, permisosRol.permiso], set: { estado: e.datos.concedido ? 1 : 0 } });
        return;
      case 'UsuarioRegistrado':
        await tx.insert(usuarios).values({
          id: e.datos.id,
          usuario: e.datos.usuario,
          passwordHash: e.datos.passwordHash,
          nombres: e.datos.nombres,
          apellidos: e.datos.apellidos,
          busqueda: textoDeBusqueda(e.datos.nombres, e.datos.apellidos, e.datos.usuario),
          rolId: e.datos.rol,
          sedeId: e.datos.sede,
          correo: e.datos.correo,
          reservado: e.datos.reservado === true,
          estado: 1,
          versionSesion: 1,
          registradoEn: almacenado.registradoEn,
        });
        return;
      case 'UsuarioDesactivado':
        await tx
          .update(usuarios)
          .set({ estado: 2, versionSesion: sql`${usuarios.versionSesion} + 1` })
          .where(and(eq(usuarios.id, e.datos.id)));
        return;
      case 'UsuarioActivado':
        await tx.update(usuarios).set({ estado: 1 }).where(eq(usuarios.id, e.datos.id));
        return;
      case 'UsuarioActualizado': {
        const { id, ...cambios } = e.datos;
        const valores: Partial<typeof usuarios.$inferInsert> = {};
        if (cambios.correo !== undefined) valores.correo = cambios.correo;
        if (cambios.tarjetaProfesional !== undefined) valores.tarjetaProfesional = cambios.tarjetaProfesional;
        if (cambios.cedula !== undefined) valores.cedula = cambios.cedula;
        if (cambios.rol !== undefined) valores.rolId = cambios.rol;
        if (Object.keys(valores).length) await tx.update(usuarios).set(valores).where(eq(usuarios.id, id));
        return;
      }
      case 'PasswordCambiada':
        await tx
          .update(usuarios)
          .set({ passwordHash: e.datos.passwordHash, versionSesion: sql`${usuarios.versionSesion} + 1` })
          .where(eq(usuarios.id, e.datos.id));
        return;
      case 'ImagenDeUsuarioCambiada': {
        const columna = { foto: 'foto', CamFir1: 'firma1', CamFir2: 'firma2', CamFir3: 'firma3' } as const;
        await tx
          .update(usuarios)
          .set({ [columna[e.datos.imagen]]: e.datos.archivo })
          .where(eq(usuarios.id, e.datos.id));
        return;
      }
    }
  } /** A rebuild's batch: sites, roles, grants and users folded in memory, written set-based. */,
  aplicarLote: loteEnMemoria(
    () => ({
      sedes: new FilasEnMemoria(sedes),
      roles: new FilasEnMemoria(roles),
      permisos: new FilasEnMemoria(permisosRol),
      usuarios: new FilasEnMemoria(usuarios),
    }),
    (m, almacenado) => {
      const e = almacenado as unknown as EventoAcceso;
      switch (e.tipo) {
        case 'RolDesactivado':
        case 'RolActivado':
          m.roles.pedir({ id: e.datos.id });
          return;
        case 'PermisoDeRolCambiado':
          m.permisos.pedir({ rolId: e.datos.id, permiso: e.datos.permiso });
          return;
        case 'UsuarioDesactivado':
        case 'UsuarioActivado':
        case 'UsuarioActualizado':
        case 'PasswordCambiada':
        case 'ImagenDeUsuarioCambiada':
          m.usuarios.pedir({ id: e.datos.id });
          return;
      }
    },
    (m, almacenado) => {
      const e = almacenado as unknown as EventoAcceso;
      switch (e.tipo) {
        case 'SedeRegistrada':
          m.sedes.poner({ id: e.datos.id, nombre: e.datos.nombre, correo: e.datos.correo, estado: 1 });
          return;
        case 'RolCreado':
          m.roles.poner({ id: e.datos.id, nombre: e.datos.nombre, estado: 1 });
          for (const permiso of e.datos.permisos) m.permisos.poner({ rolId: e.datos.id, permiso, estado: 1 });
          return;
        case 'RolDesactivado':
        case 'RolActivado':
          m.roles.cambiar({ id: e.datos.id }, { estado: e.tipo === 'RolActivado' ? 1 : 2 });
          return;
        case 'PermisoDeRolCambiado': {
          const clave = { rolId: e.datos.id, permiso: e.datos.permiso };
          const estado = e.datos.concedido ? 1 : 0;
          if (m.permisos.obtener(clave)) m.permisos.cambiar(clave, { estado });
          else m.permisos.poner({ ...clave, estado });
          return;
        }
        case 'UsuarioRegistrado':
          m.usuarios.poner({
            id: e.datos.id,
            usuario: e.datos.usuario,
            passwordHash: e.datos.passwordHash,
            nombres: e.datos.nombres,
            apellidos: e.datos.apellidos,
            busqueda: textoDeBusqueda(e.datos.nombres, e.datos.apellidos, e.datos.usuario),
            rolId: e.datos.rol,
            sedeId: e.datos.sede,
            correo: e.datos.correo,
            reservado: e.datos.reservado === true,
            estado: 1,
            versionSesion: 1,
            registradoEn: almacenado.registradoEn,
          });
          return;
        case 'UsuarioDesactivado':
          m.usuarios.cambiar({ id: e.datos.id }, (f) => ({ estado: 2, versionSesion: f.versionSesion + 1 }));
          return;
        case 'UsuarioActivado':
          m.usuarios.cambiar({ id: e.datos.id }, { estado: 1 });
          return;
        case 'UsuarioActualizado': {
          const { id, ...cambios } = e.datos;
          const valores: Partial<typeof usuarios.$inferInsert> = {};
          if (cambios.correo !== undefined) valores.correo = cambios.correo;
          if (cambios.tarjetaProfesional !== undefined) valores.tarjetaProfesional = cambios.tarjetaProfesional;
          if (cambios.cedula !== undefined) valores.cedula = cambios.cedula;
          if (cambios.rol !== undefined) valores.rolId = cambios.rol;
          if (Object.keys(valores).length) m.usuarios.cambiar({ id }, valores);
          return;
        }
        case 'PasswordCambiada':
          m.usuarios.cambiar({ id: e.datos.id }, (f) => ({ passwordHash: e.datos.passwordHash, versionSesion: f.versionSesion + 1 }));
          return;
        case 'ImagenDeUsuarioCambiada': {
          const columna = { foto: 'foto', CamFir1: 'firma1', CamFir2: 'firma2', CamFir3: 'firma3' } as const;
          m.usuarios.cambiar({ id: e.datos.id }, { [columna[e.datos.imagen]]: e.datos.archivo });
          return;
        }
      }
    },
  ),
};
