import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { SesionLeida } from '../contratos';
import { formatearFecha, formatearHorario } from '../formato';
import { useCierreConConfirmacion } from './ConfirmarDescarte';
import { hoyDelServidor } from '../comun/reloj';
import { type ItemCatalogo } from './proveedorProgramacion';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

export const AVISO_ATRASADA = 'La evolución se hará una fecha posterior a la programación, por lo tanto se pagará a la mitad.';
const FALTAN_CAMPOS = 'Faltan campos por llenar';

/** The evolve form of a pending therapy (spec 2 'Therapist agenda and evolutions'). */
export const DialogoEvolucion = ({ sesion, onCerrar }: { sesion: SesionLeida; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const cliente = useQueryClient();
  const [estrategias, setEstrategias] = useState<ItemCatalogo[]>([]);
  const [material, setMaterial] = useState('');
  const [estadoPaciente, setEstadoPaciente] = useState('');
  const [evolucion, setEvolucion] = useState('');
  const [requiereExamen, setRequiereExamen] = useState(false);
  const catalogoEstrategias = useQuery({
    queryKey: ['catalogo', 'estrategias', sesion.servicio],
    queryFn: () => dataProvider.catalogoDeEvolucion('estrategias', sesion.servicio),
  });
  const catalogoMateriales = useQuery({
    queryKey: ['catalogo', 'materiales', sesion.servicio],
    queryFn: () => dataProvider.catalogoDeEvolucion('materiales', sesion.servicio),
  });
  const atrasada = sesion.fecha < hoyDelServidor();
  const guardar = useMutation({
    mutationFn: () =>
      dataProvider.evolucionarSesion(sesion.id, { estrategias: estrategias.map((e) => e.id), material, estadoPaciente, evolucion, requiereExamen }),
    onSuccess: (r) => {
      notify(r.mensaje, { type: 'success' });
      void cliente.invalidateQueries({ queryKey: ['sesiones'] });
      onCerrar();
    },
    onError: (e) => notify(e.message, { type: 'error' }),
  });
  const { cerrar, confirmacion } = useCierreConConfirmacion(estadoPaciente.trim() !== '' || evolucion.trim() !== '', onCerrar);
  const completo = estrategias.length > 0 && estadoPaciente.trim() !== '' && evolucion.trim() !== '';
  return (
    <>
      <Dialog open onClose={cerrar} maxWidth="md" fullWidth data-dialogo="evolucion">
        <DialogTitle>Evolucionar sesión</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography>
            {sesion.pacienteNombre} ({sesion.pacienteDocumento}) · {formatearFecha(sesion.fecha)} {formatearHorario(sesion.horaInicio, sesion.horaFin)} ·{' '}
            {sesion.especialidad}
          </Typography>
          {atrasada && <Alert severity="warning">{AVISO_ATRASADA}</Alert>}
          <Autocomplete
            multiple
            options={catalogoEstrategias.data ?? []}
            getOptionLabel={(o) => o.descripcion}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={estrategias}
            onChange={(_, v) => setEstrategias(v)}
            noOptionsText="Sin estrategias en el catálogo de la especialidad"
            renderInput={(p) => <TextField {...p} required label="Estrategias" name="estrategias" />}
          />
          <TextField select label="Material" name="material" value={material} onChange={(e) => setMaterial(e.target.value)}>
            <MenuItem value="">Ninguno</MenuItem>
            {(catalogoMateriales.data ?? []).map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {m.descripcion}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            multiline
            minRows={2}
            label="Estado del paciente"
            name="estadoPaciente"
            value={estadoPaciente}
            onChange={(e) => setEstadoPaciente(e.target.value.slice(0, 200))}
            helperText={`${estadoPaciente.length}/200`}
          />
          <TextField
            required
            multiline
            minRows={4}
            label="Descripción de la evolución"
            name="evolucion"
            value={evolucion}
            onChange={(e) => setEvolucion(e.target.value.slice(0, 1000))}
            helperText={`${evolucion.length}/1000`}
          />
          <FormControlLabel
            control={<Checkbox checked={requiereExamen} onChange={(e) => setRequiereExamen(e.target.checked)} name="requiereExamen" />}
            label="Requiere examen"
          />
        </DialogContent>
        <DialogActions>
          {!completo && (
            <Typography variant="body2" color="text.secondary">
              {FALTAN_CAMPOS}: estrategias, estado del paciente y descripción
            </Typography>
          )}
          <Box sx={{ flex: 1 }} />
          <MuiButton onClick={cerrar}>Cancelar</MuiButton>
          <MuiButton
            variant="contained"
            disabled={guardar.isPending}
            onClick={() => (completo ? guardar.mutate() : notify(FALTAN_CAMPOS, { type: 'warning' }))}
          >
            {guardar.isPending ? 'Guardando...' : 'Evolucionar'}
          </MuiButton>
        </DialogActions>
      </Dialog>
      {confirmacion}
    </>
  );
};
