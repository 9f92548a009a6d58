import type { Request } from 'express';

/**
 * Which methods the api answers at a path, read from Express's own route table (Nest registers every route
 * there): a known path asked with another method is 405 with `Allow`, an unknown one 404 (decision 0047).
 * Route paths are compiled once per app into plain segment matchers (`:id` matches one segment), so no
 * request's dispatch state (Express's layers keep the last match) is touched.
 */
interface RutaConocida {
  segmentos: (string | null)[];
  metodos: Set<string>;
}

const tablas = new WeakMap<object, RutaConocida[]>();

function tablaDe(app: { router?: { stack?: unknown[] } }): RutaConocida[] {
  const guardada = tablas.get(app);
  if (guardada) return guardada;
  const porRuta = new Map<string, RutaConocida>();
  for (const capa of (app.router?.stack ?? []) as { route?: { path?: unknown; methods?: Record<string, boolean> } }[]) {
    const ruta = capa.route;
    if (!ruta || typeof ruta.path !== 'string' || !ruta.path.startsWith('/api/')) continue;
    const existente = porRuta.get(ruta.path) ?? { segmentos: ruta.path.split('/').map((s) => (s.startsWith(':') ? null : s)), metodos: new Set<string>() };
    for (const [metodo, activo] of Object.entries(ruta.methods ?? {})) if (activo && metodo !== '_all') existente.metodos.add(metodo.toUpperCase());
    porRuta.set(ruta.path, existente);
  }
  const tabla = [...porRuta.values()];
  tablas.set(app, tabla);
  return tabla;
}

/** The request's path from the root (Nest's not-found handler is mounted under /api, so `req.path` lacks it). */
export const rutaCompleta = (req: Request): string => (req?.originalUrl ?? req?.url ?? '').split('?')[0];

/** The methods another route at this path answers (with HEAD for GET), or none when nothing lives there. */
export function metodosDeLaRuta(req: Request): string[] {
  const partes = rutaCompleta(req).split('/');
  const metodos = new Set<string>();
  for (const ruta of tablaDe(req.app as never)) {
    if (ruta.segmentos.length !== partes.length) continue;
    if (ruta.segmentos.every((s, i) => (s === null ? partes[i] !== '' : s === partes[i]))) for (const m of ruta.metodos) metodos.add(m);
  }
  if (metodos.has('GET')) metodos.add('HEAD');
  return [...metodos].sort();
}
