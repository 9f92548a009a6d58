import { DataTable, SearchInput } from 'react-admin';
import { EntradaFecha } from '../comun/CampoFecha';
import type { FilaAsistencia } from '../contratos';
import { formatearFecha } from '../formato';
import { SinDatos } from '../shell/SinDatos';
import { ListaDeReporte } from './comun';
import { ID_TOTALES, pieTotalesAsistencia } from './TotalesAsistencia';

type Fila = FilaAsistencia;

const filtros = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Paciente, documento, terapeuta o entidad" />,
  <EntradaFecha key="desde" source="desde" alwaysOn />,
  <EntradaFecha key="hasta" source="hasta" alwaysOn />,
];

const Pie = pieTotalesAsistencia('asistencia-por-fecha');

const pct = (n: number) => `${n.toLocaleString('es-CO', { maximumFractionDigits: 2 })} %`;

/** Attendance by date (spec 3 §2.2 item 8, /reportes/asistencia-por-fecha): per day done, cancelled and neither with their shares and the total, and the 'Total' row of the whole filter. */
export const ReporteAsistenciaPorFecha = () => (
  <ListaDeReporte
    recurso="reportes/asistencia-por-fecha"
    recursoExcel="reporte-asistencia-por-fecha"
    filtros={filtros}
    orden={{ field: 'fecha', order: 'ASC' }}
  >
    <DataTable<Fila> rowClick={false} bulkActionButtons={false} empty={<SinDatos />} foot={Pie}>
      <DataTable.Col<Fila> source="fecha" render={(a) => (a.id === ID_TOTALES ? 'Total' : formatearFecha(a.fecha))} />
      <DataTable.Col<Fila> source="realizadas" disableSort align="right" />
      <DataTable.Col<Fila> source="porcentajeRealizadas" disableSort align="right" render={(a) => pct(a.porcentajeRealizadas)} />
      <DataTable.Col<Fila> source="canceladas" disableSort align="right" />
      <DataTable.Col<Fila> source="porcentajeCanceladas" disableSort align="right" render={(a) => pct(a.porcentajeCanceladas)} />
      <DataTable.Col<Fila> source="ninguna" disableSort align="right" />
      <DataTable.Col<Fila> source="porcentajeNinguna" disableSort align="right" render={(a) => pct(a.porcentajeNinguna)} />
      <DataTable.Col<Fila> source="total" disableSort align="right" />
    </DataTable>
  </ListaDeReporte>
);
