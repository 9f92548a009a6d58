/**
 * An error as the logs may carry it: its class, its cause's class and SQLSTATE, and its stack frames.
 * Never its message: a failed query's message holds the query's parameters (hashes, names, documents).
 */
export function errorSinDatos(error: unknown): string {
  const e = error as { name?: string; constructor?: { name?: string }; stack?: string; cause?: unknown } | null;
  const clase = (e && (e.constructor?.name || e.name)) || typeof error;
  const causa = e?.cause as { constructor?: { name?: string }; code?: unknown } | undefined;
  const codigo = typeof causa?.code === 'string' && /^[A-Z0-9]{5}$/.test(causa.code) ? ` código ${causa.code}` : '';
  const marcos = (e?.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l)).slice(0, 15);
  return [`${clase}${causa ? ` (causa ${causa.constructor?.name ?? 'desconocida'}${codigo})` : ''}`, ...marcos].join('\n');
}
