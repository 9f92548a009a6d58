import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TIPOS: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRIMIBLES = new Set(['.js', '.css', '.html', '.json', '.svg', '.map', '.txt']);

interface Recurso {
  tipo: string;
  crudo: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** A file of the build, read and compressed once (the build does not change while the process runs). */
function cargar(ruta: string): Recurso | null {
  const info = statSync(ruta, { throwIfNoEntry: false });
  if (!info?.isFile()) return null;
  const crudo = readFileSync(ruta);
  const ext = extname(ruta).toLowerCase();
  const recurso: Recurso = { tipo: TIPOS[ext] ?? 'application/octet-stream', crudo };
  if (COMPRIMIBLES.has(ext) && crudo.length > 1024) {
    recurso.br = brotliCompressSync(crudo, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: crudo.length } });
    recurso.gzip = gzipSync(crudo, { level: 9 });
  }
  return recurso;
}

function enviar(req: Request, res: Response, recurso: Recurso, cache: string): void {
  res.setHeader('Content-Type', recurso.tipo);
  res.setHeader('Cache-Control', cache);
  res.setHeader('Vary', 'Accept-Encoding');
  const acepta = String(req.headers['accept-encoding'] ?? '');
  let cuerpo = recurso.crudo;
  if (recurso.br && /\bbr\b/.test(acepta)) {
    res.setHeader('Content-Encoding', 'br');
    cuerpo = recurso.br;
  } else if (recurso.gzip && /\bgzip\b/.test(acepta)) {
    res.setHeader('Content-Encoding', 'gzip');
    cuerpo = recurso.gzip;
  }
  res.setHeader('Content-Length', cuerpo.length);
  res.status(200).end(req.method === 'HEAD' ? undefined : cuerpo);
}

/**
 * The admin's build: hashed files under /assets compressed (brotli or gzip) with a one-year
 * immutable cache; every other GET outside /api is the app's deep link and gets index.html, never cached.
 */
export function servirAdmin(app: NestExpressApplication, raiz: string): void {
  const base = resolve(raiz);
  const cache = new Map<string, Recurso>();
  const recurso = (relativa: string): Recurso | null => {
    const ruta = resolve(base, `.${relativa}`);
    if (!ruta.startsWith(base + sep)) return null;
    // Only files found are kept: unknown paths must not grow the cache.
    const guardado = cache.get(ruta) ?? cargar(ruta);
    if (guardado) cache.set(ruta, guardado);
    return guardado;
  };
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    let relativa: string;
    try {
      relativa = decodeURIComponent(req.path);
    } catch {
      return void res.status(400).json({ mensaje: 'La dirección de la solicitud no es válida' });
    }
    if (relativa.startsWith('/assets/')) {
      const r = recurso(relativa);
      if (!r) return void res.status(404).json({ mensaje: 'NO SE ENCONTRARON REGISTROS' });
      return enviar(req, res, r, 'public, max-age=31536000, immutable');
    }
    const archivo = relativa !== '/' && relativa !== '/index.html' ? recurso(relativa) : null;
    if (archivo && !relativa.endsWith('.html')) return enviar(req, res, archivo, 'no-cache');
    const indice = recurso('/index.html');
    if (!indice) return next();
    enviar(req, res, indice, 'no-cache');
  });
}
