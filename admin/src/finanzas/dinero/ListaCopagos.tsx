import { useState } from 'react';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { Button, DataTable, List, Pagination, SelectInput, TextInput, TopToolbar, useDataProvider, useTranslate } from 'react-admin';
import { TIPOS_COPAGO, type CopagoLeido } from '../../contratos';
import { EntradaFecha } from '../../comun/CampoFecha';
import { hoyDelServidor } from '../../comun/reloj';
import { TextoCorto } from '../../comun/TextoCorto';
import { BotonExportar } from '../../exportaciones/BotonExportar';
import { formatearFecha, formatearMoneda } from '../../formato';
import { SinDatos } from '../../shell/SinDatos';
import { AccionesAnular, AvisoFechas, filtrosDeFechas, Leyenda, Punto, rangoDelMes } from './comun';
import { DialogoRegistro, EntradaPersona, EntradaPesos, obligatorio, useGuardarRegistro } from './formulario';

const COLORES: Record<number, string> = { 1: 'success.main', 2: 'info.main' };
const LEYENDA = TIPOS_COPAGO.map((t) => ({ nombre: t.nombre, color: COLORES[t.codigo] }));

const DialogoCopago = ({ onCerrar }: { onCerrar: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const entidades = useQuery({ queryKey: ['finanzas', 'entidades'], queryFn: () => dataProvider.entidadesParaCopago(), retry: false });
  const guardar = useGuardarRegistro(
    (v) =>
      dataProvider.registrarCopago({
        fecha: String(v.fecha),
        monto: Number(v.monto),
        tipo: Number(v.tipo),
        paciente: String(v.paciente),
        entidad: v.entidad ? String(v.entidad) : undefined,
        comentario: String(v.comentario ?? '').trim() || undefined,
      }),
    onCerrar,
  );
  return (
    <DialogoRegistro
      titulo={translate('resources.finanzas.copago.titulo')}
      marca="copago"
      recurso="copagos/registro"
      valoresIniciales={{ fecha: hoyDelServidor(), monto: '', tipo: '', paciente: '', entidad: '', comentario: '' }}
      onGuardar={guardar}
      onCerrar={onCerrar}
      montos={['monto']}
    >
      <EntradaFecha source="fecha" validate={obligatorio} />
      <EntradaPesos source="monto" validate={obligatorio} ayuda={translate('resources.finanzas.enPesos')} />
      <SelectInput source="tipo" choices={TIPOS_COPAGO.map((t) => ({ id: t.codigo, name: t.nombre }))} validate={obligatorio} />
      <EntradaPersona source="paciente" validate={obligatorio} buscar={dataProvider.buscarPacientesParaCopago} />
      <SelectInput
        source="entidad"
        choices={(entidades.data ?? []).map((e) => ({ id: e.id, name: e.nombre }))}
        emptyText="resources.finanzas.copago.laDelPaciente"
        helperText="resources.finanzas.copago.sinElegir"
      />
      <TextInput source="comentario" multiline />
    </DialogoRegistro>
  );
};

/** Copays (spec 3 /copagos): by date range, registered in a dialog, deleted with a confirmation, exported to Excel. */
const ListaCopagos = () => {
  const [registrando, setRegistrando] = useState(false);
  return (
    <>
      <AvisoFechas />
      <List<CopagoLeido>
        resource="copagos"
        title={false}
        perPage={25}
        sort={{ field: 'fecha', order: 'DESC' }}
        filters={filtrosDeFechas('copagos')}
        filterDefaultValues={rangoDelMes()}
        actions={
          <TopToolbar>
            <Button label="resources.finanzas.copago.registrar" data-accion="registrar" onClick={() => setRegistrando(true)}>
              <AddIcon />
            </Button>
            <BotonExportar recurso="copagos" />
          </TopToolbar>
        }
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        empty={false}
        storeKey="copagos.lista"
      >
        <Leyenda items={LEYENDA} />
        <DataTable<CopagoLeido> rowClick={false} bulkActionButtons={false} empty={<SinDatos />}>
          <DataTable.Col<CopagoLeido> source="fecha" render={(c) => formatearFecha(c.fecha)} />
          <DataTable.Col<CopagoLeido> source="paciente" render={(c) => <TextoCorto texto={c.paciente} />} />
          <DataTable.Col<CopagoLeido> source="entidad" render={(c) => <TextoCorto texto={c.entidad} />} />
          <DataTable.Col<CopagoLeido> source="valor" align="right" render={(c) => formatearMoneda(c.valor)} />
          <DataTable.Col<CopagoLeido>
            source="tipoNombre"
            render={(c) => (
              <>
                <Punto color={COLORES[c.tipo]} titulo={c.tipoNombre} />
                {c.tipoNombre}
              </>
            )}
          />
          <DataTable.Col<CopagoLeido> source="comentario" render={(c) => <TextoCorto texto={c.comentario ?? ''} />} />
          <DataTable.Col<CopagoLeido>
            label="resources.copagos.fields.acciones"
            render={(c) => (
              <AccionesAnular
                recurso="copagos"
                id={c.id}
                descripcion={`el copago de ${formatearMoneda(c.valor)} de ${c.paciente} del ${formatearFecha(c.fecha)}`}
              />
            )}
          />
        </DataTable>
      </List>
      {registrando && <DialogoCopago onCerrar={() => setRegistrando(false)} />}
    </>
  );
};

export default ListaCopagos;
