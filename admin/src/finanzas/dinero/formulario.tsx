import { type ReactNode, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormState, useWatch } from 'react-hook-form';
import { Form, type InputProps, required, useInput, useNotify, useRefresh, useResourceContext, useTranslate, ValidationError } from 'react-admin';
import { erroresDelServidor, MENSAJE_OBLIGATORIO } from '../../comun/useErroresDeCampo';
import { useCierreConConfirmacion } from '../../programacion/ConfirmarDescarte';
import { CampoPersona } from './CampoPersona';
import type { OpcionPersona } from './proveedorFinanzas';

export const obligatorio = [required(MENSAJE_OBLIGATORIO)];

/** Whole pesos as typed: digits only, more than zero unless `conCero`. */
export const pesosValidos = (texto: unknown, conCero = false) => /^\d+$/.test(String(texto ?? '').trim()) && (conCero || Number(texto) > 0);

/** The input's label from the form's resource (`resources.<recurso>.fields.<source>`). */
const useEtiqueta = (source: string, label?: InputProps['label']) => {
  const translate = useTranslate();
  const recurso = useResourceContext();
  return typeof label === 'string' ? translate(label, { _: label }) : translate(`resources.${recurso}.fields.${source}`, { _: source });
};

/** What shows under an input: the error once touched or submitted, else the help. */
const useAyuda = (
  fieldState: { error?: { message?: string }; isTouched: boolean },
  formState: { isSubmitted: boolean },
  ayuda?: string,
): { error: boolean; helperText?: ReactNode } => {
  const mensaje = fieldState.error?.message;
  const visible = !!mensaje && (fieldState.isTouched || formState.isSubmitted);
  return { error: visible, helperText: visible ? <ValidationError error={mensaje} /> : ayuda };
};

/** An amount in whole pesos: 'Solo números, sin puntos' as soon as something else is typed (the save waits for it). */
export const EntradaPesos = ({ source, label, conCero, ayuda, validate }: InputProps & { conCero?: boolean; ayuda?: string }) => {
  const translate = useTranslate();
  const { field, fieldState, formState, isRequired } = useInput({ source, validate });
  const etiqueta = useEtiqueta(source, label);
  const valor = String(field.value ?? '');
  const malo = conCero ? !pesosValidos(valor, true) : valor !== '' && !pesosValidos(valor);
  const propia = useAyuda(fieldState, formState, ayuda);
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      label={etiqueta}
      required={isRequired}
      value={valor}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      error={malo || propia.error}
      helperText={malo ? translate('resources.finanzas.soloNumeros') : propia.helperText}
    />
  );
};

/** A person picked by typing (CampoPersona); the form holds the id, the chosen name stays beside it. */
export const EntradaPersona = ({
  source,
  validate,
  buscar,
  opciones,
  inicial = null,
}: InputProps & { buscar?: (q: string) => Promise<OpcionPersona[]>; opciones?: OpcionPersona[]; inicial?: OpcionPersona | null }) => {
  const { field, fieldState, formState, isRequired } = useInput({ source, validate });
  const etiqueta = useEtiqueta(source);
  // The chosen option's name: the form keeps only its id, and a searched option is not in any list.
  const [elegida, setElegida] = useState<OpcionPersona | null>(inicial);
  const propia = useAyuda(fieldState, formState);
  return (
    <CampoPersona
      name={field.name}
      label={etiqueta}
      required={isRequired}
      value={field.value ? elegida : null}
      buscar={buscar}
      opciones={opciones}
      onChange={(p) => {
        setElegida(p);
        field.onChange(p?.id ?? '');
      }}
      error={propia.error}
      helperText={propia.helperText as string | undefined}
    />
  );
};

/** Reports whether anything differs from what the dialog opened with (typed text is not thrown away without asking). */
const VigiaCambios = ({ onCambio }: { onCambio: (cambiado: boolean) => void }) => {
  const { isDirty } = useFormState();
  useEffect(() => onCambio(isDirty), [isDirty, onCambio]);
  return null;
};

/** 'Complete los campos requeridos' when a save is tried with a field missing (the server's own errors speak for themselves). */
const AvisoIncompleto = () => {
  const { submitCount, errors } = useFormState();
  const notify = useNotify();
  const intentos = useRef(submitCount);
  useEffect(() => {
    if (submitCount === intentos.current) return;
    intentos.current = submitCount;
    if (Object.values(errors).some((e) => e?.type !== 'server')) notify('resources.finanzas.complete', { type: 'error' });
  }, [submitCount, errors, notify]);
  return null;
};

/** The save button, disabled while saving or while an amount is not whole pesos; the reason beside it. */
const BotonGuardar = ({ etiqueta, montos, conCero, motivo }: { etiqueta: string; montos: string[]; conCero?: boolean; motivo?: string }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const valores: unknown[] = useWatch({ name: montos });
  const malo = valores.some((v) => String(v ?? '') !== '' && !pesosValidos(v, conCero)) || (!!conCero && valores.some((v) => String(v ?? '') === ''));
  return (
    <>
      {malo && motivo && (
        <Typography variant="body2" color="error" sx={{ mr: 'auto', pl: 2 }}>
          {translate(motivo)}
        </Typography>
      )}
      <MuiButton type="submit" variant="contained" disabled={isSubmitting || malo}>
        {translate(etiqueta)}
      </MuiButton>
    </>
  );
};

/**
 * A register dialog on react-admin's form: titled, fields in a grid, the reason beside a disabled save. Escape,
 * a click outside or 'Cancelar' after something was typed asks '¿Descartar lo escrito?' first (decision 0036).
 */
export const DialogoRegistro = ({
  titulo,
  marca,
  recurso,
  valoresIniciales,
  onGuardar,
  onCerrar,
  children,
  montos = [],
  conCero,
  encabezado,
  boton = 'ra.action.save',
  motivo,
  ancho = 'sm',
}: {
  titulo: string;
  marca: string;
  recurso: string;
  valoresIniciales: Record<string, unknown>;
  onGuardar: (valores: Valores) => Promise<Record<string, string> | undefined>;
  onCerrar: () => void;
  children: ReactNode;
  /** The fields typed in whole pesos. */
  montos?: string[];
  conCero?: boolean;
  encabezado?: ReactNode;
  boton?: string;
  motivo?: string;
  ancho?: DialogProps['maxWidth'];
}) => {
  const translate = useTranslate();
  // Whether anything was typed: the dialog's closing asks first then; not form data.
  const [cambiado, setCambiado] = useState(false);
  const { cerrar, confirmacion } = useCierreConConfirmacion(cambiado, onCerrar);
  return (
    <Dialog open onClose={cerrar} fullWidth maxWidth={ancho} aria-labelledby={`titulo-${marca}`} data-dialogo={marca}>
      <Form defaultValues={valoresIniciales} onSubmit={onGuardar} resource={recurso} disableInvalidFormNotification noValidate>
        <VigiaCambios onCambio={setCambiado} />
        <AvisoIncompleto />
        <DialogTitle id={`titulo-${marca}`}>{titulo}</DialogTitle>
        <DialogContent dividers>
          {encabezado}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', pt: 1 }}>{children}</Box>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={cerrar}>{translate('ra.action.cancel')}</MuiButton>
          <BotonGuardar etiqueta={boton} montos={montos} conCero={conCero} motivo={motivo} />
        </DialogActions>
      </Form>
      {confirmacion}
    </Dialog>
  );
};

/**
 * A register dialog's `onSubmit`: runs the command with the form's values, the server's message as toast, refresh and
 * close; on error the server's message and each field's error under its input.
 */
type Valores = Record<string, unknown>;

export function useGuardarRegistro(
  ejecutar: (valores: Valores) => Promise<{ mensaje?: string }>,
  alTerminar: () => void,
  siFalla = 'resources.finanzas.errorServidor',
) {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (valores: Valores) => {
    try {
      const r = await ejecutar(valores);
      notify(r.mensaje ?? 'resources.finanzas.registrado', { type: 'success' });
      refresh();
      alTerminar();
    } catch (error) {
      notify((error as Error).message || siFalla, { type: 'error' });
      return erroresDelServidor(error);
    }
  };
}
