import type { SxProps, Theme } from '@mui/material/styles';
import { InputHelperText, useInput, useTranslateLabel, type Validator } from 'react-admin';
import { CampoFecha } from '../comun/CampoFecha';

/**
 * CampoFecha (dd/mm/aaaa) as an input of a report dialog's `<Form>`: the label from the form's resources.<recurso>.fields.<source>,
 * the asterisk when required, the validation or server error under it. The form holds aaaa-mm-dd.
 */
export const FechaDeFormulario = ({
  source,
  validate,
  disabled,
  size,
  sx,
  aviso,
  isRequired: obligatoria,
}: {
  source: string;
  validate?: Validator | Validator[];
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** A problem found while typing (a reversed range), shown until the field's own error. */
  aviso?: string;
  /** The asterisk alone, when the whole filter is checked on submit. */
  isRequired?: boolean;
}) => {
  const { field, fieldState, isRequired } = useInput({ source, validate, isRequired: obligatoria });
  const etiqueta = useTranslateLabel();
  const error = fieldState.error?.message;
  return (
    <CampoFecha
      name={field.name}
      label={String(etiqueta({ source }))}
      required={isRequired}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(iso) => field.onChange(iso)}
      onBlur={field.onBlur}
      error={!!error || !!aviso}
      helperText={error ? <InputHelperText error={error} /> : aviso}
      disabled={disabled}
      size={size}
      sx={sx}
    />
  );
};
