import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { ReactNode } from 'react';
import { InputHelperText, useInput, useTranslateLabel, type Validator } from 'react-admin';
import { CampoFecha } from '../../comun/CampoFecha';
import { CampoHora } from '../../comun/CampoHora';
import { texto } from './valores';

interface PropsEntrada {
  source: string;
  validate?: Validator | Validator[];
  /** A translation key; without it, the form's resources.<recurso>.fields.<source>. */
  label?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: object;
  /** After the field changes, with the value it had. */
  onCambio?: (nuevo: string, anterior: string) => void;
  /** A problem seen while typing (a date out of range), shown until the field's own error. */
  aviso?: string;
}

/** The field's label from the i18n file, and its error (or help) under it. */
function useEntrada({ source, validate, label }: PropsEntrada) {
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const etiqueta = useTranslateLabel()({ source, label });
  const error = fieldState.error ? <InputHelperText error={fieldState.error.message} /> : undefined;
  return { field, etiqueta, isRequired, error };
}

/** A session time ('2:30 p. m.') as a react-admin input. */
export const EntradaHora = ({ validate, label, helperText, onCambio, aviso: _a, ...props }: PropsEntrada) => {
  const { field, etiqueta, isRequired, error } = useEntrada({ ...props, validate, label });
  return (
    <CampoHora
      {...props}
      name={field.name}
      label={etiqueta}
      required={isRequired}
      value={texto(field.value)}
      onChange={(v) => {
        const anterior = texto(field.value);
        field.onChange(v);
        onCambio?.(v, anterior);
      }}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ?? helperText}
    />
  );
};

/** A dd/mm/aaaa date as a react-admin input that can be disabled and carry its own help. */
export const EntradaFechaSesion = ({ validate, label, helperText, aviso, onCambio: _o, ...props }: PropsEntrada) => {
  const { field, etiqueta, isRequired, error } = useEntrada({ ...props, validate, label });
  return (
    <CampoFecha
      {...props}
      name={field.name}
      label={etiqueta}
      required={isRequired}
      value={texto(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={!!error || !!aviso}
      helperText={error ?? aviso ?? helperText}
    />
  );
};

/** The week's days of a series, as checkboxes named dia-1 (Monday) to dia-7. */
export const EntradaDias = ({ dias }: { dias: readonly string[] }) => {
  const { field } = useInput({ source: 'dias' });
  const elegidos: number[] = Array.isArray(field.value) ? field.value : [];
  return (
    <Box>
      {dias.map((d, n) => (
        <FormControlLabel
          key={d}
          label={d}
          control={
            <Checkbox
              name={`dia-${n + 1}`}
              checked={elegidos.includes(n + 1)}
              onChange={(e) => field.onChange(e.target.checked ? [...elegidos, n + 1].sort() : elegidos.filter((x) => x !== n + 1))}
            />
          }
        />
      ))}
    </Box>
  );
};
