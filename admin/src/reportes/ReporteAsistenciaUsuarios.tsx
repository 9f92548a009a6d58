import { DataTable, SearchInput } from 'react-admin';
import { ConId } from '../comun/ConId';
import { EntradaFecha } from '../comun/CampoFecha';
import { TextoAjustado } from '../comun/TextoAjustado';
import type { FilaAsistenciaUsuario } from '../contratos';
import { SinDatos } from '../shell/SinDatos';
import { ListaDeReporte } from './comun';
import { ID_TOTALES, pieTotalesAsistencia } from './TotalesAsistencia';

type Fila = FilaAsistenciaUsuario;

const filtros = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Paciente, documento, terapeuta o entidad" />,
  <EntradaFecha key="desde" source="desde" label="resources.reportes/asistencia-usuarios.fields.desde" alwaysOn />,
  <EntradaFecha key="hasta" source="hasta" label="resources.reportes/asistencia-usuarios.fields.hasta" alwaysOn />,
];

const Pie = pieTotalesAsistencia('asistencia-usuarios');

const pct = (n: number) => `${n.toLocaleString('es-CO', { maximumFractionDigits: 2 })} %`;

/** Attendance by user (spec 3 §2.2 item 9, /reportes/asistencia-usuarios): per patient done, cancelled and neither with their shares and the total, and the 'Total' row of the whole filter. */
export const ReporteAsistenciaUsuarios = () => (
  <ListaDeReporte
    recurso="reportes/asistencia-usuarios"
    recursoExcel="reporte-asistencia-usuarios"
    filtros={filtros}
    orden={{ field: 'paciente', order: 'ASC' }}
  >
    <DataTable<Fila> rowClick={false} bulkActionButtons={false} empty={<SinDatos />} foot={Pie}>
      <DataTable.Col<Fila>
        source="paciente"
        render={(a) =>
          a.id === ID_TOTALES ? (
            'Total'
          ) : (
            <ConId id={a.id}>
              <TextoAjustado texto={`${a.paciente} (${a.documento})`} ancho={260} />
            </ConId>
          )
        }
      />
      <DataTable.Col<Fila> source="realizadas" align="right" />
      <DataTable.Col<Fila> source="porcentajeRealizadas" disableSort align="right" render={(a) => pct(a.porcentajeRealizadas)} />
      <DataTable.Col<Fila> source="canceladas" align="right" />
      <DataTable.Col<Fila> source="porcentajeCanceladas" disableSort align="right" render={(a) => pct(a.porcentajeCanceladas)} />
      <DataTable.Col<Fila> source="ninguna" align="right" />
      <DataTable.Col<Fila> source="porcentajeNinguna" disableSort align="right" render={(a) => pct(a.porcentajeNinguna)} />
      <DataTable.Col<Fila> source="total" align="right" />
    </DataTable>
  </ListaDeReporte>
);
