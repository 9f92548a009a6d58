import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Form, minLength, required, TextInput, useDataProvider, useNotify, useSidebarState, useTranslate } from 'react-admin';
import { erroresDelServidor } from '../comun/useErroresDeCampo';
import { useCierreConConfirmacion } from '../programacion/ConfirmarDescarte';
import { VigiaCambios } from './formulario';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

/** The same minimum as the administrator's user form (the api checks it too). */
const LONGITUD_MINIMA = 8;

const validarActual = [required('resources.cambio-contrasena.escribaActual')];
const validarNueva = [required('resources.cambio-contrasena.minimo'), minLength(LONGITUD_MINIMA, 'resources.cambio-contrasena.minimo')];
const validarConfirmacion = (valor: unknown, valores: Record<string, unknown>) =>
  valor === valores.nueva ? undefined : 'resources.cambio-contrasena.noCoinciden';

interface Props {
  abierto: boolean;
  alCerrar: () => void;
}

/**
 * 'Cambiar contraseña' for whoever is signed in: the current password, the new one twice. The api
 * ends the user's other sessions and puts a fresh token for this one in its httpOnly cookie.
 */
export const DialogoCambiarContrasena = ({ abierto, alCerrar }: Props) => {
  const notify = useNotify();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvantiDataProvider>();
  // The server's refusal, shown in the dialog; and whether anything was typed: dialog state, not form data.
  const [error, setError] = useState<string | null>(null);
  const [escrito, setEscrito] = useState(false);

  const cerrar = () => {
    setError(null);
    setEscrito(false);
    alCerrar();
  };
  // Escape, a click outside or 'Cancelar' with something typed asks before throwing it away (decision 0036).
  const descarte = useCierreConConfirmacion(escrito, cerrar);

  const guardar = async (valores: Record<string, unknown>) => {
    try {
      const r = await dataProvider.cambiarContrasenaPropia(String(valores.actual), String(valores.nueva));
      notify(r.mensaje, { type: 'success' });
      cerrar();
    } catch (err) {
      setError((err as Error).message || translate('resources.cambio-contrasena.noSePudo'));
      return erroresDelServidor(err);
    }
  };

  return (
    // Keys stop here: the sidebar's menu list would otherwise take typed letters for its own type-ahead.
    <Dialog open={abierto} onClose={descarte.cerrar} maxWidth="xs" fullWidth data-testid="dialogo-cambiar-contrasena" onKeyDown={(e) => e.stopPropagation()}>
      <Form
        defaultValues={{ actual: '', nueva: '', confirmacion: '' }}
        onSubmit={guardar}
        resource="cambio-contrasena"
        noValidate
        disableInvalidFormNotification
      >
        <VigiaCambios onCambio={setEscrito} />
        <DialogTitle>{translate('resources.cambio-contrasena.titulo')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextInput source="actual" type="password" autoComplete="current-password" validate={validarActual} autoFocus />
          <TextInput
            source="nueva"
            type="password"
            autoComplete="new-password"
            validate={validarNueva}
            helperText={translate('resources.cambio-contrasena.ayudaNueva', { minimo: LONGITUD_MINIMA })}
          />
          <TextInput source="confirmacion" type="password" autoComplete="new-password" validate={validarConfirmacion} />
        </DialogContent>
        <DialogActions>
          <Button onClick={descarte.cerrar}>{translate('ra.action.cancel')}</Button>
          <BotonGuardar />
        </DialogActions>
      </Form>
      {descarte.confirmacion}
    </Dialog>
  );
};

const BotonGuardar = () => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="guardar-contrasena">
      {translate('ra.action.save')}
    </Button>
  );
};

/** The menu entry that opens the dialog (beside 'Cerrar sesión'). */
export const EntradaCambiarContrasena = () => {
  const [abierto, setAbierto] = useState(false);
  const [barraAbierta] = useSidebarState();
  const translate = useTranslate();
  return (
    <>
      <MenuItem
        component="div"
        role="button"
        aria-label={translate('resources.cambio-contrasena.titulo')}
        onClick={() => setAbierto(true)}
        data-testid="cambiar-contrasena"
      >
        <ListItemIcon>
          <KeyIcon fontSize="small" />
        </ListItemIcon>
        {barraAbierta && <ListItemText>{translate('resources.cambio-contrasena.titulo')}</ListItemText>}
      </MenuItem>
      <DialogoCambiarContrasena abierto={abierto} alCerrar={() => setAbierto(false)} />
    </>
  );
};
