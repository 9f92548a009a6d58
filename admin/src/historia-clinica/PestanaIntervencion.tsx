import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CampoFecha } from '../comun/CampoFecha';
import { hoyDelServidor } from '../comun/reloj';
import { TextoCorto } from '../comun/TextoCorto';
import { TIPOS_SESION_OPCIONES } from '../contratos';
import { formatearFecha } from '../formato';
import { BarraSeccion, SinRegistros } from './Seccion';
import { useSeccion } from './useHistoria';

const hoy = hoyDelServidor;
const haceUnMes = () => {
  const d = new Date(`${hoy()}T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};

/** Tab 6: the therapeutic intervention plan — the patient's evolved sessions in a date range (the sessions read model). */
export const PestanaIntervencion = ({ pacienteId }: { pacienteId: string }) => {
  const [desde, setDesde] = useState(haceUnMes);
  const [hasta, setHasta] = useState(hoy);
  const valido = !!desde && !!hasta && desde <= hasta;
  const { data = [] } = useSeccion(pacienteId, `evoluciones-${desde}-${hasta}`, (dp) =>
    valido ? dp.evolucionesHistoria(pacienteId, desde, hasta) : Promise.resolve([]),
  );
  return (
    <>
      <BarraSeccion titulo="Plan de intervención terapéutica" activo={false} />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <CampoFecha name="desde" label="Desde" value={desde} onChange={setDesde} />
        <CampoFecha name="hasta" label="Hasta" value={hasta} onChange={setHasta} error={!!desde && !!hasta && desde > hasta} />
      </Stack>
      {data.length === 0 ? (
        <SinRegistros />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {data.length} {data.length === 1 ? 'evolución' : 'evoluciones'} en el rango
          </Typography>
          <Table size="small" data-tabla="evoluciones">
            <TableHead>
              <TableRow>
                <TableCell>Fecha</TableCell>
                <TableCell>Especialidad</TableCell>
                <TableCell>Terapeuta</TableCell>
                <TableCell>Tipo</TableCell>
                <TableCell>Estrategias</TableCell>
                <TableCell>Estado del paciente</TableCell>
                <TableCell>Evolución</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>
                    {formatearFecha(e.fecha)} {e.horaInicio}
                    {e.atrasada && <Chip size="small" color="warning" label="Atrasada" sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>{e.especialidad}</TableCell>
                  <TableCell>{e.terapeuta}</TableCell>
                  <TableCell>{TIPOS_SESION_OPCIONES.find((t) => t.id === e.tipo)?.nombre ?? e.tipo}</TableCell>
                  <TableCell>
                    <TextoCorto texto={e.estrategias.join(', ')} ancho={180} />
                  </TableCell>
                  <TableCell>{e.estadoPaciente ?? ''}</TableCell>
                  <TableCell>
                    <TextoCorto texto={e.evolucion ?? ''} ancho={260} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </>
  );
};
