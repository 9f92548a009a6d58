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
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useCierreConConfirmacion } from '../programacion/ConfirmarDescarte';
import { useNotify, useSidebarState } from 'react-admin';
import { enviar } from '../proveedor-datos/peticion';

/** The same minimum as the administrator's user form (the api checks it too). */
const LONGITUD_MINIMA = 8;

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
  const [actual, setActual] = useState('');
  const [nueva, setNueva] = useState('');
  const [confirmacion, setConfirmacion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const cerrar = () => {
    setActual('');
    setNueva('');
    setConfirmacion('');
    setError(null);
    alCerrar();
  };
  // Escape, a click outside or 'Cancelar' with something typed asks before throwing it away (decision 0036).
  const descarte = useCierreConConfirmacion(actual !== '' || nueva !== '' || confirmacion !== '', cerrar);

  const guardar = async (e: FormEvent) => {
    e.preventDefault();
    if (!actual) return setError('Escriba su contraseña actual');
    if (nueva.length < LONGITUD_MINIMA) return setError(`La contraseña debe tener al menos ${LONGITUD_MINIMA} caracteres`);
    if (nueva !== confirmacion) return setError('Las contraseñas no coinciden');
    setEnviando(true);
    try {
      // The server puts this session's new token in its httpOnly cookie.
      const r = await enviar<{ mensaje: string }>('/api/auth/cambiar-contrasena', 'POST', { actual, nueva });
      notify(r.mensaje, { type: 'success' });
      cerrar();
    } catch (err) {
      setError((err as Error).message || 'No se pudo cambiar la contraseña');
    } finally {
      setEnviando(false);
    }
  };

  return (
    // Keys stop here: the sidebar's menu list would otherwise take typed letters for its own type-ahead.
    <Dialog open={abierto} onClose={descarte.cerrar} maxWidth="xs" fullWidth data-testid="dialogo-cambiar-contrasena" onKeyDown={(e) => e.stopPropagation()}>
      <form onSubmit={(e) => void guardar(e)} noValidate>
        <DialogTitle>Cambiar contraseña</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Contraseña actual"
            type="password"
            name="actual"
            autoComplete="current-password"
            value={actual}
            onChange={(e) => setActual(e.target.value)}
            autoFocus
          />
          <TextField
            label="Nueva contraseña"
            type="password"
            name="nueva"
            autoComplete="new-password"
            value={nueva}
            onChange={(e) => setNueva(e.target.value)}
            helperText={`Al menos ${LONGITUD_MINIMA} caracteres. Sus otras sesiones se cerrarán.`}
          />
          <TextField
            label="Confirmar contraseña"
            type="password"
            name="confirmacion"
            autoComplete="new-password"
            value={confirmacion}
            onChange={(e) => setConfirmacion(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={descarte.cerrar} disabled={enviando}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={enviando} data-testid="guardar-contrasena">
            Guardar
          </Button>
        </DialogActions>
      </form>
      {descarte.confirmacion}
    </Dialog>
  );
};

/** The menu entry that opens the dialog (beside 'Cerrar sesión'). */
export const EntradaCambiarContrasena = () => {
  const [abierto, setAbierto] = useState(false);
  const [barraAbierta] = useSidebarState();
  return (
    <>
      <MenuItem component="div" role="button" aria-label="Cambiar contraseña" onClick={() => setAbierto(true)} data-testid="cambiar-contrasena">
        <ListItemIcon>
          <KeyIcon fontSize="small" />
        </ListItemIcon>
        {barraAbierta && <ListItemText>Cambiar contraseña</ListItemText>}
      </MenuItem>
      <DialogoCambiarContrasena abierto={abierto} alCerrar={() => setAbierto(false)} />
    </>
  );
};
