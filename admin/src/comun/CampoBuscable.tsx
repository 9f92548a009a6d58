import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface OpcionBuscable {
  codigo: string | number;
  nombre: string;
}

/** Lower case without accents: 'bogota' finds 'Bogotá'. */
const sinAcentos = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A long list (cities, departments, countries) the user filters by typing, accents and case aside.
 * The value is the option's code as text ('' for none), like a select's.
 */
export const CampoBuscable = ({
  name,
  label,
  opciones,
  value,
  onChange,
  disabled,
  required,
  error,
  helperText,
}: {
  name: string;
  label: string;
  opciones: readonly OpcionBuscable[];
  value: string;
  onChange: (codigo: string) => void;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}) => {
  const elegida = opciones.find((o) => String(o.codigo) === value) ?? null;
  return (
    <Autocomplete
      size="small"
      options={opciones as OpcionBuscable[]}
      value={elegida}
      disabled={disabled}
      getOptionLabel={(o) => o.nombre}
      isOptionEqualToValue={(o, v) => String(o.codigo) === String(v.codigo)}
      filterOptions={(lista, { inputValue }) => {
        const buscado = sinAcentos(inputValue.trim());
        return buscado ? lista.filter((o) => sinAcentos(o.nombre).includes(buscado)) : lista;
      }}
      onChange={(_, opcion) => onChange(opcion ? String(opcion.codigo) : '')}
      noOptionsText="Sin coincidencias"
      openText="Abrir"
      closeText="Cerrar"
      clearText="Borrar"
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          placeholder={disabled ? undefined : 'Escriba para buscar'}
        />
      )}
    />
  );
};
