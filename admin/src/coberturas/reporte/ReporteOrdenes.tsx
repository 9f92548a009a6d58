import { useState } from 'react';
import Chip from '@mui/material/Chip';
import { Button, ColumnsButton, DataTable, List, Pagination, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { usePermisos } from '../../acceso/permisos';
import { FiltroSede } from '../../admisiones/FiltroSede';
import { EntradaFecha } from '../../comun/CampoFecha';
import { TextoCorto } from '../../comun/TextoCorto';
import type { CoberturaEnLista } from '../../contratos';
import { BotonExportar } from '../../exportaciones/BotonExportar';
import { formatearFecha } from '../../formato';
import { ConteoRegistros, TAMANOS_PAGINA } from '../../reportes/comun';
import { SinDatos } from '../../shell/SinDatos';
import { useSedes } from '../../shell/useSedes';
import { etiquetaFormato } from '../ordenes/etiquetas';
import { DialogoDetalleReporte } from './DialogoDetalleReporte';

type Fila = CoberturaEnLista & { id: string };

const filtros = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Entidad, código o nombres del paciente" />,
  <EntradaFecha key="desde" source="desde" label="resources.coberturas.fields.desde" alwaysOn />,
  <EntradaFecha key="hasta" source="hasta" label="resources.coberturas.fields.hasta" alwaysOn />,
];

const Acciones = () => (
  <TopToolbar sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 'auto' }}>
    <FiltroSede />
    <BotonExportar recurso="coberturas" />
    <ColumnsButton />
  </TopToolbar>
);

/** Orders report (spec 1, /reportes/ordenes): by dates and site, searched by entity, code or patient; detail with services and authorizations. */
const ReporteOrdenes = () => {
  const t = useTranslate();
  const [detalle, setDetalle] = useState<string | null>(null);
  const { tiene } = usePermisos();
  const { nombreSede } = useSedes();
  return (
    <>
      <List<Fila>
        resource="coberturas"
        title={false}
        perPage={25}
        sort={{ field: 'fecha', order: 'DESC' }}
        filters={filtros}
        actions={<Acciones />}
        pagination={<Pagination rowsPerPageOptions={TAMANOS_PAGINA} />}
        empty={false}
        storeKey="coberturas.reporte"
      >
        <ConteoRegistros />
        <DataTable<Fila>
          rowClick={false}
          bulkActionButtons={false}
          empty={<SinDatos />}
          // Ten columns and the action on a 1366 px laptop without a horizontal scroll.
          sx={{ '& .MuiTableCell-root': { px: 1 } }}
          hiddenColumns={tiene('capacidad.todas-las-sedes') ? ['observaciones'] : ['observaciones', 'sedeNombre']}
        >
          <DataTable.Col<Fila>
            source="codigo"
            render={(c) => (
              <span data-codigo={c.codigo} style={{ display: 'inline-block', minWidth: 115, maxWidth: 130, overflowWrap: 'anywhere' }}>
                {c.codigo}
                {c.numeroAutorizacionEps && (
                  <span data-numero-eps style={{ display: 'block', fontSize: '0.75rem', opacity: 0.75 }}>
                    N.º autorización EPS: {c.numeroAutorizacionEps}
                  </span>
                )}
              </span>
            )}
          />
          <DataTable.Col<Fila> source="formato" render={(c) => etiquetaFormato(c.formato)} />
          <DataTable.Col<Fila> source="pacienteNombre" render={(c) => <TextoCorto texto={c.pacienteNombre} ancho={140} />} />
          <DataTable.Col<Fila>
            source="entidadNombre"
            label="resources.coberturas.fields.entidad"
            render={(c) => <TextoCorto texto={c.formato >= 2 ? (c.nombreCliente ?? c.entidadNombre) : c.entidadNombre} ancho={110} />}
          />
          <DataTable.Col<Fila> source="fecha" render={(c) => formatearFecha(c.fecha)} />
          <DataTable.Col<Fila> source="fechaVencimiento" render={(c) => (c.fechaVencimiento ? formatearFecha(c.fechaVencimiento) : 'Sin vigencia')} />
          <DataTable.Col<Fila> source="bolsa" align="right" />
          <DataTable.Col<Fila>
            source="estado"
            render={(c) => (
              <Chip
                size="small"
                label={t(c.estado === 1 ? 'resources.coberturas/textos.activa' : 'resources.coberturas/textos.cancelada')}
                color={c.estado === 1 ? 'success' : 'default'}
              />
            )}
          />
          <DataTable.Col<Fila> source="sedeNombre" render={(c) => c.sedeNombre ?? nombreSede(c.sede)} />
          <DataTable.Col<Fila> source="observaciones" render={(c) => <TextoCorto texto={c.observaciones ?? ''} />} />
          <DataTable.Col<Fila>
            label="resources.coberturas.fields.acciones"
            render={(c) => (
              <Button label="resources.coberturas/textos.verDetalle" data-accion="detalle" onClick={() => setDetalle(c.id)} sx={{ whiteSpace: 'nowrap' }} />
            )}
          />
        </DataTable>
      </List>
      {detalle && <DialogoDetalleReporte id={detalle} onCerrar={() => setDetalle(null)} />}
    </>
  );
};

export default ReporteOrdenes;
