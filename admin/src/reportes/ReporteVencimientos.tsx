import Chip from '@mui/material/Chip';
import { DataTable, SearchInput } from 'react-admin';
import { EntradaFecha } from '../comun/CampoFecha';
import { TextoCorto } from '../comun/TextoCorto';
import { TextoAjustado, Codigo } from '../comun/TextoAjustado';
import type { FilaVencimiento } from '../contratos';
import { formatearFecha } from '../formato';
import { SinDatos } from '../shell/SinDatos';
import { useSedes } from '../shell/useSedes';
import { ListaDeReporte } from './comun';

type Fila = FilaVencimiento;

const filtros = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Código, paciente o entidad" />,
  <EntradaFecha key="desde" source="desde" alwaysOn />,
  <EntradaFecha key="hasta" source="hasta" alwaysOn />,
];

const color = (estado: string) => (estado === 'Vencida' ? 'error' : estado === 'Vence hoy' ? 'warning' : estado.startsWith('Faltan') ? 'success' : 'default');

/** Authorizations by expiry (spec 3 §2.2 item 6, /reportes/informe-autorizaciones): issued in the range, labelled by their order's expiry. */
export const ReporteVencimientos = () => {
  const { nombreSede } = useSedes();
  return (
    <ListaDeReporte
      recurso="reportes/autorizaciones-vencimiento"
      recursoExcel="reporte-autorizaciones-vencimiento"
      filtros={filtros}
      orden={{ field: 'fecha', order: 'ASC' }}
    >
      <DataTable<Fila> rowClick={false} bulkActionButtons={false} empty={<SinDatos />} hiddenColumns={['fecha', 'ordenVencimiento', 'sede']}>
        <DataTable.Col<Fila> source="codigo" render={(c) => <Codigo codigo={c.codigo} />} />
        <DataTable.Col<Fila> source="paciente" render={(c) => <TextoAjustado texto={c.paciente} ancho={180} />} />
        <DataTable.Col<Fila> source="bolsa" disableSort align="right" />
        <DataTable.Col<Fila> source="entidad" render={(c) => <TextoAjustado texto={c.entidad} ancho={120} />} />
        <DataTable.Col<Fila> source="fecha" render={(c) => formatearFecha(c.fecha)} />
        <DataTable.Col<Fila> source="fechaVencimiento" render={(c) => (c.fechaVencimiento ? formatearFecha(c.fechaVencimiento) : 'Sin vigencia')} />
        <DataTable.Col<Fila> source="orden" disableSort render={(c) => <TextoCorto texto={c.orden ?? ''} ancho={120} />} />
        <DataTable.Col<Fila> source="ordenVencimiento" disableSort render={(c) => (c.ordenVencimiento ? formatearFecha(c.ordenVencimiento) : '')} />
        <DataTable.Col<Fila>
          source="estadoVencimiento"
          disableSort
          render={(c) => (
            <Chip
              size="small"
              label={c.estadoVencimiento}
              color={color(c.estadoVencimiento)}
              data-vencimiento={c.estadoVencimiento}
              sx={{ height: 'auto', maxWidth: 170, py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
            />
          )}
        />
        <DataTable.Col<Fila> source="sede" disableSort render={(c) => <TextoCorto texto={nombreSede(c.sede)} ancho={110} />} />
      </DataTable>
    </ListaDeReporte>
  );
};
