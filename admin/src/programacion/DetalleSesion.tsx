import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ESTADOS_SESION, textoTipoSesion, textoUnidades, type SesionLeida } from '../contratos';
import { formatearFecha, formatearHorario, formatearMoneda } from '../formato';
import { FotoPaciente, useFotosPacientes } from './FotoPaciente';
import { useSedes } from '../shell/useSedes';

const OTRAS_ETIQUETAS: Readonly<Record<string, string>> = { sede: 'Sede', canceladaPor: 'Cancelada por' };

const Dato = ({ etiqueta, valor, pista }: { etiqueta: string; valor: string; pista?: string }) => {
  const translate = useTranslate();
  return (
    <Box data-dato={etiqueta}>
      <Typography variant="caption" color="text.secondary">
        {translate(`resources.sesiones.fields.${etiqueta}`, { _: OTRAS_ETIQUETAS[etiqueta] ?? etiqueta })}
      </Typography>
      <Typography title={pista}>{valor || '—'}</Typography>
    </Box>
  );
};

/** A session's data, as the calendar and the agenda show it. */
export const DetalleSesion = ({ sesion, conValores = false }: { sesion: SesionLeida; conValores?: boolean }) => {
  const fotos = useFotosPacientes([sesion]);
  const { nombreSede } = useSedes();
  return (
    <Box data-detalle-sesion sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <FotoPaciente nombre={sesion.pacienteNombre} foto={fotos[sesion.pacienteId]} tamano={48} />
        <Dato etiqueta="pacienteNombre" valor={sesion.pacienteNombre} />
      </Box>
      <Dato etiqueta="pacienteDocumento" valor={sesion.pacienteDocumento} />
      <Dato etiqueta="fecha" valor={formatearFecha(sesion.fecha)} />
      <Dato etiqueta="horario" valor={formatearHorario(sesion.horaInicio, sesion.horaFin)} />
      <Dato etiqueta="unidades" valor={textoUnidades(sesion.unidades)} />
      <Dato etiqueta="tipo" valor={textoTipoSesion(sesion.tipo)} />
      <Dato etiqueta="lugar" valor={sesion.lugar} />
      <Dato etiqueta="sede" valor={nombreSede(sesion.sede)} />
      <Dato etiqueta="estado" valor={ESTADOS_SESION.find((e) => e.id === sesion.estado)?.nombre ?? ''} />
      <Dato etiqueta="terapeutaNombre" valor={sesion.terapeutaNombre} />
      <Dato etiqueta="especialidad" valor={sesion.especialidad} />
      {conValores && <Dato etiqueta="entidad" valor={`${sesion.entidadNombre} · ${sesion.coberturaCodigo}`} />}
      {conValores && <Dato etiqueta="valorCopago" valor={`${formatearMoneda(sesion.valor)} / ${formatearMoneda(sesion.copago)}`} />}
      {sesion.canceladaPor && (
        // The person's name (issue 27 item 8); their login only on hover.
        <Dato
          etiqueta="canceladaPor"
          valor={sesion.canceladaPorNombre ?? sesion.canceladaPor}
          pista={sesion.canceladaPorNombre && sesion.canceladaPorNombre !== sesion.canceladaPor ? `Usuario: ${sesion.canceladaPor}` : undefined}
        />
      )}
      {sesion.motivoCancelacion && <Dato etiqueta="motivoCancelacion" valor={sesion.motivoCancelacion} />}
      {sesion.fechaEvolucion && <Dato etiqueta="fechaEvolucion" valor={`${formatearFecha(sesion.fechaEvolucion)}${sesion.atrasada ? ' (atrasada)' : ''}`} />}
    </Box>
  );
};
