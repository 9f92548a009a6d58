import { useInput, useResourceContext, useTranslate, type Validator } from 'react-admin';
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
}: {
  source: string;
  buscar: (q: string) => Promise<PersonaDeReporte[]>;
  validate?: Validator | Validator[];
}) => {
  const { field, fieldState, isRequired } = useInput({ source, validate, defaultValue: null });
  const translate = useTranslate();
  const recurso = useResourceContext();
  const error = fieldState.error?.message;
  return (
    <CampoPersona
      name={field.name}
      label={translate(`resources.${recurso}.fields.${source}`)}
      required={isRequired}
      value={(field.value as PersonaDeReporte | null) ?? null}
      onChange={field.onChange}
      buscar={buscar}
      error={!!error}
      helperText={error ? translate(error, { _: error }) : undefined}
    />
  );
};
