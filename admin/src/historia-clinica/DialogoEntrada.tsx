import { useState, type ReactNode } from 'react';
import { useCierreConConfirmacion } from '../programacion/ConfirmarDescarte';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What a history entry's frame gets (the desktop's modal or the phone's full-screen form). */
export interface PropsEntrada {
  titulo: string;
  children: ReactNode;
  onCerrar: () => void;
  onGuardar?: () => void;
  enviando?: boolean;
  /** Why 'Guardar' is disabled, shown beside it. */
  faltante?: string | null;
}

/**
 * A history modal: its fields, 'Cancelar', and 'Guardar' that says why it is disabled and shows the sending state.
 * Closing it (Escape, a click outside, 'Cancelar') after typing asks '¿Descartar lo escrito?' (issue 27 item 2).
 */
export const DialogoEntrada = ({ titulo, children, onCerrar, onGuardar, enviando, faltante, ancho = 'sm' }: PropsEntrada & { ancho?: 'sm' | 'md' }) => {
  const [escrito, setEscrito] = useState(false);
  const { cerrar, confirmacion } = useCierreConConfirmacion(escrito && !!onGuardar, onCerrar);
  return (
    <Dialog open onClose={cerrar} fullWidth maxWidth={ancho} aria-labelledby="titulo-entrada-hc">
      <DialogTitle id="titulo-entrada-hc">{titulo}</DialogTitle>
      <DialogContent dividers onInput={() => setEscrito(true)}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {enviando && <Typography variant="body2">ENVIANDO INFORMACIÓN</Typography>}
        {!enviando && faltante && (
          <Typography variant="body2" color="text.secondary">
            {faltante}
          </Typography>
        )}
        <Button onClick={cerrar}>{onGuardar ? 'Cancelar' : 'Cerrar'}</Button>
        {onGuardar && (
          <Button variant="contained" onClick={onGuardar} disabled={enviando || !!faltante}>
            {enviando ? 'Guardando...' : 'Guardar'}
          </Button>
        )}
      </DialogActions>
      {confirmacion}
    </Dialog>
  );
};

/** A text area with its counter ('120 / 30000'). */
export const contador = (texto: string, maximo: number) => `${texto.length} / ${maximo}`;
