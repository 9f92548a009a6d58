import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockIcon from '@mui/icons-material/Lock';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ResumenHistoria } from '../contratos';
import { formatearFecha } from '../formato';

const CHEQUEO: { clave: keyof ResumenHistoria['hoy']; nombre: string }[] = [
  { clave: 'motivo', nombre: 'Motivo de consulta' },
  { clave: 'antecedente', nombre: 'Antecedentes' },
  { clave: 'impresion', nombre: 'Impresión general' },
  { clave: 'examen', nombre: 'Exámenes' },
  { clave: 'plan', nombre: 'Plan de tratamiento' },
];

const edadEnTexto = ({ anios, meses }: { anios: number; meses: number }) => `${anios} ${anios === 1 ? 'año' : 'años'} y ${meses} ${meses === 1 ? 'mes' : 'meses'}`;

/** The patient's photo as an object URL (read through the api, which applies the history's access rules). */
const useFoto = (pacienteId: string, tiene: boolean): string | null => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { data } = useQuery({ queryKey: ['historia', pacienteId, 'foto'], queryFn: () => dataProvider.fotoHistoria(pacienteId), enabled: tiene, retry: false, staleTime: Infinity });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return undefined;
    const nueva = URL.createObjectURL(data.contenido);
    setUrl(nueva);
    return () => URL.revokeObjectURL(nueva);
  }, [data]);
  return url;
};

/** The collapsible patient card: photo, name, birth date, age, padlock, 'Paciente Inactivo', and today's checklist. */
export const TarjetaPaciente = ({ resumen }: { resumen: ResumenHistoria }) => {
  const [abierta, setAbierta] = useState(true);
  const p = resumen.paciente;
  const foto = useFoto(p.id, p.tieneFoto);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-tarjeta-paciente>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar src={foto ?? undefined} alt={p.nombre} sx={{ width: 56, height: 56 }}>
          {p.nombre.slice(0, 1)}
        </Avatar>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2">
            {p.nombre} {p.confidencial && <LockIcon fontSize="small" titleAccess="Historia confidencial" data-candado />}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {p.tipoDocumento} {p.numeroDocumento}
          </Typography>
        </Box>
        {p.estado !== 1 && <Chip color="error" label="Paciente Inactivo" />}
        <IconButton aria-label={abierta ? 'Contraer' : 'Expandir'} onClick={() => setAbierta(!abierta)}>
          {abierta ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </Box>
      <Collapse in={abierta}>
        <Stack direction="row" spacing={4} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Typography variant="body2">Fecha de nacimiento: {formatearFecha(p.fechaNacimiento)}</Typography>
          <Typography variant="body2">Edad: {edadEnTexto(p.edad)}</Typography>
          {p.diagnostico && <Typography variant="body2">Diagnóstico: {p.diagnostico}</Typography>}
        </Stack>
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }} data-chequeo>
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
