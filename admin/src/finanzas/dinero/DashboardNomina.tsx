import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { formatearFecha, formatearMoneda } from '../../formato';
import { RangoDeFechas, useRangoConsultado } from './comun';
import { NominaTerapeutas } from './NominaTerapeutas';
import { $, n, Panel, t, Tarjeta } from './Paneles';

/** Income and expenses (spec 3 /dashboard-nomina): payroll, expenses, by entity, by specialty and by therapist for one range. */
export const DashboardNomina = () => {
  const translate = useTranslate();
  const tr = (clave: string, opciones?: object) => translate(`resources.finanzas.panel.${clave}`, opciones);
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { rango, aviso, consultar } = useRangoConsultado();
  const tablero = useQuery({
    queryKey: ['dashboard', 'nomina', rango],
    queryFn: () => dataProvider.tableroNomina(rango.desde, rango.hasta),
    retry: false,
  });
  const [pestana, setPestana] = useState<'tablero' | 'terapeutas'>('tablero');
  const b = tablero.data;
  const error = aviso ?? (pestana === 'tablero' ? (tablero.error as Error | null)?.message : undefined);
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 1 }} data-pantalla="dashboard-nomina">
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} data-seccion="rango">
        <RangoDeFechas inicial={rango} onConsultar={consultar} />
        {error && <Alert severity="error">{error}</Alert>}
      </Paper>
      <Tabs value={pestana} onChange={(_, v: 'tablero' | 'terapeutas') => setPestana(v)}>
        <Tab value="tablero" label={translate('resources.finanzas.tablero.pestana')} data-pestana="tablero" />
        <Tab value="terapeutas" label={translate('resources.finanzas.nomina.pestana')} data-pestana="terapeutas" />
      </Tabs>
      {pestana === 'terapeutas' && <NominaTerapeutas desde={rango.desde} hasta={rango.hasta} />}
      {pestana === 'tablero' && b && (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Tarjeta titulo="resources.finanzas.panel.ingresosRealizadas" valor={b.ingresos.realizadas} marca="realizadas" />
            <Tarjeta titulo="resources.finanzas.panel.noRealizados" valor={b.ingresos.canceladas} marca="canceladas" />
            <Tarjeta titulo="resources.finanzas.panel.ingresosCopago" valor={b.ingresos.copago} marca="copago" />
            <Tarjeta titulo="resources.finanzas.panel.pagoTerapeutas" valor={b.ingresos.terapeuta} marca="terapeuta" />
            <Tarjeta titulo="resources.finanzas.panel.gastos" valor={b.gastos.total} marca="gastos" />
            <Tarjeta titulo="resources.finanzas.panel.nomina" valor={b.nomina.total} marca="nomina" />
          </Box>
          {/* The payroll card takes the full width: in half of a 1366 px screen its net column was cut off (issue 28 item 11). */}
          <Panel
            titulo="resources.finanzas.panel.nomina"
            marca="panel-nomina"
            columnas={[
              t('resources.finanzas.panel.nombre'),
              { texto: 'resources.finanzas.panel.salarioFijo', derecha: true },
              { texto: 'resources.finanzas.panel.prestaciones', derecha: true },
              { texto: 'resources.finanzas.panel.transporte', derecha: true },
              { texto: 'resources.finanzas.panel.neto', derecha: true },
            ]}
            filas={b.nomina.filas.map((p) => [t(p.nombre), $(p.salarioFijo), $(p.prestaciones), $(p.transporte), $(p.neto)])}
            pie={[t(tr('total')), t(''), t(''), t(''), $(b.nomina.total)]}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
            <Panel
              titulo="resources.finanzas.panel.gastos"
              marca="panel-gastos"
              columnas={[
                t('resources.finanzas.panel.fecha'),
                t('resources.finanzas.panel.tipo'),
                t('resources.finanzas.panel.concepto'),
                { texto: 'resources.finanzas.panel.valor', derecha: true },
              ]}
              filas={b.gastos.filas.map((g) => [
                t(formatearFecha(g.fecha)),
                t(g.clase === 'fijo' ? tr('gastoFijo') : (g.categoriaNombre ?? '')),
                t(g.concepto),
                $(g.valor),
              ])}
              pie={[
                t(tr('fijos', { valor: formatearMoneda(b.gastos.fijos) })),
                t(tr('variables', { valor: formatearMoneda(b.gastos.variables) })),
                t(tr('total')),
                $(b.gastos.total),
              ]}
            />
            <Panel
              titulo="resources.finanzas.panel.porEntidad"
              marca="panel-entidades"
              columnas={[
                t('resources.finanzas.panel.entidad'),
                { texto: 'resources.finanzas.panel.realizadas', derecha: true },
                { texto: 'resources.finanzas.panel.noRealizadas', derecha: true },
              ]}
              filas={b.entidades.map((e) => [t(e.nombre), n(e.realizadas), n(e.canceladas)])}
            />
            <Panel
              titulo="resources.finanzas.panel.porEspecialidad"
              marca="panel-especialidades"
              columnas={[t('resources.finanzas.panel.especialidad'), { texto: 'resources.finanzas.panel.realizadas', derecha: true }]}
              filas={b.especialidades.map((e) => [t(e.especialidad), n(e.realizadas)])}
            />
          </Box>
          <Panel
            titulo="resources.finanzas.panel.porTerapeuta"
            marca="panel-terapeutas"
            columnas={[
              t('resources.finanzas.panel.terapeuta'),
              { texto: 'resources.finanzas.panel.realizadas', derecha: true },
              { texto: 'resources.finanzas.panel.sesiones', derecha: true },
              { texto: 'resources.finanzas.panel.adicionales', derecha: true },
              { texto: 'resources.finanzas.panel.deducciones', derecha: true },
              { texto: 'resources.finanzas.panel.descuentoAtrasadas', derecha: true },
              { texto: 'resources.finanzas.panel.neto', derecha: true },
            ]}
            filas={b.terapeutas.map((p) => [
              t(p.terapeutaNombre),
              n(p.realizadas),
              $(p.sesiones),
              $(p.adicionales),
              $(p.deducciones),
              $(p.descuentoAtrasadas),
              $(p.neto),
            ])}
            pie={[t(tr('total')), n(b.resumen.realizadas), $(b.resumen.sesiones), $(b.resumen.adicionales), $(b.resumen.deducciones), t(''), $(b.resumen.neto)]}
          />
        </>
      )}
    </Box>
  );
};

export default DashboardNomina;
