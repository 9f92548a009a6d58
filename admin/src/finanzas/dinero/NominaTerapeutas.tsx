import { useWatch } from 'react-hook-form';
import { Form, ResourceContextProvider, useDataProvider, useTranslate } from 'react-admin';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { describirLineaNomina, MENSAJES_REPORTES, type NominaTerapeutaLeida } from '../../contratos';
import { BotonExportar } from '../../exportaciones/BotonExportar';
import { formatearFecha } from '../../formato';
import { EntradaPersona } from './formulario';
import { $, n, Panel, t, Tarjeta } from './Paneles';

const suma = (filas: NominaTerapeutaLeida[], campo: 'realizadas' | 'sesiones' | 'adicionales' | 'deducciones' | 'descuentoAtrasadas' | 'neto') =>
  filas.reduce((s, f) => s + f[campo], 0);

/** One therapist's payroll: each line paid by the salary record, the discards, and the net. */
const NominaDeTerapeuta = ({ f }: { f: NominaTerapeutaLeida }) => {
  const translate = useTranslate();
  const tr = (clave: string, opciones?: object) => translate(`resources.finanzas.panel.${clave}`, opciones);
  return (
    <Panel
      titulo={f.terapeutaNombre}
      marca="nomina-terapeuta"
      columnas={[
        t('resources.finanzas.panel.concepto'),
        t('resources.finanzas.panel.modalidad'),
        t('resources.finanzas.panel.cliente'),
        t('resources.finanzas.panel.evolucion'),
        { texto: 'resources.finanzas.panel.sesiones', derecha: true },
        { texto: 'resources.finanzas.panel.unidades', derecha: true },
        { texto: 'resources.finanzas.panel.tarifa', derecha: true },
        { texto: 'resources.finanzas.panel.valor', derecha: true },
      ]}
      filas={[
        ...f.lineas.map((l) => {
          const d = describirLineaNomina(l);
          return [t(d.tipo), t(d.modalidad), t(d.cliente), t(d.evolucion), n(l.sesiones), n(l.unidades), $(l.tarifa), $(l.total)];
        }),
        ...f.descargos.map((d) => [
          t(tr('descargo', { concepto: d.concepto ?? '', fecha: d.fecha ? ` (${formatearFecha(d.fecha)})` : '' })),
          t(''),
          t(''),
          t(''),
          t(''),
          t(''),
          t(''),
          $(-d.valor),
        ]),
        [t(tr('sesiones')), t(''), t(''), t(''), t(''), n(f.realizadas), t(''), $(f.sesiones)],
        [t(tr('adicionalesEvaluaciones')), t(''), t(''), t(''), t(''), t(''), t(''), $(f.adicionales)],
        [t(tr('deduccionesDescargos')), t(''), t(''), t(''), t(''), t(''), t(''), $(f.deducciones ? -f.deducciones : 0)],
        [t(tr('descuentoEvoluciones')), t(''), t(''), t(''), t(''), t(''), t(''), $(f.descuentoAtrasadas)],
      ]}
      pie={[t(tr('netoAPagar')), t(''), t(''), t(''), t(''), t(''), t(''), $(f.neto)]}
    />
  );
};

/**
 * Therapist payroll (spec 3 §2.4 'Payroll / therapist payment information', issue 13), a tab of
 * /dashboard-nomina: the range above, one therapist or all of the site, per therapist the lines paid by
 * the salary record (late evolutions at half), extras, deductions and net; a summary; Excel export.
 */
export const NominaTerapeutas = ({ desde, hasta }: { desde: string; hasta: string }) => (
  // The therapist the payroll is filtered by: a filter applied as soon as it is chosen, never submitted.
  <ResourceContextProvider value="finanzas">
    <Form defaultValues={{ terapeuta: '' }} onSubmit={() => undefined} noValidate>
      <NominaFiltrada desde={desde} hasta={hasta} />
    </Form>
  </ResourceContextProvider>
);

const NominaFiltrada = ({ desde, hasta }: { desde: string; hasta: string }) => {
  const translate = useTranslate();
  const tr = (clave: string, opciones?: object) => translate(`resources.finanzas.panel.${clave}`, opciones);
  const terapeuta = (useWatch({ name: 'terapeuta' }) as string) || undefined;
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const personas = useQuery({ queryKey: ['finanzas', 'terapeutas'], queryFn: () => dataProvider.terapeutasDeNomina(), retry: false });
  const nomina = useQuery({
    queryKey: ['nomina', desde, hasta, terapeuta ?? null],
    queryFn: () => dataProvider.nominaDeTerapeutas(desde, hasta, terapeuta),
    retry: false,
  });
  const filas = nomina.data ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-seccion="nomina-terapeutas">
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 320 }}>
          <EntradaPersona source="terapeuta" opciones={personas.data ?? []} />
        </Box>
        <BotonExportar recurso="nomina" filtro={{ desde, hasta, ...(terapeuta ? { terapeuta } : {}) }} />
      </Paper>
      {nomina.error && <Alert severity="error">{(nomina.error as Error).message}</Alert>}
      {nomina.data && (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }} data-seccion="resumen-nomina">
            <Tarjeta titulo="resources.finanzas.panel.sesiones" valor={suma(filas, 'sesiones')} marca="nomina-sesiones" />
            <Tarjeta titulo="resources.finanzas.panel.adicionales" valor={suma(filas, 'adicionales')} marca="nomina-adicionales" />
            <Tarjeta titulo="resources.finanzas.panel.deducciones" valor={suma(filas, 'deducciones')} marca="nomina-deducciones" />
            <Tarjeta titulo="resources.finanzas.panel.descuentoAtrasadas" valor={suma(filas, 'descuentoAtrasadas')} marca="nomina-atrasadas" />
            <Tarjeta titulo="resources.finanzas.panel.netoAPagar" valor={suma(filas, 'neto')} marca="nomina-neto" />
          </Box>
          {filas.length === 0 ? (
            <Typography color="text.secondary">{MENSAJES_REPORTES.sinDatos}</Typography>
          ) : (
            <>
              <Panel
                titulo="resources.finanzas.panel.resumenPorTerapeuta"
                marca="resumen-terapeutas"
                columnas={[
                  t('resources.finanzas.panel.terapeuta'),
                  { texto: 'resources.finanzas.panel.realizadas', derecha: true },
                  { texto: 'resources.finanzas.panel.sesiones', derecha: true },
                  { texto: 'resources.finanzas.panel.adicionales', derecha: true },
                  { texto: 'resources.finanzas.panel.deducciones', derecha: true },
                  { texto: 'resources.finanzas.panel.neto', derecha: true },
                ]}
                filas={filas.map((f) => [t(f.terapeutaNombre), n(f.realizadas), $(f.sesiones), $(f.adicionales), $(f.deducciones), $(f.neto)])}
                pie={[
                  t(tr('totalN', { n: filas.length })),
                  n(suma(filas, 'realizadas')),
                  $(suma(filas, 'sesiones')),
                  $(suma(filas, 'adicionales')),
                  $(suma(filas, 'deducciones')),
                  $(suma(filas, 'neto')),
                ]}
              />
              {filas.map((f) => (
                <NominaDeTerapeuta key={f.terapeutaId} f={f} />
              ))}
            </>
          )}
          <Typography variant="caption" color="text.secondary">
            {tr('explicacion')}
          </Typography>
        </>
      )}
    </Box>
  );
};
