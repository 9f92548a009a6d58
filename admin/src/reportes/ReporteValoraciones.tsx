import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useDataProvider, useTranslate } from 'react-admin';
import { usePermisos } from '../acceso/permisos';
import { ESTADOS_VALORACION, MENSAJES_VALORACION, type FilaValoracion } from '../contratos';
import { formatearFecha } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { useSedes } from '../shell/useSedes';
import { SinDatos } from '../shell/SinDatos';
import { DialogoInformeValoracion } from './DialogoInformeValoracion';

type Opcion = { id: string; nombre: string };
const TIPO: Record<FilaValoracion['tipo'], string> = { Evaluacion: 'Evaluación', Reevaluacion: 'Reevaluación' };

/**
 * Evaluation report (spec 3 §2.2 item 14, /reportes/valoraciones): the branch (only for whoever may choose
 * it: roles 1, 19, 20, 23), the patient, 'Buscar'; the patient's evaluations with their badge and, per
 * row, the PDF 'Informe clínico de valoración' (recommendations asked in a dialog, progress, download).
 */
export const ReporteValoraciones = () => {
  const t = useTranslate();
  const campo = (c: string) => t(`resources.reportes/valoraciones.fields.${c}`);
  const { tiene } = usePermisos();
  const eligeSede = tiene('capacidad.elegir-sede-valoraciones');
  const { sedes } = useSedes();
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const [sede, setSede] = useState('todas');
  const [texto, setTexto] = useState('');
  const [paciente, setPaciente] = useState<Opcion | null>(null);
  const [buscado, setBuscado] = useState<Opcion | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [exportando, setExportando] = useState<FilaValoracion | null>(null);
  const sedeElegida = eligeSede && sede !== 'todas' ? sede : undefined;

  const opciones = useQuery({ queryKey: ['valoraciones-pacientes', texto, sedeElegida], queryFn: () => dataProvider.pacientesValoracion(texto, sedeElegida) });
  const filas = useQuery({
    queryKey: ['valoraciones', buscado?.id, sedeElegida],
    enabled: buscado !== null,
    queryFn: () =>
      dataProvider.getList<FilaValoracion>('reportes/valoraciones', {
        filter: { paciente: buscado!.id, ...(sedeElegida ? { sede: sedeElegida } : {}) },
        pagination: { page: 1, perPage: 500 },
        sort: { field: 'fecha', order: 'DESC' },
      }),
  });

  const buscar = () => {
    if (!paciente) {
      setAviso(MENSAJES_VALORACION.parametrosIncompletos);
      setBuscado(null);
      return;
    }
    setAviso(null);
    setBuscado(paciente);
  };

  return (
    <Box sx={{ p: 2 }} data-pantalla="valoraciones">
      <Paper sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {eligeSede && (
          <TextField
            select
            size="small"
            label="Sede"
            value={sede}
            onChange={(e) => setSede(e.target.value)}
            sx={{ minWidth: 180 }}
            slotProps={{ htmlInput: { 'data-filtro': 'sede' } }}
          >
            <MenuItem value="todas">Todas las sedes</MenuItem>
            {sedes.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.nombre}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Autocomplete
          size="small"
          sx={{ minWidth: 360, flex: 1, maxWidth: 520 }}
          options={opciones.data ?? []}
          value={paciente}
          filterOptions={(x) => x}
          getOptionLabel={(o) => o.nombre}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, v) => setPaciente(v)}
          onInputChange={(_, v, razon) => razon === 'input' && setTexto(v)}
          noOptionsText="Sin pacientes"
          renderInput={(p) => <TextField {...p} label="Paciente" name="paciente" />}
        />
        <Button variant="contained" onClick={buscar} data-accion="buscar">
          Buscar
        </Button>
      </Paper>
      {aviso && (
        <Alert severity="warning" sx={{ mt: 2 }} data-aviso="filtro">
          {aviso}
        </Alert>
      )}
      {buscado && filas.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {(filas.error as Error).message}
        </Alert>
      )}
      {buscado && filas.data && (
        <Paper sx={{ mt: 2 }}>
          {filas.data.data.length === 0 ? (
            <SinDatos />
          ) : (
            <Table size="small" data-tabla="valoraciones">
              <TableHead>
                <TableRow>
                  {['fecha', 'terapeuta', 'paciente', 'tipo', 'estado'].map((c) => (
                    <TableCell key={c}>{campo(c)}</TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {filas.data.data.map((f) => (
                  <TableRow key={f.id} data-fila={f.fecha}>
                    <TableCell>{formatearFecha(f.fecha)}</TableCell>
                    <TableCell>{f.terapeuta}</TableCell>
                    <TableCell>{f.paciente}</TableCell>
                    <TableCell>{TIPO[f.tipo]}</TableCell>
                    <TableCell>
                      <Chip size="small" label={ESTADOS_VALORACION[f.estado]} color={f.estado === 1 ? 'success' : 'warning'} />
                    </TableCell>
                    <TableCell align="right">
                      <Button size="small" startIcon={<PictureAsPdfIcon />} onClick={() => setExportando(f)} data-accion="exportar-pdf">
                        Exportar PDF
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
      )}
      {exportando && (
        <DialogoInformeValoracion
          abierto
          onCerrar={() => setExportando(null)}
          paciente={exportando.pacienteId}
          nombrePaciente={exportando.paciente}
          fecha={exportando.fecha}
        />
      )}
    </Box>
  );
};
