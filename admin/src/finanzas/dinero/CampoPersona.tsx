import { type ReactNode, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { OpcionPersona } from './proveedorFinanzas';

/** A person picked by typing: the options come from the server (`buscar`) or a fixed list (`opciones`). */
export const CampoPersona = ({
  name,
  label,
  value,
  onChange,
  buscar,
  opciones,
  required,
  error,
  helperText,
}: {
  name: string;
  label: string;
  value: OpcionPersona | null;
  onChange: (p: OpcionPersona | null) => void;
  buscar?: (q: string) => Promise<OpcionPersona[]>;
  opciones?: OpcionPersona[];
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
}) => {
  const translate = useTranslate();
  const [texto, setTexto] = useState('');
  const q = texto.trim();
  const remotas = useQuery({ queryKey: ['finanzas', 'buscar', name, q], queryFn: () => buscar!(q), enabled: !!buscar && q.length >= 2, retry: false });
  return (
    <Autocomplete
      size="small"
      options={buscar ? (remotas.data ?? []) : (opciones ?? [])}
      value={value}
      onChange={(_, p) => onChange(p)}
      onInputChange={(_, t) => setTexto(t)}
      filterOptions={buscar ? (x) => x : undefined}
      getOptionLabel={(p) => p.nombre}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={remotas.isFetching}
      noOptionsText={translate(buscar && q.length < 2 ? 'resources.finanzas.persona.dosLetras' : 'resources.finanzas.persona.sinCoincidencias')}
      loadingText={translate('resources.finanzas.persona.buscando')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          placeholder={translate('resources.finanzas.persona.escriba')}
        />
      )}
    />
  );
};
