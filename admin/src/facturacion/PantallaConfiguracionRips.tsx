import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, NumberInput, required, SaveButton, SelectInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { erroresDelServidor } from '../comun/useErroresDeCampo';
import {
  CAUSAS_ATENCION_RIPS,
  FINALIDADES_RIPS,
  GRUPOS_RIPS,
  GRUPOS_SERVICIOS_RIPS,
  TIPOS_SESION_RIPS,
  textoDe,
  VIAS_INGRESO_RIPS,
  type Opcion,
  type PrestadorSede,
  type ServicioRips,
} from '../contratos';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

type Valores = Record<string, unknown>;
const opciones = (lista: readonly Opcion<string>[]) => lista.map((o) => ({ id: o.codigo, name: `${o.codigo} ${o.nombre}` }));
const CLAVE = ['facturacion', 'configuracion'];

/** One site's NIT and REPS code, saved on its own. */
const FormPrestador = ({ p }: { p: PrestadorSede }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const t = useTranslate();
  const cliente = useQueryClient();
  const guardar = async (v: Valores) => {
    try {
      await dataProvider.configurarPrestador(p.sede, { nit: String(v.nit ?? '').trim(), codigoHabilitacion: String(v.codigoHabilitacion ?? '').trim() });
      notify(t('resources.prestadores-rips.guardado', { sede: p.sedeNombre }), { type: 'success' });
      await cliente.invalidateQueries({ queryKey: ['facturacion'] });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return erroresDelServidor(error);
    }
  };
  return (
    <Paper sx={{ p: 2 }} data-seccion="prestador" data-sede={p.sede}>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {p.sedeNombre}
      </Typography>
      <Form defaultValues={{ nit: p.nit ?? '', codigoHabilitacion: p.codigoHabilitacion ?? '' }} onSubmit={guardar} resource="prestadores-rips">
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1, alignItems: 'start' }}>
          <TextInput source="nit" validate={required()} />
          <TextInput source="codigoHabilitacion" validate={required()} slotProps={{ htmlInput: { maxLength: 12, inputMode: 'numeric' } }} />
          <SaveButton alwaysEnable data-accion="guardar-prestador" />
        </Box>
      </Form>
    </Paper>
  );
};

/** How one specialty reports one session type. */
const FormServicio = ({ s }: { s: ServicioRips }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const t = useTranslate();
  const cliente = useQueryClient();
  const guardar = async (v: Valores) => {
    try {
      await dataProvider.configurarServicioRips(s.especialidad, s.tipoSesion, {
        cups: String(v.cups ?? '').trim(),
        grupo: v.grupo === 'consulta' ? 'consulta' : 'procedimiento',
        grupoServicios: String(v.grupoServicios),
        codServicio: Number(v.codServicio),
        finalidad: String(v.finalidad),
        causaAtencion: String(v.causaAtencion),
        viaIngreso: String(v.viaIngreso),
      });
      notify(t('resources.servicios-rips.guardado'), { type: 'success' });
      await cliente.invalidateQueries({ queryKey: ['facturacion'] });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return erroresDelServidor(error);
    }
  };
  return (
    <Paper sx={{ p: 2 }} data-seccion="servicio-rips" data-servicio={s.id}>
      <Typography variant="subtitle1">
        {s.especialidadNombre} · {textoDe(TIPOS_SESION_RIPS, s.tipoSesion)} {s.configurado ? '' : `(${t('resources.servicios-rips.porDefecto')})`}
      </Typography>
      <Form
        defaultValues={{
          cups: s.cups ?? '',
          grupo: s.grupo,
          grupoServicios: s.grupoServicios,
          codServicio: s.codServicio ?? undefined,
          finalidad: s.finalidad,
          causaAtencion: s.causaAtencion,
          viaIngreso: s.viaIngreso,
        }}
        onSubmit={guardar}
        resource="servicios-rips"
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1, alignItems: 'start' }}>
          <TextInput source="cups" validate={required()} />
          <SelectInput source="grupo" choices={GRUPOS_RIPS.map((o) => ({ id: o.codigo, name: o.nombre }))} validate={required()} />
          <SelectInput source="grupoServicios" choices={opciones(GRUPOS_SERVICIOS_RIPS)} validate={required()} />
          <NumberInput source="codServicio" validate={required()} />
          <SelectInput source="finalidad" choices={opciones(FINALIDADES_RIPS)} validate={required()} />
          <SelectInput source="causaAtencion" choices={opciones(CAUSAS_ATENCION_RIPS)} validate={required()} />
          <SelectInput source="viaIngreso" choices={opciones(VIAS_INGRESO_RIPS)} validate={required()} />
          <SaveButton alwaysEnable data-accion="guardar-servicio" />
        </Box>
      </Form>
    </Paper>
  );
};

/** /mantenimiento/facturacion (issue 26): the provider's NIT and REPS code per site, and the CUPS per specialty and session type. */
export const PantallaConfiguracionRips = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const [parametros, setParametros] = useSearchParams();
  const pestana = parametros.get('pestana') === 'servicios' ? 'servicios' : 'prestadores';
  const especialidad = Number(parametros.get('especialidad')) || null;
  const sede = parametros.get('sede');
  const prestadores = useQuery({ queryKey: [...CLAVE, 'prestadores'], queryFn: () => dataProvider.prestadoresRips() });
  const servicios = useQuery({ queryKey: [...CLAVE, 'servicios'], queryFn: () => dataProvider.serviciosRips() });
  return (
    <Box sx={{ p: 2 }}>
      <Tabs value={pestana} onChange={(_, v: string) => setParametros({ pestana: v })} sx={{ mb: 2 }}>
        <Tab value="prestadores" label={t('resources.prestadores-rips.name', { smart_count: 2 })} data-pestana="prestadores" />
        <Tab value="servicios" label={t('resources.servicios-rips.name', { smart_count: 2 })} data-pestana="servicios" />
      </Tabs>
      {pestana === 'prestadores' ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {(prestadores.data ?? [])
            .slice()
            .sort((a, b) => Number(b.sede === sede) - Number(a.sede === sede))
            .map((p) => (
              <FormPrestador key={`${p.sede}-${p.actualizadoEn ?? ''}`} p={p} />
            ))}
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {(servicios.data ?? [])
            .filter((s) => especialidad === null || s.especialidad === especialidad)
            .map((s) => (
              <FormServicio key={`${s.id}-${s.cups ?? ''}-${s.configurado}`} s={s} />
            ))}
        </Box>
      )}
    </Box>
  );
};
