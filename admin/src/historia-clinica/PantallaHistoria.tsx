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
import { useGetList } from 'react-admin';
import { useSearchParams } from 'react-router';
import type { PacienteEnLista } from '../contratos';
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
import { useSeccion } from './useHistoria';

const nombre = (p: PacienteEnLista) => [p.primerNombre, p.segundoNombre, p.primerApellido, p.segundoApellido].filter(Boolean).join(' ');

/** Search by surnames, names or document (the server applies the site rules). */
const BuscarPaciente = ({ onElegir }: { onElegir: (id: string) => void }) => {
  const [q, setQ] = useState('');
  const buscar = q.trim().length >= 2;
  const { data = [], isPending } = useGetList<PacienteEnLista>(
    'historia-clinica/pacientes',
    { filter: { q: q.trim() }, pagination: { page: 1, perPage: 10 }, sort: { field: 'primerApellido', order: 'ASC' } },
    { enabled: buscar },
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <TextField name="buscarPaciente" label="Buscar paciente" placeholder="Apellidos, nombres o documento" fullWidth value={q} onChange={(e) => setQ(e.target.value)} />
      {buscar && !isPending && data.length === 0 && <Alert severity="info" sx={{ mt: 1 }}>NO HAY PACIENTES</Alert>}
      {buscar && data.length > 0 && (
        <List dense data-resultados-pacientes>
          {data.map((p) => (
            <ListItemButton key={p.id} onClick={() => onElegir(String(p.id))}>
              <ListItemText primary={nombre(p)} secondary={`${p.tipoDocumento} ${p.numeroDocumento}`} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
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
  return (
    <Box sx={{ p: 2 }}>
      <BuscarPaciente onElegir={(id) => setParametros({ paciente: id })} />
      {pacienteId && <Historia key={pacienteId} pacienteId={pacienteId} />}
    </Box>
  );
};
