import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, NotFoundException, type ExceptionFilter } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { errorSinDatos } from '@avanti/libs/logging/error-sin-datos';
import { ConflictoDeVersion } from '@avanti/libs/eventstore/tipos';
import { correlacionDe } from './contexto.js';
import { metodosDeLaRuta, rutaCompleta } from './metodos-de-ruta.js';

const ESTADO_POR_MOTIVO: Record<ReglaIncumplida['motivo'], number> = {
  conflicto: HttpStatus.CONFLICT,
  invalido: HttpStatus.BAD_REQUEST,
  'no-encontrado': HttpStatus.NOT_FOUND,
  prohibido: HttpStatus.FORBIDDEN,
};

const MENSAJES_HTTP: Record<number, string> = {
  400: 'La solicitud no es válida',
  401: 'Sesión no válida o expirada. Inicie sesión de nuevo.',
  403: 'No tiene permiso para realizar esta acción',
  404: 'NO SE ENCONTRARON REGISTROS',
  405: 'Operación no permitida',
  413: 'El archivo o la solicitud supera el tamaño permitido',
  415: 'Tipo de contenido no admitido',
  429: 'Demasiados intentos. Espere un momento e intente de nuevo.',
};

export const MENSAJE_RUTA_DESCONOCIDA = 'La ruta solicitada no existe';

export const MENSAJE_ERROR_SERVIDOR = 'Error en el servidor, intentelo de nuevo';

/** A validation answer lists at most this many errors (one per element of a huge array made megabytes). */
export const MAX_ERRORES_RESPUESTA = 20;

/**
 * What the log may say about a fault: correlation id, method, route pattern (never the URL with its
 * query), error class, database error code, and the stack frames without the message lines. A failed
 * query's message holds its parameters (password hashes, patients' names and documents): never logged.
 */
export function lineaDeRegistro(error: unknown, req: Request | undefined): string {
  const ruta = req ? `${req.method} ${(req.route as { path?: string } | undefined)?.path ?? req.path.replace(/[^/]{24,}/g, ':valor')}` : '';
  const correlacion = req ? correlacionDe(req) : '-';
  return `[${correlacion}] ${ruta} ${errorSinDatos(error)}`;
}

/** Every error leaves as `{ mensaje, errores? }` in Spanish; only our own faults are 500, and they are logged without data. */
@Catch()
export class FiltroDeErrores implements ExceptionFilter {
  private readonly log = new Logger('Errores');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    this.responder(error, http.getRequest<Request>(), http.getResponse<Response>());
  }

  responder(error: unknown, req: Request, res: Response): void {
    const { estado, cuerpo } = this.rutaDesconocida(error, req) ?? this.traducir(error);
    if (estado >= 500) this.log.error(lineaDeRegistro(error, req));
    if (res.headersSent) return;
    if (cuerpo.errores && cuerpo.errores.length > MAX_ERRORES_RESPUESTA) cuerpo.errores = cuerpo.errores.slice(0, MAX_ERRORES_RESPUESTA);
    res.setHeader('X-Correlation-Id', correlacionDe(req));
    res.status(estado).json(cuerpo);
  }

  /** Express's last handlers, for what Nest's router (under /api) never sees: JSON, never Express's HTML page. */
  alFinal() {
    return [
      (req: Request, res: Response) => {
        if (!rutaCompleta(req).startsWith('/api/')) return void res.status(404).json({ mensaje: MENSAJES_HTTP[404] });
        this.responder(new NotFoundException(`Cannot ${req.method} ${req.path}`), req, res);
      },
      (error: unknown, req: Request, res: Response, _next: NextFunction) => this.responder(error, req, res),
    ] as const;
  }

  /**
   * No route under /api matched (Nest's router answers `Cannot GET /api/...`): 405 with `Allow` when the path
   * exists with other methods, 404 'La ruta solicitada no existe' otherwise.
   */
  private rutaDesconocida(error: unknown, req: Request): { estado: number; cuerpo: { mensaje: string; errores?: unknown[] } } | undefined {
    // Nest answers an unmatched route under /api with `Cannot <METHOD> <url>` (404).
    const estado = (error as { getStatus?: () => number })?.getStatus?.();
    if (estado !== 404 || !rutaCompleta(req).startsWith('/api/') || !/^Cannot [A-Z]+ /.test((error as Error).message)) return undefined;
    const metodos = metodosDeLaRuta(req);
    if (!metodos.length) return { estado: 404, cuerpo: { mensaje: MENSAJE_RUTA_DESCONOCIDA } };
    req.res?.setHeader('Allow', metodos.join(', '));
    return { estado: 405, cuerpo: { mensaje: `${MENSAJES_HTTP[405]}: esta ruta admite ${metodos.join(', ')}` } };
  }

  private traducir(error: unknown): { estado: number; cuerpo: { mensaje: string; errores?: unknown[] } } {
    if (error instanceof ReglaIncumplida) return { estado: ESTADO_POR_MOTIVO[error.motivo], cuerpo: { mensaje: error.message } };
    if (error instanceof ConflictoDeVersion) {
      return { estado: 409, cuerpo: { mensaje: 'El registro fue modificado por otra persona al mismo tiempo. Intente de nuevo.' } };
    }
    const causa = (error as { cause?: { type?: string } })?.cause ?? error;
    const tipo = (causa as { type?: string })?.type;
    if (tipo === 'entity.parse.failed' || (causa instanceof SyntaxError && error instanceof HttpException)) {
      return { estado: 400, cuerpo: { mensaje: 'El cuerpo de la solicitud no es JSON válido' } };
    }
    if (tipo === 'entity.too.large') return { estado: 413, cuerpo: { mensaje: MENSAJES_HTTP[413] } };
    const estadoCliente = (causa as { status?: unknown; expose?: unknown })?.status;
    if (typeof tipo === 'string' && typeof estadoCliente === 'number' && estadoCliente >= 400 && estadoCliente < 500) {
      // Other body-parser refusals (charset, encoding, too many parameters).
      return { estado: estadoCliente, cuerpo: { mensaje: MENSAJES_HTTP[estadoCliente] ?? MENSAJES_HTTP[400] } };
    }
    if (error instanceof HttpException) {
      const estado = error.getStatus();
      const respuesta = error.getResponse();
      if (typeof respuesta === 'object' && respuesta && 'mensaje' in respuesta) {
        return { estado, cuerpo: respuesta as { mensaje: string; errores?: unknown[] } };
      }
      return { estado, cuerpo: { mensaje: MENSAJES_HTTP[estado] ?? (estado >= 500 ? MENSAJE_ERROR_SERVIDOR : 'La solicitud no es válida') } };
    }
    return { estado: 500, cuerpo: { mensaje: MENSAJE_ERROR_SERVIDOR } };
  }
}
