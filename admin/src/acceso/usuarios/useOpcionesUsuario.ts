import { useEffect, useState } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import type { AvantiDataProvider, Sede } from '../../proveedor-datos/dataProvider';

/** Active roles and the sites, for the role and site selectors of the user forms. */
export const useOpcionesUsuario = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { data: roles = [] } = useGetList<{ id: number; nombre: string; estado: number }>('roles', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'id', order: 'ASC' },
    filter: { estado: 1 },
  });
  const [sedes, setSedes] = useState<Sede[]>([]);
  useEffect(() => {
    let vigente = true;
    dataProvider.sedes().then(
      (s) => vigente && setSedes(s),
      () => undefined,
    );
    return () => {
      vigente = false;
    };
  }, [dataProvider]);
  return { roles, sedes };
};
