import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { MENSAJES_ESTRUCTURA, problemaDeEstructura } from './estructura.js';

/** Bodies: the sign-in is two short fields; everything else as Nest's default (100 KB). */
export const LIMITE_CUERPO_INGRESO = '2kb';
export const LIMITE_CUERPO = '100kb';

/**
 * The admin is a Vite build served by this same origin: scripts and styles from 'self'; MUI writes
 * inline styles (style-src 'unsafe-inline'); images and opened documents may be data: or blob: URLs.
 */
export const POLITICA_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self' blob:",
].join('; ');

/** What helmet would set, by hand (no dependency for a dozen headers). HSTS only over TLS. */
function encabezadosDeSeguridad(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Content-Security-Policy', POLITICA_CSP);
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Origin-Agent-Cluster', '?1');
  res.setHeader('X-DNS-Prefetch-Control', 'off');
  res.setHeader('X-Permitted-Cross-Domain-Policies', 'none');
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  // API answers carry personal data: never kept by a browser or a proxy (downloads set their own).
  if (req.path.startsWith('/api/') || req.path === '/api') res.setHeader('Cache-Control', 'no-store');
  next();
}

const rechazar = (res: Response, mensaje: string) => res.status(400).json({ mensaje });

/** A NUL in the URL (path or query) reaches PostgreSQL as text it refuses: refuse it here. */
function direccionAdmisible(req: Request, res: Response, next: NextFunction): void {
  if (/%00|\u0000/i.test(req.originalUrl)) return void rechazar(res, MENSAJES_ESTRUCTURA.nul);
  const problema = problemaDeEstructura(req.query);
  if (problema) return void rechazar(res, problema);
  next();
}

function cuerpoAdmisible(req: Request, res: Response, next: NextFunction): void {
  const problema = req.body === undefined ? null : problemaDeEstructura(req.body);
  if (problema) return void rechazar(res, problema);
  next();
}

const RESPUESTA_431 = JSON.stringify({ mensaje: 'La dirección de la solicitud es demasiado larga' });

/** Node answers an oversize URL or header itself, with an empty 431: answer it in JSON, in Spanish. */
function erroresDeCliente(error: NodeJS.ErrnoException & { bytesParsed?: number }, socket: Socket): void {
  if (!socket.writable) return void socket.destroy();
  const demasiadoLargo = error.code === 'HPE_HEADER_OVERFLOW';
  const estado = demasiadoLargo ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const cuerpo = demasiadoLargo ? RESPUESTA_431 : JSON.stringify({ mensaje: 'La solicitud no es válida' });
  socket.end(
    `HTTP/1.1 ${estado}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(cuerpo)}\r\nConnection: close\r\n\r\n${cuerpo}`,
  );
}

/**
 * Before Nest's routes: security headers, URL checks, the body parsers with their limits and the
 * shape limits of what they parsed. Needs the app created with `bodyParser: false`.
 */
export function endurecer(app: NestExpressApplication, proxiesDeConfianza: readonly string[]): void {
  app.disable('x-powered-by');
  // Never by default: any LAN client could forge its address in the audit and around the sign-in limit.
  app.set('trust proxy', proxiesDeConfianza.length ? [...proxiesDeConfianza] : false);
  (app.getHttpServer() as Server).on('clientError', erroresDeCliente);
  app.use(encabezadosDeSeguridad);
  app.use(direccionAdmisible);
  app.use('/api/auth/login', express.json({ limit: LIMITE_CUERPO_INGRESO }));
  app.use(express.json({ limit: LIMITE_CUERPO }));
  app.use(express.urlencoded({ extended: false, limit: LIMITE_CUERPO, parameterLimit: 200 }));
  app.use(cuerpoAdmisible);
}
