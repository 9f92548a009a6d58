import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CampoFecha } from '../comun/CampoFecha';
import { BarraSeccion, SinRegistros } from './Seccion';
import { useSeccion } from './useHistoria';

const hoy = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Bogota' });
const haceUnMes = () => {
  const d = new Date(`${hoy()}T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};

/** Tab 6: the therapeutic intervention plan — the patient's evolutions in a date range (filled once scheduling exists). */
export const PestanaIntervencion = ({ pacienteId }: { pacienteId: string }) => {
  const [desde, setDesde] = useState(haceUnMes);
  const [hasta, setHasta] = useState(hoy);
  const valido = !!desde && !!hasta && desde <= hasta;
  const { data = [] } = useSeccion(pacienteId, `evoluciones-${desde}-${hasta}`, (dp) => (valido ? dp.evolucionesHistoria(pacienteId, desde, hasta) : Promise.resolve([])));
  return (
    <>
      <BarraSeccion titulo="Plan de intervención terapéutica" activo={false} />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <CampoFecha name="desde" label="Desde" value={desde} onChange={setDesde} />
        <CampoFecha name="hasta" label="Hasta" value={hasta} onChange={setHasta} error={!!desde && !!hasta && desde > hasta} />
      </Stack>
      {data.length === 0 ? <SinRegistros /> : <Typography>{data.length} evoluciones en el rango</Typography>}
    </>
  );
};
