import { lazy, Suspense, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link as EnlaceRuta } from 'react-router';
import { MENSAJES_REPORTES } from '../contratos';
import { usePermisos } from '../acceso/permisos';
import { CampoFecha } from '../comun/CampoFecha';
import { hoyDelServidor } from '../comun/reloj';
import { formatearFecha, formatearMoneda } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { useSedes } from '../shell/useSedes';

const GraficosResumen = lazy(() => import('./GraficosResumen'));

const Tarjeta = ({ titulo, valor, marca }: { titulo: string; valor: ReactNode; marca: string }) => (
  <Paper variant="outlined" sx={{ p: 2, minWidth: 160, flex: 1 }} data-tarjeta={marca}>
    <Typography variant="body2" color="text.secondary">
      {titulo}
    </Typography>
    <Typography variant="h4" data-valor>
      {valor}
    </Typography>
  </Paper>
);

const SelectorSede = ({ valor, onChange }: { valor: string; onChange: (sede: string) => void }) => {
  const { tiene } = usePermisos();
  const { sedes } = useSedes();
  if (!tiene('capacidad.todas-las-sedes')) return null;
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label="Sede"
      value={valor}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 200 }}
      slotProps={{ htmlInput: { 'data-filtro': 'sede' } }}
    >
      <MenuItem value="todas">Todas las sedes</MenuItem>
      {sedes.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.nombre}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Main dashboard (spec 3 §2.3, /dashboard/avanti): today's cards, coverage alerts and a date range's charts. */
export const PantallaDashboard = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const [sede, setSede] = useState('todas');
  const sedePedida = sede === 'todas' ? undefined : sede;
  const hoy = hoyDelServidor();
  const [desde, setDesde] = useState(`${hoy.slice(0, 8)}01`);
  const [hasta, setHasta] = useState(hoy);
  const [rango, setRango] = useState({ desde: `${hoy.slice(0, 8)}01`, hasta: hoy });
  const [aviso, setAviso] = useState<string | null>(null);
  const tarjetas = useQuery({ queryKey: ['dashboard', 'hoy', sedePedida], queryFn: () => dataProvider.tableroHoy(sedePedida), retry: false });
  const alertas = useQuery({ queryKey: ['dashboard', 'alertas', sedePedida], queryFn: () => dataProvider.alertasCoberturaTablero(sedePedida), retry: false });
  const resumen = useQuery({
    queryKey: ['dashboard', 'resumen', rango, sedePedida],
    queryFn: () => dataProvider.tableroResumen(rango.desde, rango.hasta, sedePedida),
    retry: false,
  });
  const consultar = () => {
    if (!desde || !hasta) return setAviso(MENSAJES_REPORTES.faltanFechas);
    if (hasta < desde) return setAviso(MENSAJES_REPORTES.rangoInvertido);
    setAviso(null);
    setRango({ desde, hasta });
  };
  const t = tarjetas.data;
  const r = resumen.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 1 }} data-pantalla="dashboard">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" sx={{ flex: 1 }}>
          Hoy {t ? formatearFecha(t.fecha) : ''}
        </Typography>
        <SelectorSede valor={sede} onChange={setSede} />
      </Box>
      {tarjetas.error && <Alert severity="error">{(tarjetas.error as Error).message}</Alert>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Tarjeta titulo="Pacientes activos" valor={t?.pacientes ?? '…'} marca="pacientes" />
        <Tarjeta titulo="Sesiones programadas" valor={t?.programadas ?? '…'} marca="programadas" />
        <Tarjeta titulo="Sesiones realizadas" valor={t?.realizadas ?? '…'} marca="realizadas" />
        <Tarjeta titulo="Sesiones canceladas" valor={t?.canceladas ?? '…'} marca="canceladas" />
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }} data-seccion="alertas">
        <Typography variant="h6">Alertas de autorizaciones</Typography>
        {alertas.data && alertas.data.length === 0 && <Typography color="text.secondary">Sin autorizaciones por vencer ni con pocas sesiones.</Typography>}
        <List dense sx={{ maxHeight: 240, overflow: 'auto' }}>
          {(alertas.data ?? []).map((a) => (
            <ListItem key={a.id} data-alerta={a.codigo}>
              <ListItemText
                primary={
                  <Link component={EnlaceRuta} to={a.enlace}>
                    {a.codigo} · {a.pacienteNombre}
                  </Link>
                }
                secondary={[
                  a.entidadNombre,
                  a.motivos.includes('pocas-sesiones') ? `Quedan ${a.restantes} sesión(es) por programar` : null,
                  a.motivos.includes('por-vencer') && a.fechaVencimiento ? `Vence el ${formatearFecha(a.fechaVencimiento)}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} data-seccion="rango">
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <CampoFecha name="desde" label="Desde" size="small" fullWidth={false} sx={{ width: 170 }} value={desde} onChange={setDesde} />
          {/* A reversed range is flagged as soon as it is typed (and refused on 'Consultar'). */}
          <CampoFecha
            name="hasta"
            label="Hasta"
            size="small"
            fullWidth={false}
            sx={{ width: 170 }}
            value={hasta}
            onChange={setHasta}
            error={!!desde && !!hasta && hasta < desde}
            helperText={!!desde && !!hasta && hasta < desde ? MENSAJES_REPORTES.rangoInvertido : undefined}
          />
          <Button variant="contained" sx={{ mt: 0.5 }} onClick={consultar}>
            Consultar
          </Button>
        </Box>
        {(aviso ?? (resumen.error as Error | null)?.message) && <Alert severity="error">{aviso ?? (resumen.error as Error).message}</Alert>}
        {r && (
          <>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Tarjeta titulo="Ingresos de sesiones realizadas" valor={formatearMoneda(r.ingresos.realizadas)} marca="ingresos" />
              <Tarjeta titulo="Servicios no realizados" valor={formatearMoneda(r.ingresos.noRealizados)} marca="no-realizados" />
              <Tarjeta titulo="Ingresos por copago" valor={formatearMoneda(r.ingresos.copagos)} marca="copagos" />
              {r.ingresos.terapeutas !== undefined && (
                <Tarjeta titulo="Pago a terapeutas" valor={formatearMoneda(r.ingresos.terapeutas)} marca="pago-terapeutas" />
              )}
            </Box>
            <Suspense fallback={<Typography color="text.secondary">Cargando gráficos…</Typography>}>
              <GraficosResumen r={r} />
            </Suspense>
          </>
        )}
      </Paper>
    </Box>
  );
};
