import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Button, useDataProvider, useListContext } from 'react-admin';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { ProgresoExportacion } from '../exportaciones/ProgresoExportacion';
import { useExportacion } from '../exportaciones/useExportacion';

/**
 * The quarter variant's PDF of a chosen evaluation period (spec 3 §2.2 item 3: all, 1, 2 or 3) over the list's
 * filter (patient or all, or therapist, quarter and year); the job's progress and the download as any export.
 */
export const BotonPdfPeriodo = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { filterValues } = useListContext();
  const [periodo, setPeriodo] = useState<'todos' | 1 | 2 | 3>('todos');
  const { seguimiento, enCurso, exportar, descargar } = useExportacion('informe-objetivos-periodo', (d) => dataProvider.solicitarObjetivosPeriodo(d));
  const f = filterValues ?? {};
  const completo = Boolean((f.paciente || f.terapeuta) && f.trimestre && f.anio);
  const pedir = () =>
    exportar({
      ...(f.terapeuta ? { terapeuta: f.terapeuta } : { paciente: f.paciente }),
      trimestre: Number(f.trimestre),
      anio: Number(f.anio),
      periodo,
      ...(f.sede ? { sede: f.sede } : {}),
    });
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexShrink: 0 }} data-seccion="pdf-periodo">
      <TextField
        select
        size="small"
        name="periodo"
        label="Periodo"
        value={periodo}
        onChange={(e) => setPeriodo(e.target.value === 'todos' ? 'todos' : (Number(e.target.value) as 1 | 2 | 3))}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="todos">Todos</MenuItem>
        {[1, 2, 3].map((p) => (
          <MenuItem key={p} value={p}>
            Periodo {p}
          </MenuItem>
        ))}
      </TextField>
      <Button label="PDF del periodo" onClick={pedir} disabled={!completo || enCurso} data-accion="pdf-periodo" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} />
      {seguimiento && <ProgresoExportacion seguimiento={seguimiento} onDescargar={() => seguimiento.id !== null && void descargar(seguimiento.id)} />}
    </Box>
  );
};
