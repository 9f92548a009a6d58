import Handlebars from 'handlebars';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Handlebars templates of the PDF reports, in `plantillas/*.hbs` (copied next to the compiled code by
 * the build). Every report wraps its body in the `documento` layout:
 *   {{#> documento}} ...body... {{/documento}}
 * which gives the A4 page, the network's logo, the title and the justified text style. Values are
 * HTML-escaped by Handlebars ({{valor}}); nothing in a template runs script.
 */
const CARPETA = new URL('./plantillas/', import.meta.url);

const leer = (archivo: string) => readFileSync(fileURLToPath(new URL(archivo, CARPETA)), 'utf8');

const motor = Handlebars.create();
motor.registerPartial('documento', leer('documento.hbs'));
/** {{fecha '2026-03-05'}} → 05/03/2026. */
motor.registerHelper('fecha', (valor: unknown) => {
  const t = typeof valor === 'string' ? valor : '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : t;
});
/** {{o valor '—'}}: the value, or the fallback when it is empty. */
motor.registerHelper('o', (valor: unknown, porDefecto: unknown) => (valor === undefined || valor === null || valor === '' ? porDefecto : valor));

/** The network's logo as a data URI: the PDF needs no network to show it. */
export const LOGO_DATA_URI = `data:image/svg+xml;base64,${Buffer.from(leer('logo.svg')).toString('base64')}`;

const compiladas = new Map<string, Handlebars.TemplateDelegate>();

/** Renders `plantillas/<nombre>.hbs` with the context (the logo is added); compiled once per process. */
export function renderizarPlantilla(nombre: string, contexto: Record<string, unknown>): string {
  if (!/^[a-z0-9-]+$/.test(nombre)) throw new Error(`Plantilla inválida: ${nombre}`);
  let plantilla = compiladas.get(nombre);
  if (!plantilla) {
    plantilla = motor.compile(leer(`${nombre}.hbs`), { strict: false, noEscape: false });
    compiladas.set(nombre, plantilla);
  }
  return plantilla({ logo: LOGO_DATA_URI, ...contexto });
}

/** A data URI for an image held in memory (a therapist's signature), or null without one. */
export function imagenComoDataUri(datos: Buffer | null | undefined, tipo: 'png' | 'jpg' | 'jpeg' | 'svg'): string | null {
  if (!datos || datos.length === 0) return null;
  const mime = tipo === 'svg' ? 'image/svg+xml' : tipo === 'png' ? 'image/png' : 'image/jpeg';
  return `data:${mime};base64,${datos.toString('base64')}`;
}
