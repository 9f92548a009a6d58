import { useInput, useTranslate, useTranslateLabel, type Validator } from 'react-admin';
import { CampoPersona } from '../finanzas/dinero/CampoPersona';
import type { PersonaDeReporte } from './proveedorReportes';

/**
 * A patient or therapist picked by typing, as an input of a report's `<Form>`: the form holds `{ id, nombre }` (null
 * when none), the label comes from resources.<recurso>.fields.<source>.
 */
export const PersonaDeFormulario = ({
  source,
  buscar,
  validate,
  isRequired: obligatoria,
}: {
  source: string;
  buscar: (q: string) => Promise<PersonaDeReporte[]>;
  validate?: Validator | Validator[];
  /** The asterisk alone, when the whole filter is checked on submit. */
  isRequired?: boolean;
}) => {
  const { field, fieldState, isRequired } = useInput({ source, validate, defaultValue: null, isRequired: obligatoria });
  const translate = useTranslate();
  const etiqueta = useTranslateLabel();
  const error = fieldState.error?.message;
  return (
    <CampoPersona
      name={field.name}
      label={String(etiqueta({ source }))}
      required={isRequired}
      // react-admin formats an empty value as ''.
      value={field.value && typeof field.value === 'object' ? (field.value as PersonaDeReporte) : null}
      onChange={field.onChange}
      buscar={buscar}
      error={!!error}
      helperText={error ? translate(error, { _: error }) : undefined}
    />
  );
};
