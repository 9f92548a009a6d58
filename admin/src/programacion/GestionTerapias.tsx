import { useState } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type FieldValues } from 'react-hook-form';
import { Form, required, Title, useDataProvider, useTranslate, type Validator } from 'react-admin';
import { useNavigate } from 'react-router';
import { usePermisos } from '../acceso/permisos';
import { DIAS_ATRAS_GESTION_TERAPIAS, textoTipoSesion, textoUnidades, type SesionLeida } from '../contratos';
import { formatearFecha, formatearHorario } from '../formato';
import { hoyDelServidor } from '../comun/reloj';
import { sumarDias } from './fechas';
import { DialogoCancelarEnGestion } from './DialogoCancelarEnGestion';
import { AvisoSiInvalido, EntradaPaciente, pacienteDe } from './EntradasFiltro';
import { EntradaFechaSesion } from './programar/Entradas';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

const RECURSO = 'gestion-terapias';
const clave = (k: string) => `resources.${RECURSO}.${k}`;
const texto = (v: unknown) => (typeof v === 'string' ? v : '');
const fueraDeRango = (fecha: string, hoy: string) => !!fecha && (fecha < sumarDias(hoy, -DIAS_ATRAS_GESTION_TERAPIAS) || fecha > hoy);
const enRango =
  (hoy: string): Validator =>
  (v: unknown) =>
    fueraDeRango(texto(v), hoy) ? clave('fueraDeRango') : undefined;
const sinBusqueda = () => clave('sinBusqueda');

/** Patient and session date; the date out of the last days is flagged as it is typed. */
const Filtro = ({ hoy, onCambiarPaciente }: { hoy: string; onCambiarPaciente: () => void }) => {
  const t = useTranslate();
  const fecha = texto(useWatch({ name: 'fecha' }));
  return (
    <>
      <EntradaPaciente validate={required()} cambiar={t(clave('cambiarPaciente'))} onCambiar={onCambiarPaciente} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mt: 2 }}>
        <EntradaFechaSesion source="fecha" validate={[required(), enRango(hoy)]} aviso={fueraDeRango(fecha, hoy) ? t(clave('fueraDeRango')) : undefined} />
        <MuiButton type="submit" variant="contained">
          {t(clave('buscarSesiones'))}
        </MuiButton>
      </Box>
      <AvisoSiInvalido mensaje={sinBusqueda} />
    </>
  );
};

/** One session's cancellation (/dashboard/gestion-terapias, spec 2 'Single session cancellation'): patient and a date of the last 5 days. */
export const GestionTerapias = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const navegar = useNavigate();
  const { tiene } = usePermisos();
  const hoy = hoyDelServidor();
  const [buscada, setBuscada] = useState<{ paciente: string; fecha: string } | null>(null);
  const [cancelar, setCancelar] = useState<SesionLeida | null>(null);
  const sesiones = useQuery({
    queryKey: ['sesiones', 'gestion', buscada],
    queryFn: () => dataProvider.sesionesProgramadas({ paciente: buscada!.paciente, desde: buscada!.fecha, hasta: buscada!.fecha, estado: 3 }),
    enabled: !!buscada,
  });
  const buscar = (v: FieldValues) => {
    const paciente = pacienteDe(v.paciente);
    if (paciente) setBuscada({ paciente: paciente.id, fecha: texto(v.fecha) });
  };
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }} data-pantalla="gestion-terapias">
      <Title title={t(clave('titulo'))} />
      <Form noValidate resource={RECURSO} defaultValues={{ paciente: null, fecha: hoy }} onSubmit={buscar} disableInvalidFormNotification>
        <Filtro hoy={hoy} onCambiarPaciente={() => setBuscada(null)} />
      </Form>
      {buscada && sesiones.data?.length === 0 && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{t(clave('sinSesiones'))}</Typography>
          {/* Scheduling from here opens the calendar's own dialog with the patient chosen (issue 27 item 9). */}
          {tiene('programacion.citas') && (
            <MuiButton
              size="small"
              data-accion="programar-paciente"
              onClick={() => navegar(`/programacion/programacion-citas?${new URLSearchParams({ paciente: buscada.paciente })}`)}
            >
              {t(clave('programarSesiones'))}
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
                {t(clave('cancelarRegistro'))}
              </MuiButton>
            </CardActions>
          </Card>
        ))}
      </Box>
      {cancelar && <DialogoCancelarEnGestion sesion={cancelar} onCerrar={() => setCancelar(null)} />}
    </Box>
  );
};
