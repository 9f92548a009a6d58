/** ra-data-simple-rest list parameters: filter, range [from, to] and sort [field, order]. */
export interface ConsultaLista<F = Record<string, unknown>> {
  filtro: F;
  desde: number;
  hasta: number;
  orden: { campo: string; direccion: 'ASC' | 'DESC' };
}

export interface Pagina<T> {
  filas: T[];
  total: number;
}

export const MAX_FILAS_PAGINA = 1000;
