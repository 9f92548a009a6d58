import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Button, DataTable, List, Pagination, TopToolbar, useTranslate } from 'react-admin';
import { CONCEPTOS_DESCARGO, MENSAJES_REPORTES, type DescargoLeido, type EvolucionAtrasadaLeida } from '../../contratos';
import { TextoCorto } from '../../comun/TextoCorto';
import { BotonExportar } from '../../exportaciones/BotonExportar';
import { formatearFecha, formatearMoneda } from '../../formato';
import { SinDatos } from '../../shell/SinDatos';
import { AccionesAnular, AvisoFechas, DialogoRegistro, filtrosDeFechas, MENSAJE_FECHAS, pesos, RangoDeFechas, rangoDelMes } from './comun';
import { CampoPersona } from './CampoPersona';
import { proveedorFinanzas, type OpcionPersona } from './proveedorFinanzas';
import { useRegistro } from './useRegistro';

interface Previo {
  terapeuta: OpcionPersona;
  valor: number;
  sesion: string;
  nota: string;
}

const DialogoDescargo = ({ previo, onCerrar }: { previo?: Previo; onCerrar: () => void }) => {
  const translate = useTranslate();
  const campo = (c: string) => translate(`resources.descargos.fields.${c}`);
  const [v, setV] = useState({
    terapeuta: previo?.terapeuta.id ?? '',
    valor: previo ? String(previo.valor) : '',
    concepto: 'Informe atrasado',
    nota: previo?.nota ?? '',
  });
  const [terapeuta, setTerapeuta] = useState<OpcionPersona | null>(previo?.terapeuta ?? null);
  const personas = useQuery({ queryKey: ['finanzas', 'terapeutas'], queryFn: proveedorFinanzas.terapeutas, retry: false, enabled: !previo });
  const r = useRegistro(
    v,
    ['terapeuta', 'valor'],
    () =>
      proveedorFinanzas.registrarDescargo({
        terapeuta: v.terapeuta,
        valor: Number(v.valor),
        concepto: v.concepto,
        nota: v.nota.trim() || undefined,
        sesion: previo?.sesion,
      }),
    onCerrar,
  );
  const poner = (c: keyof typeof v) => (valor: string) => {
    setV((x) => ({ ...x, [c]: valor }));
    r.quitar(c);
  };
  const valorMalo = v.valor !== '' && !pesos(v.valor);
  return (
    <DialogoRegistro
      titulo={previo ? 'Registrar el descuento de la evolución atrasada' : 'Registrar un descargo'}
      marca="descargo"
      onCerrar={onCerrar}
      onGuardar={r.guardar}
      valores={v}
      enCurso={r.enCurso || valorMalo}
    >
      <CampoPersona
        name="terapeuta"
        label={campo('terapeuta')}
        required
        value={terapeuta}
        opciones={previo ? [previo.terapeuta] : (personas.data ?? [])}
        onChange={(p) => {
          setTerapeuta(p);
          poner('terapeuta')(p?.id ?? '');
        }}
        {...r.propsDe('terapeuta')}
      />
      <TextField
        name="valor"
        label={campo('valor')}
        required
        value={v.valor}
        onChange={(e) => poner('valor')(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={valorMalo || r.propsDe('valor').error}
        helperText={valorMalo ? 'Solo números, sin puntos' : r.propsDe('valor', 'En pesos, sin puntos').helperText}
      />
      <TextField select name="concepto" label={campo('concepto')} value={v.concepto} onChange={(e) => poner('concepto')(e.target.value)}>
        {CONCEPTOS_DESCARGO.map((c) => (
          <MenuItem key={c.codigo} value={c.codigo}>
            {c.nombre}
          </MenuItem>
        ))}
      </TextField>
      <TextField name="nota" label={campo('nota')} value={v.nota} onChange={(e) => poner('nota')(e.target.value)} multiline />
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
            <Button label="Registrar descargo" data-accion="registrar" onClick={() => setRegistrando(true)}>
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
  const inicial = rangoDelMes();
  const [desde, setDesde] = useState(inicial.desde);
  const [hasta, setHasta] = useState(inicial.hasta);
  const [rango, setRango] = useState(inicial);
  const [aviso, setAviso] = useState<string | null>(null);
  const [previo, setPrevio] = useState<Previo | null>(null);
  const filas = useQuery({
    queryKey: ['evoluciones-atrasadas', rango],
    queryFn: () => proveedorFinanzas.evolucionesAtrasadas(rango.desde, rango.hasta),
    retry: false,
  });
  const consultar = () => {
    if (!desde || !hasta) return setAviso(MENSAJE_FECHAS);
    if (hasta < desde) return setAviso(MENSAJES_REPORTES.rangoInvertido);
    setAviso(null);
    setRango({ desde, hasta });
  };
  const abrir = (f: EvolucionAtrasadaLeida) =>
    setPrevio({
      terapeuta: { id: f.terapeutaId, nombre: f.terapeuta },
      valor: f.precio,
      sesion: f.id,
      nota: `Evolución atrasada de ${f.paciente} del ${formatearFecha(f.fecha)}`,
    });
  const error = aviso ?? (filas.error as Error | null)?.message;
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} data-seccion="evoluciones-atrasadas">
      <RangoDeFechas desde={desde} hasta={hasta} setDesde={setDesde} setHasta={setHasta} consultar={consultar} />
      {error && <Alert severity="error">{error}</Alert>}
      {filas.data && filas.data.length === 0 && <SinDatos />}
      {filas.data && filas.data.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Terapeuta</TableCell>
              <TableCell>Paciente</TableCell>
              <TableCell>Fecha de la sesión</TableCell>
              <TableCell>Fecha de la evolución</TableCell>
              <TableCell align="right">Pagado</TableCell>
              <TableCell align="right">Descuento</TableCell>
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
                    Registrar descuento
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
  const [pestana, setPestana] = useState(0);
  return (
    <Box sx={{ p: 1 }} data-pantalla="descargos">
      <Tabs value={pestana} onChange={(_, p: number) => setPestana(p)}>
        <Tab label="Descargos" />
        <Tab label="Evoluciones atrasadas" />
      </Tabs>
      {pestana === 0 ? <Descargos /> : <EvolucionesAtrasadas />}
    </Box>
  );
};

export default ListaDescargos;
