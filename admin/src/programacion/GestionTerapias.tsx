import { useState } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import { usePermisos } from '../acceso/permisos';
import { DIAS_ATRAS_GESTION_TERAPIAS, textoTipoSesion, textoUnidades, type SesionLeida } from '../contratos';
import { CampoFecha } from '../comun/CampoFecha';
import { formatearFecha, formatearHorario } from '../formato';
import { BuscarPaciente, nombrePaciente, type PacienteElegible } from '../coberturas/servicios/BuscarPaciente';
import { hoyDelServidor } from '../comun/reloj';
import { sumarDias } from './fechas';
import { DialogoCancelarEnGestion } from './DialogoCancelarEnGestion';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

const SIN_BUSQUEDA = 'Debe seleccionar un paciente y la fecha de la sesion';

/** One session's cancellation (/dashboard/gestion-terapias, spec 2 'Single session cancellation'): patient and a date of the last 5 days. */
export const GestionTerapias = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const navegar = useNavigate();
  const { tiene } = usePermisos();
  const hoy = hoyDelServidor();
  const [paciente, setPaciente] = useState<PacienteElegible | null>(null);
  const [fecha, setFecha] = useState(hoy);
  const [buscada, setBuscada] = useState<{ paciente: string; fecha: string } | null>(null);
  const [cancelar, setCancelar] = useState<SesionLeida | null>(null);
  const fueraDeRango = !!fecha && (fecha < sumarDias(hoy, -DIAS_ATRAS_GESTION_TERAPIAS) || fecha > hoy);
  const sesiones = useQuery({
    queryKey: ['sesiones', 'gestion', buscada],
    queryFn: () => dataProvider.sesionesProgramadas({ paciente: buscada!.paciente, desde: buscada!.fecha, hasta: buscada!.fecha, estado: 3 }),
    enabled: !!buscada,
  });
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }} data-pantalla="gestion-terapias">
      <Title title="Gestión de terapias" />
      {paciente ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Typography data-paciente-elegido>{nombrePaciente(paciente)}</Typography>
          <MuiButton size="small" onClick={() => (setPaciente(null), setBuscada(null))}>
            Cambiar paciente
          </MuiButton>
        </Box>
      ) : (
        <BuscarPaciente onElegir={setPaciente} />
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <CampoFecha
          label="Fecha de la sesión"
          name="fecha"
          value={fecha}
          onChange={setFecha}
          required
          error={fueraDeRango}
          helperText={fueraDeRango ? 'Desde hace 5 días hasta hoy' : undefined}
        />
        <MuiButton
          variant="contained"
          onClick={() => (!paciente || !fecha || fueraDeRango ? notify(SIN_BUSQUEDA, { type: 'warning' }) : setBuscada({ paciente: paciente.id, fecha }))}
        >
          Buscar sesiones
        </MuiButton>
      </Box>
      {buscada && sesiones.data?.length === 0 && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary">No hay sesiones pendientes del paciente en la fecha</Typography>
          {/* Scheduling from here opens the calendar's own dialog with the patient chosen (issue 27 item 9). */}
          {tiene('programacion.citas') && (
            <MuiButton
              size="small"
              data-accion="programar-paciente"
              onClick={() => navegar(`/programacion/programacion-citas?${new URLSearchParams({ paciente: buscada.paciente })}`)}
            >
              Programar sesiones
            </MuiButton>
          )}
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {(sesiones.data ?? []).map((s) => (
          <Card key={s.id} variant="outlined" data-sesion={s.id}>
            <CardContent>
              <Typography sx={{ fontWeight: 'bold' }}>{s.pacienteNombre}</Typography>
              <Typography>{`${formatearFecha(s.fecha)} · ${formatearHorario(s.horaInicio, s.horaFin)}`}</Typography>
              <Typography>{s.terapeutaNombre}</Typography>
              <Typography color="text.secondary">{`${textoUnidades(s.unidades)} · ${textoTipoSesion(s.tipo)}`}</Typography>
            </CardContent>
            <CardActions>
              <MuiButton color="error" onClick={() => setCancelar(s)}>
                Cancelar registro
              </MuiButton>
            </CardActions>
          </Card>
        ))}
      </Box>
      {cancelar && <DialogoCancelarEnGestion sesion={cancelar} onCerrar={() => setCancelar(null)} />}
    </Box>
  );
};
