import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router';
import { PantallaCargando } from '../../shell/PantallaCargando';
import { nombrePaciente, useBuscarPaciente } from '../useBuscarPaciente';
import { useSeccion } from '../useHistoria';
import { AntecedentesMovil, EvolucionesMovil, ExamenesMovil, ImpresionesMovil, MotivosMovil, PlanesMovil } from './SeccionesMovil';
import { TarjetaPacienteMovil } from './TarjetaPacienteMovil';
import { elegirVersionCompleta, rutaHistoriaCompleta } from './versionCompleta';

/** The same search as the desktop history (the server applies the site rules), with rows a finger can hit. */
const BuscarPacienteMovil = ({ onElegir }: { onElegir: (id: string) => void }) => {
  const t = useTranslate();
  const { q, setQ, pacientes, sinResultados } = useBuscarPaciente();
  const elegir = (id: string) => {
    setQ('');
    onElegir(id);
  };
  return (
    <Box sx={{ mb: 1.5 }}>
      <TextField
        name="buscarPaciente"
        label={t('resources.historia-clinica.buscarPaciente')}
        placeholder={t('resources.historia-clinica.buscarPlaceholder')}
        fullWidth
        value={q}
        onChange={(e) => setQ(e.target.value)}
        slotProps={{ htmlInput: { type: 'search', autoComplete: 'off' } }}
      />
      {sinResultados && (
        <Alert severity="info" sx={{ mt: 1 }}>
          NO HAY PACIENTES
        </Alert>
      )}
      {pacientes.length > 0 && (
        <List data-resultados-pacientes sx={{ overflowWrap: 'anywhere' }}>
          {pacientes.map((p) => (
            <ListItemButton key={p.id} divider sx={{ minHeight: 56 }} onClick={() => elegir(String(p.id))}>
              <ListItemText primary={nombrePaciente(p)} secondary={`${p.tipoDocumento} ${p.numeroDocumento}`} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
};

const SECCIONES: { clave: string; titulo: string; contenido: (pacienteId: string, activo: boolean) => ReactNode }[] = [
  { clave: 'motivos', titulo: 'Motivos de consulta', contenido: (id, activo) => <MotivosMovil pacienteId={id} activo={activo} /> },
  { clave: 'antecedentes', titulo: 'Antecedentes', contenido: (id, activo) => <AntecedentesMovil pacienteId={id} activo={activo} /> },
  { clave: 'impresiones', titulo: 'Impresión general y diagnósticos', contenido: (id) => <ImpresionesMovil pacienteId={id} /> },
  { clave: 'examenes', titulo: 'Exámenes', contenido: (id) => <ExamenesMovil pacienteId={id} /> },
  { clave: 'planes', titulo: 'Conclusiones y plan de tratamiento', contenido: (id) => <PlanesMovil pacienteId={id} /> },
  { clave: 'evoluciones', titulo: 'Evoluciones de los últimos 30 días', contenido: (id) => <EvolucionesMovil pacienteId={id} /> },
];

/** The card, then the six sections as stacked accordions; a section is read (and audited) only when opened. */
const HistoriaMovil = ({ pacienteId }: { pacienteId: string }) => {
  const [abierta, setAbierta] = useState<string | false>(false);
  const { data: resumen, error, isPending } = useSeccion(pacienteId, 'resumen', (dp) => dp.resumenHistoria(pacienteId));
  if (isPending) return <PantallaCargando />;
  // A confidential history answers 403 with the spec's words: shown as is, nothing else of it.
  if (error || !resumen) return <Alert severity="warning">{error instanceof Error ? error.message : 'No se encontraron datos'}</Alert>;
  const activo = resumen.paciente.estado === 1;
  return (
    <>
      <TarjetaPacienteMovil resumen={resumen} />
      {SECCIONES.map((s) => (
        <Accordion
          key={s.clave}
          disableGutters
          expanded={abierta === s.clave}
          onChange={(_, abrir) => setAbierta(abrir ? s.clave : false)}
          slotProps={{ transition: { unmountOnExit: true } }}
          data-seccion-movil={s.clave}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 56 }}>
            <Typography sx={{ fontWeight: 600 }}>{s.titulo}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: 1.5 }}>{s.contenido(pacienteId, activo)}</AccordionDetails>
        </Accordion>
      ))}
    </>
  );
};

/** /historiaClinica/historia-movil: the clinical history on a phone; `?paciente=<id>` opens one. */
export const PantallaHistoriaMovil = () => {
  const [parametros, setParametros] = useSearchParams();
  const pacienteId = parametros.get('paciente');
  return (
    <Box sx={{ p: 1, width: '100%', maxWidth: 640, mx: 'auto', boxSizing: 'border-box', overflowWrap: 'anywhere' }} data-historia-movil>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button component={Link} to={rutaHistoriaCompleta(pacienteId)} onClick={elegirVersionCompleta} startIcon={<OpenInFullIcon />} sx={{ minHeight: 48 }}>
          Ver versión completa
        </Button>
      </Box>
      <BuscarPacienteMovil onElegir={(id) => setParametros({ paciente: id })} />
      {pacienteId ? (
        <HistoriaMovil key={pacienteId} pacienteId={pacienteId} />
      ) : (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          Busque un paciente por apellidos, nombres o documento.
        </Typography>
      )}
    </Box>
  );
};
