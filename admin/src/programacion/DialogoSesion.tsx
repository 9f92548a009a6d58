import { useState } from 'react';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SesionLeida } from '../contratos';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { useCierreConConfirmacion } from './ConfirmarDescarte';
import { DetalleSesion } from './DetalleSesion';
import {
  claveSesion,
  FormularioCambiarTerapeuta,
  FormularioCancelarSesion,
  FormularioMoverSesion,
  useComandoSesion,
  type PropsFormularioSesion,
} from './FormulariosSesion';
import { HistorialSesion } from './HistorialSesion';

type Modo = 'detalle' | 'cancelar' | 'horario' | 'terapeuta';

/** A calendar event's detail and its three forms (cancel, change schedule, change therapist), plus accept CYT. */
export const DialogoSesion = ({
  sesion,
  onCerrar,
  destino,
}: {
  sesion: SesionLeida;
  onCerrar: () => void;
  /** Dropped on the calendar (issue 27 item 7): the dialog opens in 'Cambiar horario' with the new day and times, to confirm. */
  destino?: { fecha: string; horaInicio: string; horaFin: string };
}) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const [modo, setModo] = useState<Modo>(destino ? 'horario' : 'detalle');
  const [escrito, setEscrito] = useState(false);
  const cyt = useComandoSesion(onCerrar);
  const pendiente = sesion.estado === 3;
  const esCyt = sesion.tipo === 'CYT';
  const { cerrar, confirmacion } = useCierreConConfirmacion(modo === 'cancelar' && escrito, onCerrar);
  const props: PropsFormularioSesion = {
    sesion,
    onCerrar,
    volver: destino ? { texto: t(claveSesion('cancelar')), onClick: cerrar } : { texto: t(claveSesion('volver')), onClick: () => setModo('detalle') },
  };
  const titulo = modo === 'horario' && destino ? 'mover' : modo;
  return (
    <>
      <Dialog
        open
        onClose={cerrar}
        maxWidth="md"
        fullWidth
        data-dialogo="sesion"
        sx={{ '& .formulario-sesion': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } }}
      >
        <DialogTitle>{t(claveSesion(`titulos.${titulo}`))}</DialogTitle>
        {modo === 'cancelar' && <FormularioCancelarSesion {...props} onTexto={setEscrito} />}
        {modo === 'horario' && <FormularioMoverSesion {...props} destino={destino} />}
        {modo === 'terapeuta' && <FormularioCambiarTerapeuta {...props} />}
        {modo === 'detalle' && (
          <>
            <DialogContent sx={{ display: 'grid', gap: 2 }}>
              <DetalleSesion sesion={sesion} conValores />
              <HistorialSesion id={sesion.id} />
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
              <MuiButton onClick={cerrar}>{t(claveSesion('cerrar'))}</MuiButton>
              {pendiente && esCyt && (
                <MuiButton disabled={cyt.pendiente} onClick={() => void cyt.ejecutar(() => dataProvider.aceptarCytDeSesion(sesion.id))}>
                  {t(claveSesion('aceptarCyt'))}
                </MuiButton>
              )}
              {pendiente && !esCyt && <MuiButton onClick={() => setModo('horario')}>{t(claveSesion('cambiarHorario'))}</MuiButton>}
              {pendiente && !esCyt && <MuiButton onClick={() => setModo('terapeuta')}>{t(claveSesion('cambiarTerapeuta'))}</MuiButton>}
              {pendiente && (
                <MuiButton color="error" onClick={() => setModo('cancelar')}>
                  {t(claveSesion('cancelarSesion'))}
                </MuiButton>
              )}
            </DialogActions>
          </>
        )}
      </Dialog>
      {confirmacion}
    </>
  );
};
