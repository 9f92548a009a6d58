import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, DataTable, List, Pagination, SearchInput, TopToolbar } from 'react-admin';
import type { TarifaLeida } from '../../contratos';
import { formatearMoneda } from '../../formato';
import { SinDatos } from '../../shell/SinDatos';
import { BotonExportar } from '../../exportaciones/BotonExportar';
import { TAMANOS_PAGINA } from '../../reportes/comun';
import { DialogoTarifa } from './DialogoTarifa';

const filtros = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar por aseguradora o especialidad" />];

/** Rates (spec 1, /ajustar-tarifas): insurer × specialty with fee and copay, add and edit in a modal. */
const ListaTarifas = () => {
  // undefined: closed; null: adding; a rate: editing it.
  const [dialogo, setDialogo] = useState<TarifaLeida | null | undefined>(undefined);
  return (
    <>
      <List<TarifaLeida>
        resource="tarifas"
        title={false}
        perPage={25}
        sort={{ field: 'epsNombre', order: 'ASC' }}
        filters={filtros}
        actions={
          <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
            <BotonExportar recurso="tarifas" />
            <Button label="resources.coberturas/tarifa.agregar" variant="contained" onClick={() => setDialogo(null)}>
              <AddIcon />
            </Button>
          </TopToolbar>
        }
        pagination={<Pagination rowsPerPageOptions={TAMANOS_PAGINA} />}
        empty={false}
        storeKey="tarifas.lista"
      >
        <DataTable<TarifaLeida> rowClick={false} bulkActionButtons={false} empty={<SinDatos />}>
          <DataTable.Col<TarifaLeida> source="epsNombre" />
          <DataTable.Col<TarifaLeida> source="especialidadNombre" />
          <DataTable.Col<TarifaLeida> source="tarifa" align="right" render={(t) => formatearMoneda(t.tarifa)} />
          <DataTable.Col<TarifaLeida> source="copago" align="right" render={(t) => formatearMoneda(t.copago)} />
          <DataTable.Col<TarifaLeida>
            label="resources.tarifas.fields.acciones"
            render={(t) => (
              <Button label="ra.action.edit" data-accion="editar" onClick={() => setDialogo(t)}>
                <EditIcon />
              </Button>
            )}
          />
        </DataTable>
      </List>
      {dialogo !== undefined && <DialogoTarifa tarifa={dialogo} onCerrar={() => setDialogo(undefined)} />}
    </>
  );
};

export default ListaTarifas;
