import { useEffect } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useWatch } from 'react-hook-form';
import { InputHelperText, TextInput, useInput, useTranslateLabel, type Validator } from 'react-admin';
import type { ItemCatalogo } from './proveedorProgramacion';

/** The catalogue's strategies, several, typed to filter; the form holds their ids. */
export const EntradaEstrategias = ({ opciones, sinOpciones, validate }: { opciones: ItemCatalogo[]; sinOpciones: string; validate?: Validator[] }) => {
  const { field, fieldState, isRequired } = useInput({ source: 'estrategias', validate });
  const etiqueta = useTranslateLabel()({ source: 'estrategias' });
  const ids: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <Autocomplete
      multiple
      options={opciones}
      getOptionLabel={(o) => o.descripcion}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={opciones.filter((o) => ids.includes(o.id))}
      onChange={(_, v) => field.onChange(v.map((o) => o.id))}
      noOptionsText={sinOpciones}
      renderInput={(p) => (
        <TextField
          {...p}
          required={isRequired}
          label={etiqueta}
          name="estrategias"
          error={!!fieldState.error}
          helperText={fieldState.error ? <InputHelperText error={fieldState.error.message} /> : undefined}
        />
      )}
    />
  );
};

/** A text with its count ('12/200') under it, cut at `maximo`; multiline when given `minRows`. */
export const TextoConCuenta = ({ source, maximo, minRows, validate }: { source: string; maximo: number; minRows?: number; validate?: Validator[] }) => {
  const valor = useWatch({ name: source }) as string | null | undefined;
  return (
    <TextInput
      source={source}
      multiline={minRows !== undefined}
      minRows={minRows}
      validate={validate}
      parse={(v: string) => (v ?? '').slice(0, maximo)}
      helperText={`${(valor ?? '').length}/${maximo}`}
    />
  );
};

/** A checkbox (react-admin's BooleanInput is a switch). */
export const EntradaCasilla = ({ source }: { source: string }) => {
  const { field } = useInput({ source });
  const etiqueta = useTranslateLabel()({ source });
  return <FormControlLabel control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} name={source} />} label={etiqueta} />;
};

/** Tells the dialog whether any of `fuentes` has text: closing then asks first. */
export const AvisarTexto = ({ fuentes, onTexto }: { fuentes: string[]; onTexto: (hay: boolean) => void }) => {
  const valores = useWatch({ name: fuentes }) as unknown[];
  const hay = valores.some((v) => typeof v === 'string' && v.trim() !== '');
  useEffect(() => onTexto(hay), [hay, onTexto]);
  return null;
};
