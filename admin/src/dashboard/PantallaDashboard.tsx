import { lazy, Suspense, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Form, required, SelectInput, useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link as EnlaceRuta } from 'react-router';
import { MENSAJES_REPORTES } from '../contratos';
import { usePermisos } from '../acceso/permisos';
import { hoyDelServidor } from '../comun/reloj';
import { formatearFecha, formatearMoneda } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { FechaDeFormulario } from '../reportes/FechaDeFormulario';
import { useSedes } from '../shell/useSedes';

const GraficosResumen = lazy(() => import('./GraficosResumen'));

const RECURSO = 'tablero';

/** A figure of the board; `titulo` is its key under resources.tablero.titulos. */
const Tarjeta = ({ titulo, valor, marca }: { titulo: string; valor: ReactNode; marca: string }) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 160, flex: 1 }} data-tarjeta={marca}>
      <Typography variant="body2" color="text.secondary">
        {translate(`resources.${RECURSO}.titulos.${titulo}`)}
      </Typography>
      <Typography variant="h4" data-valor>
        {valor}
      </Typography>
    </Paper>
  );
};

/** Only for whoever sees every site; the cards, alerts and charts follow it at once. */
const SelectorSede = () => {
  const { tiene } = usePermisos();
  const { sedes } = useSedes();
  const t = useTranslate();
  if (!tiene('capacidad.todas-las-sedes')) return null;
  return (
    <SelectInput
      source="sede"
      choices={[{ id: 'todas', name: t(`resources.${RECURSO}.todasLasSedes`) }, ...sedes.map((s) => ({ id: s.id, name: s.nombre }))]}
      validate={required()}
      helperText={false}
      fullWidth={false}
      sx={{ minWidth: 200, m: 0 }}
      slotProps={{ htmlInput: { 'data-filtro': 'sede' } }}
    />
  );
};

/** The range's dates; a reversed range is flagged as soon as it is typed (and refused on 'Consultar'). */
const CamposRango = () => {
  const t = useTranslate();
  const [desde, hasta] = useWatch<{ desde: string; hasta: string }, ['desde', 'hasta']>({ name: ['desde', 'hasta'] });
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <FechaDeFormulario source="desde" size="small" sx={{ width: 170 }} />
      <FechaDeFormulario
        source="hasta"
        size="small"
        sx={{ width: 170 }}
        aviso={!!desde && !!hasta && hasta < desde ? MENSAJES_REPORTES.rangoInvertido : undefined}
      />
      <Button variant="contained" sx={{ mt: 0.5 }} type="submit">
        {t(`resources.${RECURSO}.consultar`)}
      </Button>
    </Box>
  );
};

type Rango = { desde: string; hasta: string };

/** The screen inside its form: the site (applied at once) and the range (applied on 'Consultar'). */
const Tablero = ({ rango, aviso }: { rango: Rango; aviso: string | null }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const sede = useWatch<{ sede: string }, 'sede'>({ name: 'sede' });
  const sedePedida = sede === 'todas' ? undefined : sede;
  const tarjetas = useQuery({ queryKey: ['dashboard', 'hoy', sedePedida], queryFn: () => dataProvider.tableroHoy(sedePedida), retry: false });
  const alertas = useQuery({ queryKey: ['dashboard', 'alertas', sedePedida], queryFn: () => dataProvider.alertasCoberturaTablero(sedePedida), retry: false });
  const resumen = useQuery({
    queryKey: ['dashboard', 'resumen', rango, sedePedida],
    queryFn: () => dataProvider.tableroResumen(rango.desde, rango.hasta, sedePedida),
    retry: false,
  });
  const translate = useTranslate();
  const t = tarjetas.data;
  const r = resumen.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 1 }} data-pantalla="dashboard">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" sx={{ flex: 1 }}>
          Hoy {t ? formatearFecha(t.fecha) : ''}
        </Typography>
        <SelectorSede />
      </Box>
      {tarjetas.error && <Alert severity="error">{(tarjetas.error as Error).message}</Alert>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Tarjeta titulo="pacientes" valor={t?.pacientes ?? '…'} marca="pacientes" />
        <Tarjeta titulo="programadas" valor={t?.programadas ?? '…'} marca="programadas" />
        <Tarjeta titulo="realizadas" valor={t?.realizadas ?? '…'} marca="realizadas" />
        <Tarjeta titulo="canceladas" valor={t?.canceladas ?? '…'} marca="canceladas" />
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }} data-seccion="alertas">
        <Typography variant="h6">{translate(`resources.${RECURSO}.titulos.alertas`)}</Typography>
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
        <CamposRango />
        {(aviso ?? (resumen.error as Error | null)?.message) && <Alert severity="error">{aviso ?? (resumen.error as Error).message}</Alert>}
        {r && (
          <>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Tarjeta titulo="ingresos" valor={formatearMoneda(r.ingresos.realizadas)} marca="ingresos" />
              <Tarjeta titulo="noRealizados" valor={formatearMoneda(r.ingresos.noRealizados)} marca="no-realizados" />
              <Tarjeta titulo="copagos" valor={formatearMoneda(r.ingresos.copagos)} marca="copagos" />
              {r.ingresos.terapeutas !== undefined && (
                <Tarjeta titulo="pagoTerapeutas" valor={formatearMoneda(r.ingresos.terapeutas)} marca="pago-terapeutas" />
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

/** Main dashboard (spec 3 §2.3, /dashboard/avanti): today's cards, coverage alerts and a date range's charts. */
export const PantallaDashboard = () => {
  const hoy = hoyDelServidor();
  const inicial = { desde: `${hoy.slice(0, 8)}01`, hasta: hoy };
  const [rango, setRango] = useState<Rango>(inicial);
  const [aviso, setAviso] = useState<string | null>(null);
  const consultar = (v: Record<string, unknown>) => {
    const desde = typeof v.desde === 'string' ? v.desde : '';
    const hasta = typeof v.hasta === 'string' ? v.hasta : '';
    if (!desde || !hasta) return setAviso(MENSAJES_REPORTES.faltanFechas);
    if (hasta < desde) return setAviso(MENSAJES_REPORTES.rangoInvertido);
    setAviso(null);
    setRango({ desde, hasta });
  };
  return (
    <Form defaultValues={{ sede: 'todas', ...inicial }} onSubmit={consultar} resource={RECURSO} noValidate>
      <Tablero rango={rango} aviso={aviso} />
    </Form>
  );
};
