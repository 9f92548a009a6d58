import { useState } from 'react';
import { useCierreConConfirmacion } from '../../programacion/ConfirmarDescarte';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import KeyIcon from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Button, DataTable, List, Pagination, TopToolbar, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { BotonComando } from '../../comun/BotonComando';
import { SinDatos } from '../../shell/SinDatos';
import { DialogoPermisos } from './DialogoPermisos';

interface Rol {
  id: number;
  nombre: string;
  estado: number;
}

const mensaje = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Ocurrió un error, inténtelo de nuevo');

const DialogoNuevoRol = ({ abierto, onCerrar }: { abierto: boolean; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [nombre, setNombre] = useState('');
  const cerrar = () => {
    setNombre('');
    onCerrar();
  };
  const descarte = useCierreConConfirmacion(nombre.trim() !== '', cerrar);
  const guardar = async () => {
    if (!nombre.trim()) {
      notify('El nombre del rol es obligatorio', { type: 'warning' });
      return;
    }
    try {
      const res = await dataProvider.crearRol(nombre.trim());
      notify(res.mensaje, { type: 'success' });
      cerrar();
      refresh();
    } catch (error) {
      notify(mensaje(error), { type: 'error' });
    }
  };
  return (
    <Dialog open={abierto} onClose={descarte.cerrar} fullWidth maxWidth="xs" aria-labelledby="titulo-nuevo-rol">
      <DialogTitle id="titulo-nuevo-rol">Nuevo rol</DialogTitle>
      <DialogContent>
        <TextField label="Nombre del rol *" name="nombre" value={nombre} onChange={(e) => setNombre(e.target.value)} fullWidth margin="dense" autoFocus />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <MuiButton onClick={descarte.cerrar}>Cancelar</MuiButton>
        <MuiButton variant="contained" onClick={() => void guardar()}>
          Guardar
        </MuiButton>
      </DialogActions>
      {descarte.confirmacion}
    </Dialog>
  );
};

/** 'Activar' at once; 'Inactivar' after confirming with the role's name. Role 1 (administrator) has neither. */
const BotonEstadoRol = ({ rol }: { rol: Rol }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  if (rol.id === 1) return null;
  const activar = rol.estado !== 1;
  return (
    <BotonComando
      etiqueta={activar ? 'Activar' : 'Inactivar'}
      color={activar ? 'success' : 'error'}
      accion={activar ? 'activar' : 'inactivar'}
      icono={activar ? <CheckIcon /> : <CloseIcon />}
      ejecutar={() => (activar ? dataProvider.activarRol(rol.id) : dataProvider.desactivarRol(rol.id))}
      confirmar={
        activar
          ? undefined
          : {
              titulo: '¿Inactivar el rol?',
              contenido: `El rol ${rol.nombre} dejará de poder asignarse a usuarios nuevos hasta que lo active de nuevo.`,
              boton: 'Inactivar',
            }
      }
    />
  );
};

/** Roles and permissions (spec 3 §2.5): /acceso/roles over the `roles` resource. */
const ListaRoles = () => {
  const [nuevo, setNuevo] = useState(false);
  const [permisosDe, setPermisosDe] = useState<Rol | null>(null);
  return (
    <>
      <List<Rol>
        resource="roles"
        title={false}
        perPage={25}
        sort={{ field: 'id', order: 'ASC' }}
        actions={
          <TopToolbar>
            <Button label="Nuevo rol" variant="contained" onClick={() => setNuevo(true)}>
              <AddIcon />
            </Button>
          </TopToolbar>
        }
        pagination={<Pagination rowsPerPageOptions={[5, 10, 25, 50]} />}
        empty={false}
        storeKey="acceso.roles"
      >
        <DataTable<Rol> rowClick={false} bulkActionButtons={false} empty={<SinDatos />}>
          <DataTable.Col<Rol> source="id" />
          <DataTable.Col<Rol> source="nombre" />
          <DataTable.Col<Rol>
            source="estado"
            render={(r) => (r.estado === 1 ? <Chip label="Activo" size="small" color="success" /> : <Chip label="Inactivo" size="small" variant="outlined" />)}
          />
          <DataTable.Col<Rol>
            label="resources.roles.fields.acciones"
            render={(r) => (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'nowrap' }}>
                <Button label="Permisos" onClick={() => setPermisosDe(r)}>
                  <KeyIcon />
                </Button>
                <BotonEstadoRol rol={r} />
              </Box>
            )}
          />
        </DataTable>
      </List>
      <DialogoNuevoRol abierto={nuevo} onCerrar={() => setNuevo(false)} />
      <DialogoPermisos rol={permisosDe} onCerrar={() => setPermisosDe(null)} />
    </>
  );
};

export default ListaRoles;
