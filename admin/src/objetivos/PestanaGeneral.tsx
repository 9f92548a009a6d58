import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ESPECIALIDADES, textoDe, textoIndiceAtencion, type ResumenEspecialidad } from '../contratos';
import { formatearFecha } from '../formato';
import { FotoPaciente } from '../comun/FotoPaciente';
import type { ResumenObjetivos } from './proveedorObjetivos';

/** A specialty's average as a circle with its label; '--' when nothing is rated yet. */
export const CirculoProgreso = ({ valor }: { valor: number | null }) => (
  <Box sx={{ position: 'relative', display: 'inline-flex' }} data-circulo-progreso={valor ?? '--'}>
    <CircularProgress variant="determinate" value={valor ?? 0} size={72} thickness={5} color={valor === null ? 'inherit' : valor >= 60 ? 'success' : 'error'} />
    <Box sx={{ inset: 0, position: 'absolute', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {valor === null ? '--' : `${valor}%`}
      </Typography>
    </Box>
  </Box>
);

const TarjetaEspecialidad = ({ e }: { e: ResumenEspecialidad }) => {
  const t = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1, justifyItems: 'center', textAlign: 'center' }} data-resumen-especialidad={e.especialidad}>
      <Typography sx={{ fontWeight: 600 }}>{textoDe(ESPECIALIDADES, e.especialidad)}</Typography>
      <CirculoProgreso valor={e.confidencial ? null : e.promedio} />
      <Typography variant="body2">Líder: {e.lider?.nombre ?? 'Sin líder'}</Typography>
      {e.confidencial ? (
        <Chip size="small" label={t('resources.objetivos.confidencial')} color="warning" />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Por evaluar: {e.porEvaluar} · Por confirmar: {e.porConfirmar} · Evaluados: {e.evaluados}
        </Typography>
      )}
    </Paper>
  );
};

/** 'Información general': the patient, the attention index, the leader and average of each specialty. */
export const PestanaGeneral = ({ resumen }: { resumen: ResumenObjetivos & { indiceAtencion?: number | null } }) => {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }} data-seccion="paciente">
        <FotoPaciente paciente={resumen.paciente} />
        <Typography variant="h6">{resumen.paciente.nombre}</Typography>
        <Typography>Fecha de nacimiento: {formatearFecha(resumen.paciente.fechaNacimiento) || '—'}</Typography>
        <Typography
          title="Sesiones realizadas ÷ (realizadas + canceladas) de los últimos 90 días"
          data-indice-atencion={textoIndiceAtencion(resumen.indiceAtencion ?? null)}
        >
          Índice de atención: {textoIndiceAtencion(resumen.indiceAtencion ?? null)}
        </Typography>
        {resumen.paciente.confidencial && <Chip label={t('resources.objetivos.historiaConfidencial')} color="warning" size="small" />}
        {resumen.paciente.estado !== 1 && <Chip label={t('resources.objetivos.inactivo')} size="small" />}
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {resumen.especialidades.map((e) => (
          <TarjetaEspecialidad key={e.especialidad} e={e} />
        ))}
      </Box>
    </Box>
  );
};
