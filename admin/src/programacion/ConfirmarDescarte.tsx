import { useState } from 'react';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/**
 * Closing a dialog (Escape, a click outside, 'Cancelar') with typed text asks first: 'Descartar' throws the text
 * away, 'Seguir escribiendo' goes back to it. Without typed text it closes at once.
 */
export function useCierreConConfirmacion(hayTexto: boolean, onCerrar: () => void) {
  const [preguntando, setPreguntando] = useState(false);
  const cerrar = () => (hayTexto ? setPreguntando(true) : onCerrar());
  const confirmacion = preguntando ? (
    <Dialog open onClose={() => setPreguntando(false)} data-dialogo="confirmar-descarte">
      <DialogTitle>¿Descartar lo escrito?</DialogTitle>
      <DialogContent>
        <Typography>Si cierra ahora, el texto que escribió se pierde.</Typography>
      </DialogContent>
      <DialogActions>
        <MuiButton autoFocus onClick={() => setPreguntando(false)}>
          Seguir escribiendo
        </MuiButton>
        <MuiButton color="error" onClick={onCerrar}>
          Descartar
        </MuiButton>
      </DialogActions>
    </Dialog>
  ) : null;
  return { cerrar, confirmacion };
}
