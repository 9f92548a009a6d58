import { ValidateBy, type ValidationOptions } from 'class-validator';
import { MAXIMO_PESOS } from '@avanti/libs/finanzas/contrato';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

const vacio = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Several fields the spec asks for together ('Complete los campos requeridos: fecha, monto y tipo'): on the
 * first of them, so that its one message speaks before any other field's.
 */
export const Requeridos = (campos: readonly string[], opciones: ValidationOptions) =>
  ValidateBy(
    {
      name: 'requeridosDinero',
      constraints: [campos],
      validator: { validate: (_: unknown, a) => campos.every((c) => !vacio((a?.object as Record<string, unknown>)[c])) },
    },
    opciones,
  );

/** Whole Colombian pesos: an integer from `minimo` (0 or 1) up to a thousand million, never a text ('20.000'). */
export const Pesos = (opciones: ValidationOptions, minimo = 0) =>
  ValidateBy(
    {
      name: 'pesos',
      constraints: [minimo],
      validator: { validate: (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= minimo && v <= MAXIMO_PESOS },
    },
    opciones,
  );

/** A text with something besides spaces. */
export const NoEnBlanco = (opciones: ValidationOptions) =>
  ValidateBy({ name: 'noEnBlanco', validator: { validate: (v: unknown) => typeof v === 'string' && v.trim() !== '' } }, opciones);

/** At most `maximo` characters once trimmed (what is stored). */
export const TextoHasta = (maximo: number, opciones: ValidationOptions) =>
  ValidateBy(
    { name: 'textoHasta', constraints: [maximo], validator: { validate: (v: unknown) => typeof v === 'string' && v.trim().length <= maximo } },
    opciones,
  );
