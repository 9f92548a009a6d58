import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';

/** The signed-in user as the guard leaves it on the request. */
export interface UsuarioAutenticado {
  id: string;
  usuario: string;
  nombres: string;
  apellidos: string;
  rol: number;
  sede: string;
  permisos: ReadonlySet<string>;
}

/** Who asks, from where, under which correlation: what every event's metadata records. */
export interface ContextoPeticion {
  usuario: UsuarioAutenticado | null;
  correlacionId: string;
  causacionId: string | null;
  ip: string | null;
}

const encabezado = (req: Request, nombre: string): string | null => {
  const valor = req.headers[nombre];
  const texto = Array.isArray(valor) ? valor[0] : valor;
  return texto && /^[\w.:-]{1,100}$/.test(texto) ? texto : null;
};

const CORRELACION = Symbol('correlacion');

/** One correlation id per request (the caller's, or a new one): events and error logs carry the same. */
export function correlacionDe(req: Request): string {
  const r = req as Request & { [CORRELACION]?: string };
  return (r[CORRELACION] ??= encabezado(req, 'x-correlation-id') ?? randomUUID());
}

export function contextoDe(req: Request): ContextoPeticion {
  return {
    usuario: (req.user as UsuarioAutenticado | undefined) ?? null,
    correlacionId: correlacionDe(req),
    causacionId: encabezado(req, 'x-causation-id'),
    ip: (req.ip ?? req.socket.remoteAddress ?? '').replace(/^::ffff:/, '') || null,
  };
}

export const Contexto = createParamDecorator((_: unknown, ctx: ExecutionContext) => contextoDe(ctx.switchToHttp().getRequest<Request>()));

export const UsuarioActual = createParamDecorator((_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<Request>().user as UsuarioAutenticado);
