import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { BooleanInput, RadioButtonGroupInput, required, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { FORMAS_PAGO } from '../../contratos';
import { EntradaFecha } from '../../comun/CampoFecha';
import { formatearFecha } from '../../formato';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { ElegirOrden } from './ElegirOrden';
import { LineasServicio } from './LineasServicio';
import { clase, DIAS_ORDEN, DIAS_PARTICULAR, NUMERO_EPS, PERIODOS, porQueNo, TIPO_EPS, textoBoton, type ValoresIngreso } from './reglasIngreso';

const columnas = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } as const;
const R = 'resources.coberturas/servicios';
const obligatorio = [required()];
const FORMATOS = [
  { id: '1', name: `${R}.formatos.autorizacion` },
  { id: '0', name: `${R}.formatos.orden` },
];
const PAGOS = FORMAS_PAGO.map((f) => ({ id: String(f.codigo), name: f.nombre }));
const masDias = (fecha: string, dias: number) => {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};
const numeroEpsValido = (valor: unknown) => (NUMERO_EPS.test(String(valor ?? '').trim()) ? undefined : `${R}.numeroEpsInvalido`);

/** Format, order or entity, number, dates, coverage, the private client's data, observations and the service lines. */
export const SeccionServicio = ({ limpiar }: { limpiar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const { setValue } = useFormContext<ValoresIngreso>();
  const { isSubmitting } = useFormState();
  const valores = useWatch<ValoresIngreso>() as ValoresIngreso;
  const { tipo, asegurado, conOrden } = clase(valores);
  const { formato, sinOrden, paciente, fecha, cobertura } = valores;
  const { data: aseguradoras = [], error: errorAseguradoras } = useQuery({
    queryKey: ['aseguradoras', TIPO_EPS[tipo]],
    queryFn: () => dataProvider.aseguradorasActivas(TIPO_EPS[tipo]),
    enabled: asegurado,
  });
  const sinVigencia = asegurado && formato === '1' && !conOrden;
  const dias: { id: string; name: string }[] = (tipo === 2 ? DIAS_PARTICULAR : DIAS_ORDEN.map((d): [number, string] => [d, t(`${R}.dias`, { dias: d })])).map(
    ([d, texto]) => ({ id: String(d), name: texto }),
  );
  const motivo = porQueNo(valores);

  return (
    <Paper data-seccion="servicio" sx={{ p: 2, display: 'grid', gap: 2 }}>
      {asegurado && <RadioButtonGroupInput source="formato" choices={FORMATOS} helperText={false} />}
      {asegurado && formato === '1' && (
        <Box sx={{ display: 'flex', gap: 2 }}>
          <BooleanInput
            source="sinOrden"
            helperText={false}
            onChange={(e: { target: { checked: boolean } }) => e.target.checked && setValue('codigo90', false)}
          />
          <BooleanInput
            source="codigo90"
            helperText={false}
            onChange={(e: { target: { checked: boolean } }) => e.target.checked && setValue('sinOrden', false)}
          />
        </Box>
      )}
      {conOrden && paciente && <ElegirOrden paciente={paciente.id} onRegistrarOrden={() => setValue('formato', '0')} />}
      <Box sx={columnas}>
        {asegurado && formato === '0' && <TextField size="small" label={t(`${R}.fields.regimen`)} value={t(`${R}.contributivo`)} disabled />}
        {asegurado && (formato === '0' || sinOrden) && (
          <SelectInput
            source="entidad"
            choices={aseguradoras.map((a) => ({ id: a.id, name: a.nombre }))}
            translateChoice={false}
            validate={obligatorio}
            helperText={errorAseguradoras ? t(`${R}.sinEntidades`, { error: errorAseguradoras.message }) : false}
          />
        )}
        {sinVigencia && <TextInput source="codigoAutorizacion" validate={obligatorio} helperText={false} />}
        {conOrden && (
          <TextInput
            source="numeroAutorizacionEps"
            validate={numeroEpsValido}
            helperText={`${R}.ayudaNumeroEps`}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
        )}
        <EntradaFecha source="fecha" label={`${R}.fields.${tipo === 2 ? 'fechaInicio' : 'fecha'}`} validate={obligatorio} />
        {sinVigencia ? (
          <SelectInput source="cobertura" choices={dias} emptyText={`${R}.sinVigencia`} helperText={false} />
        ) : (
          <SelectInput source="cobertura" choices={dias} validate={obligatorio} helperText={false} />
        )}
        <TextField
          size="small"
          label={t(`${R}.fields.fechaVencimiento`)}
          value={cobertura && fecha ? formatearFecha(masDias(fecha, Number(cobertura))) : t(`${R}.sinVigencia`)}
          slotProps={{ input: { readOnly: true } }}
        />
        {tipo === 2 && (
          <>
            <TextInput source="ordenParticular" helperText={false} />
            <TextInput source="nombreCliente" validate={obligatorio} helperText={false} />
            <SelectInput source="formaPago" choices={PAGOS} validate={obligatorio} helperText={false} />
            <SelectInput
              source="periodo"
              choices={PERIODOS.map((p) => ({ id: String(p), name: t(`${R}.dias`, { dias: p }) }))}
              validate={obligatorio}
              helperText={false}
            />
            <TextInput source="contrato" validate={obligatorio} helperText={false} />
          </>
        )}
      </Box>
      <TextInput source="observaciones" multiline minRows={2} helperText={false} slotProps={{ htmlInput: { maxLength: 20000 } }} />
      <LineasServicio />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <MuiButton type="submit" variant="contained" disabled={!!motivo || isSubmitting}>
          {textoBoton(valores)}
        </MuiButton>
        <MuiButton
          onClick={() => {
            setValue('paciente', null);
            limpiar();
          }}
        >
          {t('ra.action.cancel')}
        </MuiButton>
        {motivo && (
          <Typography variant="caption" color="text.secondary">
            {motivo}
          </Typography>
        )}
      </Box>
    </Paper>
  );
};
