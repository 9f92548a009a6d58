import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Button, DataTable, List, Pagination, SearchInput, TopToolbar, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { SinDatos } from '../../shell/SinDatos';
import { DialogoEditarUsuario } from './DialogoEditarUsuario';
import { DialogoNuevoUsuario } from './DialogoNuevoUsuario';
import { mensajeDeError, type Usuario } from './tipos';

const filtros = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar por nombre o usuario" />];

const EstadoUsuario = ({ usuario }: { usuario: Usuario }) =>
  usuario.estado === 1 ? (
    <Chip label="Activo" size="small" color="success" data-estado="activo" />
  ) : (
    <Chip label="Inactivo" size="small" variant="outlined" data-estado="inactivo" />
  );

const BotonEstadoUsuario = ({ usuario }: { usuario: Usuario }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [enviando, setEnviando] = useState(false);
  if (usuario.reservado) return null;
  const activar = usuario.estado !== 1;
  const cambiar = async () => {
    setEnviando(true);
    try {
      const res = activar ? await dataProvider.activarUsuario(usuario.id) : await dataProvider.desactivarUsuario(usuario.id);
      notify(res.mensaje, { type: 'success' });
      refresh();
    } catch (error) {
      notify(mensajeDeError(error, 'Ocurrió un error, intentelo de nuevo'), { type: 'error' });
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Button label={activar ? 'Activar' : 'Desactivar'} color={activar ? 'success' : 'error'} disabled={enviando} onClick={() => void cambiar()}>
      {activar ? <CheckIcon /> : <CloseIcon />}
    </Button>
  );
};

/** User management (spec 3 §2.5): /acceso/usuario over the `usuarios` resource. */
const ListaUsuarios = () => {
  const [nuevo, setNuevo] = useState(false);
  const [editando, setEditando] = useState<Usuario | null>(null);
  return (
    <>
      <List<Usuario>
        resource="usuarios"
        title={false}
        perPage={15}
        sort={{ field: 'nombres', order: 'ASC' }}
        filters={filtros}
        actions={
          <TopToolbar>
            <Button label="Nuevo usuario" variant="contained" onClick={() => setNuevo(true)}>
              <AddIcon />
            </Button>
          </TopToolbar>
        }
        pagination={<Pagination rowsPerPageOptions={[5, 10, 25, 50]} slotProps={{ select: { renderValue: (valor) => String(valor) } }} />}
        empty={false}
        storeKey="acceso.usuarios"
      >
        <DataTable<Usuario> rowClick={false} bulkActionButtons={false} empty={<SinDatos />}>
          <DataTable.Col<Usuario> source="nombres" label="Nombres" />
          <DataTable.Col<Usuario> source="apellidos" label="Apellidos" />
          <DataTable.Col<Usuario> source="usuario" label="Usuario" />
          <DataTable.Col<Usuario> source="rol" label="Rol" render={(u) => u.rolNombre ?? u.rol} />
          <DataTable.Col<Usuario> source="sede" label="Sede" render={(u) => u.sedeNombre ?? u.sede} />
          <DataTable.Col<Usuario> source="estado" label="Estado" render={(u) => <EstadoUsuario usuario={u} />} />
          <DataTable.Col<Usuario>
            label="Acciones"
            render={(u) => (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'nowrap' }}>
                <Button label="Editar" onClick={() => setEditando(u)}>
                  <EditIcon />
                </Button>
                <BotonEstadoUsuario usuario={u} />
              </Box>
            )}
          />
        </DataTable>
      </List>
      <DialogoNuevoUsuario abierto={nuevo} onCerrar={() => setNuevo(false)} />
      <DialogoEditarUsuario usuario={editando} onCerrar={() => setEditando(null)} />
    </>
  );
};

export default ListaUsuarios;
