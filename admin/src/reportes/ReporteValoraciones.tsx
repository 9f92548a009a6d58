import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { Form, required, SelectInput, useDataProvider, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { usePermisos } from '../acceso/permisos';
import { ESTADOS_VALORACION, MENSAJES_VALORACION, type FilaValoracion } from '../contratos';
import { formatearFecha } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { useSedes } from '../shell/useSedes';
import { SinDatos } from '../shell/SinDatos';
import { DialogoInformeValoracion } from './DialogoInformeValoracion';

type Opcion = { id: string; nombre: string };
type Valores = { sede: string; paciente: Opcion | null };
const TIPO: Record<FilaValoracion['tipo'], string> = { Evaluacion: 'Evaluación', Reevaluacion: 'Reevaluación' };
const RECURSO = 'reportes/valoraciones';
/** The filter's labels and texts (the columns keep the report's own). */
const FILTRO = 'filtro-valoraciones';

/** The patient, searched as typed (of the chosen site); the form holds `{ id, nombre }`. */
const PacienteValoracion = ({ sede }: { sede?: string }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const { field } = useInput({ source: 'paciente', defaultValue: null });
  // What is typed before choosing is not the form's value.
  const [texto, setTexto] = useState('');
  const opciones = useQuery({ queryKey: ['valoraciones-pacientes', texto, sede], queryFn: () => dataProvider.pacientesValoracion(texto, sede) });
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 360, flex: 1, maxWidth: 520 }}
      options={opciones.data ?? []}
      value={field.value && typeof field.value === 'object' ? (field.value as Opcion) : null}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.nombre}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, v) => field.onChange(v)}
      onInputChange={(_, v, razon) => razon === 'input' && setTexto(v)}
      noOptionsText={t(`resources.${FILTRO}.sinPacientes`)}
      renderInput={(p) => <TextField {...p} label={t(`resources.${FILTRO}.fields.paciente`)} name={field.name} />}
    />
  );
};

/** The filter and the evaluations of the patient looked up; the site applies at once, the patient on 'Buscar'. */
const Contenido = ({ buscado, aviso, alExportar }: { buscado: Opcion | null; aviso: string | null; alExportar: (f: FilaValoracion) => void }) => {
  const t = useTranslate();
  const campo = (c: string) => t(`resources.${RECURSO}.fields.${c}`);
  const { tiene } = usePermisos();
  const eligeSede = tiene('capacidad.elegir-sede-valoraciones');
  const { sedes } = useSedes();
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const sede = useWatch<Valores, 'sede'>({ name: 'sede' });
  const sedeElegida = eligeSede && sede !== 'todas' ? sede : undefined;
  const filas = useQuery({
    queryKey: ['valoraciones', buscado?.id, sedeElegida],
    enabled: buscado !== null,
    queryFn: () =>
      dataProvider.getList<FilaValoracion>(RECURSO, {
        filter: { paciente: buscado!.id, ...(sedeElegida ? { sede: sedeElegida } : {}) },
        pagination: { page: 1, perPage: 500 },
        sort: { field: 'fecha', order: 'DESC' },
      }),
  });

  return (
    <>
      <Paper sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {eligeSede && (
          <SelectInput
            source="sede"
            choices={[{ id: 'todas', name: t(`resources.${FILTRO}.todasLasSedes`) }, ...sedes.map((s) => ({ id: s.id, name: s.nombre }))]}
            validate={required()}
            helperText={false}
            sx={{ minWidth: 180, m: 0 }}
            slotProps={{ htmlInput: { 'data-filtro': 'sede' } }}
          />
        )}
        <PacienteValoracion sede={sedeElegida} />
        <Button variant="contained" type="submit" data-accion="buscar">
          {t('ra.action.search')}
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
                      <Button size="small" startIcon={<PictureAsPdfIcon />} onClick={() => alExportar(f)} data-accion="exportar-pdf">
                        {t(`resources.${FILTRO}.exportarPdf`)}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
      )}
    </>
  );
};

/**
 * Evaluation report (spec 3 §2.2 item 14, /reportes/valoraciones): the branch (only for whoever may choose
 * it: roles 1, 19, 20, 23), the patient, 'Buscar'; the patient's evaluations with their badge and, per
 * row, the PDF 'Informe clínico de valoración' (recommendations asked in a dialog, progress, download).
 */
export const ReporteValoraciones = () => {
  const [buscado, setBuscado] = useState<Opcion | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [exportando, setExportando] = useState<FilaValoracion | null>(null);

  const buscar = (v: Record<string, unknown>) => {
    const { paciente } = v as Valores;
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
      <Form defaultValues={{ sede: 'todas', paciente: null }} onSubmit={buscar} resource={FILTRO} noValidate>
        <Contenido buscado={buscado} aviso={aviso} alExportar={setExportando} />
      </Form>
      {/* Outside the filter's form: the dialog has its own. */}
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
