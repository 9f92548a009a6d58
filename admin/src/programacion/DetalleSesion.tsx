import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ESTADOS_SESION, type SesionLeida } from '../contratos';
import { formatearFecha, formatearMoneda } from '../formato';

const Dato = ({ etiqueta, valor }: { etiqueta: string; valor: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {etiqueta}
    </Typography>
    <Typography>{valor || '—'}</Typography>
  </Box>
);

/** A session's data, as the calendar and the agenda show it. */
export const DetalleSesion = ({ sesion, conValores = false }: { sesion: SesionLeida; conValores?: boolean }) => (
  <Box data-detalle-sesion sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
    <Dato etiqueta="Paciente" valor={sesion.pacienteNombre} />
    <Dato etiqueta="Documento" valor={sesion.pacienteDocumento} />
    <Dato etiqueta="Fecha" valor={formatearFecha(sesion.fecha)} />
    <Dato etiqueta="Horario" valor={`${sesion.horaInicio} – ${sesion.horaFin}`} />
    <Dato etiqueta="Unidades" valor={String(sesion.unidades)} />
    <Dato etiqueta="Tipo" valor={sesion.tipo} />
    <Dato etiqueta="Lugar" valor={sesion.lugar} />
    <Dato etiqueta="Estado" valor={ESTADOS_SESION.find((e) => e.id === sesion.estado)?.nombre ?? ''} />
    <Dato etiqueta="Terapeuta" valor={sesion.terapeutaNombre} />
    <Dato etiqueta="Especialidad" valor={sesion.especialidad} />
    {conValores && <Dato etiqueta="Entidad" valor={`${sesion.entidadNombre} · ${sesion.coberturaCodigo}`} />}
    {conValores && <Dato etiqueta="Valor / copago" valor={`${formatearMoneda(sesion.valor)} / ${formatearMoneda(sesion.copago)}`} />}
    {sesion.motivoCancelacion && <Dato etiqueta="Motivo de cancelación" valor={sesion.motivoCancelacion} />}
    {sesion.fechaEvolucion && <Dato etiqueta="Evolucionada" valor={`${formatearFecha(sesion.fechaEvolucion)}${sesion.atrasada ? ' (atrasada)' : ''}`} />}
  </Box>
);
