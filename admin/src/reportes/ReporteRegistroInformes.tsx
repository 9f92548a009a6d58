import { ColumnsButton, DataTable, List, SearchInput, TopToolbar, useListContext } from 'react-admin';
import Alert from '@mui/material/Alert';
import { FiltroSede } from '../admisiones/FiltroSede';
import { EntradaFecha } from '../comun/CampoFecha';
import { TextoCorto } from '../comun/TextoCorto';
import { TextoAjustado } from '../comun/TextoAjustado';
import type { FilaRegistroInforme } from '../contratos';
import { formatearFechaHora } from '../formato';
import { SinDatos } from '../shell/SinDatos';
import { ConteoRegistros, PaginacionReporte, problemaDelFiltro, rangoDelMes } from './comun';

type Fila = FilaRegistroInforme;

const filtros = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Paciente o documento" />,
  <EntradaFecha key="desde" source="desde" alwaysOn />,
  <EntradaFecha key="hasta" source="hasta" alwaysOn />,
];

const Acciones = () => (
  <TopToolbar sx={{ alignItems: 'center', gap: 1, minHeight: 'auto' }}>
    <FiltroSede />
    <ColumnsButton />
  </TopToolbar>
);

const Tabla = () => {
  const { filterValues } = useListContext();
  const problema = problemaDelFiltro(filterValues ?? {}, {}, false);
  if (problema)
    return (
      <Alert severity="warning" sx={{ m: 2 }} data-aviso="filtro">
        {problema}
      </Alert>
    );
  return (
    <>
      <ConteoRegistros />
      <DataTable<Fila> rowClick={false} bulkActionButtons={false} empty={<SinDatos />} hiddenColumns={['estado']}>
        <DataTable.Col<Fila> source="entrega" disableSort />
        <DataTable.Col<Fila> source="tipo" disableSort />
        <DataTable.Col<Fila> source="creado" render={(r) => formatearFechaHora(r.creado)} />
        <DataTable.Col<Fila> source="paciente" disableSort render={(r) => <TextoAjustado texto={r.paciente ?? ''} ancho={220} />} />
        <DataTable.Col<Fila> source="resumen" disableSort render={(r) => <TextoCorto texto={r.resumen ?? ''} ancho={200} />} />
        <DataTable.Col<Fila> source="concepto" disableSort render={(r) => <TextoCorto texto={r.concepto ?? ''} ancho={200} />} />
        <DataTable.Col<Fila> source="recomendacion" disableSort render={(r) => <TextoCorto texto={r.recomendacion ?? ''} ancho={220} />} />
        <DataTable.Col<Fila> source="estado" disableSort />
      </DataTable>
    </>
  );
};

/**
 * Log of exported reports (spec 3 §2.2 item 12, /reportes/registro-informes): the patient reports exported in a
 * range (this month by default), searched by patient; who delivered it, the report, when, its summary, concept
 * and recommendation. The server forces the viewer's own site unless they see every site.
 */
export const ReporteRegistroInformes = () => (
  <List
    resource="reportes/registro-informes"
    title={false}
    perPage={25}
    sort={{ field: 'creado', order: 'DESC' }}
    filters={filtros}
    filterDefaultValues={rangoDelMes()}
    actions={<Acciones />}
    pagination={<PaginacionReporte />}
    empty={false}
    storeKey="reportes.registro-informes"
    queryOptions={{ enabled: (q) => !problemaDelFiltro((q.queryKey[2] as { filter?: Record<string, unknown> } | undefined)?.filter ?? {}, {}, false) }}
  >
    <Tabla />
  </List>
);
