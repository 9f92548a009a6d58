import { usePermissions } from 'react-admin';

/** One permission granted to the signed-in role, as GET /api/auth/permisos answers it. */
export interface Permiso {
  id: string;
  modulo: string;
  submodulo: string;
  ruta: string | null;
}

export const tienePermiso = (permisos: readonly Permiso[] | undefined, id: string): boolean => Array.isArray(permisos) && permisos.some((p) => p.id === id);

/** The signed-in role's permissions, with a check by id. */
export const usePermisos = () => {
  const { permissions, isPending, error } = usePermissions<Permiso[]>();
  const permisos = Array.isArray(permissions) ? permissions : [];
  return {
    permisos,
    isPending,
    error,
    tiene: (id: string) => tienePermiso(permisos, id),
  };
};
