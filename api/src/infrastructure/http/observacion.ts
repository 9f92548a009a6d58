import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { duracionHttp, responderMetricas } from '@avanti/libs/metrics/metricas';
import { registroDe } from '@avanti/libs/logging/registro';
import { correlacionDe, type UsuarioAutenticado } from './contexto.js';

/**
 * What a request is called in the access log and the latency histogram: the route's template
 * (`/api/pacientes/:id`), never the URL, whose path and query can hold a document number or a name.
 * A request no route took gets a fixed name: the label set stays small and nothing sent is repeated.
 */
export function plantillaDeRuta(req: Request): string {
  const ruta = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof ruta === 'string') return `${req.baseUrl ?? ''}${ruta}`;
  // Only to classify; the path itself is never logged. originalUrl: a mounted middleware (/metrics) rewrote req.url.
  const camino = (req.originalUrl ?? req.url ?? '').split('?')[0];
  if (camino === '/metrics') return '/metrics';
  if (camino === '/api' || camino.startsWith('/api/')) return '/api/(sin ruta)';
  if (camino.startsWith('/assets/')) return '/assets/*';
  return '(admin)';
}

/**
 * First of every middleware: the correlation id (the caller's X-Correlation-Id when well formed, else a new one,
 * the same the events and error logs record) goes back on every response, and one access line per request is
 * logged when it ends: method, route template, status, duration, user id and correlation id. Never a body,
 * never the query, never a header's value.
 */
export function observarPeticiones(app: NestExpressApplication, opciones: { tokenMetricas?: string }): void {
  app.use((req: Request, res: Response, next: NextFunction) => {
    const inicio = process.hrtime.bigint();
    const correlacion = correlacionDe(req);
    res.setHeader('X-Correlation-Id', correlacion);
    res.once('finish', () => {
      const segundos = Number(process.hrtime.bigint() - inicio) / 1e9;
      const ruta = plantillaDeRuta(req);
      const estado = res.statusCode;
      duracionHttp.observe({ method: req.method, route: ruta, status: String(estado) }, segundos);
      const usuario = (req.user as UsuarioAutenticado | undefined)?.id ?? null;
      const linea = { metodo: req.method, ruta, estado, duracionMs: Math.round(segundos * 10_000) / 10, usuario, correlacion };
      const acceso = registroDe('acceso');
      if (estado >= 500) acceso.error(linea, 'petición');
      else acceso.info(linea, 'petición');
    });
    next();
  });
  // Before the admin's catch-all (which would answer its HTML): loopback or the bearer token, else 403.
  app.use('/metrics', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path !== '/' && req.path !== '') return next();
    responderMetricas(req, res, opciones.tokenMetricas).catch(next);
  });
}
