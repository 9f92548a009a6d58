import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ActualizarDiagnosticoSolicitud, RegistrarImpresionSolicitud } from '../../../libs/src/historia-clinica/contrato';
import { conPunto, type ImpresionLeida } from '../contratos';
import { formatearFecha } from '../formato';
import { contador, DialogoEntrada } from './DialogoEntrada';
import { BarraSeccion, SinRegistros } from './Seccion';
import { SelectorDiagnosticos, type Diagnostico } from './SelectorDiagnosticos';
import { useEntrada, useSeccion } from './useHistoria';

const deImpresion = (i: ImpresionLeida, sistema: 'cie10' | 'dsm'): Diagnostico[] =>
  i.diagnosticos
    .filter((d) => d.sistema === sistema)
    .map((d) => ({ codigo: d.codigo, etiqueta: sistema === 'cie10' ? `${conPunto(d.codigo)} ${d.descripcion}` : d.descripcion }));

const NuevaImpresion = ({ pacienteId, onCerrar }: { pacienteId: string; onCerrar: () => void }) => {
  const [descripcion, setDescripcion] = useState('');
  const [cie10, setCie10] = useState<Diagnostico[]>([]);
  const [dsm, setDsm] = useState<Diagnostico[]>([]);
  const guardar = useEntrada(pacienteId, (dp, d: RegistrarImpresionSolicitud) => dp.registrarImpresion(pacienteId, d), onCerrar);
  return (
    <DialogoEntrada
      titulo="Nueva impresión general (anamnesis)"
      ancho="md"
      onCerrar={onCerrar}
      enviando={guardar.isPending}
      faltante={descripcion.trim() ? null : 'Escriba la impresión general'}
      onGuardar={() => guardar.mutate({ descripcion, cie10: cie10.map((d) => d.codigo), dsm: dsm.map((d) => d.codigo) })}
    >
      <TextField
        name="descripcion"
        label="Impresión general"
        required
        multiline
        minRows={5}
        value={descripcion}
        onChange={(e) => setDescripcion(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 30000 } }}
        helperText={contador(descripcion, 30000)}
      />
      <SelectorDiagnosticos sistema="cie10" name="cie10" value={cie10} onChange={setCie10} />
      <SelectorDiagnosticos sistema="dsm" name="dsm" value={dsm} onChange={setDsm} />
    </DialogoEntrada>
  );
};

const ActualizarDiagnostico = ({ pacienteId, impresion, onCerrar }: { pacienteId: string; impresion: ImpresionLeida; onCerrar: () => void }) => {
  const [cie10, setCie10] = useState(() => deImpresion(impresion, 'cie10'));
  const [dsm, setDsm] = useState(() => deImpresion(impresion, 'dsm'));
  const guardar = useEntrada(
    pacienteId,
    (dp, d: ActualizarDiagnosticoSolicitud) => dp.actualizarDiagnostico(pacienteId, d),
    onCerrar,
    'ERROR AL ACTUALIZAR DX',
  );
  return (
    <DialogoEntrada
      titulo="Actualizar diagnóstico"
      ancho="md"
      onCerrar={onCerrar}
      enviando={guardar.isPending}
      onGuardar={() => guardar.mutate({ impresionId: impresion.id, cie10: cie10.map((d) => d.codigo), dsm: dsm.map((d) => d.codigo) })}
    >
      <SelectorDiagnosticos sistema="cie10" name="cie10" value={cie10} onChange={setCie10} />
      <SelectorDiagnosticos sistema="dsm" name="dsm" value={dsm} onChange={setDsm} />
    </DialogoEntrada>
  );
};

/** Tab 3: general impression (anamnesis) with its CIE-10 and DSM-IV diagnoses; the diagnosis list can be updated. */
export const PestanaImpresion = ({ pacienteId, activo }: { pacienteId: string; activo: boolean }) => {
  const { data = [], isPending } = useSeccion(pacienteId, 'impresiones', (dp) => dp.impresionesHistoria(pacienteId));
  const [nueva, setNueva] = useState(false);
  const [editando, setEditando] = useState<ImpresionLeida | null>(null);
  return (
    <>
      <BarraSeccion titulo="Impresión general" activo={activo} etiqueta="Nueva impresión" onNuevo={() => setNueva(true)} />
      {!isPending && data.length === 0 && <SinRegistros />}
      {data.map((i) => (
        <Paper key={i.id} variant="outlined" sx={{ p: 2, mb: 1 }}>
          <Typography variant="caption">
            {formatearFecha(i.fecha)} · {i.terapeuta}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', my: 1 }}>
            {i.descripcion}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {i.diagnosticos.map((d) => (
              <Chip
                key={`${d.sistema}-${d.codigo}`}
                size="small"
                label={d.sistema === 'cie10' ? `${conPunto(d.codigo)} ${d.descripcion}` : `DSM ${d.descripcion}`}
              />
            ))}
            {activo && (
              <Button size="small" onClick={() => setEditando(i)}>
                Actualizar diagnóstico
              </Button>
            )}
          </Stack>
        </Paper>
      ))}
      {nueva && <NuevaImpresion pacienteId={pacienteId} onCerrar={() => setNueva(false)} />}
      {editando && <ActualizarDiagnostico pacienteId={pacienteId} impresion={editando} onCerrar={() => setEditando(null)} />}
    </>
  );
};
