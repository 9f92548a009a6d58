import { useState } from 'react';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { Button, DataTable, List, Pagination, TextInput, TopToolbar, useDataProvider, useTranslate } from 'react-admin';
import type { GastoLeido } from '../../contratos';
import { TextoCorto } from '../../comun/TextoCorto';
import { formatearFecha, formatearMoneda } from '../../formato';
import { BotonExportar } from '../../exportaciones/BotonExportar';
import { SinDatos } from '../../shell/SinDatos';
import { useSedes } from '../../shell/useSedes';
import { AccionesAnular } from './comun';
import { DialogoRegistro, EntradaPersona, EntradaPesos, obligatorio, useGuardarRegistro } from './formulario';

const DialogoGastoFijo = ({ onCerrar }: { onCerrar: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const personas = useQuery({ queryKey: ['finanzas', 'terapeutas'], queryFn: () => dataProvider.terapeutasDeNomina(), retry: false });
  const guardar = useGuardarRegistro(
    (v) =>
      dataProvider.registrarGastoFijo({
        valor: Number(v.valor),
        concepto: String(v.concepto ?? '').trim(),
        usuario: v.usuario ? String(v.usuario) : undefined,
      }),
    onCerrar,
  );
  return (
    <DialogoRegistro
      titulo={translate('resources.finanzas.gastoFijo.titulo')}
      marca="gasto-fijo"
      recurso="gastos-fijos"
      valoresIniciales={{ valor: '', concepto: '', usuario: '' }}
      onGuardar={guardar}
      onCerrar={onCerrar}
      montos={['valor']}
    >
      <EntradaPesos source="valor" validate={obligatorio} ayuda={translate('resources.finanzas.enPesos')} />
      <TextInput source="concepto" validate={obligatorio} />
      <EntradaPersona source="usuario" opciones={personas.data ?? []} />
    </DialogoRegistro>
  );
};

/** Fixed expenses (spec 3 /gastos-fijos): the active ones (monthly) with their site and who registered them, 'Registrar un gasto fijo', deleted with a confirmation, Excel. */
const ListaGastosFijos = () => {
  const [registrando, setRegistrando] = useState(false);
  const { nombreSede } = useSedes();
  return (
    <>
      <List<GastoLeido>
        resource="gastos-fijos"
        title={false}
        perPage={25}
        sort={{ field: 'fecha', order: 'DESC' }}
        actions={
          <TopToolbar>
            <Button label="resources.finanzas.gastoFijo.registrar" data-accion="registrar" onClick={() => setRegistrando(true)}>
              <AddIcon />
            </Button>
            <BotonExportar recurso="gastos-fijos" />
          </TopToolbar>
        }
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        empty={false}
        storeKey="gastos-fijos.lista"
      >
        <DataTable<GastoLeido> rowClick={false} bulkActionButtons={false} empty={<SinDatos />}>
          <DataTable.Col<GastoLeido> source="sede" render={(g) => nombreSede(g.sede)} />
          <DataTable.Col<GastoLeido> source="concepto" render={(g) => <TextoCorto texto={g.concepto} />} />
          <DataTable.Col<GastoLeido> source="valor" align="right" render={(g) => formatearMoneda(g.valor)} />
          <DataTable.Col<GastoLeido> source="usuario" render={(g) => g.usuario ?? ''} />
          <DataTable.Col<GastoLeido> source="fecha" render={(g) => formatearFecha(g.fecha)} />
          <DataTable.Col<GastoLeido> source="registradoPor" render={(g) => <TextoCorto texto={g.registradoPor} />} />
          <DataTable.Col<GastoLeido>
            label="resources.gastos-fijos.fields.acciones"
            render={(g) => <AccionesAnular recurso="gastos-fijos" id={g.id} descripcion={`el gasto fijo '${g.concepto}' de ${formatearMoneda(g.valor)}`} />}
          />
        </DataTable>
      </List>
      {registrando && <DialogoGastoFijo onCerrar={() => setRegistrando(false)} />}
    </>
  );
};

export default ListaGastosFijos;
