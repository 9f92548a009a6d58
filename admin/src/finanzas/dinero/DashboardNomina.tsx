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
            <Tarjeta titulo="Ingresos de sesiones realizadas" valor={b.ingresos.realizadas} marca="realizadas" />
            <Tarjeta titulo="Servicios no realizados" valor={b.ingresos.canceladas} marca="canceladas" />
            <Tarjeta titulo="Ingresos por copago" valor={b.ingresos.copago} marca="copago" />
            <Tarjeta titulo="Pago a terapeutas" valor={b.ingresos.terapeuta} marca="terapeuta" />
            <Tarjeta titulo="Gastos" valor={b.gastos.total} marca="gastos" />
            <Tarjeta titulo="Nómina" valor={b.nomina.total} marca="nomina" />
          </Box>
          {/* The payroll card takes the full width: in half of a 1366 px screen its net column was cut off (issue 28 item 11). */}
          <Panel
            titulo="Nómina"
            marca="panel-nomina"
            columnas={[
              t('Nombre'),
              { texto: 'Salario fijo', derecha: true },
              { texto: 'Prestaciones', derecha: true },
              { texto: 'Transporte', derecha: true },
              { texto: 'Neto', derecha: true },
            ]}
            filas={b.nomina.filas.map((p) => [t(p.nombre), $(p.salarioFijo), $(p.prestaciones), $(p.transporte), $(p.neto)])}
            pie={[t('Total'), t(''), t(''), t(''), $(b.nomina.total)]}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
            <Panel
              titulo="Gastos"
              marca="panel-gastos"
              columnas={[t('Fecha'), t('Tipo'), t('Concepto'), { texto: 'Valor', derecha: true }]}
              filas={b.gastos.filas.map((g) => [
                t(formatearFecha(g.fecha)),
                t(g.clase === 'fijo' ? 'Gasto fijo' : (g.categoriaNombre ?? '')),
                t(g.concepto),
                $(g.valor),
              ])}
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
            columnas={[
              t('Terapeuta'),
              { texto: 'Realizadas', derecha: true },
              { texto: 'Sesiones', derecha: true },
              { texto: 'Adicionales', derecha: true },
              { texto: 'Deducciones', derecha: true },
              { texto: 'Descuento por atrasadas', derecha: true },
              { texto: 'Neto', derecha: true },
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
            pie={[t('Total'), n(b.resumen.realizadas), $(b.resumen.sesiones), $(b.resumen.adicionales), $(b.resumen.deducciones), t(''), $(b.resumen.neto)]}
          />
        </>
      )}
    </Box>
  );
};

export default DashboardNomina;
