/** A user as GET /api/usuarios answers it (never the password). `estado` 1 active, 2 inactive. */
export interface Usuario {
  id: string;
  nombres: string;
  apellidos: string;
  usuario: string;
  rol: number;
  rolNombre: string | null;
  sede: string;
  sedeNombre: string | null;
  correo: string | null;
  estado: number;
  reservado: boolean;
  tarjetaProfesional?: string | null;
  cedula?: string | null;
  imagenes?: { foto: boolean; CamFir1: boolean; CamFir2: boolean; CamFir3: boolean };
}

export const MENSAJE_FALTAN_CAMPOS = 'Faltan campos por llenar';

export const mensajeDeError = (error: unknown, porDefecto: string) =>
  error instanceof Error && error.message ? error.message : porDefecto;
