import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  Button,
  ColumnsButton,
  DataTable,
  Form,
  List,
  NumberInput,
  Pagination,
  RadioButtonGroupInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
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
import { formatearFecha } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { SinDatos } from '../shell/SinDatos';
import { hoyBogota, ListaDeReporte, TAMANOS_PAGINA } from './comun';
import { BotonPdfPeriodo } from './BotonPdfPeriodo';
import { PersonaDeFormulario } from './PersonaDeFormulario';

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

type Quien = 'todos' | 'paciente' | 'terapeuta';
type ValoresTrimestre = { quien: Quien; paciente: Persona | null; terapeuta: Persona | null; trimestre: number | null; anio: number | null };
const RECURSO_FILTRO = 'filtro-objetivos-trimestre';

/** The filter's fields: who (a new choice drops the person chosen), quarter and year. */
const CamposTrimestre = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const { setValue } = useFormContext<ValoresTrimestre>();
  const quien = useWatch<ValoresTrimestre, 'quien'>({ name: 'quien' });
  const anterior = useRef(quien);
  useEffect(() => {
    if (anterior.current === quien) return;
    anterior.current = quien;
    setValue('paciente', null);
    setValue('terapeuta', null);
  }, [quien, setValue]);
  return (
    <>
      <RadioButtonGroupInput
        source="quien"
        row
        choices={(['todos', 'paciente', 'terapeuta'] as const).map((id) => ({ id, name: t(`resources.${RECURSO_FILTRO}.quien.${id}`) }))}
        helperText={false}
        sx={{ m: 0 }}
      />
      {quien !== 'todos' && (
        <Box sx={{ minWidth: 280 }}>
          <PersonaDeFormulario key={quien} source={quien} buscar={(q) => dataProvider.personasObjetivosLogros(quien, q)} isRequired />
        </Box>
      )}
      <SelectInput
        source="trimestre"
        choices={[1, 2, 3, 4].map((n) => ({ id: n, name: t(`resources.${RECURSO_FILTRO}.trimestreN`, { n }) }))}
        isRequired
        helperText={false}
        sx={{ width: 170, m: 0 }}
      />
      <NumberInput source="anio" isRequired min={ANIO_MINIMO_REPORTE_OBJETIVOS} max={anioActual()} step={1} helperText={false} sx={{ width: 110, m: 0 }} />
      <Button label={t('ra.action.search')} variant="contained" type="submit" data-accion="buscar-trimestre" />
    </>
  );
};

/** The variant's filter form: who (all patients, one patient or one therapist), quarter and year, then 'Buscar'. */
const FiltroTrimestre = () => {
  const { filterValues, setFilters } = useListContext();
  const [aviso, setAviso] = useState<string | null>(null);
  const buscar = (v: Record<string, unknown>) => {
    const { quien, paciente, terapeuta, trimestre, anio } = v as ValoresTrimestre;
    const filtro: Record<string, unknown> = {
      modo: 'trimestre',
      ...(quien === 'todos' ? { paciente: 'todos' } : quien === 'paciente' ? { paciente: paciente?.id } : { terapeuta: terapeuta?.id }),
      trimestre: trimestre ? Number(trimestre) : undefined,
      anio: anio ? Number(anio) : undefined,
      ...(filterValues.sede ? { sede: filterValues.sede } : {}),
    };
    const problema = problemaDelTrimestre(filtro);
    setAviso(problema);
    if (!problema) setFilters(filtro, {});
  };
  const iniciales: ValoresTrimestre = {
    quien: filterValues.terapeuta ? 'terapeuta' : filterValues.paciente && filterValues.paciente !== 'todos' ? 'paciente' : 'todos',
    paciente: null,
    terapeuta: null,
    trimestre: filterValues.trimestre ? Number(filterValues.trimestre) : null,
    anio: Number(filterValues.anio ?? anioActual()),
  };
  return (
    <Form defaultValues={iniciales} onSubmit={buscar} resource={RECURSO_FILTRO} noValidate>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', p: 2 }} data-seccion="filtro-trimestre">
        <CamposTrimestre />
        {aviso && (
          <Alert severity="warning" data-aviso="filtro">
            {aviso}
          </Alert>
        )}
      </Box>
    </Form>
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
  const t = useTranslate();
  const [modo, setModo] = useState<'fechas' | 'trimestre'>('fechas');
  return (
    <Box>
      <Tabs value={modo} onChange={(_, v) => setModo(v)} sx={{ px: 2 }}>
        <Tab value="fechas" label={t(`resources.${RECURSO_FILTRO}.modos.fechas`)} data-modo="fechas" />
        <Tab value="trimestre" label={t(`resources.${RECURSO_FILTRO}.modos.trimestre`)} data-modo="trimestre" />
      </Tabs>
      {modo === 'fechas' ? <PorFechas /> : <PorTrimestre />}
    </Box>
  );
};
