import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MENSAJES_REPORTES } from '../../contratos';
import { CampoFecha } from '../../comun/CampoFecha';
import { formatearFecha, formatearMoneda } from '../../formato';
import { MENSAJE_FECHAS, rangoDelMes } from './comun';
import { proveedorFinanzas } from './proveedorFinanzas';

const Tarjeta = ({ titulo, valor, marca }: { titulo: string; valor: number; marca: string }) => (
  <Paper variant="outlined" sx={{ p: 2, minWidth: 180, flex: 1 }} data-tarjeta={marca}>
    <Typography variant="body2" color="text.secondary">
      {titulo}
    </Typography>
    <Typography variant="h5" data-valor>
      {formatearMoneda(valor)}
    </Typography>
  </Paper>
);

type Celda = { texto: ReactNode; derecha?: boolean };
const Panel = ({ titulo, marca, columnas, filas, pie }: { titulo: string; marca: string; columnas: Celda[]; filas: Celda[][]; pie?: Celda[] }) => (
  <Paper variant="outlined" sx={{ p: 2, overflow: 'auto' }} data-seccion={marca}>
    <Typography variant="h6">{titulo}</Typography>
    {filas.length === 0 ? (
      <Typography color="text.secondary">{MENSAJES_REPORTES.sinDatos}</Typography>
    ) : (
      <Table size="small">
        <TableHead>
          <TableRow>
            {columnas.map((c, i) => (
              <TableCell key={i} align={c.derecha ? 'right' : 'left'}>
                {c.texto}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f, i) => (
            <TableRow key={i}>
              {f.map((c, j) => (
                <TableCell key={j} align={c.derecha ? 'right' : 'left'}>
                  {c.texto}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {pie && (
            <TableRow>
              {pie.map((c, j) => (
                <TableCell key={j} align={c.derecha ? 'right' : 'left'} sx={{ fontWeight: 'bold' }}>
                  {c.texto}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    )}
  </Paper>
);

const $ = (n: number): Celda => ({ texto: formatearMoneda(n), derecha: true });
const n = (x: number): Celda => ({ texto: x, derecha: true });
const t = (x: ReactNode): Celda => ({ texto: x });

/** Income and expenses (spec 3 /dashboard-nomina): payroll, expenses, by entity, by specialty and by therapist for one range. */
export const DashboardNomina = () => {
  const inicial = rangoDelMes();
  const [desde, setDesde] = useState(inicial.desde);
  const [hasta, setHasta] = useState(inicial.hasta);
  const [rango, setRango] = useState(inicial);
  const [aviso, setAviso] = useState<string | null>(null);
  const tablero = useQuery({ queryKey: ['dashboard', 'nomina', rango], queryFn: () => proveedorFinanzas.tableroNomina(rango.desde, rango.hasta), retry: false });
  const consultar = () => {
    if (!desde || !hasta) return setAviso(MENSAJE_FECHAS);
    if (hasta < desde) return setAviso(MENSAJES_REPORTES.rangoInvertido);
    setAviso(null);
    setRango({ desde, hasta });
  };
  const b = tablero.data;
  const error = aviso ?? (tablero.error as Error | null)?.message;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 1 }} data-pantalla="dashboard-nomina">
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} data-seccion="rango">
        <Typography variant="body2" color="text.secondary">
          {MENSAJE_FECHAS}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <CampoFecha name="desde" label="Desde" value={desde} onChange={setDesde} />
          <CampoFecha name="hasta" label="Hasta" value={hasta} onChange={setHasta} />
          <Button variant="contained" sx={{ mt: 1 }} onClick={consultar}>
            Consultar
          </Button>
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
      </Paper>
      {b && (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Tarjeta titulo="Ingresos de sesiones realizadas" valor={b.ingresos.realizadas} marca="realizadas" />
            <Tarjeta titulo="Servicios no realizados" valor={b.ingresos.canceladas} marca="canceladas" />
            <Tarjeta titulo="Ingresos por copago" valor={b.ingresos.copago} marca="copago" />
            <Tarjeta titulo="Pago a terapeutas" valor={b.ingresos.terapeuta} marca="terapeuta" />
            <Tarjeta titulo="Gastos" valor={b.gastos.total} marca="gastos" />
            <Tarjeta titulo="Nómina" valor={b.nomina.total} marca="nomina" />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <Panel
              titulo="Nómina"
              marca="panel-nomina"
              columnas={[t('Nombre'), { texto: 'Salario fijo', derecha: true }, { texto: 'Prestaciones', derecha: true }, { texto: 'Transporte', derecha: true }, { texto: 'Neto', derecha: true }]}
              filas={b.nomina.filas.map((p) => [t(p.nombre), $(p.salarioFijo), $(p.prestaciones), $(p.transporte), $(p.neto)])}
              pie={[t('Total'), t(''), t(''), t(''), $(b.nomina.total)]}
            />
            <Panel
              titulo="Gastos"
              marca="panel-gastos"
              columnas={[t('Fecha'), t('Tipo'), t('Concepto'), { texto: 'Valor', derecha: true }]}
              filas={b.gastos.filas.map((g) => [t(formatearFecha(g.fecha)), t(g.clase === 'fijo' ? 'Gasto fijo' : (g.categoriaNombre ?? '')), t(g.concepto), $(g.valor)])}
              pie={[t(`Fijos ${formatearMoneda(b.gastos.fijos)}`), t(`Variables ${formatearMoneda(b.gastos.variables)}`), t('Total'), $(b.gastos.total)]}
            />
            <Panel
              titulo="Por entidad"
              marca="panel-entidades"
              columnas={[t('Entidad'), { texto: 'Realizadas', derecha: true }, { texto: 'No realizadas', derecha: true }]}
              filas={b.entidades.map((e) => [t(e.nombre), n(e.realizadas), n(e.canceladas)])}
            />
            <Panel
              titulo="Por especialidad"
              marca="panel-especialidades"
              columnas={[t('Especialidad'), { texto: 'Realizadas', derecha: true }]}
              filas={b.especialidades.map((e) => [t(e.especialidad), n(e.realizadas)])}
            />
          </Box>
          <Panel
            titulo="Por terapeuta"
            marca="panel-terapeutas"
            columnas={[t('Terapeuta'), { texto: 'Realizadas', derecha: true }, { texto: 'Sesiones', derecha: true }, { texto: 'Adicionales', derecha: true }, { texto: 'Deducciones', derecha: true }, { texto: 'Descuento por atrasadas', derecha: true }, { texto: 'Neto', derecha: true }]}
            filas={b.terapeutas.map((p) => [t(p.terapeutaNombre), n(p.realizadas), $(p.sesiones), $(p.adicionales), $(p.deducciones), $(p.descuentoAtrasadas), $(p.neto)])}
            pie={[t('Total'), n(b.resumen.realizadas), $(b.resumen.sesiones), $(b.resumen.adicionales), $(b.resumen.deducciones), t(''), $(b.resumen.neto)]}
          />
        </>
      )}
    </Box>
  );
};

export default DashboardNomina;
