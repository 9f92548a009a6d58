import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, FormDataConsumer, required, SaveButton, SelectInput, TextInput, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { erroresDelServidor } from '../../comun/useErroresDeCampo';
import { OPCIONES_REGIMEN, OPCIONES_TIPO, TIPO_EPS } from './opcionesEps';

type FieldValues = Record<string, unknown>;

/** What POST /api/eps receives. */
export interface NuevaEps {
  nombre: string;
  nombreCorto: string;
  nit?: string;
  tipo: number;
  regimen?: number;
}

const VALORES_INICIALES = { nombre: '', nombreCorto: '', nit: '', tipo: TIPO_EPS, regimen: 1 };

export const solicitudNuevaEps = (valores: FieldValues): NuevaEps => {
  const tipo = Number(valores.tipo) || TIPO_EPS;
  const nit = String(valores.nit ?? '').trim();
  return {
    nombre: String(valores.nombre ?? '').trim(),
    nombreCorto: String(valores.nombreCorto ?? '').trim(),
    ...(nit ? { nit } : {}),
    tipo,
    ...(tipo === TIPO_EPS ? { regimen: Number(valores.regimen) || 1 } : {}),
  };
};

const obligatorio = [required()];

/** The 'Nueva aseguradora' modal: registers an insurer, then closes and refreshes the list. */
export const DialogoNuevaEps = ({ abierto, onCerrar }: { abierto: boolean; onCerrar: () => void }) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();

  const guardar = async (valores: FieldValues) => {
    try {
      await dataProvider.create('eps', { data: solicitudNuevaEps(valores) });
      notify('REGISTRADO CON ÉXITO', { type: 'success' });
      onCerrar();
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'No se pudo registrar la aseguradora.', {
        type: 'error',
      });
      return erroresDelServidor(error);
    }
  };

  return (
    <Dialog open={abierto} onClose={onCerrar} fullWidth maxWidth="sm" aria-labelledby="titulo-nueva-eps">
      {/* The form mounts with the dialog, so every opening starts empty. */}
      <Form defaultValues={VALORES_INICIALES} onSubmit={guardar} resource="eps">
        <DialogTitle id="titulo-nueva-eps">Nueva aseguradora</DialogTitle>
        <DialogContent>
          <TextInput source="nombre" validate={obligatorio} fullWidth autoFocus />
          <TextInput source="nombreCorto" validate={obligatorio} fullWidth />
          <TextInput source="nit" fullWidth />
          <SelectInput source="tipo" choices={OPCIONES_TIPO} validate={obligatorio} fullWidth />
          <FormDataConsumer>
            {({ formData }) =>
              Number(formData.tipo) === TIPO_EPS ? <SelectInput source="regimen" choices={OPCIONES_REGIMEN} validate={obligatorio} fullWidth /> : null
            }
          </FormDataConsumer>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <MuiButton onClick={onCerrar}>Cancelar</MuiButton>
          <SaveButton label="ra.action.save" alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
