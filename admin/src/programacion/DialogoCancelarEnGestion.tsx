import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useWatch, type FieldValues } from 'react-hook-form';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { SesionLeida } from '../contratos';
import { erroresDelServidor } from '../comun/useErroresDeCampo';
import { formatearFecha, formatearHora } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { CamposMotivo } from './FormulariosSesion';
import { motivoCompleto } from './HistorialSesion';

const RECURSO = 'cancelar-en-gestion';
const clave = (k: string) => `resources.${RECURSO}.${k}`;
const texto = (v: unknown) => (typeof v === 'string' ? v : '');

const Acciones = ({ pendiente, onVolver }: { pendiente: boolean; onVolver: () => void }) => {
  const t = useTranslate();
  const [motivo, detalle] = useWatch({ name: ['motivo', 'detalleMotivo'] }).map(texto);
  return (
    <DialogActions>
      {!motivo && (
        <Typography variant="body2" color="text.secondary">
          {t(clave('seleccioneMotivo'))}
        </Typography>
      )}
      <MuiButton onClick={onVolver}>{t(clave('volver'))}</MuiButton>
      <MuiButton type="submit" color="error" variant="contained" disabled={!motivoCompleto(motivo, detalle) || pendiente}>
        {t(clave('confirmarCancelacion'))}
      </MuiButton>
    </DialogActions>
  );
};

/** 'Cancelar registro' in Gestión de terapias: the listed reason, and 'Otros' says why; the server holds the 5-day window. */
export const DialogoCancelarEnGestion = ({ sesion, onCerrar }: { sesion: SesionLeida; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const notify = useNotify();
  const cliente = useQueryClient();
  const cancelacion = useMutation({
    mutationFn: (v: FieldValues) => dataProvider.cancelarSesionEnGestion(sesion.id, texto(v.motivo), v.motivo === 'Otros' ? texto(v.detalleMotivo) : undefined),
  });
  const cancelar = async (v: FieldValues) => {
    try {
      const r = await cancelacion.mutateAsync(v);
      notify(r.mensaje, { type: 'success' });
      onCerrar();
      void cliente.invalidateQueries({ queryKey: ['sesiones'] });
    } catch (error) {
      notify((error instanceof Error && error.message) || clave('errorServidor'), { type: 'error' });
      return erroresDelServidor(error);
    }
  };
  return (
    <Dialog open onClose={onCerrar} data-dialogo="cancelar-sesion">
      <DialogTitle>
        {t(clave('titulo'), { paciente: sesion.pacienteNombre, fecha: formatearFecha(sesion.fecha), hora: formatearHora(sesion.horaInicio) })}
      </DialogTitle>
      <Form noValidate defaultValues={{ motivo: '', detalleMotivo: '' }} onSubmit={cancelar} resource={RECURSO}>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <CamposMotivo />
          </Box>
        </DialogContent>
        <Acciones pendiente={cancelacion.isPending} onVolver={onCerrar} />
      </Form>
    </Dialog>
  );
};
