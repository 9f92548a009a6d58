import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { MAX_ERRORES_RESPUESTA } from './errores.filter.js';
import { problemaDeEstructura } from './estructura.js';

function mensajes(errores: ValidationError[], prefijo = ''): { campo: string; mensaje: string }[] {
  return errores.flatMap((e) => [
    ...Object.values(e.constraints ?? {}).map((mensaje) => ({ campo: `${prefijo}${e.property}`, mensaje })),
    ...mensajes(e.children ?? [], `${prefijo}${e.property}.`),
  ]);
}

const esClase = (tipo: unknown): boolean => typeof tipo === 'function' && ![String, Number, Boolean, Object, Array].includes(tipo as never);

/**
 * class-validator on every request body, after the shape limits (depth, keys, NUL characters) that
 * also cover multipart fields, which reach the pipe without passing the JSON parser's checks.
 */
class ValidacionAvanti extends ValidationPipe {
  override async transform(valor: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const problema = problemaDeEstructura(valor);
      if (problema) throw new BadRequestException({ mensaje: problema });
      if (metadata.type === 'body' && esClase(metadata.metatype) && (typeof valor !== 'object' || valor === null || Array.isArray(valor))) {
        throw new BadRequestException({ mensaje: 'El cuerpo de la solicitud debe ser un objeto JSON' });
      }
    }
    return super.transform(valor, metadata);
  }
}

/** The first Spanish message becomes `mensaje`; at most MAX_ERRORES_RESPUESTA of them `errores`. */
export const validacion = new ValidacionAvanti({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  stopAtFirstError: true,
  exceptionFactory: (errores) => {
    const lista = mensajes(errores)
      .slice(0, MAX_ERRORES_RESPUESTA)
      .map((e) => (e.mensaje.startsWith('property ') ? { ...e, mensaje: `El campo ${e.campo} no está permitido` } : e));
    return new BadRequestException({ mensaje: lista[0]?.mensaje ?? 'La solicitud no es válida', errores: lista });
  },
});
