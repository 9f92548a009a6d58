import Box from '@mui/material/Box';
import { Button, Form, required, SelectInput, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { ProgresoExportacion } from '../exportaciones/ProgresoExportacion';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { usePedidoPdf } from './usePedidoPdf';

const RECURSO = 'filtro-objetivos-trimestre';

/**
 * The quarter variant's PDF of a chosen evaluation period (spec 3 §2.2 item 3: all, 1, 2 or 3) over the list's
 * filter (patient or all, or therapist, quarter and year); the job's progress and the download as any export.
 */
export const BotonPdfPeriodo = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const { filterValues } = useListContext();
  const { seguimiento, enCurso, descargar, pedir } = usePedidoPdf('informe-objetivos-periodo', (d) => dataProvider.solicitarObjetivosPeriodo(d));
  const f = filterValues ?? {};
  const completo = Boolean((f.paciente || f.terapeuta) && f.trimestre && f.anio);
  const generar = (v: Record<string, unknown>) =>
    pedir({
      ...(f.terapeuta ? { terapeuta: f.terapeuta } : { paciente: f.paciente }),
      trimestre: Number(f.trimestre),
      anio: Number(f.anio),
      periodo: v.periodo === 'todos' ? 'todos' : Number(v.periodo),
      ...(f.sede ? { sede: f.sede } : {}),
    });
  const periodos = [
    { id: 'todos', name: t(`resources.${RECURSO}.periodos.todos`) },
    ...[1, 2, 3].map((n) => ({ id: n, name: t(`resources.${RECURSO}.periodos.periodoN`, { n }) })),
  ];
  return (
    <Form defaultValues={{ periodo: 'todos' }} onSubmit={generar} resource={RECURSO} noValidate>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexShrink: 0 }} data-seccion="pdf-periodo">
        <SelectInput source="periodo" choices={periodos} validate={required()} helperText={false} sx={{ minWidth: 120, m: 0 }} />
        <Button
          label={t(`resources.${RECURSO}.pdfDelPeriodo`)}
          type="submit"
          disabled={!completo || enCurso}
          data-accion="pdf-periodo"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        />
        {seguimiento && <ProgresoExportacion seguimiento={seguimiento} onDescargar={() => seguimiento.id !== null && void descargar(seguimiento.id)} />}
      </Box>
    </Form>
  );
};
