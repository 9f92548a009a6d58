import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { useInput, useNotify, type Validator } from 'react-admin';
import { BuscarPaciente, nombrePaciente, type PacienteElegible } from '../coberturas/servicios/BuscarPaciente';

/** The form's patient, or null while none is chosen. */
export const pacienteDe = (v: unknown): PacienteElegible | null => (v && typeof v === 'object' ? (v as PacienteElegible) : null);

/**
 * The patient of a search form: 'Buscar paciente' until one is chosen, then the name and 'Cambiar paciente'.
 * The form holds the chosen patient (null when none).
 */
export const EntradaPaciente = ({
  validate,
  cambiar,
  disabled,
  onCambiar,
}: {
  validate?: Validator | Validator[];
  /** The translated 'Cambiar paciente'. */
  cambiar: string;
  disabled?: boolean;
  /** After 'Cambiar paciente' empties the field. */
  onCambiar?: () => void;
}) => {
  const { field } = useInput({ source: 'paciente', validate, defaultValue: null });
  const paciente = pacienteDe(field.value);
  return paciente ? (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Typography data-paciente-elegido>{nombrePaciente(paciente)}</Typography>
      <MuiButton size="small" disabled={disabled} onClick={() => (field.onChange(null), onCambiar?.())}>
        {cambiar}
      </MuiButton>
    </Box>
  ) : (
    <BuscarPaciente onElegir={field.onChange} />
  );
};

/**
 * In place of react-admin's 'invalid form' notice (a `<Form>` with disableInvalidFormNotification): a submit the
 * validators stopped warns with the screen's own message, read from the values as they were.
 */
export const AvisoSiInvalido = ({ mensaje }: { mensaje: (v: FieldValues) => string }) => {
  const { control, getValues } = useFormContext();
  const { submitCount, errors } = useFormState({ control });
  const notify = useNotify();
  const vistos = useRef(submitCount);
  useEffect(() => {
    if (submitCount <= vistos.current) return;
    vistos.current = submitCount;
    if (Object.keys(errors).length > 0) notify(mensaje(getValues()), { type: 'warning' });
  }, [submitCount, errors, notify, mensaje, getValues]);
  return null;
};
