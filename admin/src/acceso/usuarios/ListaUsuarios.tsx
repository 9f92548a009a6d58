import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Button, DataTable, List, Pagination, SearchInput, TopToolbar, useDataProvider, useTranslate } from 'react-admin';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { BotonComando } from '../../comun/BotonComando';
import { SinDatos } from '../../shell/SinDatos';
import { DialogoEditarUsuario } from './DialogoEditarUsuario';
import { DialogoNuevoUsuario } from './DialogoNuevoUsuario';
import type { Usuario } from './tipos';

const filtros = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar por nombre o usuario" />];

const EstadoUsuario = ({ usuario }: { usuario: Usuario }) => {
  const translate = useTranslate();
  return usuario.estado === 1 ? (
    <Chip label={translate('resources.usuarios/edicion.activo')} size="small" color="success" data-estado="activo" />
  ) : (
    <Chip label={translate('resources.usuarios/edicion.inactivo')} size="small" variant="outlined" data-estado="inactivo" />
  );
};

/** 'Activar' at once; 'Inactivar' after confirming with the user's name. The reserved administrator has neither. */
const BotonEstadoUsuario = ({ usuario }: { usuario: Usuario }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  if (usuario.reservado) return null;
  const activar = usuario.estado !== 1;
  return (
    <BotonComando
      etiqueta={activar ? 'Activar' : 'Inactivar'}
      color={activar ? 'success' : 'error'}
      accion={activar ? 'activar' : 'inactivar'}
      icono={activar ? <CheckIcon /> : <CloseIcon />}
      ejecutar={() => (activar ? dataProvider.activarUsuario(usuario.id) : dataProvider.desactivarUsuario(usuario.id))}
      confirmar={
        activar
          ? undefined
          : {
              titulo: '¿Inactivar el usuario?',
              contenido: `${usuario.nombres} ${usuario.apellidos} (${usuario.usuario}) no podrá ingresar hasta que lo active de nuevo.`,
              boton: 'Inactivar',
            }
      }
    />
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
            <Button label="resources.usuarios/edicion.nuevo" variant="contained" onClick={() => setNuevo(true)}>
              <AddIcon />
            </Button>
          </TopToolbar>
        }
        pagination={<Pagination rowsPerPageOptions={[5, 10, 25, 50]} slotProps={{ select: { renderValue: (valor) => String(valor) } }} />}
        empty={false}
        storeKey="acceso.usuarios"
      >
        <DataTable<Usuario> rowClick={false} bulkActionButtons={false} empty={<SinDatos />}>
          <DataTable.Col<Usuario> source="nombres" />
          <DataTable.Col<Usuario> source="apellidos" />
          <DataTable.Col<Usuario> source="usuario" />
          <DataTable.Col<Usuario> source="rol" render={(u) => u.rolNombre ?? u.rol} />
          <DataTable.Col<Usuario> source="sede" render={(u) => u.sedeNombre ?? u.sede} />
          <DataTable.Col<Usuario> source="estado" render={(u) => <EstadoUsuario usuario={u} />} />
          <DataTable.Col<Usuario>
            label="resources.usuarios.fields.acciones"
            render={(u) => (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'nowrap' }}>
                <Button label="ra.action.edit" onClick={() => setEditando(u)}>
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
