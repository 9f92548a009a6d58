/** Pieces of the OpenAPI schemas of what a route answers, written from the contracts' read shapes. */
export type Esquema = Record<string, unknown>;

export const texto: Esquema = { type: 'string' };
export const textoNulo: Esquema = { type: 'string', nullable: true };
export const entero: Esquema = { type: 'integer' };
export const fecha: Esquema = { type: 'string', format: 'date' };
export const fechaNula: Esquema = { type: 'string', format: 'date', nullable: true };

/** An object whose non-nullable properties are required. */
export const objeto = (properties: Record<string, Esquema>): Esquema => {
  const required = Object.keys(properties).filter((k) => !(properties[k] as { nullable?: boolean }).nullable);
  return { type: 'object', ...(required.length ? { required } : {}), properties };
};

/** A command's answer: the record and the message to show. */
export const conMensaje = (esquema: Esquema): Esquema => ({
  ...esquema,
  required: [...((esquema.required as string[]) ?? []), 'mensaje'],
  properties: { ...(esquema.properties as Esquema), mensaje: { type: 'string', example: 'REGISTRADO CON ÉXITO' } },
});
