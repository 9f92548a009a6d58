import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ObjetivoLeido } from '../contratos';
import { CampoFecha } from '../comun/CampoFecha';
import { formatearFecha } from '../formato';
import { useDataProvider } from 'react-admin';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { useAccionObjetivo } from './useAccionObjetivo';
import { useCierreConConfirmacion } from '../programacion/ConfirmarDescarte';

/** 'Extender': a new completion date (the server refuses one before today). */
export const DialogoExtender = ({ objetivo, onCerrar }: { objetivo: ObjetivoLeido; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const [fecha, setFecha] = useState('');
  const guardar = useAccionObjetivo(() => dataProvider.extenderObjetivo(objetivo.id, fecha), onCerrar);
  const { cerrar, confirmacion } = useCierreConConfirmacion(fecha !== '', onCerrar);
  return (
    <Dialog open onClose={cerrar} maxWidth="xs" fullWidth data-dialogo="extender">
      <DialogTitle>Extender fecha de cumplimiento</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography>
          {objetivo.objetivo} · actual: {formatearFecha(objetivo.fechaFin)}
        </Typography>
        <CampoFecha name="fecha" label="Nueva fecha de cumplimiento" required value={fecha} onChange={setFecha} />
      </DialogContent>
      <DialogActions>
        <Button onClick={cerrar}>Cancelar</Button>
        <Button variant="contained" disabled={!fecha || guardar.isPending} onClick={() => guardar.mutate(undefined)}>
          Guardar
        </Button>
      </DialogActions>
      {confirmacion}
    </Dialog>
  );
};
