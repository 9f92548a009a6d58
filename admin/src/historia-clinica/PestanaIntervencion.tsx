import { Form, FormDataConsumer, useInput, useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CampoFecha } from '../comun/CampoFecha';
import { hoyDelServidor } from '../comun/reloj';
import { TextoCorto } from '../comun/TextoCorto';
import { TIPOS_SESION_OPCIONES } from '../contratos';
import { formatearFecha } from '../formato';
import { BarraSeccion, Encabezados, SinRegistros } from './Seccion';
import { useSeccion } from './useHistoria';

const hoy = hoyDelServidor;
const haceUnMes = () => {
  const d = new Date(`${hoy()}T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};

/** An end of the range as a react-admin input (dd/mm/aaaa); marked when the range is inverted. */
const FechaDelRango = ({ source, invertido = false }: { source: 'desde' | 'hasta'; invertido?: boolean }) => {
  const t = useTranslate();
  const { field } = useInput({ source });
  return (
    <CampoFecha
      name={field.name}
      label={t(`resources.historia-evoluciones.fields.${source}`)}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      error={invertido}
    />
  );
};

/** The evolved sessions of the range typed. */
const Evoluciones = ({ pacienteId, desde, hasta }: { pacienteId: string; desde: string; hasta: string }) => {
  const valido = !!desde && !!hasta && desde <= hasta;
  const { data = [] } = useSeccion(pacienteId, `evoluciones-${desde}-${hasta}`, (dp) =>
    valido ? dp.evolucionesHistoria(pacienteId, desde, hasta) : Promise.resolve([]),
  );
  const t = useTranslate();
  return (
    <>
      {data.length === 0 ? (
        <SinRegistros />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {data.length} {data.length === 1 ? 'evolución' : 'evoluciones'} en el rango
          </Typography>
          <Table size="small" data-tabla="evoluciones">
            <Encabezados
              recurso="historia-evoluciones"
              columnas={['fecha', 'especialidad', 'terapeuta', 'tipo', 'estrategias', 'estadoPaciente', 'evolucion']}
            />
            <TableBody>
              {data.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>
                    {formatearFecha(e.fecha)} {e.horaInicio}
                    {e.atrasada && <Chip size="small" color="warning" label={t('resources.historia-clinica.atrasada')} sx={{ ml: 1 }} />}
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

/** Tab 6: the therapeutic intervention plan — the patient's evolved sessions in a date range (the sessions read model). */
export const PestanaIntervencion = ({ pacienteId }: { pacienteId: string }) => (
  <>
    <BarraSeccion titulo="resources.historia-evoluciones.titulo" activo={false} />
    <Form defaultValues={{ desde: haceUnMes(), hasta: hoy() }} resource="historia-evoluciones">
      <FormDataConsumer>
        {({ formData }) => {
          const desde = String(formData.desde ?? '');
          const hasta = String(formData.hasta ?? '');
          return (
            <>
              <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
                <FechaDelRango source="desde" />
                <FechaDelRango source="hasta" invertido={!!desde && !!hasta && desde > hasta} />
              </Stack>
              <Evoluciones pacienteId={pacienteId} desde={desde} hasta={hasta} />
            </>
          );
        }}
      </FormDataConsumer>
    </Form>
  </>
);
