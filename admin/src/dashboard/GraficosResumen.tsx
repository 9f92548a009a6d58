import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TableroResumen } from '../contratos';
import { formatearMoneda } from '../formato';

const R = 'resources.tablero';

/** A chart of the board; `titulo` is its key under resources.tablero.titulos. */
const Grafico = ({ titulo, marca, vacio, children }: { titulo: string; marca: string; vacio: boolean; children: React.ReactNode }) => {
  const t = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-grafico={marca}>
      <Typography variant="subtitle1" gutterBottom>
        {t(`${R}.titulos.${titulo}`)}
      </Typography>
      {vacio ? <Typography color="text.secondary">Aún no hay datos para mostrar.</Typography> : children}
    </Paper>
  );
};

const celda = (texto: React.ReactNode, derecha = true) => <TableCell align={derecha ? 'right' : 'left'}>{texto}</TableCell>;

/** Per therapist: done, extras, deductions and pay (the payroll's figures, shown only to the money roles). */
const TablaPorTerapeuta = ({ filas }: { filas: TableroResumen['porTerapeuta'] }) => {
  const t = useTranslate();
  const total = (c: 'realizadas' | 'unidades' | 'adicionales' | 'deducciones' | 'pago') => filas.reduce((s, f) => s + (f[c] ?? 0), 0);
  return (
    <Table size="small" data-tabla="por-terapeuta">
      <TableHead>
        <TableRow>
          {celda(t(`${R}.columnas.terapeuta`), false)}
          {celda(t(`${R}.columnas.realizadas`))}
          {celda(t(`${R}.columnas.unidades`))}
          {celda(t(`${R}.columnas.adicionales`))}
          {celda(t(`${R}.columnas.deducciones`))}
          {celda(t(`${R}.columnas.pago`))}
        </TableRow>
      </TableHead>
      <TableBody>
        {filas.map((f) => (
          <TableRow key={f.terapeutaId}>
            {celda(f.nombre, false)}
            {celda(f.realizadas)}
            {celda(f.unidades ?? 0)}
            {celda(formatearMoneda(f.adicionales ?? 0))}
            {celda(formatearMoneda(f.deducciones ?? 0))}
            {celda(formatearMoneda(f.pago ?? 0))}
          </TableRow>
        ))}
        <TableRow sx={{ '& td': { fontWeight: 'bold' } }}>
          {celda(t(`${R}.columnas.total`), false)}
          {celda(total('realizadas'))}
          {celda(total('unidades'))}
          {celda(formatearMoneda(total('adicionales')))}
          {celda(formatearMoneda(total('deducciones')))}
          {celda(formatearMoneda(total('pago')))}
        </TableRow>
      </TableBody>
    </Table>
  );
};

/** The range's charts (MUI X Charts, loaded only with the dashboard): two pies and the bars by entity, specialty and therapist. */
export default function GraficosResumen({ r }: { r: TableroResumen }) {
  const clientes = [
    { id: 'eps', label: 'EPS', value: r.porTipoCliente.eps },
    { id: 'prepagada', label: 'Prepagada', value: r.porTipoCliente.prepagada },
    { id: 'poliza', label: 'Póliza', value: r.porTipoCliente.poliza },
    { id: 'particular', label: 'Particular', value: r.porTipoCliente.particular },
  ];
  const barras = (filas: { nombre: string; realizadas: number; canceladas: number }[]) => (
    <BarChart
      height={Math.max(160, 48 * filas.length + 60)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: filas.map((f) => f.nombre), width: 160 }]}
      series={[
        { data: filas.map((f) => f.realizadas), label: 'Realizadas', stack: 'total' },
        { data: filas.map((f) => f.canceladas), label: 'Canceladas', stack: 'total' },
      ]}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Grafico titulo="realizadasYCanceladas" marca="realizadas-canceladas" vacio={r.realizadas + r.canceladas === 0}>
        <PieChart
          height={200}
          series={[
            {
              data: [
                { id: 'r', label: 'Realizadas', value: r.realizadas },
                { id: 'c', label: 'Canceladas', value: r.canceladas },
              ],
              innerRadius: 40,
            },
          ]}
        />
      </Grafico>
      <Grafico titulo="tipoCliente" marca="tipo-cliente" vacio={clientes.every((c) => c.value === 0)}>
        <PieChart height={200} series={[{ data: clientes.filter((c) => c.value > 0), innerRadius: 40 }]} />
      </Grafico>
      <Grafico titulo="porEntidad" marca="entidad" vacio={r.porEntidad.length === 0}>
        {barras(r.porEntidad)}
      </Grafico>
      <Grafico titulo="porEspecialidad" marca="especialidad" vacio={r.porEspecialidad.length === 0}>
        {barras(r.porEspecialidad.map((e) => ({ ...e, nombre: e.especialidad })))}
      </Grafico>
      <Grafico titulo="porTerapeuta" marca="terapeuta" vacio={r.porTerapeuta.length === 0}>
        {barras(r.porTerapeuta.filter((t) => t.realizadas + t.canceladas > 0))}
        {r.porTerapeuta.some((t) => t.pago !== undefined) && <TablaPorTerapeuta filas={r.porTerapeuta} />}
      </Grafico>
    </Box>
  );
}
