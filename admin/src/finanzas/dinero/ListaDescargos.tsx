import { useState } from 'react';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { Button, DataTable, List, Pagination, SelectInput, TextInput, TopToolbar, useDataProvider, useTranslate } from 'react-admin';
import { CONCEPTOS_DESCARGO, type DescargoLeido, type EvolucionAtrasadaLeida } from '../../contratos';
import { TextoCorto } from '../../comun/TextoCorto';
import { BotonExportar } from '../../exportaciones/BotonExportar';
import { formatearFecha, formatearMoneda } from '../../formato';
import { SinDatos } from '../../shell/SinDatos';
import { AccionesAnular, AvisoFechas, filtrosDeFechas, RangoDeFechas, rangoDelMes, useRangoConsultado } from './comun';
import { DialogoRegistro, EntradaPersona, EntradaPesos, obligatorio, useGuardarRegistro } from './formulario';
import type { OpcionPersona } from './proveedorFinanzas';

interface Previo {
  terapeuta: OpcionPersona;
  valor: number;
  sesion: string;
  nota: string;
}

const DialogoDescargo = ({ previo, onCerrar }: { previo?: Previo; onCerrar: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const personas = useQuery({ queryKey: ['finanzas', 'terapeutas'], queryFn: () => dataProvider.terapeutasDeNomina(), retry: false, enabled: !previo });
  const guardar = useGuardarRegistro(
    (v) =>
      dataProvider.registrarDescargo({
        terapeuta: String(v.terapeuta),
        valor: Number(v.valor),
        concepto: String(v.concepto),
        nota: String(v.nota ?? '').trim() || undefined,
        sesion: previo?.sesion,
      }),
    onCerrar,
  );
  return (
    <DialogoRegistro
      titulo={translate(previo ? 'resources.finanzas.descargo.tituloAtrasada' : 'resources.finanzas.descargo.titulo')}
      marca="descargo"
      recurso="descargos"
      valoresIniciales={{
        terapeuta: previo?.terapeuta.id ?? '',
        valor: previo ? String(previo.valor) : '',
        concepto: 'Informe atrasado',
        nota: previo?.nota ?? '',
      }}
      onGuardar={guardar}
      onCerrar={onCerrar}
      montos={['valor']}
    >
      <EntradaPersona source="terapeuta" validate={obligatorio} inicial={previo?.terapeuta} opciones={previo ? [previo.terapeuta] : (personas.data ?? [])} />
      <EntradaPesos source="valor" validate={obligatorio} ayuda={translate('resources.finanzas.enPesos')} />
      <SelectInput source="concepto" choices={CONCEPTOS_DESCARGO.map((c) => ({ id: c.codigo, name: c.nombre }))} />
      <TextInput source="nota" multiline />
    </DialogoRegistro>
  );
};

const Descargos = () => {
  const [registrando, setRegistrando] = useState(false);
  return (
    <>
      <AvisoFechas />
      <List<DescargoLeido>
        resource="descargos"
        title={false}
        perPage={25}
        sort={{ field: 'fecha', order: 'DESC' }}
        filters={filtrosDeFechas('descargos')}
        filterDefaultValues={rangoDelMes()}
        actions={
          <TopToolbar>
            <Button label="resources.finanzas.descargo.registrar" data-accion="registrar" onClick={() => setRegistrando(true)}>
              <AddIcon />
            </Button>
            <BotonExportar recurso="descargos" />
          </TopToolbar>
        }
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        empty={false}
        storeKey="descargos.lista"
      >
        <DataTable<DescargoLeido> rowClick={false} bulkActionButtons={false} empty={<SinDatos />}>
          <DataTable.Col<DescargoLeido> source="fecha" render={(d) => formatearFecha(d.fecha)} />
          <DataTable.Col<DescargoLeido> source="terapeuta" render={(d) => <TextoCorto texto={d.terapeuta} />} />
          <DataTable.Col<DescargoLeido> source="concepto" />
          <DataTable.Col<DescargoLeido> source="valor" align="right" render={(d) => formatearMoneda(d.valor)} />
          <DataTable.Col<DescargoLeido> source="nota" render={(d) => <TextoCorto texto={d.nota ?? ''} />} />
          <DataTable.Col<DescargoLeido>
            label="resources.descargos.fields.acciones"
            render={(d) => (
              <AccionesAnular
                recurso="descargos"
                id={d.id}
                descripcion={`el descargo de ${formatearMoneda(d.valor)} a ${d.terapeuta} del ${formatearFecha(d.fecha)}`}
              />
            )}
          />
        </DataTable>
      </List>
      {registrando && <DialogoDescargo onCerrar={() => setRegistrando(false)} />}
    </>
  );
};

/** Late evolutions of a range with the half not paid, each with a button to register that discount. */
const EvolucionesAtrasadas = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { rango, aviso, consultar } = useRangoConsultado();
  // The row whose discount is being registered: which dialog is open, not form data.
  const [previo, setPrevio] = useState<Previo | null>(null);
  const filas = useQuery({
    queryKey: ['evoluciones-atrasadas', rango],
    queryFn: () => dataProvider.evolucionesAtrasadas(rango.desde, rango.hasta),
    retry: false,
  });
  const abrir = (f: EvolucionAtrasadaLeida) =>
    setPrevio({
      terapeuta: { id: f.terapeutaId, nombre: f.terapeuta },
      valor: f.precio,
      sesion: f.id,
      nota: translate('resources.finanzas.atrasadas.nota', { paciente: f.paciente, fecha: formatearFecha(f.fecha) }),
    });
  const error = aviso ?? (filas.error as Error | null)?.message;
  const col = (c: string) => translate(`resources.finanzas.atrasadas.${c}`);
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} data-seccion="evoluciones-atrasadas">
      <RangoDeFechas inicial={rango} onConsultar={consultar} />
      {error && <Alert severity="error">{error}</Alert>}
      {filas.data && filas.data.length === 0 && <SinDatos />}
      {filas.data && filas.data.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{col('terapeuta')}</TableCell>
              <TableCell>{col('paciente')}</TableCell>
              <TableCell>{col('fechaSesion')}</TableCell>
              <TableCell>{col('fechaEvolucion')}</TableCell>
              <TableCell align="right">{col('pagado')}</TableCell>
              <TableCell align="right">{col('descuento')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {filas.data.map((f) => (
              <TableRow key={f.id} data-fila={f.id}>
                <TableCell>{f.terapeuta}</TableCell>
                <TableCell>{f.paciente}</TableCell>
                <TableCell>{formatearFecha(f.fecha)}</TableCell>
                <TableCell>{formatearFecha(f.fechaEvolucion)}</TableCell>
                <TableCell align="right">{formatearMoneda(f.pagado)}</TableCell>
                <TableCell align="right">{formatearMoneda(f.precio)}</TableCell>
                <TableCell>
                  <MuiButton size="small" data-accion="descontar" onClick={() => abrir(f)}>
                    {col('registrarDescuento')}
                  </MuiButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {previo && <DialogoDescargo previo={previo} onCerrar={() => setPrevio(null)} />}
    </Paper>
  );
};

/** Discards (spec 3 /descargos) and, in a second tab, the late evolutions with their discounted half. */
const ListaDescargos = () => {
  const translate = useTranslate();
  const [pestana, setPestana] = useState(0);
  return (
    <Box sx={{ p: 1 }} data-pantalla="descargos">
      <Tabs value={pestana} onChange={(_, p: number) => setPestana(p)}>
        <Tab label={translate('resources.descargos.name', { smart_count: 2 })} />
        <Tab label={translate('resources.finanzas.atrasadas.pestana')} />
      </Tabs>
      {pestana === 0 ? <Descargos /> : <EvolucionesAtrasadas />}
    </Box>
  );
};

export default ListaDescargos;
