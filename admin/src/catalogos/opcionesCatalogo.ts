import type { Opcion, TipoCatalogo } from '../contratos';

/** Strategies and materials are kept per specialty. */
export const porEspecialidad = (tipo: TipoCatalogo) => tipo === 'estrategias' || tipo === 'materiales';

/** A code list as react-admin's choices. */
export const opciones = (lista: readonly Opcion<number>[]) => lista.map((o) => ({ id: o.codigo, name: o.nombre }));

/** The resource react-admin reads a catalogue through (GET /api/catalogos/<tipo>). */
export const recursoCatalogo = (tipo: TipoCatalogo) => `catalogos/${tipo}`;
