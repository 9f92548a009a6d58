import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useFormState } from 'react-hook-form';
import { Form, required, SelectInput, TextInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { TarifaLeida } from '../../contratos';
import { erroresDelServidor, MENSAJE_OBLIGATORIO } from '../../comun/useErroresDeCampo';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';

const R = 'resources.coberturas/tarifa';
const obligatorio = [required(MENSAJE_OBLIGATORIO)];
const pesos = (valor: unknown) => /^\d+$/.test(String(valor ?? '').trim());
const sinAyuda = { helperText: false } as const;

const Guardar = ({ editando }: { editando: boolean }) => {
  const t = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <MuiButton type="submit" variant="contained" disabled={isSubmitting}>
      {t(editando ? 'ra.action.update' : 'ra.action.save')}
    </MuiButton>
  );
};

/** Add (Cancelar / Guardar) or edit (Cancelar / Actualizar) a rate; insurer and specialty are fixed when editing. */
export const DialogoTarifa = ({ tarifa, onCerrar }: { tarifa: TarifaLeida | null; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useTranslate();
  const editando = tarifa !== null;
  const { data: aseguradoras = [] } = useQuery({
    queryKey: ['aseguradoras', undefined],
    queryFn: () => dataProvider.aseguradorasActivas(),
    enabled: !editando,
  });
  const { data: especialidades = [] } = useQuery({ queryKey: ['especialidades'], queryFn: () => dataProvider.especialidadesConCups(), staleTime: 5 * 60_000 });
  const guardar = async (v: Record<string, unknown>) => {
    if (!pesos(v.tarifa) || (v.copago && !pesos(v.copago))) {
      notify(t(`${R}.enPesos`), { type: 'warning' });
      return;
    }
    const datos = { eps: String(v.eps), especialidad: Number(v.especialidad), tarifa: Number(v.tarifa), copago: Number(v.copago || 0) };
    try {
      const r = editando ? await dataProvider.actualizarTarifa(tarifa.id, datos) : await dataProvider.registrarTarifa(datos);
      notify(r.mensaje, { type: 'success' });
      refresh();
      onCerrar();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : t(`${R}.errorServidor`), { type: 'error' });
      return erroresDelServidor(error);
    }
  };
  const iniciales = tarifa
    ? { eps: tarifa.eps, especialidad: String(tarifa.especialidad), tarifa: String(tarifa.tarifa), copago: String(tarifa.copago) }
    : { eps: '', especialidad: '', tarifa: '', copago: '0' };
  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="sm" aria-labelledby="titulo-tarifa" data-dialogo="tarifa">
      <Form defaultValues={iniciales} onSubmit={guardar} resource="coberturas/tarifa" noValidate disableInvalidFormNotification>
        <DialogTitle id="titulo-tarifa">{t(editando ? `${R}.actualizar` : `${R}.agregar`)}</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', pt: 1 }}>
            <SelectInput
              source="eps"
              choices={editando ? [{ id: tarifa.eps, name: tarifa.epsNombre }] : aseguradoras.map((a) => ({ id: a.id, name: a.nombre }))}
              translateChoice={false}
              validate={obligatorio}
              disabled={editando}
              {...sinAyuda}
            />
            <SelectInput
              source="especialidad"
              choices={especialidades.map((e) => ({ id: String(e.codigo), name: e.nombre }))}
              translateChoice={false}
              validate={obligatorio}
              disabled={editando}
              {...sinAyuda}
            />
            <TextInput source="tarifa" validate={obligatorio} slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...sinAyuda} />
            <TextInput source="copago" slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...sinAyuda} />
          </Box>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onCerrar}>{t('ra.action.cancel')}</MuiButton>
          <Guardar editando={editando} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
