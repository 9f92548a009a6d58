import { useState } from 'react';
import { useTranslate } from 'react-admin';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockIcon from '@mui/icons-material/Lock';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FotoPaciente } from '../comun/FotoPaciente';
import type { ResumenHistoria } from '../contratos';
import { formatearFecha } from '../formato';

const CHEQUEO: { clave: keyof ResumenHistoria['hoy']; nombre: string }[] = [
  { clave: 'motivo', nombre: 'Motivo de consulta' },
  { clave: 'antecedente', nombre: 'Antecedentes' },
  { clave: 'impresion', nombre: 'Impresión general' },
  { clave: 'examen', nombre: 'Exámenes' },
  { clave: 'plan', nombre: 'Plan de tratamiento' },
];

/** '3 años y 1 mes'. */
export const edadEnTexto = ({ anios, meses }: { anios: number; meses: number }) =>
  `${anios} ${anios === 1 ? 'año' : 'años'} y ${meses} ${meses === 1 ? 'mes' : 'meses'}`;

/** The collapsible patient card: photo, name, birth date, age, padlock, 'Paciente Inactivo', and today's checklist. */
export const TarjetaPaciente = ({ resumen }: { resumen: ResumenHistoria }) => {
  const t = useTranslate();
  const [abierta, setAbierta] = useState(true);
  const p = resumen.paciente;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-tarjeta-paciente>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <FotoPaciente paciente={p} tamano={56} />
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2">
            {p.nombre} {p.confidencial && <LockIcon fontSize="small" titleAccess="Historia confidencial" data-candado />}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {p.tipoDocumento} {p.numeroDocumento}
          </Typography>
        </Box>
        {p.estado !== 1 && <Chip color="error" label={t('resources.historia-clinica.pacienteInactivo')} />}
        <IconButton aria-label={t(`resources.historia-clinica.${abierta ? 'contraer' : 'expandir'}`)} onClick={() => setAbierta(!abierta)}>
          {abierta ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </Box>
      <Collapse in={abierta}>
        <Stack direction="row" spacing={4} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="body2">Fecha de nacimiento: {formatearFecha(p.fechaNacimiento)}</Typography>
          <Typography variant="body2">Edad: {edadEnTexto(p.edad)}</Typography>
          {p.diagnostico && <Typography variant="body2">Diagnóstico: {p.diagnostico}</Typography>}
        </Stack>
        {/* Wraps on a tablet (1024 px): in one row the chips pushed the whole history 124 px sideways. */}
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }} data-chequeo>
          <AssignmentIcon color="action" />
          <Typography variant="body2">Registrado hoy:</Typography>
          {CHEQUEO.map(({ clave, nombre }) => (
            <Tooltip key={clave} title={`${nombre}: ${resumen.hoy[clave] ? 'registrado hoy' : 'sin registro hoy'}`}>
              <Chip
                size="small"
                variant={resumen.hoy[clave] ? 'filled' : 'outlined'}
                color={resumen.hoy[clave] ? 'success' : 'default'}
                icon={resumen.hoy[clave] ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
                label={nombre}
                data-chequeo-item={clave}
                data-hecho={resumen.hoy[clave] ? 'si' : 'no'}
              />
            </Tooltip>
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
};
