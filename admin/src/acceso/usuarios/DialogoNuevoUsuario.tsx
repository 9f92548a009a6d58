import { useState } from 'react';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useFormState } from 'react-hook-form';
import { Form, required, TextInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { erroresDelServidor, MENSAJE_OBLIGATORIO } from '../../comun/useErroresDeCampo';
import { useCierreConConfirmacion } from '../../programacion/ConfirmarDescarte';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { AvisoFaltantes, SelectNativo, VigiaCambios } from '../formulario';
import { MENSAJE_FALTAN_CAMPOS, mensajeDeError } from './tipos';
import { useOpcionesUsuario } from './useOpcionesUsuario';

const VACIO = { nombres: '', apellidos: '', usuario: '', password: '', rol: '', correo: '', sede: '' };
const obligatorio = [required(MENSAJE_OBLIGATORIO)];
const texto = (v: unknown) => String(v ?? '').trim();

const BotonGuardar = () => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <MuiButton type="submit" variant="contained" disabled={isSubmitting}>
      {translate('ra.action.save')}
    </MuiButton>
  );
};

/** The 'Nuevo usuario' modal (spec 3 §2.5): nombres, apellidos, usuario, password and rol required. */
export const DialogoNuevoUsuario = ({ abierto, onCerrar }: { abierto: boolean; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { roles, sedes } = useOpcionesUsuario();
  // Whether anything was typed: closing then asks first; not form data.
  const [escrito, setEscrito] = useState(false);
  const cerrar = () => {
    setEscrito(false);
    onCerrar();
  };
  // Escape, a click outside or 'Cancelar' with something typed asks before throwing it away (decision 0036).
  const descarte = useCierreConConfirmacion(escrito, cerrar);

  const guardar = async (v: Record<string, unknown>) => {
    try {
      const res = await dataProvider.registrarUsuario({
        nombres: texto(v.nombres),
        apellidos: texto(v.apellidos),
        usuario: texto(v.usuario),
        password: String(v.password ?? ''),
        rol: Number(v.rol),
        ...(texto(v.correo) ? { correo: texto(v.correo) } : {}),
        ...(v.sede ? { sede: String(v.sede) } : {}),
      });
      notify(res.mensaje, { type: 'success' });
      cerrar();
      refresh();
    } catch (error) {
      notify(mensajeDeError(error, translate('resources.usuarios/edicion.errorGeneral')), { type: 'error' });
      return erroresDelServidor(error);
    }
  };

  return (
    <Dialog open={abierto} onClose={descarte.cerrar} fullWidth maxWidth="sm" aria-labelledby="titulo-nuevo-usuario">
      <Form defaultValues={VACIO} onSubmit={guardar} resource="usuarios" noValidate disableInvalidFormNotification>
        <VigiaCambios onCambio={setEscrito} />
        <AvisoFaltantes mensaje={MENSAJE_FALTAN_CAMPOS} />
        <DialogTitle id="titulo-nuevo-usuario">{translate('resources.usuarios/edicion.nuevo')}</DialogTitle>
        <DialogContent>
          <TextInput source="nombres" validate={obligatorio} margin="dense" autoFocus />
          <TextInput source="apellidos" validate={obligatorio} margin="dense" />
          <TextInput source="usuario" validate={obligatorio} margin="dense" autoComplete="off" />
          <TextInput
            source="password"
            type="password"
            validate={obligatorio}
            margin="dense"
            autoComplete="new-password"
            helperText="resources.usuarios/edicion.minimoOcho"
          />
          <SelectNativo source="rol" validate={obligatorio} opciones={roles} />
          <TextInput source="correo" type="email" margin="dense" />
          <SelectNativo source="sede" opciones={sedes} helperText="resources.usuarios/edicion.sedePorDefecto" />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <MuiButton onClick={descarte.cerrar}>{translate('ra.action.cancel')}</MuiButton>
          <BotonGuardar />
        </DialogActions>
      </Form>
      {descarte.confirmacion}
    </Dialog>
  );
};
