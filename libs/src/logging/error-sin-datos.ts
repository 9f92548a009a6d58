type ErrorConCausa = { name?: string; constructor?: { name?: string }; stack?: string; cause?: unknown; code?: unknown } | null;

const sqlstate = (codigo: unknown) => (typeof codigo === 'string' && /^[A-Z0-9]{5}$/.test(codigo) ? ` código ${codigo}` : '');

/**
 * What a stored or published error may say: its class and SQLSTATE, and its cause's. Never its message:
 * a failed query's message holds the query's parameters (names, documents, clinical text, hashes).
 */
export function claseDelError(error: unknown): string {
  const e = error as ErrorConCausa;
  const clase = (e && (e.constructor?.name || e.name)) || typeof error;
  const causa = e?.cause as ErrorConCausa | undefined;
  return `${clase}${sqlstate(e?.code)}${causa ? ` (causa ${causa.constructor?.name ?? 'desconocida'}${sqlstate(causa.code)})` : ''}`;
}

/** An error as the logs may carry it: claseDelError and its stack frames (code locations, never data). */
export function errorSinDatos(error: unknown): string {
  const marcos = ((error as ErrorConCausa)?.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 15);
  return [claseDelError(error), ...marcos].join('\n');
}
