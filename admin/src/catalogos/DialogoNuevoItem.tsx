import { useState } from 'react';
import MuiButton from '@mui/material/Button';
import { useCierreConConfirmacion } from '../programacion/ConfirmarDescarte';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, FormDataConsumer, required, SaveButton, SelectInput, TextInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { erroresDelServidor } from '../comun/useErroresDeCampo';
import { ESPECIALIDADES, NOMBRES_CATALOGO, TIPOS_PATOLOGIA, type TipoCatalogo } from '../contratos';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { opciones, porEspecialidad, recursoCatalogo } from './opcionesCatalogo';

const obligatorio = [required()];

/** 'Nuevo': the description (required), and the specialty or the pathology type where the catalogue has one. */
export const DialogoNuevoItem = ({ tipo, onCerrar }: { tipo: TipoCatalogo; onCerrar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  // Closing after typing asks '¿Descartar lo escrito?' (issue 27 item 2).
  const [escrito, setEscrito] = useState(false);
  const { cerrar, confirmacion } = useCierreConConfirmacion(escrito, onCerrar);
  const guardar = async (valores: Record<string, unknown>) => {
    try {
      const respuesta = await dataProvider.registrarItemCatalogo(tipo, {
        descripcion: String(valores.descripcion ?? '').trim(),
        ...(porEspecialidad(tipo) ? { especialidad: Number(valores.especialidad) } : {}),
        ...(tipo === 'patologias' ? { tipo: Number(valores.tipo) || 1 } : {}),
        ...(tipo === 'patologias' && (Number(valores.tipo) || 1) === 1 ? { codigo: String(valores.codigo ?? '').trim() } : {}),
      });
      notify(respuesta.mensaje, { type: 'success' });
      onCerrar();
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'resources.catalogos.noSeRegistro', { type: 'error' });
      return erroresDelServidor(error);
    }
  };
  return (
    <Dialog open onClose={cerrar} fullWidth maxWidth="sm" aria-labelledby="titulo-nuevo-item" onInput={() => setEscrito(true)}>
      <Form defaultValues={{ descripcion: '', tipo: 1 }} onSubmit={guardar} resource={recursoCatalogo(tipo)}>
        <DialogTitle id="titulo-nuevo-item">{translate('resources.catalogos.nuevoTitulo', { nombre: NOMBRES_CATALOGO[tipo] })}</DialogTitle>
        <DialogContent>
          <TextInput source="descripcion" validate={obligatorio} fullWidth autoFocus />
          {porEspecialidad(tipo) && <SelectInput source="especialidad" choices={opciones(ESPECIALIDADES)} validate={obligatorio} fullWidth />}
          {tipo === 'patologias' && <SelectInput source="tipo" choices={opciones(TIPOS_PATOLOGIA)} validate={obligatorio} fullWidth />}
          {tipo === 'patologias' && (
            <FormDataConsumer>
              {({ formData }) =>
                (Number(formData.tipo) || 1) === 1 && (
                  <TextInput
                    source="codigo"
                    label="resources.catalogos.codigoCie10"
                    helperText="resources.catalogos.ejemploCie10"
                    validate={obligatorio}
                    fullWidth
                  />
                )
              }
            </FormDataConsumer>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <MuiButton onClick={cerrar}>{translate('ra.action.cancel')}</MuiButton>
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
      {confirmacion}
    </Dialog>
  );
};
