import type { TipoCatalogo } from './contrato.js';
import type { EventoNuevo } from '../eventstore/tipos.js';

export const streamItemCatalogo = (id: string) => `catalogo-${id}`;

/** Unique-key space of a description inside one domain type (two 'Juego simbólico' strategies of psychology are one). */
export const claveItemCatalogo = (tipoDominio: number, descripcion: string) => `${tipoDominio}-${descripcion}`;

export type ItemCatalogoRegistrado = EventoNuevo<
  'ItemCatalogoRegistrado',
  // `codigo`: a CIE-10 pathology's code without the dot; absent in events recorded before issue 28.
  {
    id: string;
    catalogo: TipoCatalogo;
    tipoDominio: number;
    descripcion: string;
    especialidad: number | null;
    tipoPatologia: number | null;
    codigo?: string | null;
  }
>;
/** `descripcion` is carried so the audit and projectors name the item without reading other tables. */
export type ItemCatalogoDesactivado = EventoNuevo<'ItemCatalogoDesactivado', { id: string; catalogo: TipoCatalogo; descripcion: string }>;
export type ItemCatalogoActivado = EventoNuevo<'ItemCatalogoActivado', { id: string; catalogo: TipoCatalogo; descripcion: string }>;

export type EventoCatalogo = ItemCatalogoRegistrado | ItemCatalogoDesactivado | ItemCatalogoActivado;
export const TIPOS_EVENTO_CATALOGO = [
  'ItemCatalogoRegistrado',
  'ItemCatalogoDesactivado',
  'ItemCatalogoActivado',
] as const satisfies readonly EventoCatalogo['tipo'][];
