import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { TablaEventosAuditoria } from '../../auditoria/TablaEventosAuditoria';
import { PantallaCargando } from '../../shell/PantallaCargando';
import { proveedorCoberturas } from './proveedorCoberturas';

/** A coverage's events in Spanish, newest first, with who and when (GET /api/coberturas/:id/historial). */
export const DialogoHistorialCobertura = ({ id, codigo, onCerrar }: { id: string; codigo: string; onCerrar: () => void }) => {
  const { data, isPending, error } = useQuery({ queryKey: ['coberturas', id, 'historial'], queryFn: () => proveedorCoberturas.historial(id) });
  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="md" aria-labelledby="titulo-historial-cobertura" data-dialogo="historial-cobertura">
      <DialogTitle id="titulo-historial-cobertura">Historial de {codigo}</DialogTitle>
      <DialogContent dividers>
        {isPending ? <PantallaCargando /> : error ? <Alert severity="error">{error.message}</Alert> : <TablaEventosAuditoria eventos={data ?? []} />}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onCerrar}>Cerrar</MuiButton>
      </DialogActions>
    </Dialog>
  );
};
