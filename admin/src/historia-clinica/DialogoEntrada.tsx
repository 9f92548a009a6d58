import { useState, type ReactNode } from 'react';
import { useCierreConConfirmacion } from '../programacion/ConfirmarDescarte';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, FormDataConsumer, useTranslate } from 'react-admin';
import type { ErroresDeCampo } from '../comun/useErroresDeCampo';

export type Valores = Record<string, unknown>;

/** A history entry's form: its start values, what saving does (the fields' server errors back) and why 'Guardar' is disabled. */
export interface FormularioEntrada {
  recurso: string;
  valores: Valores;
  guardar: (valores: Valores) => Promise<ErroresDeCampo | undefined>;
  enviando: boolean;
  /** The translation key of what is still missing for these values, or null when it can be saved. */
  faltante?: (valores: Valores) => string | null;
}

/** What a history entry's frame gets (the desktop's modal or the phone's full-screen form). Without `formulario` it only shows. */
export interface PropsEntrada {
  titulo: string;
  children: ReactNode;
  onCerrar: () => void;
  formulario?: FormularioEntrada;
}

/** Inside the entry's `<Form>`: renders what `hijos` make of what is still missing for the values typed (translated). */
export const ConFaltante = ({ formulario, hijos }: { formulario: FormularioEntrada; hijos: (falta: string | null) => ReactNode }) => {
  const t = useTranslate();
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const clave = formulario.faltante?.(formData as Valores) ?? null;
        return hijos(clave ? t(clave) : null);
      }}
    </FormDataConsumer>
  );
};

/**
 * The entry's fields inside react-admin's `<Form>`; the form fills the dialog so its content still scrolls. Enter in a
 * field submits the form: nothing is sent while something is missing, as with 'Guardar' disabled.
 */
export const CuerpoEntrada = ({ formulario, children }: { formulario?: FormularioEntrada; children: ReactNode }) =>
  formulario ? (
    <Form
      defaultValues={formulario.valores}
      onSubmit={(valores: Valores) => (formulario.faltante?.(valores) ? undefined : formulario.guardar(valores))}
      resource={formulario.recurso}
      className="formulario-entrada"
      noValidate
    >
      {children}
    </Form>
  ) : (
    children
  );

export const estiloFormularioEntrada = { '& .formulario-entrada': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' } } as const;

const AccionesDialogo = ({ formulario, cerrar }: { formulario: FormularioEntrada; cerrar: () => void }) => {
  const t = useTranslate();
  const { enviando } = formulario;
  return (
    <ConFaltante
      formulario={formulario}
      hijos={(falta) => (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {enviando && <Typography variant="body2">{t('resources.historia-clinica.entrada.enviando')}</Typography>}
          {!enviando && falta && (
            <Typography variant="body2" color="text.secondary">
              {falta}
            </Typography>
          )}
          <Button onClick={cerrar}>{t('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={enviando || !!falta}>
            {enviando ? t('resources.historia-clinica.entrada.guardando') : t('ra.action.save')}
          </Button>
        </DialogActions>
      )}
    />
  );
};

/**
 * A history modal: its fields, 'Cancelar', and 'Guardar' that says why it is disabled and shows the sending state.
 * Closing it (Escape, a click outside, 'Cancelar') after typing asks '¿Descartar lo escrito?' (issue 27 item 2).
 */
export const DialogoEntrada = ({ titulo, children, onCerrar, formulario, ancho = 'sm' }: PropsEntrada & { ancho?: 'sm' | 'md' }) => {
  const t = useTranslate();
  const [escrito, setEscrito] = useState(false);
  const { cerrar, confirmacion } = useCierreConConfirmacion(escrito && !!formulario, onCerrar);
  return (
    <Dialog open onClose={cerrar} fullWidth maxWidth={ancho} aria-labelledby="titulo-entrada-hc" sx={estiloFormularioEntrada}>
      <DialogTitle id="titulo-entrada-hc">{titulo}</DialogTitle>
      <CuerpoEntrada formulario={formulario}>
        <DialogContent dividers onInput={() => setEscrito(true)}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        {formulario ? (
          <AccionesDialogo formulario={formulario} cerrar={cerrar} />
        ) : (
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={cerrar}>{t('ra.action.close')}</Button>
          </DialogActions>
        )}
      </CuerpoEntrada>
      {confirmacion}
    </Dialog>
  );
};

/** A text area with its counter ('120 / 30000'). */
export const contador = (texto: string, maximo: number) => `${texto.length} / ${maximo}`;
