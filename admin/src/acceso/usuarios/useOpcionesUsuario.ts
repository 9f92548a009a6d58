import { useGetList } from 'react-admin';
import type { RolLeido } from '../../contratos';
import { useSedes } from '../../shell/useSedes';

/** Active roles and the sites, for the role and site selectors of the user forms. */
export const useOpcionesUsuario = () => {
  const { data: roles = [] } = useGetList<RolLeido>('roles', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'id', order: 'ASC' },
    filter: { estado: 1 },
  });
  const { sedes } = useSedes();
  return { roles, sedes };
};
