import { DataTable, SearchInput } from 'react-admin';
import { usePermisos } from '../acceso/permisos';
import { EntradaFecha } from '../comun/CampoFecha';
import { TextoAjustado } from '../comun/TextoAjustado';
import type { FilaEvolucionSinLogro } from '../contratos';
import { formatearFecha } from '../formato';
import { SinDatos } from '../shell/SinDatos';
import { ListaDeReporte } from './comun';

type Fila = FilaEvolucionSinLogro;

const filtros = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Paciente, documento o terapeuta" />,
  <EntradaFecha key="desde" source="desde" alwaysOn />,
  <EntradaFecha key="hasta" source="hasta" alwaysOn />,
];

/**
 * Evolutions without objective achievement (spec 3 §2.2 item 11, /reportes/evoluciones-sin-logro): sessions evolved
 * in the range whose patient had no objective of that specialty in force on the session's date (decision 0021).
 */
export const ReporteEvolucionesSinLogro = () => {
  const { tiene } = usePermisos();
  return (
    <ListaDeReporte
      recurso="reportes/evoluciones-sin-logro"
      recursoExcel="reporte-evoluciones-sin-logro"
      filtros={filtros}
      orden={{ field: 'fecha', order: 'ASC' }}
    >
      <DataTable<Fila>
        rowClick={false}
        bulkActionButtons={false}
        empty={<SinDatos />}
        hiddenColumns={tiene('capacidad.todas-las-sedes') ? ['documento', 'fechaEvolucion'] : ['documento', 'fechaEvolucion', 'sedeNombre']}
      >
        <DataTable.Col<Fila> source="nombrePaciente" render={(e) => <TextoAjustado texto={e.nombrePaciente} ancho={220} />} />
        <DataTable.Col<Fila> source="documento" disableSort />
        <DataTable.Col<Fila> source="terapeuta" render={(e) => <TextoAjustado texto={e.terapeuta} ancho={180} />} />
        <DataTable.Col<Fila> source="especialidad" />
        <DataTable.Col<Fila> source="fecha" render={(e) => formatearFecha(e.fecha)} />
        <DataTable.Col<Fila> source="fechaEvolucion" disableSort render={(e) => (e.fechaEvolucion ? formatearFecha(e.fechaEvolucion) : '')} />
        <DataTable.Col<Fila> source="tipo" disableSort />
        <DataTable.Col<Fila> source="sedeNombre" disableSort />
      </DataTable>
    </ListaDeReporte>
  );
};
