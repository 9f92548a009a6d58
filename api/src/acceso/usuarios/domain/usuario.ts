import type { Agregado } from '@avanti/libs/dominio/agregado';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type {
  EventoAcceso,
  ImagenDeUsuarioCambiada,
  PasswordCambiada,
  UsuarioActivado,
  UsuarioActualizado,
  UsuarioDesactivado,
  UsuarioRegistrado,
} from '@avanti/libs/acceso/eventos';
import { MENSAJES_DELEGACION } from '../../roles/domain/delegacion.js';

/** User (spec 3 §3): estado 1 active, 2 inactive; the reserved administrator can never be deactivated. */
export interface EstadoUsuario {
  existe: boolean;
  id: string;
  rol: number;
  sede: string;
  estado: 1 | 2;
  reservado: boolean;
  correo: string | null;
  tarjetaProfesional: string | null;
  cedula: string | null;
  /** The stored file of each image now in force (the photo, the signatures). */
  imagenes: Partial<Record<ImagenDeUsuarioCambiada['datos']['imagen'], string>>;
}

export const agregadoUsuario: Agregado<EstadoUsuario, EventoAcceso> = {
  inicial: { existe: false, id: '', rol: 0, sede: '', estado: 1, reservado: false, correo: null, tarjetaProfesional: null, cedula: null, imagenes: {} },
  evolucionar(estado, evento) {
    switch (evento.tipo) {
      case 'UsuarioRegistrado':
        return {
          ...estado,
          existe: true,
          id: evento.datos.id,
          rol: evento.datos.rol,
          sede: evento.datos.sede,
          estado: 1,
          reservado: evento.datos.reservado === true,
          correo: evento.datos.correo,
        };
      case 'UsuarioDesactivado':
        return { ...estado, estado: 2 };
      case 'UsuarioActivado':
        return { ...estado, estado: 1 };
      case 'UsuarioActualizado': {
        const { id: _id, ...cambios } = evento.datos;
        return {
          ...estado,
          ...(cambios.correo !== undefined ? { correo: cambios.correo } : {}),
          ...(cambios.tarjetaProfesional !== undefined ? { tarjetaProfesional: cambios.tarjetaProfesional } : {}),
          ...(cambios.cedula !== undefined ? { cedula: cambios.cedula } : {}),
          ...(cambios.rol !== undefined ? { rol: cambios.rol } : {}),
        };
      }
      case 'ImagenDeUsuarioCambiada':
        return { ...estado, imagenes: { ...estado.imagenes, [evento.datos.imagen]: evento.datos.archivo } };
      default:
        return estado;
    }
  },
};

export const LONGITUD_MINIMA_PASSWORD = 8;

export const MENSAJES_USUARIO = {
  faltanCampos: 'Faltan campos por llenar',
  registrado: 'Usuario registrado con éxito',
  actualizado: 'USUARIO ACTUALIZADO CON ÉXITO',
  habilitado: 'USUARIO HABILITADO CON ÉXITO',
  inhabilitado: 'USUARIO INHABILITADO CON ÉXITO',
  usuarioRepetido: 'El nombre de usuario ya está en uso, elija otro',
  usuarioInvalido: 'El usuario solo admite letras, números, punto, guion y guion bajo (3 a 50 caracteres)',
  passwordCorta: `La contraseña debe tener al menos ${LONGITUD_MINIMA_PASSWORD} caracteres`,
  passwordIgualALaActual: 'La nueva contraseña debe ser distinta de la actual',
  correoInvalido: 'El correo no es válido',
  noEncontrado: 'No se encontró el usuario',
  rolNoEncontrado: 'El rol seleccionado no existe',
  rolInactivo: 'El rol seleccionado está inhabilitado',
  sedeNoEncontrada: 'La sede seleccionada no existe',
  soloAdministradorAsignaAdministrador: 'Solo un administrador puede asignar el rol Administrador',
  soloAdministradorModificaAdministrador: 'Solo un administrador puede modificar a otro administrador',
  rolDeAdministradorFijo: 'El rol de un administrador no se puede cambiar',
  reservadoNoSeInhabilita: 'La cuenta de administrador reservada no se puede inhabilitar',
  noInhabilitarseASiMismo: 'No puede inhabilitar su propio usuario',
  yaInactivo: 'El usuario ya está inhabilitado',
  yaActivo: 'El usuario ya está habilitado',
  imagenInvalida: (imagen: string) =>
    imagen === 'foto' ? 'La foto de perfil debe ser una imagen .jpg o .png' : `La firma ${imagen} debe ser una imagen .jpg o .png`,
  imagenGrande: (mb: number) => `Cada imagen admite máximo ${mb} MB`,
} as const;

export const FORMATO_USUARIO = /^[a-z0-9._-]{3,50}$/;

export interface RegistrarUsuarioDatos {
  id: string;
  nombres: string;
  apellidos: string;
  usuario: string;
  passwordHash: string;
  rol: number;
  sede: string;
  correo: string | null;
}

const limpiar = (texto: string | null | undefined) => (texto ?? '').replace(/\s+/g, ' ').trim();

export const normalizarUsuario = (usuario: string) => usuario.trim().toLowerCase();

export function decidirRegistro(estado: EstadoUsuario, d: RegistrarUsuarioDatos): UsuarioRegistrado[] {
  if (estado.existe) throw new ReglaIncumplida(MENSAJES_USUARIO.usuarioRepetido);
  const nombres = limpiar(d.nombres);
  const apellidos = limpiar(d.apellidos);
  const usuario = normalizarUsuario(d.usuario);
  if (!nombres || !apellidos || !usuario) throw new ReglaIncumplida(MENSAJES_USUARIO.faltanCampos, 'invalido');
  if (!FORMATO_USUARIO.test(usuario)) throw new ReglaIncumplida(MENSAJES_USUARIO.usuarioInvalido, 'invalido');
  return [
    {
      tipo: 'UsuarioRegistrado',
      datos: { id: d.id, usuario, passwordHash: d.passwordHash, nombres, apellidos, rol: d.rol, sede: d.sede, correo: limpiar(d.correo) || null },
    },
  ];
}

export interface CambiosUsuario {
  correo?: string | null;
  tarjetaProfesional?: string | null;
  cedula?: string | null;
  rol?: number;
  passwordHash?: string;
  imagenes?: ImagenDeUsuarioCambiada['datos'][];
}

/** Only what changed becomes an event; a new password also ends every session of the user. */
export function decidirActualizacion(estado: EstadoUsuario, cambios: CambiosUsuario, quien: string | null = null): EventoAcceso[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_USUARIO.noEncontrado);
  const datos: UsuarioActualizado['datos'] = { id: estado.id };
  const texto = (v: string | null | undefined) => (v === undefined ? undefined : limpiar(v) || null);
  const correo = texto(cambios.correo);
  if (correo !== undefined && correo !== estado.correo) datos.correo = correo;
  const tarjeta = texto(cambios.tarjetaProfesional);
  if (tarjeta !== undefined && tarjeta !== estado.tarjetaProfesional) datos.tarjetaProfesional = tarjeta;
  const cedula = texto(cambios.cedula);
  if (cedula !== undefined && cedula !== estado.cedula) datos.cedula = cedula;
  if (cambios.rol !== undefined && cambios.rol !== estado.rol) {
    if (estado.rol === 1) throw new ReglaIncumplida(MENSAJES_USUARIO.rolDeAdministradorFijo);
    if (quien === estado.id) throw new ReglaIncumplida(MENSAJES_DELEGACION.propioRol, 'prohibido');
    datos.rol = cambios.rol;
  }
  const eventos: EventoAcceso[] = [];
  if (Object.keys(datos).length > 1) eventos.push({ tipo: 'UsuarioActualizado', datos });
  if (cambios.passwordHash) eventos.push({ tipo: 'PasswordCambiada', datos: { id: estado.id, passwordHash: cambios.passwordHash } } satisfies PasswordCambiada);
  for (const imagen of cambios.imagenes ?? []) eventos.push({ tipo: 'ImagenDeUsuarioCambiada', datos: imagen });
  return eventos;
}

/** The user's own change ('Cambiar contraseña'): the event says so, for the audit. */
export function decidirCambioPropioDeContrasena(estado: EstadoUsuario, cambio: { passwordHash: string; igualALaActual: boolean }): PasswordCambiada[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_USUARIO.noEncontrado);
  if (estado.estado !== 1) throw new ReglaIncumplida(MENSAJES_USUARIO.noEncontrado, 'prohibido');
  if (cambio.igualALaActual) throw new ReglaIncumplida(MENSAJES_USUARIO.passwordIgualALaActual, 'invalido');
  return [{ tipo: 'PasswordCambiada', datos: { id: estado.id, passwordHash: cambio.passwordHash, propia: true } }];
}

export function decidirDesactivacion(estado: EstadoUsuario, quien: string | null): UsuarioDesactivado[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_USUARIO.noEncontrado);
  if (estado.reservado) throw new ReglaIncumplida(MENSAJES_USUARIO.reservadoNoSeInhabilita);
  if (quien === estado.id) throw new ReglaIncumplida(MENSAJES_USUARIO.noInhabilitarseASiMismo);
  if (estado.estado === 2) throw new ReglaIncumplida(MENSAJES_USUARIO.yaInactivo);
  return [{ tipo: 'UsuarioDesactivado', datos: { id: estado.id } }];
}

export function decidirActivacion(estado: EstadoUsuario): UsuarioActivado[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_USUARIO.noEncontrado);
  if (estado.estado === 1) throw new ReglaIncumplida(MENSAJES_USUARIO.yaActivo);
  return [{ tipo: 'UsuarioActivado', datos: { id: estado.id } }];
}
