import { DataTable, SelectInput } from 'react-admin';
import { EntradaFecha } from '../comun/CampoFecha';
import { ESTADOS_SESION_PIVOTE, type FilaSesionesTerapeuticas } from '../contratos';
import { SinDatos } from '../shell/SinDatos';
import { ListaDeReporte } from './comun';
import { pieTotalesAsistencia } from './TotalesAsistencia';

type Fila = FilaSesionesTerapeuticas;

const filtros = [
  <EntradaFecha key="desde" source="desde" label="resources.reportes/sesiones-terapeuticas.fields.desde" alwaysOn />,
  <EntradaFecha key="hasta" source="hasta" label="resources.reportes/sesiones-terapeuticas.fields.hasta" alwaysOn />,
  // Without a state the server counts the sessions done (decision 0033): 'Realizadas' is the empty choice.
  <SelectInput
    key="estado"
    source="estado"
    choices={ESTADOS_SESION_PIVOTE.filter((e) => e.codigo !== 1).map((e) => ({ id: e.codigo, name: e.nombre }))}
    emptyText="Realizadas"
    alwaysOn
  />,
];

const Pie = pieTotalesAsistencia('sesiones-terapeuticas');

/**
 * Therapeutic sessions (spec 3 §2.2 item 10, /reportes/sesiones-terapeuticas): 30-minute units of a state (done by default), a pivot of specialties (rows) by modality
 * (Sede, Domicilio, Virtual) with the total column, and the 'Total' row of the whole filter (`/totales`, decision 0033) under them.
 */
export const ReporteSesionesTerapeuticas = () => (
  <ListaDeReporte
    recurso="reportes/sesiones-terapeuticas"
    recursoExcel="reporte-sesiones-terapeuticas"
    filtros={filtros}
    orden={{ field: 'especialidad', order: 'ASC' }}
  >
    <DataTable<Fila> rowClick={false} bulkActionButtons={false} empty={<SinDatos />} foot={Pie}>
      <DataTable.Col<Fila> source="especialidad" disableSort render={(f) => <span data-especialidad={f.especialidad}>{f.especialidad}</span>} />
      <DataTable.Col<Fila> source="sede" disableSort align="right" />
      <DataTable.Col<Fila> source="domicilio" disableSort align="right" />
      <DataTable.Col<Fila> source="virtual" disableSort align="right" />
      <DataTable.Col<Fila> source="total" disableSort align="right" />
    </DataTable>
  </ListaDeReporte>
);
