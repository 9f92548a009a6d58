import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Button, ColumnsButton, DataTable, List, Pagination, SearchInput, TopToolbar, useDataProvider, useListContext } from 'react-admin';
import { usePermisos } from '../acceso/permisos';
import { FiltroSede } from '../admisiones/FiltroSede';
import { EntradaFecha } from '../comun/CampoFecha';
import { TextoCorto } from '../comun/TextoCorto';
import { TextoAjustado } from '../comun/TextoAjustado';
import {
  ANIO_MINIMO_REPORTE_OBJETIVOS,
  ESPECIALIDADES,
  MENSAJES_REPORTES_OBJETIVOS,
  TEXTO_PENDIENTE_EVALUAR,
  textoDe,
  textoIndiceAtencion,
  UMBRAL_APROBADO,
  type FilaReporteObjetivo,
} from '../contratos';
import { BotonExportar } from '../exportaciones/BotonExportar';
import { CampoPersona } from '../finanzas/dinero/CampoPersona';
import { formatearFecha } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { SinDatos } from '../shell/SinDatos';
import { hoyBogota, ListaDeReporte, TAMANOS_PAGINA } from './comun';
import { BotonPdfPeriodo } from './BotonPdfPeriodo';

type Fila = FilaReporteObjetivo;
type Persona = { id: string; nombre: string };

/** Green from 60 %, red below, 'Pendiente evaluar' when not rated (spec 3 §2.2 item 3). */
export const PorcentajeObjetivo = ({ porcentaje }: { porcentaje: number | null }) =>
  porcentaje === null || porcentaje === 0 ? (
    <Chip size="small" label={TEXTO_PENDIENTE_EVALUAR} data-porcentaje="pendiente" />
  ) : (
    <Chip
      size="small"
      label={`${porcentaje}%`}
      color={porcentaje >= UMBRAL_APROBADO ? 'success' : 'error'}
      data-porcentaje={porcentaje >= UMBRAL_APROBADO ? 'verde' : 'rojo'}
    />
  );

/** The report's columns, the same in both variants. */
const Tabla = () => {
  const { tiene } = usePermisos();
  return (
    <DataTable<Fila>
      rowClick={false}
      bulkActionButtons={false}
      empty={<SinDatos />}
      hiddenColumns={tiene('capacidad.todas-las-sedes') ? ['especialidad', 'logro'] : ['especialidad', 'logro', 'sedeNombre']}
    >
      <DataTable.Col<Fila> source="paciente" render={(o) => <TextoAjustado texto={o.paciente} ancho={200} />} />
      <DataTable.Col<Fila>
        source="indiceAtencion"
        disableSort
        render={(o) => <span data-indice-atencion={textoIndiceAtencion(o.indiceAtencion)}>{textoIndiceAtencion(o.indiceAtencion)}</span>}
      />
      <DataTable.Col<Fila> source="especialidad" disableSort render={(o) => textoDe(ESPECIALIDADES, o.especialidad)} />
      <DataTable.Col<Fila> source="fechaInicio" render={(o) => formatearFecha(o.fechaInicio)} />
      <DataTable.Col<Fila> source="fechaFin" render={(o) => formatearFecha(o.fechaFin)} />
      <DataTable.Col<Fila> source="objetivo" render={(o) => <TextoCorto texto={o.objetivo} ancho={220} />} />
      <DataTable.Col<Fila> source="logro" disableSort render={(o) => <TextoCorto texto={o.logro ?? ''} ancho={180} />} />
      <DataTable.Col<Fila> source="porcentaje" render={(o) => <PorcentajeObjetivo porcentaje={o.porcentaje} />} />
      <DataTable.Col<Fila> source="terapeuta" render={(o) => <TextoAjustado texto={o.terapeuta} ancho={160} />} />
      <DataTable.Col<Fila> source="estadoNombre" disableSort />
      <DataTable.Col<Fila> source="sedeNombre" disableSort />
    </DataTable>
  );
};

const filtrosPorFechas = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Paciente, terapeuta u objetivo" />,
  <EntradaFecha key="desde" source="desde" alwaysOn />,
  <EntradaFecha key="hasta" source="hasta" alwaysOn />,
];

/** Objectives starting in the range; the attention index at the range's end (capped at today). */
const PorFechas = () => (
  <ListaDeReporte
    recurso="reportes/objetivos-y-logros"
    recursoExcel="reporte-objetivos-y-logros"
    filtros={filtrosPorFechas}
    orden={{ field: 'fechaInicio', order: 'ASC' }}
  >
    <Tabla />
  </ListaDeReporte>
);

// ─── Variant: a patient (or all) or a therapist, a quarter and a year ───

const anioActual = () => Number(hoyBogota().slice(0, 4));

/** What the variant's filter lacks, in the spec's words; null when it may be asked (the server checks the same). */
export function problemaDelTrimestre(f: Record<string, unknown>): string | null {
  const anio = Number(f.anio);
  if ((!f.paciente && !f.terapeuta) || !f.trimestre || !f.anio) return MENSAJES_REPORTES_OBJETIVOS.parametrosIncompletos;
  if (!Number.isInteger(anio) || anio < ANIO_MINIMO_REPORTE_OBJETIVOS || anio > anioActual()) return MENSAJES_REPORTES_OBJETIVOS.anioInvalido(anioActual());
  return null;
}

/** The variant's filter form: who (all patients, one patient or one therapist), quarter and year, then 'Buscar'. */
const FiltroTrimestre = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { filterValues, setFilters } = useListContext();
  const [quien, setQuien] = useState<'todos' | 'paciente' | 'terapeuta'>(
    filterValues.terapeuta ? 'terapeuta' : filterValues.paciente && filterValues.paciente !== 'todos' ? 'paciente' : 'todos',
  );
  const [persona, setPersona] = useState<Persona | null>(null);
  const [trimestre, setTrimestre] = useState<string>(String(filterValues.trimestre ?? ''));
  const [anio, setAnio] = useState<string>(String(filterValues.anio ?? anioActual()));
  const [aviso, setAviso] = useState<string | null>(null);
  const buscar = () => {
    const filtro: Record<string, unknown> = {
      modo: 'trimestre',
      ...(quien === 'todos' ? { paciente: 'todos' } : quien === 'paciente' ? { paciente: persona?.id } : { terapeuta: persona?.id }),
      trimestre: trimestre ? Number(trimestre) : undefined,
      anio: anio ? Number(anio) : undefined,
      ...(filterValues.sede ? { sede: filterValues.sede } : {}),
    };
    const problema = problemaDelTrimestre(filtro);
    setAviso(problema);
    if (!problema) setFilters(filtro, {});
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', p: 2 }} data-seccion="filtro-trimestre">
      <FormControl>
        <FormLabel>Buscar por</FormLabel>
        <RadioGroup
          row
          value={quien}
          onChange={(e) => {
            setQuien(e.target.value as typeof quien);
            setPersona(null);
          }}
        >
          <FormControlLabel value="todos" control={<Radio size="small" />} label="Todos los pacientes" />
          <FormControlLabel value="paciente" control={<Radio size="small" />} label="Un paciente" />
          <FormControlLabel value="terapeuta" control={<Radio size="small" />} label="Un terapeuta" />
        </RadioGroup>
      </FormControl>
      {quien !== 'todos' && (
        <Box sx={{ minWidth: 280 }}>
          <CampoPersona
            key={quien}
            name={quien}
            label={quien === 'paciente' ? 'Paciente' : 'Terapeuta'}
            required
            value={persona}
            onChange={setPersona}
            buscar={(q) => dataProvider.personasObjetivosLogros(quien, q)}
          />
        </Box>
      )}
      <TextField
        select
        fullWidth={false}
        size="small"
        name="trimestre"
        label="Trimestre"
        required
        value={trimestre}
        onChange={(e) => setTrimestre(e.target.value)}
        sx={{ width: 170 }}
      >
        {[1, 2, 3, 4].map((t) => (
          <MenuItem key={t} value={String(t)}>
            Trimestre {t}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth={false}
        size="small"
        type="number"
        name="anio"
        label="Año"
        required
        value={anio}
        onChange={(e) => setAnio(e.target.value)}
        slotProps={{ htmlInput: { min: ANIO_MINIMO_REPORTE_OBJETIVOS, max: anioActual(), step: 1 } }}
        sx={{ width: 110 }}
      />
      <Button label="Buscar" variant="contained" onClick={buscar} data-accion="buscar-trimestre" />
      {aviso && (
        <Alert severity="warning" data-aviso="filtro">
          {aviso}
        </Alert>
      )}
    </Box>
  );
};

const CuerpoTrimestre = () => {
  const { filterValues, total, isPending } = useListContext();
  const problema = problemaDelTrimestre(filterValues ?? {});
  return (
    <>
      <FiltroTrimestre />
      {problema ? (
        <Alert severity="info" sx={{ m: 2 }} data-aviso="filtro">
          {problema}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }} data-total={isPending ? undefined : (total ?? 0)}>
            {isPending ? '\u00a0' : `${total ?? 0} ${total === 1 ? 'registro' : 'registros'}`}
          </Typography>
          <Tabla />
        </>
      )}
    </>
  );
};

const AccionesTrimestre = () => (
  <TopToolbar sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 'auto' }}>
    <FiltroSede />
    <BotonExportar recurso="reporte-objetivos-y-logros" />
    <BotonPdfPeriodo />
    <ColumnsButton />
  </TopToolbar>
);

/** The variant: objectives starting in the chosen quarter of a patient (or all) or a therapist. */
const PorTrimestre = () => (
  <List
    resource="reportes/objetivos-y-logros/trimestre"
    title={false}
    perPage={25}
    sort={{ field: 'fechaInicio', order: 'ASC' }}
    actions={<AccionesTrimestre />}
    pagination={<Pagination rowsPerPageOptions={TAMANOS_PAGINA} />}
    empty={false}
    storeKey="reportes.objetivos-y-logros.trimestre"
    queryOptions={{ enabled: (q) => !problemaDelTrimestre((q.queryKey[2] as { filter?: Record<string, unknown> } | undefined)?.filter ?? {}) }}
  >
    <CuerpoTrimestre />
  </List>
);

/** Objectives and achievements report (spec 3 §2.2 item 3, /reportes/objetivos-y-logros): by dates, or by patient or therapist and quarter. */
export const ReporteObjetivosLogros = () => {
  const [modo, setModo] = useState<'fechas' | 'trimestre'>('fechas');
  return (
    <Box>
      <Tabs value={modo} onChange={(_, v) => setModo(v)} sx={{ px: 2 }}>
        <Tab value="fechas" label="Por fechas" data-modo="fechas" />
        <Tab value="trimestre" label="Por paciente o terapeuta y trimestre" data-modo="trimestre" />
      </Tabs>
      {modo === 'fechas' ? <PorFechas /> : <PorTrimestre />}
    </Box>
  );
};
