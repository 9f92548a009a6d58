import Tooltip from '@mui/material/Tooltip';
import { DataTable, SearchInput } from 'react-admin';
import { EntradaFecha } from '../comun/CampoFecha';
import { TextoCorto } from '../comun/TextoCorto';
import { TextoAjustado } from '../comun/TextoAjustado';
import type { FilaMaestro } from '../contratos';
import { formatearFecha } from '../formato';
import { SinDatos } from '../shell/SinDatos';
import { useSedes } from '../shell/useSedes';
import { ListaDeReporte } from './comun';

type Fila = FilaMaestro;

const filtros = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Paciente, documento, terapeuta o entidad" />,
  <EntradaFecha key="desde" source="desde" alwaysOn />,
  <EntradaFecha key="hasta" source="hasta" alwaysOn />,
];

const SIGNIFICADO: Record<string, string> = {
  CE: 'Cancelada',
  EVA: 'Evaluación',
  CYT: 'CYT',
  GTSL: 'GTSL',
  SSR: 'Sesión realizada o programada',
};

/** Master operations report (spec 3 §2.2 item 4, /reportes/maestro): every session of the range with its type label CE/EVA/CYT/GTSL/SSR. */
export const ReporteMaestro = () => {
  const { nombreSede } = useSedes();
  return (
    <ListaDeReporte recurso="reportes/maestro" recursoExcel="reporte-maestro" filtros={filtros} orden={{ field: 'fecha', order: 'ASC' }}>
      <DataTable<Fila> rowClick={false} bulkActionButtons={false} empty={<SinDatos />} hiddenColumns={['sede']}>
        <DataTable.Col<Fila> source="nombrePaciente" render={(m) => <TextoAjustado texto={`${m.nombrePaciente} (${`${m.tipoDocumento} ${m.documentoPaciente}`.trim()})`} ancho={220} />} />
        <DataTable.Col<Fila> source="entidad" render={(m) => <TextoAjustado texto={m.entidad} ancho={120} />} />
        <DataTable.Col<Fila> source="fecha" render={(m) => formatearFecha(m.fecha)} />
        <DataTable.Col<Fila> source="horaInicio" render={(m) => <span style={{ whiteSpace: 'nowrap' }}>{`${m.horaInicio} - ${m.horaFin}`}</span>} />
        <DataTable.Col<Fila> source="sesionesCantidad" disableSort align="right" />
        <DataTable.Col<Fila> source="nombreTerapeuta" render={(m) => <TextoAjustado texto={m.nombreTerapeuta} ancho={140} />} />
        <DataTable.Col<Fila> source="especialidadNombre" disableSort />
        <DataTable.Col<Fila> source="lugar" disableSort />
        <DataTable.Col<Fila>
          source="etiqueta"
          disableSort
          render={(m) => (
            <Tooltip title={SIGNIFICADO[m.etiqueta] ?? m.etiqueta}>
              <span data-etiqueta={m.etiqueta}>{m.etiqueta}</span>
            </Tooltip>
          )}
        />
        <DataTable.Col<Fila> source="sede" disableSort render={(m) => <TextoCorto texto={nombreSede(m.sede)} ancho={110} />} />
      </DataTable>
    </ListaDeReporte>
  );
};
