import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useDataProvider, useNotify } from 'react-admin';
import { MOTIVOS_CANCELACION, textoTipoSesion } from '../contratos';
import { CampoFecha } from '../comun/CampoFecha';
import { formatearFecha, formatearHorario } from '../formato';
import { BuscarPaciente, nombrePaciente, type PacienteElegible } from '../coberturas/servicios/BuscarPaciente';
import { hoyDelServidor } from '../comun/reloj';
import { CampoDetalleOtros, motivoCompleto } from './HistorialSesion';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

type Busqueda = { paciente?: string; terapeuta?: string; desde: string; hasta: string };

/** Mass cancellation (/programacion/cancelar-masivo, spec 2): a patient's or a therapist's pending sessions in a range, with one reason. */
export const CancelarMasivo = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const cliente = useQueryClient();
  const [por, setPor] = useState<'paciente' | 'terapeuta'>('paciente');
  const [paciente, setPaciente] = useState<PacienteElegible | null>(null);
  const [terapeuta, setTerapeuta] = useState('');
  const [desde, setDesde] = useState(hoyDelServidor());
  const [hasta, setHasta] = useState(hoyDelServidor());
  const [motivo, setMotivo] = useState('');
  const [detalle, setDetalle] = useState('');
  const [busqueda, setBusqueda] = useState<Busqueda | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const terapeutas = useQuery({ queryKey: ['terapeutas', 'todos'], queryFn: () => dataProvider.terapeutasProgramables(), enabled: por === 'terapeuta' });
  const sesiones = useQuery({
    queryKey: ['sesiones', 'masivo', busqueda],
    queryFn: () => dataProvider.sesionesProgramadas({ ...busqueda!, estado: 3 }),
    enabled: !!busqueda,
  });
  const cancelar = useMutation({
    mutationFn: () => dataProvider.cancelarSesionesMasivo({ ...busqueda!, motivo, ...(motivo === 'Otros' ? { detalle } : {}) }),
    onSuccess: (r) => {
      notify(r.mensaje, { type: 'success' });
      setConfirmando(false);
      void cliente.invalidateQueries({ queryKey: ['sesiones'] });
    },
    onError: (e) => (setConfirmando(false), notify(e.message || 'Ocurrió un error en el servidor.', { type: 'error' })),
  });
  const bloqueado = !!busqueda;
  const elegido = por === 'paciente' ? !!paciente : !!terapeuta;
  const buscar = () => {
    if (!elegido || !desde || !hasta) return notify('Seleccione a quién y las fechas', { type: 'warning' });
    if (hasta < desde) return notify('La fecha final debe ser posterior a la inicial', { type: 'warning' });
    setBusqueda({ ...(por === 'paciente' ? { paciente: paciente!.id } : { terapeuta }), desde, hasta });
  };
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }} data-pantalla="cancelar-masivo">
      <Title title="Cancelación masiva" />
      <FormControl disabled={bloqueado}>
        <FormLabel>Buscar por</FormLabel>
        <RadioGroup row value={por} onChange={(e) => (setPor(e.target.value as 'paciente' | 'terapeuta'), setPaciente(null), setTerapeuta(''))}>
          <FormControlLabel value="paciente" control={<Radio />} label="Paciente" />
          <FormControlLabel value="terapeuta" control={<Radio />} label="Terapeuta" />
        </RadioGroup>
      </FormControl>
      {por === 'paciente' &&
        (paciente ? (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Typography data-paciente-elegido>{nombrePaciente(paciente)}</Typography>
            <MuiButton size="small" disabled={bloqueado} onClick={() => setPaciente(null)}>
              Cambiar paciente
            </MuiButton>
          </Box>
        ) : (
          <BuscarPaciente onElegir={setPaciente} />
        ))}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {por === 'terapeuta' && (
          <TextField
            select
            required
            label="Terapeuta"
            name="terapeuta"
            value={terapeuta}
            onChange={(e) => setTerapeuta(e.target.value)}
            disabled={bloqueado}
            sx={{ minWidth: 260 }}
          >
            {(terapeutas.data ?? []).map((t) => (
              <MenuItem key={t.id} value={t.id}>{`${t.nombres} ${t.apellidos}`}</MenuItem>
            ))}
          </TextField>
        )}
        <CampoFecha label="Desde" name="desde" value={desde} onChange={setDesde} disabled={bloqueado} required />
        <CampoFecha label="Hasta" name="hasta" value={hasta} onChange={setHasta} disabled={bloqueado} required />
        {bloqueado ? (
          <MuiButton onClick={() => setBusqueda(null)}>Otra busqueda</MuiButton>
        ) : (
          <MuiButton variant="contained" onClick={buscar}>
            Buscar
          </MuiButton>
        )}
      </Box>
      {busqueda && sesiones.data && (
        <>
          {sesiones.data.length === 0 ? (
            <Alert severity="info">No hay sesiones pendientes en el rango</Alert>
          ) : (
            <Table size="small" aria-label="Sesiones pendientes">
              <TableHead>
                <TableRow>
                  <TableCell>Paciente</TableCell>
                  <TableCell>Fecha</TableCell>
                  <TableCell>Horario</TableCell>
                  <TableCell>Terapeuta</TableCell>
                  <TableCell>Tipo</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sesiones.data.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell>{s.pacienteNombre}</TableCell>
                    <TableCell>{formatearFecha(s.fecha)}</TableCell>
                    <TableCell>{formatearHorario(s.horaInicio, s.horaFin)}</TableCell>
                    <TableCell>{s.terapeutaNombre}</TableCell>
                    <TableCell>{textoTipoSesion(s.tipo)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {sesiones.data.length > 0 && (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <TextField
                select
                required
                label="Motivo de cancelación"
                name="motivo"
                value={motivo}
                onChange={(e) => setMotivo(e.target.value)}
                sx={{ minWidth: 320 }}
              >
                {MOTIVOS_CANCELACION.map((m) => (
                  <MenuItem key={m} value={m}>
                    {m}
                  </MenuItem>
                ))}
              </TextField>
              <CampoDetalleOtros motivo={motivo} valor={detalle} onCambio={setDetalle} />
              <MuiButton
                color="error"
                variant="contained"
                disabled={!motivoCompleto(motivo, detalle) || cancelar.isPending}
                onClick={() => setConfirmando(true)}
              >
                Cancelar todas
              </MuiButton>
              {!motivo && (
                <Typography variant="body2" color="text.secondary">
                  Seleccione el motivo
                </Typography>
              )}
            </Box>
          )}
          <Confirm
            isOpen={confirmando}
            title="Cancelar sesiones"
            content={`Se cancelarán ${sesiones.data.length} sesiones pendientes con el motivo '${motivo}'.`}
            confirm="Cancelar todas"
            cancel="Volver"
            onConfirm={() => cancelar.mutate()}
            onClose={() => setConfirmando(false)}
          />
        </>
      )}
    </Box>
  );
};
