import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { Navigate, useSearchParams } from 'react-router';
import { usePermisos } from '../acceso/permisos';
import { PantallaCargando } from '../shell/PantallaCargando';
import { PestanaAccesos } from './PestanaAccesos';
import { PestanaAntecedentes } from './PestanaAntecedentes';
import { PestanaExamenes } from './PestanaExamenes';
import { PestanaImpresion } from './PestanaImpresion';
import { PestanaIntervencion } from './PestanaIntervencion';
import { PestanaMotivos } from './PestanaMotivos';
import { PestanaPlanes } from './PestanaPlanes';
import { TarjetaPaciente } from './TarjetaPaciente';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { DialogoInformeValoracion } from '../reportes/DialogoInformeValoracion';
import { hoyBogota } from '../reportes/comun';
import { nombrePaciente, useBuscarPaciente } from './useBuscarPaciente';
import { useSeccion } from './useHistoria';
import { rutaHistoriaMovil, useEnviarAVersionMovil } from './movil';

/** Search by surnames, names or document (the server applies the site rules). */
const BuscarPaciente = ({ onElegir }: { onElegir: (id: string) => void }) => {
  const { q, setQ, pacientes, sinResultados } = useBuscarPaciente();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <TextField name="buscarPaciente" label="Buscar paciente" placeholder="Apellidos, nombres o documento" fullWidth value={q} onChange={(e) => setQ(e.target.value)} />
      {sinResultados && <Alert severity="info" sx={{ mt: 1 }}>NO HAY PACIENTES</Alert>}
      {pacientes.length > 0 && (
        <List dense data-resultados-pacientes>
          {pacientes.map((p) => (
            <ListItemButton key={p.id} onClick={() => onElegir(String(p.id))}>
              <ListItemText primary={nombrePaciente(p)} secondary={`${p.tipoDocumento} ${p.numeroDocumento}`} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
};

/** The history's export modal: the 'Informe clínico de valoración' PDF of an evaluation date (issue 11). */
const ExportarValoracion = ({ pacienteId, nombre }: { pacienteId: string; nombre: string }) => {
  const [abierto, setAbierto] = useState(false);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <Button size="small" startIcon={<PictureAsPdfIcon />} onClick={() => setAbierto(true)} data-accion="exportar-valoracion">
        Exportar informe de valoración
      </Button>
      {abierto && <DialogoInformeValoracion abierto elegirFecha onCerrar={() => setAbierto(false)} paciente={pacienteId} nombrePaciente={nombre} fecha={hoyBogota()} />}
    </Box>
  );
};

const PESTANAS = ['Motivos de consulta', 'Antecedentes', 'Impresión general', 'Exámenes', 'Conclusiones y plan', 'Plan de intervención', 'Accesos a la historia'];

const Historia = ({ pacienteId }: { pacienteId: string }) => {
  const [pestana, setPestana] = useState(0);
  const { tiene } = usePermisos();
  const { data: resumen, error, isPending } = useSeccion(pacienteId, 'resumen', (dp) => dp.resumenHistoria(pacienteId));
  if (isPending) return <PantallaCargando />;
  // A confidential history answers 403 with the spec's words: shown as is, nothing else of it.
  if (error || !resumen) return <Alert severity="warning">{error instanceof Error ? error.message : 'No se encontraron datos'}</Alert>;
  const activo = resumen.paciente.estado === 1;
  return (
    <>
      <TarjetaPaciente resumen={resumen} />
      <ExportarValoracion pacienteId={pacienteId} nombre={resumen.paciente.nombre} />
      <Tabs value={pestana} onChange={(_, v: number) => setPestana(v)} variant="scrollable" sx={{ mb: 2 }}>
        {PESTANAS.filter((_, i) => i < 6 || tiene('acceso.auditoria')).map((p) => (
          <Tab key={p} label={p} />
        ))}
      </Tabs>
      <Box>
        {pestana === 0 && <PestanaMotivos pacienteId={pacienteId} activo={activo} />}
        {pestana === 1 && <PestanaAntecedentes pacienteId={pacienteId} activo={activo} />}
        {pestana === 2 && <PestanaImpresion pacienteId={pacienteId} activo={activo} />}
        {pestana === 3 && <PestanaExamenes pacienteId={pacienteId} activo={activo} />}
        {pestana === 4 && <PestanaPlanes pacienteId={pacienteId} activo={activo} />}
        {pestana === 5 && <PestanaIntervencion pacienteId={pacienteId} />}
        {pestana === 6 && <PestanaAccesos pacienteId={pacienteId} />}
      </Box>
    </>
  );
};

/** /historiaClinica/historia (spec 2 'Clinical history'): find a patient, then the card and the tabs. `?paciente=<id>` opens one. */
export const PantallaHistoria = () => {
  const [parametros, setParametros] = useSearchParams();
  const pacienteId = parametros.get('paciente');
  // A phone goes to the mobile screen with the chosen patient, unless it asked for 'Ver versión completa'.
  const movil = useEnviarAVersionMovil();
  if (movil) return <Navigate to={rutaHistoriaMovil(pacienteId)} replace />;
  return (
    <Box sx={{ p: 2 }}>
      <BuscarPaciente onElegir={(id) => setParametros({ paciente: id })} />
      {pacienteId && <Historia key={pacienteId} pacienteId={pacienteId} />}
    </Box>
  );
};
