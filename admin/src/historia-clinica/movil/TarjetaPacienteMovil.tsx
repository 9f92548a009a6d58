import { useState } from 'react';
import { useTranslate } from 'react-admin';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FotoPaciente } from '../../comun/FotoPaciente';
import type { ResumenHistoria } from '../../contratos';
import { formatearFecha } from '../../formato';
import { edadEnTexto } from '../TarjetaPaciente';

/** The patient card on a phone: the whole header is the touch target that opens and closes the details. */
export const TarjetaPacienteMovil = ({ resumen }: { resumen: ResumenHistoria }) => {
  const t = useTranslate();
  const [abierta, setAbierta] = useState(false);
  const p = resumen.paciente;
  return (
    <Paper variant="outlined" sx={{ mb: 1.5, overflowWrap: 'anywhere' }} data-tarjeta-paciente>
      <ButtonBase
        onClick={() => setAbierta(!abierta)}
        aria-expanded={abierta}
        aria-label={t(`resources.historia-clinica.${abierta ? 'contraerDatos' : 'expandirDatos'}`)}
        sx={{ width: '100%', minHeight: 72, p: 1.5, gap: 1.5, justifyContent: 'flex-start', textAlign: 'left' }}
      >
        <FotoPaciente paciente={p} tamano={56} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {p.nombre} {p.confidencial && <LockIcon fontSize="small" titleAccess="Historia confidencial" data-candado sx={{ verticalAlign: 'text-bottom' }} />}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {edadEnTexto(p.edad)}
          </Typography>
          {p.estado !== 1 && <Chip size="small" color="error" label={t('resources.historia-clinica.pacienteInactivo')} sx={{ mt: 0.5 }} />}
        </Box>
        {abierta ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ButtonBase>
      <Collapse in={abierta}>
        <Box sx={{ px: 2, pb: 1.5 }}>
          <Typography variant="body2">
            {p.tipoDocumento} {p.numeroDocumento}
          </Typography>
          <Typography variant="body2">Fecha de nacimiento: {formatearFecha(p.fechaNacimiento)}</Typography>
          <Typography variant="body2">Edad: {edadEnTexto(p.edad)}</Typography>
          {p.diagnostico && <Typography variant="body2">Diagnóstico: {p.diagnostico}</Typography>}
        </Box>
      </Collapse>
    </Paper>
  );
};
