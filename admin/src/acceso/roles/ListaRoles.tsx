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
import { Button, DataTable, Form, List, Pagination, required, TextInput, TopToolbar, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { erroresDelServidor } from '../../comun/useErroresDeCampo';
import { VigiaCambios } from '../formulario';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { BotonComando } from '../../comun/BotonComando';
import { SinDatos } from '../../shell/SinDatos';
import { DialogoPermisos } from './DialogoPermisos';

interface Rol {
  id: number;
  nombre: string;
  estado: number;
}

const validarNombre = [required('resources.roles/nuevo.obligatorio')];

const DialogoNuevoRol = ({ abierto, onCerrar }: { abierto: boolean; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  // Whether a name was typed: closing then asks first; not form data.
  const [escrito, setEscrito] = useState(false);
  const cerrar = () => {
    setEscrito(false);
    onCerrar();
  };
  const descarte = useCierreConConfirmacion(escrito, cerrar);
  const guardar = async (valores: Record<string, unknown>) => {
    try {
      const res = await dataProvider.crearRol(String(valores.nombre ?? '').trim());
      notify(res.mensaje, { type: 'success' });
      cerrar();
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'resources.roles/nuevo.errorGeneral', { type: 'error' });
      return erroresDelServidor(error);
    }
  };
  return (
    <Dialog open={abierto} onClose={descarte.cerrar} fullWidth maxWidth="xs" aria-labelledby="titulo-nuevo-rol">
      <Form defaultValues={{ nombre: '' }} onSubmit={guardar} resource="roles/nuevo" noValidate>
        <VigiaCambios onCambio={setEscrito} />
        <DialogTitle id="titulo-nuevo-rol">{translate('resources.roles/nuevo.titulo')}</DialogTitle>
        <DialogContent>
          <TextInput source="nombre" validate={validarNombre} autoFocus />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <MuiButton onClick={descarte.cerrar}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton type="submit" variant="contained">
            {translate('ra.action.save')}
          </MuiButton>
        </DialogActions>
      </Form>
      {descarte.confirmacion}
    </Dialog>
  );
};

const EstadoRol = ({ rol }: { rol: Rol }) => {
  const translate = useTranslate();
  return rol.estado === 1 ? (
    <Chip label={translate('resources.usuarios/edicion.activo')} size="small" color="success" />
  ) : (
    <Chip label={translate('resources.usuarios/edicion.inactivo')} size="small" variant="outlined" />
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
            <Button label="resources.roles/nuevo.titulo" variant="contained" onClick={() => setNuevo(true)}>
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
          <DataTable.Col<Rol> source="estado" render={(r) => <EstadoRol rol={r} />} />
          <DataTable.Col<Rol>
            label="resources.roles.fields.acciones"
            render={(r) => (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'nowrap' }}>
                <Button label="resources.roles/nuevo.permisos" onClick={() => setPermisosDe(r)}>
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
