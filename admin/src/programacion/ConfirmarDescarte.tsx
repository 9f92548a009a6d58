import { useState } from 'react';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

const clave = (k: string) => `resources.confirmar-descarte.${k}`;

/**
 * Closing a dialog (Escape, a click outside, 'Cancelar') with typed text asks first: 'Descartar' throws the text
 * away, 'Seguir escribiendo' goes back to it. Without typed text it closes at once.
 */
export function useCierreConConfirmacion(hayTexto: boolean, onCerrar: () => void) {
  const t = useTranslate();
  const [preguntando, setPreguntando] = useState(false);
  const cerrar = () => (hayTexto ? setPreguntando(true) : onCerrar());
  const confirmacion = preguntando ? (
    <Dialog open onClose={() => setPreguntando(false)} data-dialogo="confirmar-descarte">
      <DialogTitle>{t(clave('titulo'))}</DialogTitle>
      <DialogContent>
        <Typography>{t(clave('texto'))}</Typography>
      </DialogContent>
      <DialogActions>
        <MuiButton autoFocus onClick={() => setPreguntando(false)}>
          {t(clave('seguirEscribiendo'))}
        </MuiButton>
        <MuiButton color="error" onClick={onCerrar}>
          {t(clave('descartar'))}
        </MuiButton>
      </DialogActions>
    </Dialog>
  ) : null;
  return { cerrar, confirmacion };
}
