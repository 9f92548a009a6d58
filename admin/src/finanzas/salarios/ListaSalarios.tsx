import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { Button, ColumnsButton, DataTable, List, Pagination, SearchInput, TopToolbar } from 'react-admin';
import type { SalarioLeido } from '../../contratos';
import { formatearMoneda } from '../../formato';
import { SinDatos } from '../../shell/SinDatos';
import { DialogoSalario } from './DialogoSalario';

const filtros = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar por nombre o usuario" />];
const moneda = (campo: keyof SalarioLeido) => (s: SalarioLeido) => formatearMoneda(s[campo] as number);

/** Salaries and contracts (spec 3 /ajustar-salarios): every active user of the site with their salary record, edited in a modal. */
const ListaSalarios = () => {
  const [editando, setEditando] = useState<SalarioLeido | null>(null);
  return (
    <>
      <List<SalarioLeido>
        resource="salarios"
        title={false}
        perPage={25}
        sort={{ field: 'nombreUsuario', order: 'ASC' }}
        filters={filtros}
        actions={
          <TopToolbar>
            <ColumnsButton />
          </TopToolbar>
        }
        pagination={<Pagination rowsPerPageOptions={[5, 10, 25, 50, 100]} />}
        empty={false}
        storeKey="salarios.lista"
      >
        <DataTable<SalarioLeido>
          rowClick={false}
          bulkActionButtons={false}
          empty={<SinDatos />}
          hiddenColumns={['pagoPorSesionParticular', 'pagoPorSesionDomicilioParticular', 'pagoPorEvaluacionDomicilio', 'eps', 'pension', 'arl']}
        >
          <DataTable.Col<SalarioLeido> source="nombreUsuario" />
          <DataTable.Col<SalarioLeido> source="tipoContrato" />
          <DataTable.Col<SalarioLeido> source="salarioFijo" align="right" render={moneda('salarioFijo')} />
          <DataTable.Col<SalarioLeido> source="transporte" align="right" render={moneda('transporte')} />
          <DataTable.Col<SalarioLeido> source="pagoPorSesion" align="right" render={moneda('pagoPorSesion')} />
          <DataTable.Col<SalarioLeido> source="pagoPorSesionParticular" align="right" render={moneda('pagoPorSesionParticular')} />
          <DataTable.Col<SalarioLeido> source="pagoPorSesionDomicilio" align="right" render={moneda('pagoPorSesionDomicilio')} />
          <DataTable.Col<SalarioLeido> source="pagoPorSesionDomicilioParticular" align="right" render={moneda('pagoPorSesionDomicilioParticular')} />
          <DataTable.Col<SalarioLeido> source="pagoPorEvaluacion" align="right" render={moneda('pagoPorEvaluacion')} />
          <DataTable.Col<SalarioLeido> source="pagoPorEvaluacionDomicilio" align="right" render={moneda('pagoPorEvaluacionDomicilio')} />
          <DataTable.Col<SalarioLeido> source="eps" align="right" render={moneda('eps')} />
          <DataTable.Col<SalarioLeido> source="pension" align="right" render={moneda('pension')} />
          <DataTable.Col<SalarioLeido> source="arl" align="right" render={moneda('arl')} />
          <DataTable.Col<SalarioLeido> source="salarioNeto" align="right" render={moneda('salarioNeto')} />
          <DataTable.Col<SalarioLeido>
            label="resources.salarios.fields.acciones"
            render={(s) => (
              <Button label="ra.action.edit" data-accion="editar" onClick={() => setEditando(s)}>
                <EditIcon />
              </Button>
            )}
          />
        </DataTable>
      </List>
      {editando && <DialogoSalario key={editando.id} salario={editando} onCerrar={() => setEditando(null)} />}
    </>
  );
};

export default ListaSalarios;
