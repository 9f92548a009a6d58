import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RegistrarAntecedenteSolicitud } from '../../../libs/src/historia-clinica/contrato';
import { TIPOS_ANTECEDENTE } from '../contratos';
import { formatearFecha } from '../formato';
import { contador, DialogoEntrada } from './DialogoEntrada';
import { FormularioMovil } from './movil/FormularioMovil';
import { BarraSeccion, SinRegistros } from './Seccion';
import { useEntrada, useSeccion } from './useHistoria';

/** 'Nuevo antecedente': type, description and observation, in the desktop's modal or full screen on a phone. */
export const NuevoAntecedente = ({ pacienteId, onCerrar, movil = false }: { pacienteId: string; onCerrar: () => void; movil?: boolean }) => {
  const [tipo, setTipo] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [observacion, setObservacion] = useState('');
  const guardar = useEntrada(pacienteId, (dp, d: RegistrarAntecedenteSolicitud) => dp.registrarAntecedente(pacienteId, d), onCerrar);
  const faltante = !tipo ? 'Elija el tipo' : !descripcion.trim() ? 'Escriba la descripción' : !observacion.trim() ? 'Escriba la observación' : null;
  const Marco = movil ? FormularioMovil : DialogoEntrada;
  return (
    <Marco
      titulo="Nuevo antecedente"
      {...(movil ? {} : { ancho: 'md' as const })}
      onCerrar={onCerrar}
      enviando={guardar.isPending}
      faltante={faltante}
      onGuardar={() => guardar.mutate({ tipo: Number(tipo), descripcion, observacion })}
    >
      <TextField select name="tipo" label="Tipo" required value={tipo} onChange={(e) => setTipo(e.target.value)}>
        {TIPOS_ANTECEDENTE.map((t) => (
          <MenuItem key={t.codigo} value={String(t.codigo)} sx={movil ? { minHeight: 48 } : undefined}>
            {t.nombre}
          </MenuItem>
        ))}
      </TextField>
      <TextField name="descripcion" label="Descripción" required value={descripcion} onChange={(e) => setDescripcion(e.target.value)} />
      <TextField
        name="observacion"
        label="Observación"
        required
        multiline
        minRows={movil ? 5 : 4}
        value={observacion}
        onChange={(e) => setObservacion(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 30000 } }}
        helperText={contador(observacion, 30000)}
      />
    </Marco>
  );
};

/** Tab 2: background, grouped by its five types. */
export const PestanaAntecedentes = ({ pacienteId, activo }: { pacienteId: string; activo: boolean }) => {
  const { data = [], isPending } = useSeccion(pacienteId, 'antecedentes', (dp) => dp.antecedentesHistoria(pacienteId));
  const [nuevo, setNuevo] = useState(false);
  return (
    <>
      <BarraSeccion titulo="Antecedentes" activo={activo} etiqueta="Nuevo antecedente" onNuevo={() => setNuevo(true)} />
      {!isPending && data.length === 0 && <SinRegistros />}
      {TIPOS_ANTECEDENTE.map((t) => {
        const delTipo = data.filter((a) => a.tipo === t.codigo);
        return delTipo.length ? (
          <Paper key={t.codigo} variant="outlined" sx={{ p: 2, mb: 1 }} data-tipo-antecedente={t.codigo}>
            <Typography variant="subtitle1">{t.nombre}</Typography>
            {delTipo.map((a) => (
              <div key={a.id}>
                <Typography variant="body2">
                  <strong>{a.descripcion}</strong> · {formatearFecha(a.fecha)} · {a.terapeuta}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {a.observacion}
                </Typography>
              </div>
            ))}
          </Paper>
        ) : null;
      })}
      {nuevo && <NuevoAntecedente pacienteId={pacienteId} onCerrar={() => setNuevo(false)} />}
    </>
  );
};
