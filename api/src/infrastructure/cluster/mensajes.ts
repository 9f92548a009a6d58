/** The messages between the api's cluster primary and its workers (IPC), all about /metrics (decision 0050). */
export const MENSAJES = {
  /** worker → primary: a client asked this worker for /metrics. */
  pedir: 'avanti:metricas:pedir',
  /** primary → every worker: hand in your registry. */
  medir: 'avanti:metricas:medir',
  /** worker → primary: its registry as JSON. */
  medidas: 'avanti:metricas:medidas',
  /** primary → the worker that asked: the sum as Prometheus text (null if it could not be made). */
  texto: 'avanti:metricas:texto',
} as const;

export interface Mensaje {
  tipo: string;
  id: number;
  metricas?: unknown;
  texto?: string | null;
}

export function esMensaje(valor: unknown, tipo: string): valor is Mensaje {
  return typeof valor === 'object' && valor !== null && (valor as { tipo?: unknown }).tipo === tipo && typeof (valor as { id?: unknown }).id === 'number';
}
