import { PERMISOS_POR_ID } from '@avanti/libs/acceso/catalogo-permisos';
import { NOMBRES_TIPO_EVENTO } from '@avanti/libs/auditoria/tipos-de-evento';

type Datos = Record<string, unknown>;

/** Looks up names the event itself does not carry (the insurer's name in a deactivation). */
export interface Nombres {
  eps(id: string): Promise<string | null>;
  rol(id: number): Promise<string | null>;
  usuario(id: string): Promise<string | null>;
}

const texto = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const DESCRIPCIONES: Record<string, (d: Datos, n: Nombres) => Promise<string> | string> = {
  EpsRegistrada: (d) => `Registró la aseguradora ${texto(d.nombre)}`,
  EpsDesactivada: async (d, n) => `Desactivó la aseguradora ${(await n.eps(texto(d.id))) ?? texto(d.id)}`,
  EpsActivada: async (d, n) => `Activó la aseguradora ${(await n.eps(texto(d.id))) ?? texto(d.id)}`,
  SedeRegistrada: (d) => `Registró la sede ${texto(d.nombre)}`,
  RolCreado: (d) => `Creó el rol ${texto(d.nombre)}`,
  RolDesactivado: async (d, n) => `Inhabilitó el rol ${(await n.rol(Number(d.id))) ?? texto(d.id)}`,
  RolActivado: async (d, n) => `Habilitó el rol ${(await n.rol(Number(d.id))) ?? texto(d.id)}`,
  PermisoDeRolCambiado: async (d, n) => {
    const permiso = PERMISOS_POR_ID.get(texto(d.permiso));
    const que = permiso ? `${permiso.modulo} / ${permiso.submodulo}` : texto(d.permiso);
    return `${d.concedido ? 'Concedió' : 'Retiró'} el permiso ${que} al rol ${(await n.rol(Number(d.id))) ?? texto(d.id)}`;
  },
  UsuarioRegistrado: (d) => `Registró el usuario ${texto(d.usuario)}`,
  UsuarioDesactivado: async (d, n) => `Inhabilitó el usuario ${(await n.usuario(texto(d.id))) ?? texto(d.id)}`,
  UsuarioActivado: async (d, n) => `Habilitó el usuario ${(await n.usuario(texto(d.id))) ?? texto(d.id)}`,
  IngresoFallido: (d) => `Intento de ingreso fallido para ${texto(d.usuario)} (${texto(d.motivo)})`,
  ExportacionSolicitada: (d) => `Solicitó exportar ${texto(d.recurso)} a Excel`,
  ExportacionCompletada: (d) => `Exportación terminada: ${texto(d.nombreArchivo)} (${texto(d.filas)} filas)`,
  ExportacionFallida: (d) => `La exportación falló: ${texto(d.mensaje)}`,
};

export async function describir(tipo: string, datos: Datos, nombres: Nombres): Promise<string> {
  const describe = DESCRIPCIONES[tipo];
  return describe ? describe(datos, nombres) : (NOMBRES_TIPO_EVENTO[tipo] ?? tipo);
}
