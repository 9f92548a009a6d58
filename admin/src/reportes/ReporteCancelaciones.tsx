import { DataTable, SearchInput, useListContext, type SearchInputProps } from 'react-admin';
import { usePermisos } from '../acceso/permisos';
import { EntradaFecha } from '../comun/CampoFecha';
import { TextoCorto } from '../comun/TextoCorto';
import { TextoAjustado } from '../comun/TextoAjustado';
import { MENSAJES_REPORTES, type FilaCancelacion } from '../contratos';
import { formatearFecha, formatearFechaHora } from '../formato';
import { SinDatos } from '../shell/SinDatos';
import { useSedes } from '../shell/useSedes';
import { ListaDeReporte, problemaDelFiltro, type ReglasReporte } from './comun';

type Fila = FilaCancelacion;

const REGLAS: ReglasReporte = { faltanFechas: MENSAJES_REPORTES.requerido, noFuturas: true, sedeObligatoria: true };

/** The search stays disabled until the dates (and the site, for whoever picks it) are filled (spec 3 §2.2 item 7). */
const BusquedaCancelaciones = (props: SearchInputProps) => {
  const { filterValues } = useListContext();
  const { tiene } = usePermisos();
  return <SearchInput {...props} disabled={Boolean(problemaDelFiltro(filterValues ?? {}, REGLAS, tiene('capacidad.todas-las-sedes')))} />;
};

const filtros = [
  <BusquedaCancelaciones key="q" source="q" alwaysOn placeholder="Paciente, documento, terapeuta o entidad" />,
  <EntradaFecha key="desde" source="desde" alwaysOn />,
  <EntradaFecha key="hasta" source="hasta" alwaysOn />,
];

/** Cancellation report (spec 3 §2.2 item 7, /reportes/cancelaciones): cancelled sessions, who cancelled, why and when; dates and site required, not after today. */
export const ReporteCancelaciones = () => {
  const { nombreSede } = useSedes();
  return (
    <ListaDeReporte
      recurso="reportes/cancelaciones"
      recursoExcel="reporte-cancelaciones"
      filtros={filtros}
      orden={{ field: 'fecha', order: 'ASC' }}
      reglas={REGLAS}
    >
      <DataTable<Fila> rowClick={false} bulkActionButtons={false} empty={<SinDatos />} hiddenColumns={['lugar', 'canceladaEn', 'sede']}>
        <DataTable.Col<Fila> source="paciente" render={(c) => <TextoAjustado texto={c.paciente} ancho={180} />} />
        <DataTable.Col<Fila>
          source="fecha"
          render={(c) => (
            <>
              {formatearFecha(c.fecha)}
              <br />
              <span style={{ whiteSpace: 'nowrap' }}>{c.hora}</span>
            </>
          )}
        />
        <DataTable.Col<Fila> source="terapeutaNombre" render={(c) => <TextoAjustado texto={c.terapeutaNombre} ancho={140} />} />
        <DataTable.Col<Fila> source="especialidad" disableSort />
        <DataTable.Col<Fila> source="lugar" disableSort />
        <DataTable.Col<Fila> source="entidad" render={(c) => <TextoAjustado texto={c.entidad} ancho={120} />} />
        <DataTable.Col<Fila> source="motivo" disableSort render={(c) => <TextoCorto texto={c.motivo ?? ''} ancho={140} />} />
        <DataTable.Col<Fila> source="canceladaPor" disableSort />
        <DataTable.Col<Fila> source="canceladaEn" disableSort render={(c) => (c.canceladaEn ? formatearFechaHora(c.canceladaEn) : '')} />
        <DataTable.Col<Fila> source="sede" disableSort render={(c) => <TextoCorto texto={nombreSede(c.sede)} ancho={110} />} />
      </DataTable>
    </ListaDeReporte>
  );
};
