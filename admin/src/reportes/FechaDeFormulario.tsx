import type { SxProps, Theme } from '@mui/material/styles';
import { InputHelperText, useInput, useResourceContext, useTranslate, type Validator } from 'react-admin';
import { CampoFecha } from '../comun/CampoFecha';

/**
 * CampoFecha (dd/mm/aaaa) as an input of a report dialog's `<Form>`: the label from resources.<recurso>.fields.<source>,
 * the asterisk when required, the validation or server error under it. The form holds aaaa-mm-dd.
 */
export const FechaDeFormulario = ({
  source,
  validate,
  disabled,
  size,
  sx,
  aviso,
}: {
  source: string;
  validate?: Validator | Validator[];
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** A problem found while typing (a reversed range), shown until the field's own error. */
  aviso?: string;
}) => {
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const translate = useTranslate();
  const recurso = useResourceContext();
  const error = fieldState.error?.message;
  return (
    <CampoFecha
      name={field.name}
      label={translate(`resources.${recurso}.fields.${source}`)}
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
