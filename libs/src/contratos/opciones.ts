/** A code and the Spanish name people read for it. Codes are stable: events and tables store them. */
export interface Opcion<C = string | number> {
  codigo: C;
  nombre: string;
}

/** The name of a code, or null when the list does not hold it. */
export const nombreDe = <C>(lista: readonly Opcion<C>[], codigo: C | null | undefined): string | null => lista.find((o) => o.codigo === codigo)?.nombre ?? null;

/** The name of a code, or the code itself as text (never an empty cell for an unknown code). */
export const textoDe = <C>(lista: readonly Opcion<C>[], codigo: C | null | undefined): string =>
  nombreDe(lista, codigo) ?? (codigo === null || codigo === undefined ? '' : String(codigo));
