import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
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
  EVA: 'Evaluación o reevaluación',
  CYT: 'Sesión CYT (se acepta; no lleva evolución)',
  GTSL: 'Gestión sin logro de objetivo',
  SSR: 'Sesión realizada o programada',
};

/** What each type code means, under the table (issue 27 item 11): a tooltip alone was not found. */
const Leyenda = () => (
  <Typography
    component="dl"
    variant="body2"
    color="text.secondary"
    data-leyenda="tipos"
    sx={{ px: 2, py: 1, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
  >
    {Object.entries(SIGNIFICADO).map(([codigo, texto]) => (
      <div key={codigo}>
        <Box component="dt" sx={{ display: 'inline', fontWeight: 600 }}>
          {codigo}
        </Box>
        <Box component="dd" sx={{ display: 'inline', m: 0 }}>
          : {texto}
        </Box>
      </div>
    ))}
  </Typography>
);

/** Master operations report (spec 3 §2.2 item 4, /reportes/maestro): every session of the range with its type label CE/EVA/CYT/GTSL/SSR. */
export const ReporteMaestro = () => {
  const { nombreSede } = useSedes();
  return (
    <>
      <ListaDeReporte recurso="reportes/maestro" recursoExcel="reporte-maestro" filtros={filtros} orden={{ field: 'fecha', order: 'ASC' }}>
        <DataTable<Fila> rowClick={false} bulkActionButtons={false} empty={<SinDatos />} hiddenColumns={['sede']}>
          <DataTable.Col<Fila>
            source="nombrePaciente"
            render={(m) => <TextoAjustado texto={`${m.nombrePaciente} (${`${m.tipoDocumento} ${m.documentoPaciente}`.trim()})`} ancho={220} />}
          />
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
      <Leyenda />
    </>
  );
};
