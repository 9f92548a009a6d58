import { applyDecorators, type PipeTransform } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsInt, Max, Min, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { esFechaIso } from '@avanti/libs/dominio/fecha-iso';
import { ENTERO_MAXIMO } from '@avanti/libs/http/filtro';

/**
 * A whole number stored in an `integer` column. Multipart forms send it as text ("2"), which is
 * read as a number; anything else (true, 1.5, 1e308, "2x") is refused, never coerced.
 */
export const EnteroDeBase = (opciones: ValidationOptions, min = 1) =>
  applyDecorators(
    Max(ENTERO_MAXIMO, opciones),
    Min(min, opciones),
    IsInt(opciones),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d{1,10}$/.test(value.trim()) ? Number(value) : value)),
  );

/** A calendar date 'aaaa-mm-dd' as the shared parser reads it (years 0001-9999, a day the month has). */
export const FechaIso = (opciones: ValidationOptions) =>
  ValidateBy({ name: 'fechaIso', validator: { validate: (valor: unknown) => esFechaIso(valor) } }, opciones);

/** Optional in the sense of the screens: absent, null or '' means "not given"; any other value is validated. */
export const SiSeEnvia = () => ValidateIf((_: object, valor: unknown) => valor !== undefined && valor !== null && valor !== '');

/** An integer id in a path (`/api/roles/7`): anything else, or beyond `integer`, is a 404 with the resource's message. */
export const idEnteroDeRuta = (noEncontrado: () => Error): PipeTransform<string, number> => ({
  transform(valor: string) {
    if (!/^\d{1,10}$/.test(valor) || Number(valor) > ENTERO_MAXIMO) throw noEncontrado();
    return Number(valor);
  },
});

/**
 * A field of the record GET serves that a write does not change (react-admin's update sends the record back whole):
 * accepted and ignored, never a 400. Documented as read-only.
 */
export const SoloLectura = () =>
  applyDecorators(ApiPropertyOptional({ readOnly: true, description: 'Solo lectura: lo sirve GET y se ignora al guardar' }), Allow());
