import { useEffect, useRef } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps } from '@mui/material/styles';
import { useFormState } from 'react-hook-form';
import { required, useInput, useNotify, useTranslate, useTranslateLabel, type InputProps, type Validator } from 'react-admin';
import { problemaNumeroDocumento, problemaTelefono } from '../contratos';
import { CampoBuscable, type OpcionBuscable } from '../comun/CampoBuscable';
import { CampoFecha } from '../comun/CampoFecha';
import { MENSAJE_OBLIGATORIO } from '../comun/useErroresDeCampo';

export const obligatorio = [required(MENSAJE_OBLIGATORIO)];
export const sinAyuda = { helperText: false } as const;
export const opciones = (lista: readonly { codigo: string | number; nombre: string }[]) => lista.map((o) => ({ id: String(o.codigo), name: o.nombre }));

// Checked as the user types, with the api's rules and messages (libs/src/contratos/validaciones.ts).
/** The document number against the document type `tipoDe` reads from the form's values (the patient's or a guardian's). */
export const documentoSegun =
  (tipoDe: (todos: Record<string, unknown>) => unknown): Validator =>
  (valor, todos) => {
    const tipo = tipoDe(todos);
    return typeof tipo === 'string' && tipo && String(valor ?? '').trim() ? (problemaNumeroDocumento(tipo, String(valor)) ?? undefined) : undefined;
  };
export const telefonoValido: Validator = (valor) => problemaTelefono(String(valor ?? '')) ?? undefined;

/** The input's label from `resources.<resource>.fields.<source>`, as react-admin's own inputs take it. */
const useEtiqueta = (source: string) => String(useTranslateLabel()({ source }) ?? '');

/** The text of a field's error: react-admin wraps its validators' messages ('@@react-admin@@{"message":...}'). */
const PREFIJO_RA = '@@react-admin@@';
export const textoDelError = (mensaje: string | undefined): string | undefined => {
  if (!mensaje?.startsWith(PREFIJO_RA)) return mensaje;
  const leido: unknown = JSON.parse(mensaje.slice(PREFIJO_RA.length));
  return typeof leido === 'string' ? leido : String((leido as { message?: unknown })?.message ?? '');
};

/** A field's error as the text to show under it. */
const useMensajeDe = (mensaje: string | undefined) => {
  const t = useTranslate();
  const texto = textoDelError(mensaje);
  return texto ? t(texto, { _: texto }) : undefined;
};

/** A long list filtered by typing (CampoBuscable) as a form input; the value is the option's code as text. */
export const EntradaBuscable = ({ opciones, sx, ...props }: InputProps & { opciones: readonly OpcionBuscable[]; sx?: SxProps }) => {
  const { field, fieldState, isRequired } = useInput(props);
  const etiqueta = useEtiqueta(props.source);
  const mensaje = useMensajeDe(fieldState.error?.message);
  return (
    <CampoBuscable
      name={field.name}
      label={etiqueta}
      opciones={opciones}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      disabled={props.disabled}
      required={isRequired}
      error={!!mensaje}
      helperText={mensaje}
    />
  );
};

/** A dd/mm/aaaa date (CampoFecha) as a form input, with the asterisk when required. */
export const EntradaFechaIngreso = ({ sx, ...props }: InputProps & { sx?: SxProps }) => {
  const { field, fieldState, isRequired } = useInput(props);
  const etiqueta = useEtiqueta(props.source);
  const mensaje = useMensajeDe(fieldState.error?.message);
  return (
    <CampoFecha
      size="small"
      name={field.name}
      label={etiqueta}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      required={isRequired}
      disabled={props.disabled}
      error={!!mensaje}
      helperText={mensaje}
      sx={sx}
    />
  );
};

/** The client type as a row of radios in a labelled, required group (`data-campo` for the error under it). */
export const EntradaTipoCliente = ({ opciones, sx, ...props }: InputProps & { opciones: readonly { codigo: number; nombre: string }[]; sx?: SxProps }) => {
  const { field, fieldState, isRequired } = useInput(props);
  const etiqueta = useEtiqueta(props.source);
  const mensaje = useMensajeDe(fieldState.error?.message);
  return (
    <FormControl required={isRequired} error={!!mensaje} data-campo={props.source} sx={sx}>
      <FormLabel id={`etiqueta-${props.source}`}>{etiqueta}</FormLabel>
      <RadioGroup row value={String(field.value ?? '')} onChange={(e) => field.onChange(e.target.value)} aria-labelledby={`etiqueta-${props.source}`}>
        {opciones.map((o) => (
          <FormControlLabel key={o.codigo} value={String(o.codigo)} control={<Radio name={field.name} />} label={o.nombre} />
        ))}
      </RadioGroup>
      {mensaje && <FormHelperText>{mensaje}</FormHelperText>}
    </FormControl>
  );
};

/** Every field error of the form, nested ones (`acudiente.telefono`) included. */
const erroresDe = (errores: unknown): { type?: unknown; message: string }[] => {
  if (!errores || typeof errores !== 'object') return [];
  const e = errores as { type?: unknown; message?: unknown };
  if (typeof e.message === 'string') return [{ type: e.type, message: e.message }];
  return Object.values(errores).flatMap(erroresDe);
};

/**
 * After a save the checks stopped: 'Faltan campos por llenar!' when a required field is empty, otherwise the first
 * field's own message (the spec's order). The server's errors are announced by the form's `onSubmit`.
 */
export const useAvisoAlGuardar = () => {
  const { submitCount, errors } = useFormState();
  const vistos = useRef(submitCount);
  const notify = useNotify();
  const t = useTranslate();
  useEffect(() => {
    if (submitCount <= vistos.current) return;
    vistos.current = submitCount;
    const propios = erroresDe(errors)
      .filter((e) => e.type !== 'server')
      .map((e) => textoDelError(e.message) ?? '');
    if (propios.length === 0) return;
    const mensaje = propios.includes(MENSAJE_OBLIGATORIO) ? 'Faltan campos por llenar!' : propios[0];
    notify(t(mensaje, { _: mensaje }), { type: 'warning' });
  }, [submitCount, errors, notify, t]);
};
