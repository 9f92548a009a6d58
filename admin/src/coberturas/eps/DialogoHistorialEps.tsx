import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useGetList } from 'react-admin';
import { TablaEventosAuditoria } from '../../auditoria/TablaEventosAuditoria';
import type { EventoAuditoria } from '../../auditoria/tipos';
import { PantallaCargando } from '../../shell/PantallaCargando';
import type { Eps } from './opcionesEps';

/** The last 50 audit entries of one insurer, newest first. */
export const DialogoHistorialEps = ({ eps, onCerrar }: { eps: Eps; onCerrar: () => void }) => {
  const { data, isPending, error } = useGetList<EventoAuditoria>('auditoria', {
    filter: { registroId: String(eps.id) },
    sort: { field: 'posicion', order: 'DESC' },
    pagination: { page: 1, perPage: 50 },
  });
  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="md" aria-labelledby="titulo-historial-eps">
      <DialogTitle id="titulo-historial-eps">Historial de {eps.nombre}</DialogTitle>
      <DialogContent dividers>
        {isPending ? <PantallaCargando /> : error ? <Alert severity="error">{error.message}</Alert> : <TablaEventosAuditoria eventos={data ?? []} />}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onCerrar}>Cerrar</MuiButton>
      </DialogActions>
    </Dialog>
  );
};
