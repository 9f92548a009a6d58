import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { ConflictoDeVersion } from '@avanti/libs/eventstore/tipos';

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

export const MENSAJE_ERROR_SERVIDOR = 'Error en el servidor, intentelo de nuevo';

/** Every error leaves as `{ mensaje, errores? }` in Spanish; only our own faults are 500, and they are logged without data. */
@Catch()
export class FiltroDeErrores implements ExceptionFilter {
  private readonly log = new Logger('Errores');

  catch(error: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const { estado, cuerpo } = this.traducir(error);
    if (res.headersSent) return;
    res.status(estado).json(cuerpo);
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
    if (error instanceof HttpException) {
      const estado = error.getStatus();
      const respuesta = error.getResponse();
      if (typeof respuesta === 'object' && respuesta && 'mensaje' in respuesta) {
        return { estado, cuerpo: respuesta as { mensaje: string; errores?: unknown[] } };
      }
      return { estado, cuerpo: { mensaje: MENSAJES_HTTP[estado] ?? (estado >= 500 ? MENSAJE_ERROR_SERVIDOR : 'La solicitud no es válida') } };
    }
    this.log.error(`${(error as Error)?.name ?? 'Error'}: ${(error as Error)?.message ?? ''}`, (error as Error)?.stack);
    return { estado: 500, cuerpo: { mensaje: MENSAJE_ERROR_SERVIDOR } };
  }
}
