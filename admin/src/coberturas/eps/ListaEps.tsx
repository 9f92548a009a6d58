import Box from '@mui/material/Box';
import { DataTable, List, Pagination, SearchInput } from 'react-admin';
import { SinDatos } from '../../shell/SinDatos';
import { AccionesListaEps } from './AccionesListaEps';
import { BotonEstadoEps } from './BotonEstadoEps';
import { BotonHistorialEps } from './BotonHistorialEps';
import { EstadoEps } from './EstadoEps';
import { textoRegimen, textoTipo, type Eps } from './opcionesEps';

const filtros = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar por nombre" />];

/** Insurer maintenance (spec 1): /mantenimiento/mantenimientoEps over the `eps` resource. */
const ListaEps = () => (
  <List<Eps>
    resource="eps"
    title={false}
    perPage={7}
    sort={{ field: 'nombre', order: 'ASC' }}
    filters={filtros}
    actions={<AccionesListaEps />}
    pagination={
      <Pagination
        rowsPerPageOptions={[5, 10, 25, 50]}
        // 7 rows by default (spec 1 §9) although it is not one of the options: show it anyway.
        slotProps={{ select: { renderValue: (valor) => String(valor) } }}
      />
    }
    empty={false}
    storeKey="eps.mantenimiento"
  >
    <DataTable<Eps> rowClick={false} bulkActionButtons={false} empty={<SinDatos />}>
      <DataTable.Col<Eps> source="nombre" />
      <DataTable.Col<Eps> source="nombreCorto" />
      <DataTable.Col<Eps> source="nit" />
      <DataTable.Col<Eps> source="estado" render={(eps) => <EstadoEps eps={eps} />} />
      <DataTable.Col<Eps> source="tipo" render={(eps) => textoTipo(eps.tipo)} />
      <DataTable.Col<Eps> source="regimen" render={(eps) => textoRegimen(eps)} />
      <DataTable.Col<Eps>
        label="resources.eps.fields.acciones"
        render={(eps) => (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'nowrap' }}>
            <BotonEstadoEps eps={eps} />
            <BotonHistorialEps eps={eps} />
          </Box>
        )}
      />
    </DataTable>
  </List>
);

export default ListaEps;
