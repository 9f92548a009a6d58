import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ESPECIALIDADES, MENSAJES_OBJETIVOS, rangoDeInicioObjetivo, textoDe } from '../contratos';
import { CampoFecha } from '../comun/CampoFecha';
import { formatearFecha } from '../formato';
import { hoyDelServidor } from '../comun/reloj';
import { useDataProvider } from 'react-admin';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { finDeTrimestre } from './proveedorObjetivos';
import { useAccionObjetivo } from './useAccionObjetivo';
import { useCierreConConfirmacion } from '../programacion/ConfirmarDescarte';

const normalizar = (t: string) => t.trim().toLocaleLowerCase('es');

/** 'Nuevo objetivo': the objective, exactly three distinct tasks and the start date; shows the completion date it will get. */
export const DialogoNuevoObjetivo = ({ paciente, especialidad, onCerrar }: { paciente: string; especialidad: number; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const [objetivo, setObjetivo] = useState('');
  const [tareas, setTareas] = useState<[string, string, string]>(['', '', '']);
  const [fechaInicio, setFechaInicio] = useState('');
  const guardar = useAccionObjetivo(
    () =>
      dataProvider.crearObjetivo({
        paciente,
        especialidad,
        objetivo: objetivo.trim(),
        tareas: tareas.map((t) => t.trim()) as [string, string, string],
        fechaInicio,
      }),
    onCerrar,
  );
  const llenas = tareas.every((t) => t.trim() !== '');
  const repetidas = llenas && new Set(tareas.map(normalizar)).size < 3;
  const rango = rangoDeInicioObjetivo(hoyDelServidor());
  const fueraDeRango = !!fechaInicio && (fechaInicio < rango.desde || fechaInicio > rango.hasta);
  const falta = !objetivo.trim() || !llenas || !fechaInicio;
  const escrito = objetivo.trim() !== '' || tareas.some((t) => t.trim() !== '') || fechaInicio !== '';
  const { cerrar, confirmacion } = useCierreConConfirmacion(escrito, onCerrar);
  return (
    <Dialog open onClose={cerrar} maxWidth="sm" fullWidth data-dialogo="nuevo-objetivo">
      <DialogTitle>Nuevo objetivo · {textoDe(ESPECIALIDADES, especialidad)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField name="objetivo" label="Objetivo" required multiline minRows={2} value={objetivo} onChange={(e) => setObjetivo(e.target.value)} />
        {tareas.map((t, i) => (
          <TextField
            key={i}
            name={`tarea${i + 1}`}
            label={`Tarea ${i + 1}`}
            required
            value={t}
            onChange={(e) => setTareas((prev) => prev.map((x, j) => (j === i ? e.target.value : x)) as [string, string, string])}
          />
        ))}
        <CampoFecha
          name="fechaInicio"
          label="Fecha de inicio"
          required
          value={fechaInicio}
          onChange={setFechaInicio}
          error={fueraDeRango}
          helperText={
            fueraDeRango
              ? MENSAJES_OBJETIVOS.inicioFueraDeRango(rango.desde, rango.hasta)
              : `Entre el ${formatearFecha(rango.desde)} y el ${formatearFecha(rango.hasta)}`
          }
        />
        <Typography data-fecha-fin>Fecha de cumplimiento: {fechaInicio ? formatearFecha(finDeTrimestre(fechaInicio)) : '—'}</Typography>
        {repetidas && <Typography color="error">{MENSAJES_OBJETIVOS.tareasIguales}</Typography>}
      </DialogContent>
      <DialogActions>
        {falta && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', ml: 2 }}>
            Faltan campos por llenar
          </Typography>
        )}
        <Button onClick={cerrar}>Cancelar</Button>
        <Button variant="contained" disabled={falta || repetidas || fueraDeRango || guardar.isPending} onClick={() => guardar.mutate(undefined)}>
          Guardar
        </Button>
      </DialogActions>
      {confirmacion}
    </Dialog>
  );
};
