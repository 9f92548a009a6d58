import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function mensajes(errores: ValidationError[], prefijo = ''): { campo: string; mensaje: string }[] {
  return errores.flatMap((e) => [
    ...Object.values(e.constraints ?? {}).map((mensaje) => ({ campo: `${prefijo}${e.property}`, mensaje })),
    ...mensajes(e.children ?? [], `${prefijo}${e.property}.`),
  ]);
}

/** class-validator on every request body; the first Spanish message becomes `mensaje`, all of them `errores`. */
export const validacion = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  stopAtFirstError: true,
  exceptionFactory: (errores) => {
    const lista = mensajes(errores).map((e) =>
      e.mensaje.startsWith('property ') ? { ...e, mensaje: `El campo ${e.campo} no está permitido` } : e,
    );
    return new BadRequestException({ mensaje: lista[0]?.mensaje ?? 'La solicitud no es válida', errores: lista });
  },
});
