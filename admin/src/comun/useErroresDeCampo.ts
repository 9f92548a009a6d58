import { useCallback, useState } from 'react';

/** Field name → the message to show under it. */
export type ErroresDeCampo = Record<string, string>;

export const MENSAJE_OBLIGATORIO = 'Este campo es obligatorio';

/**
 * The api's `errores` list (`[{ campo, mensaje }]`, from the validation pipe) as a field → message
 * map, first message per field. `prefijo` names the form's inputs ('acudiente.' for `acudiente.telefono`).
 */
export const erroresDelServidor = (error: unknown, prefijo = ''): ErroresDeCampo => {
  const lista = (error as { body?: { errores?: unknown } } | null)?.body?.errores;
  const errores: ErroresDeCampo = {};
  if (!Array.isArray(lista)) return errores;
  for (const e of lista as { campo?: unknown; mensaje?: unknown }[]) {
    if (typeof e?.campo === 'string' && typeof e.mensaje === 'string' && !errores[`${prefijo}${e.campo}`]) errores[`${prefijo}${e.campo}`] = e.mensaje;
  }
  return errores;
};

/**
 * The errors of a form shown on its fields (MUI `error` + `helperText`): the required ones the user
 * left empty, and whatever the api's `errores` name. A field's error goes away when it is edited.
 * Forms built on react-admin's `<Form>` get the same by returning `erroresDelServidor(error)` from `onSubmit`.
 */
export function useErroresDeCampo() {
  const [errores, setErrores] = useState<ErroresDeCampo>({});

  /** Marks the required fields left empty; true when there is any. */
  const marcarFaltantes = useCallback((valores: Record<string, unknown>, obligatorios: readonly string[], prefijo = '') => {
    const faltan = Object.fromEntries(obligatorios.filter((k) => !String(valores[k] ?? '').trim()).map((k) => [`${prefijo}${k}`, MENSAJE_OBLIGATORIO]));
    setErrores(faltan);
    return Object.keys(faltan).length > 0;
  }, []);

  /** Shows the api's field errors; true when the error named any field. */
  const marcarDelServidor = useCallback((error: unknown, prefijo = '') => {
    const delServidor = erroresDelServidor(error, prefijo);
    setErrores(delServidor);
    return Object.keys(delServidor).length > 0;
  }, []);

  const quitar = useCallback((campo: string) => setErrores((e) => (e[campo] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== campo)) : e)), []);
  const limpiar = useCallback(() => setErrores({}), []);

  /** Props for an MUI TextField; `ayuda` is shown when the field has no error. */
  const propsDe = (campo: string, ayuda?: string) => ({ error: !!errores[campo], helperText: errores[campo] ?? ayuda });

  return { errores, marcarFaltantes, marcarDelServidor, quitar, limpiar, propsDe };
}
