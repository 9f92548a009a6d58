import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ESCALA_CALIFICACION, MENSAJES_OBJETIVOS, type ObjetivoLeido } from '../contratos';
import { useDataProvider } from 'react-admin';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import type { Calificacion } from './proveedorObjetivos';
import { useAccionObjetivo } from './useAccionObjetivo';
import { useCierreConConfirmacion } from '../programacion/ConfirmarDescarte';

const Escala = ({ name, label, value, onChange }: { name: string; label: string; value: number | ''; onChange: (v: number) => void }) => (
  <TextField select name={name} label={label} required value={value} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 240 }}>
    {ESCALA_CALIFICACION.map((o) => (
      <MenuItem key={o.codigo} value={o.codigo}>
        {o.codigo} · {o.nombre}
      </MenuItem>
    ))}
  </TextField>
);

/**
 * 'Calificar': objectives from 2025-03-09 by periods in order (per task the scale and 'cumple'; period 3 adds the
 * achievement and its evidence link); older ones once, with score and achievement.
 */
export const DialogoCalificar = ({ objetivo, onCerrar }: { objetivo: ObjetivoLeido; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const siguiente = [1, 2, 3].find((p) => !objetivo.periodosCalificados.includes(p)) ?? 3;
  const [periodo, setPeriodo] = useState(siguiente);
  const [puntajes, setPuntajes] = useState<(number | '')[]>(['', '', '']);
  const [cumple, setCumple] = useState([false, false, false]);
  const [puntaje, setPuntaje] = useState<number | ''>('');
  const [logro, setLogro] = useState('');
  const [evidencia, setEvidencia] = useState('');
  const unica = objetivo.forma === 'unica';
  const pedido = (): Calificacion =>
    unica
      ? { puntaje: Number(puntaje), logro: logro.trim(), evidencia: evidencia.trim() || undefined }
      : {
          periodo,
          tareas: puntajes.map((p, i) => ({ puntaje: Number(p), cumple: cumple[i] })),
          ...(periodo === 3 ? { comentario: logro.trim(), evidencia: evidencia.trim() || undefined } : {}),
        };
  const guardar = useAccionObjetivo(() => dataProvider.calificarObjetivo(objetivo.id, pedido()), onCerrar);
  const pideLogro = unica || periodo === 3;
  const falta = unica ? puntaje === '' : puntajes.some((p) => p === '');
  const sinLogro = pideLogro && !logro.trim();
  const escrito = logro.trim() !== '' || evidencia.trim() !== '' || puntaje !== '' || puntajes.some((p) => p !== '');
  const { cerrar, confirmacion } = useCierreConConfirmacion(escrito, onCerrar);
  return (
    <Dialog open onClose={cerrar} maxWidth="md" fullWidth data-dialogo="calificar">
      <DialogTitle>Calificar objetivo</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography>{objetivo.objetivo}</Typography>
        {unica ? (
          <Escala name="puntaje" label="Calificación" value={puntaje} onChange={setPuntaje} />
        ) : (
          <>
            <TextField select name="periodo" label="Periodo" value={periodo} onChange={(e) => setPeriodo(Number(e.target.value))} sx={{ maxWidth: 200 }}>
              {[1, 2, 3].map((p) => (
                <MenuItem key={p} value={p} disabled={objetivo.periodosCalificados.includes(p)}>
                  Periodo {p}
                  {objetivo.periodosCalificados.includes(p) ? ' (evaluado)' : ''}
                </MenuItem>
              ))}
            </TextField>
            {objetivo.tareas.map((tarea, i) => (
              <Paper key={i} variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }} data-tarea={i + 1}>
                <Typography sx={{ flex: '1 1 200px' }}>{tarea}</Typography>
                <Escala
                  name={`puntaje${i + 1}`}
                  label="Calificación"
                  value={puntajes[i]}
                  onChange={(v) => setPuntajes((prev) => prev.map((x, j) => (j === i ? v : x)))}
                />
                <FormControlLabel
                  control={
                    <Checkbox
                      name={`cumple${i + 1}`}
                      checked={cumple[i]}
                      onChange={(e) => setCumple((prev) => prev.map((x, j) => (j === i ? e.target.checked : x)))}
                    />
                  }
                  label="Cumple"
                />
              </Paper>
            ))}
          </>
        )}
        {pideLogro && (
          <>
            <TextField name="logro" label="Logro" required multiline minRows={2} value={logro} onChange={(e) => setLogro(e.target.value)} />
            <TextField name="evidencia" label="Enlace de evidencia" placeholder="https://" value={evidencia} onChange={(e) => setEvidencia(e.target.value)} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {(falta || sinLogro) && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', ml: 2 }}>
            {falta ? 'Califique cada tarea' : MENSAJES_OBJETIVOS.sinLogro}
          </Typography>
        )}
        <Button onClick={cerrar}>Cancelar</Button>
        <Button variant="contained" disabled={falta || sinLogro || guardar.isPending} onClick={() => guardar.mutate(undefined)}>
          Guardar
        </Button>
      </DialogActions>
      {confirmacion}
    </Dialog>
  );
};
