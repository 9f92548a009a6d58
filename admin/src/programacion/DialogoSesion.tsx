import { useState } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { MOTIVOS_CANCELACION, type SesionLeida } from '../contratos';
import Alert from '@mui/material/Alert';
import { CampoFecha } from '../comun/CampoFecha';
import { CampoHora } from '../comun/CampoHora';
import { formatearFecha, formatearHorario } from '../formato';
import { finConDuracion } from './fechas';
import { useCierreConConfirmacion } from './ConfirmarDescarte';
import { DetalleSesion } from './DetalleSesion';
import { CampoDetalleOtros, HistorialSesion, motivoCompleto } from './HistorialSesion';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

type Modo = 'detalle' | 'cancelar' | 'horario' | 'terapeuta';

/** A calendar event's detail and its three modes (detail, change schedule, change therapist), plus cancel and accept CYT. */
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
  const notify = useNotify();
  const cliente = useQueryClient();
  const [modo, setModo] = useState<Modo>(destino ? 'horario' : 'detalle');
  const [fecha, setFecha] = useState(destino?.fecha ?? sesion.fecha);
  const [cruce, setCruce] = useState<string | null>(null);
  const [motivo, setMotivo] = useState('');
  const [detalle, setDetalle] = useState('');
  const [horaInicio, setHoraInicio] = useState(destino?.horaInicio ?? sesion.horaInicio);
  const [horaFin, setHoraFin] = useState(destino?.horaFin ?? sesion.horaFin);
  const [terapeuta, setTerapeuta] = useState('');
  const terapeutas = useQuery({
    queryKey: ['terapeutas', sesion.servicio, sesion.sede],
    queryFn: () => dataProvider.terapeutasProgramables({ especialidad: sesion.servicio, sede: sesion.sede }),
    enabled: modo === 'terapeuta',
  });
  const comando = useMutation({
    mutationFn: (accion: () => Promise<{ mensaje: string }>) => accion(),
    onSuccess: (r) => {
      notify(r.mensaje, { type: 'success' });
      void cliente.invalidateQueries({ queryKey: ['sesiones'] });
      onCerrar();
    },
    onError: (e) => {
      // A clash the server lets confirm (a group session) offers 'Confirmar cruce', as 'Programar' does.
      if (modo === 'horario' && e.message.includes('Confirme el cruce')) setCruce(e.message);
      notify(e.message || 'Ocurrió un error en el servidor.', { type: 'error' });
    },
  });
  const mover = (confirmarCruces: boolean) =>
    comando.mutate(() => dataProvider.moverSesion(sesion.id, { fecha, horaInicio, horaFin, ...(confirmarCruces ? { confirmarCruces } : {}) }));
  const pendiente = sesion.estado === 3;
  const cyt = sesion.tipo === 'CYT';
  const { cerrar, confirmacion } = useCierreConConfirmacion(modo === 'cancelar' && motivo === 'Otros' && detalle.trim() !== '', onCerrar);
  return (
    <>
      <Dialog open onClose={cerrar} maxWidth="md" fullWidth data-dialogo="sesion">
        <DialogTitle>
          {modo === 'horario'
            ? destino
              ? 'Mover sesión'
              : 'Cambiar horario'
            : modo === 'terapeuta'
              ? 'Cambiar terapeuta'
              : modo === 'cancelar'
                ? 'Cancelar sesión'
                : 'Sesión'}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DetalleSesion sesion={sesion} conValores />
          {modo === 'detalle' && <HistorialSesion id={sesion.id} />}
          {modo === 'cancelar' && (
            <TextField
              select
              required
              label="Motivo de cancelación"
              name="motivo"
              value={motivo}
              onChange={(e) => setMotivo(e.target.value)}
              slotProps={{ htmlInput: { 'data-campo': 'motivo' } }}
            >
              {MOTIVOS_CANCELACION.map((m) => (
                <MenuItem key={m} value={m}>
                  {m}
                </MenuItem>
              ))}
            </TextField>
          )}
          {modo === 'cancelar' && <CampoDetalleOtros motivo={motivo} valor={detalle} onCambio={setDetalle} />}
          {modo === 'horario' && (
            <Box sx={{ display: 'grid', gap: 1 }} data-seccion="mover">
              {(fecha !== sesion.fecha || horaInicio !== sesion.horaInicio || horaFin !== sesion.horaFin) && (
                <Alert severity="info" data-resumen-movimiento>
                  {`De ${formatearFecha(sesion.fecha)} ${formatearHorario(sesion.horaInicio, sesion.horaFin)} a ${formatearFecha(fecha)} ${formatearHorario(horaInicio, horaFin)}`}
                </Alert>
              )}
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <CampoFecha label="Fecha" name="fecha" value={fecha} onChange={(v) => (setFecha(v), setCruce(null))} sx={{ minWidth: 180 }} />
                {/* Changing the start moves the end with it: the session keeps its duration (issue 27 item 7). */}
                <CampoHora
                  label="Hora de inicio"
                  name="horaInicio"
                  value={horaInicio}
                  onChange={(v) => (setHoraFin(finConDuracion(horaInicio, horaFin, v)), setHoraInicio(v), setCruce(null))}
                  sx={{ minWidth: 180 }}
                />
                <CampoHora label="Hora final" name="horaFin" value={horaFin} onChange={(v) => (setHoraFin(v), setCruce(null))} sx={{ minWidth: 180 }} />
              </Box>
              {cruce && <Alert severity="warning">{cruce}</Alert>}
            </Box>
          )}
          {modo === 'terapeuta' && (
            <TextField select required label="Terapeuta" name="terapeuta" value={terapeuta} onChange={(e) => setTerapeuta(e.target.value)}>
              {(terapeutas.data ?? [])
                .filter((t) => t.id !== sesion.terapeutaId)
                .map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {`${t.nombres} ${t.apellidos}`}
                  </MenuItem>
                ))}
            </TextField>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {modo === 'detalle' ? (
            <>
              <MuiButton onClick={cerrar}>Cerrar</MuiButton>
              {pendiente && cyt && (
                <MuiButton disabled={comando.isPending} onClick={() => comando.mutate(() => dataProvider.aceptarCytDeSesion(sesion.id))}>
                  Aceptar CYT
                </MuiButton>
              )}
              {pendiente && !cyt && <MuiButton onClick={() => setModo('horario')}>Cambiar horario</MuiButton>}
              {pendiente && !cyt && <MuiButton onClick={() => setModo('terapeuta')}>Cambiar terapeuta</MuiButton>}
              {pendiente && (
                <MuiButton color="error" onClick={() => setModo('cancelar')}>
                  Cancelar sesión
                </MuiButton>
              )}
            </>
          ) : (
            <>
              <MuiButton onClick={() => (destino ? cerrar() : setModo('detalle'))}>{destino ? 'Cancelar' : 'Volver'}</MuiButton>
              {modo === 'horario' && cruce && (
                <MuiButton color="warning" variant="contained" disabled={comando.isPending} onClick={() => mover(true)}>
                  Confirmar cruce
                </MuiButton>
              )}
              <MuiButton
                variant="contained"
                color={modo === 'cancelar' ? 'error' : 'primary'}
                disabled={comando.isPending || (modo === 'cancelar' && !motivoCompleto(motivo, detalle)) || (modo === 'terapeuta' && !terapeuta)}
                onClick={() =>
                  modo === 'horario'
                    ? mover(false)
                    : comando.mutate(() =>
                        modo === 'cancelar'
                          ? dataProvider.cancelarSesion(sesion.id, motivo, motivo === 'Otros' ? detalle : undefined)
                          : dataProvider.cambiarTerapeutaDeSesion(sesion.id, terapeuta),
                      )
                }
              >
                {modo === 'cancelar' ? 'Confirmar cancelación' : 'Guardar'}
              </MuiButton>
            </>
          )}
        </DialogActions>
      </Dialog>
      {confirmacion}
    </>
  );
};
