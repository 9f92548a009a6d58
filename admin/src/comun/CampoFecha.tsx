import { useContext, useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { ListContext, useInput, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { leerFechaIso, MENSAJES_REPORTES, PATRON_FECHA_ISO } from '../contratos';

const ISO = PATRON_FECHA_ISO;

/** '2016-05-04' → '04/05/2016'; '' for anything else. */
export const isoATexto = (iso: string | null | undefined): string => {
  const m = ISO.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
};

/** '04/05/2016' → '2016-05-04' when it is a real calendar day; null otherwise. */
export const textoAIso = (texto: string): string | null => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(texto.trim());
  if (!m) return null;
  if (Number(m[3]) < 1900) return null;
  return leerFechaIso(`${m[3]}-${m[2]}-${m[1]}`);
};

/** What the user typed, as dd/mm/aaaa: digits only, slashes put in as they type. An ISO date (pasted) is taken as is. */
const conBarras = (escrito: string): string => {
  if (ISO.test(escrito.trim())) return isoATexto(escrito.trim());
  const d = escrito.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
};

export type PropsCampoFecha = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** aaaa-mm-dd, or '' when empty or not yet a valid date. */
  value: string;
  onChange: (iso: string) => void;
};

/**
 * A date typed and shown as dd/mm/aaaa whatever the browser's language (a native date input
 * follows the browser: mm/dd/yyyy in English). Hands aaaa-mm-dd to the form, '' until the date is whole and real.
 */
export const CampoFecha = ({ value, onChange, helperText, error, ...props }: PropsCampoFecha) => {
  const [texto, setTexto] = useState(() => isoATexto(value));
  const [anterior, setAnterior] = useState(value);
  // A value set from outside (a patient loaded, the form cleared) replaces what is typed.
  if (value !== anterior) {
    setAnterior(value);
    if (value !== (textoAIso(texto) ?? '')) setTexto(isoATexto(value));
  }
  const completo = texto.length === 10;
  const invalido = completo && textoAIso(texto) === null;
  return (
    <TextField
      {...props}
      value={texto}
      error={error || invalido}
      helperText={invalido ? 'Fecha no válida (dd/mm/aaaa)' : (helperText ?? 'dd/mm/aaaa')}
      placeholder="dd/mm/aaaa"
      onChange={(e) => {
        const nuevo = conBarras(e.target.value);
        setTexto(nuevo);
        const iso = textoAIso(nuevo) ?? '';
        setAnterior(iso);
        if (iso !== value) onChange(iso);
      }}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'numeric', maxLength: 10, ...(props.slotProps?.htmlInput as object) },
        inputLabel: { shrink: true },
      }}
    />
  );
};

/**
 * CampoFecha as a react-admin input (filters, forms): the form holds aaaa-mm-dd. Without a label it takes the
 * resource's field name (resources.<recurso>.fields.<source>). In a list's filters an end date ('hasta') before the
 * filter's start date ('desde') is flagged at once with the spec's message (the server refuses it too).
 */
export const EntradaFecha = ({ source, label, alwaysOn: _a, ...resto }: InputProps & { alwaysOn?: boolean }) => {
  const { field, fieldState } = useInput({ source, ...resto });
  const translate = useTranslate();
  const recurso = useResourceContext(resto);
  const lista = useContext(ListContext);
  const etiqueta =
    typeof label === 'string'
      ? translate(label, { _: label })
      : recurso
        ? translate(`resources.${recurso}.fields.${source}`, { _: '' }) || undefined
        : undefined;
  const valor = typeof field.value === 'string' ? field.value : '';
  const desde: unknown = source === 'hasta' ? lista?.filterValues?.desde : undefined;
  const invertido = typeof desde === 'string' && desde !== '' && valor !== '' && valor < desde;
  return (
    <CampoFecha
      name={field.name}
      label={etiqueta}
      size="small"
      value={valor}
      onChange={(iso) => field.onChange(iso || undefined)}
      error={!!fieldState.error || invertido}
      helperText={invertido ? MENSAJES_REPORTES.rangoInvertido : undefined}
      data-rango-invertido={invertido ? 'si' : undefined}
      sx={{ width: 170 }}
    />
  );
};
