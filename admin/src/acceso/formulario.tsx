import { type ReactNode, useEffect, useRef } from 'react';
import TextField from '@mui/material/TextField';
import { useFormState } from 'react-hook-form';
import { type InputProps, useInput, useNotify, useResourceContext, useTranslate, ValidationError } from 'react-admin';
import { CampoArchivo } from '../comun/CampoArchivo';

/** Reports whether anything was typed or chosen (closing then asks first, decision 0036). */
export const VigiaCambios = ({ onCambio }: { onCambio: (cambiado: boolean) => void }) => {
  const { isDirty } = useFormState();
  useEffect(() => onCambio(isDirty), [isDirty, onCambio]);
  return null;
};

/** The spec's warning when a save is tried with a required field empty (the server's own errors speak for themselves). */
export const AvisoFaltantes = ({ mensaje }: { mensaje: string }) => {
  const { submitCount, errors } = useFormState();
  const notify = useNotify();
  const intentos = useRef(submitCount);
  useEffect(() => {
    if (submitCount === intentos.current) return;
    intentos.current = submitCount;
    if (Object.values(errors).some((e) => e?.type !== 'server')) notify(mensaje, { type: 'warning' });
  }, [submitCount, errors, notify, mensaje]);
  return null;
};

/** A native select (the user forms' role and site) as a react-admin input; the label from the resource's field. */
export const SelectNativo = ({
  source,
  validate,
  opciones,
  helperText,
}: InputProps & { opciones: { id: string | number; nombre: string }[]; helperText?: string }) => {
  const translate = useTranslate();
  const recurso = useResourceContext();
  const { field, fieldState, formState, isRequired } = useInput({ source, validate });
  const visible = !!fieldState.error?.message && (fieldState.isTouched || formState.isSubmitted);
  const ayuda: ReactNode = visible ? <ValidationError error={fieldState.error!.message!} /> : helperText ? translate(helperText, { _: helperText }) : undefined;
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      label={translate(`resources.${recurso}.fields.${source}`)}
      required={isRequired}
      value={String(field.value ?? '')}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
      margin="dense"
      error={visible}
      helperText={ayuda}
    >
      <option value="" />
      {opciones.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.nombre}
        </option>
      ))}
    </TextField>
  );
};

/** An image chosen for the user (CampoArchivo); the form holds the File. */
export const EntradaImagen = ({ source, nombre }: { source: string; nombre: string }) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  return (
    <CampoArchivo
      campo={source}
      nombre={nombre}
      acepta=".jpg,.jpeg,.png,image/jpeg,image/png"
      formatos={translate('resources.usuarios/edicion.formatosImagen')}
      elegido={field.value instanceof File ? field.value : null}
      guardado={false}
      onElegir={(f) => field.onChange(f)}
      onVerGuardado={() => undefined}
    />
  );
};
