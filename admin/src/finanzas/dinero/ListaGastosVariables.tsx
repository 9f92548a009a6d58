import { useState } from 'react';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import AddIcon from '@mui/icons-material/Add';
import { Button, DataTable, List, Pagination, SelectInput, TextInput, TopToolbar, useDataProvider, useTranslate } from 'react-admin';
import { CATEGORIAS_GASTO, type GastoLeido } from '../../contratos';
import { EntradaFecha } from '../../comun/CampoFecha';
import { hoyDelServidor } from '../../comun/reloj';
import { TextoCorto } from '../../comun/TextoCorto';
import { BotonExportar } from '../../exportaciones/BotonExportar';
import { formatearFecha, formatearMoneda } from '../../formato';
import { SinDatos } from '../../shell/SinDatos';
import { AccionesAnular, AvisoFechas, filtrosDeFechas, Leyenda, Punto, rangoDelMes } from './comun';
import { DialogoRegistro, EntradaPesos, obligatorio, useGuardarRegistro } from './formulario';

const COLORES: Record<number, string> = { 1: 'warning.main', 2: 'info.main', 3: 'secondary.main' };
const LEYENDA = CATEGORIAS_GASTO.map((c) => ({ nombre: c.nombre, color: COLORES[c.codigo] }));
const CATEGORIAS = CATEGORIAS_GASTO.map((c) => ({ id: c.codigo, name: c.nombre }));
const filtros = [
  ...filtrosDeFechas('gastos-variables'),
  <SelectInput key="categoria" source="categoria" alwaysOn emptyText="resources.finanzas.gastoVariable.todas" choices={CATEGORIAS} />,
];

const DialogoGastoVariable = ({ onCerrar }: { onCerrar: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const guardar = useGuardarRegistro(
    (v) =>
      dataProvider.registrarGastoVariable({
        fecha: String(v.fecha),
        valor: Number(v.valor),
        categoria: Number(v.categoria),
        concepto: String(v.concepto ?? '').trim(),
      }),
    onCerrar,
  );
  return (
    <DialogoRegistro
      titulo={translate('resources.finanzas.gastoVariable.titulo')}
      marca="gasto-variable"
      recurso="gastos-variables"
      valoresIniciales={{ fecha: hoyDelServidor(), valor: '', categoria: '', concepto: '' }}
      onGuardar={guardar}
      onCerrar={onCerrar}
      montos={['valor']}
    >
      <EntradaFecha source="fecha" validate={obligatorio} />
      <EntradaPesos source="valor" validate={obligatorio} ayuda={translate('resources.finanzas.enPesos')} />
      <SelectInput source="categoria" choices={CATEGORIAS} validate={obligatorio} />
      <TextInput source="concepto" validate={obligatorio} />
    </DialogoRegistro>
  );
};

/** Variable expenses (spec 3 /gastos-variables): date range and category, created, deleted, exported; a colour per category. */
const ListaGastosVariables = () => {
  const [registrando, setRegistrando] = useState(false);
  return (
    <>
      <AvisoFechas />
      <List<GastoLeido>
        resource="gastos-variables"
        title={false}
        perPage={25}
        sort={{ field: 'fecha', order: 'DESC' }}
        filters={filtros}
        filterDefaultValues={rangoDelMes()}
        actions={
          <TopToolbar>
            <Button label="resources.finanzas.gastoVariable.registrar" data-accion="registrar" onClick={() => setRegistrando(true)}>
              <AddIcon />
            </Button>
            <BotonExportar recurso="gastos-variables" />
          </TopToolbar>
        }
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        empty={false}
        storeKey="gastos-variables.lista"
      >
        <Leyenda items={LEYENDA} />
        <DataTable<GastoLeido> rowClick={false} bulkActionButtons={false} empty={<SinDatos />}>
          <DataTable.Col<GastoLeido> source="fecha" render={(g) => formatearFecha(g.fecha)} />
          <DataTable.Col<GastoLeido>
            source="categoriaNombre"
            render={(g) => (
              <>
                <Punto color={COLORES[g.categoria ?? 0] ?? 'grey.500'} titulo={g.categoriaNombre ?? ''} />
                {g.categoriaNombre}
              </>
            )}
          />
          <DataTable.Col<GastoLeido> source="concepto" render={(g) => <TextoCorto texto={g.concepto} />} />
          <DataTable.Col<GastoLeido> source="valor" align="right" render={(g) => formatearMoneda(g.valor)} />
          <DataTable.Col<GastoLeido> source="registradoPor" />
          <DataTable.Col<GastoLeido>
            label="resources.gastos-variables.fields.acciones"
            render={(g) => (
              <AccionesAnular
                recurso="gastos-variables"
                id={g.id}
                descripcion={`el gasto '${g.concepto}' de ${formatearMoneda(g.valor)} del ${formatearFecha(g.fecha)}`}
              />
            )}
          />
        </DataTable>
      </List>
      {registrando && <DialogoGastoVariable onCerrar={() => setRegistrando(false)} />}
    </>
  );
};

export default ListaGastosVariables;
