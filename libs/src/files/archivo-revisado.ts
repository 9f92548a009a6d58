import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { reconocerArchivo, type TipoArchivo } from './tipo-de-archivo.js';

/** Larger images are refused before decoding (issue 23 item 11): a phone photo is 12 to 50 megapixels, a scan far less. */
export const MAX_PIXELES_IMAGEN = 60_000_000;

/** What an upload keeps: its kind and the bytes to store (an image re-encoded, a PDF as sent). */
export interface ArchivoRevisado {
  tipo: TipoArchivo;
  datos: Buffer;
}

/**
 * An uploaded file made safe to keep, or null when it must be refused: recognised by its structure, an image
 * decoded within the pixel cap and re-encoded by libvips (only its pixels stay: no metadata, nothing appended),
 * a PDF only without actions that run something when it is opened.
 */
export async function revisarArchivo(datos: Buffer): Promise<ArchivoRevisado | null> {
  const tipo = reconocerArchivo(datos);
  if (!tipo) return null;
  if (tipo === 'pdf') return pdfConAcciones(datos) ? null : { tipo, datos };
  try {
    const imagen = sharp(datos, { limitInputPixels: MAX_PIXELES_IMAGEN, failOn: 'error' }).rotate();
    return { tipo, datos: await (tipo === 'png' ? imagen.png() : imagen.jpeg({ quality: 90 })).toBuffer() };
  } catch {
    return null;
  }
}

/** Names that make a viewer run something on its own: scripts, actions on opening, launching a program. */
const ACCION = /\/(JavaScript|JS|OpenAction|Launch)(?![A-Za-z0-9_.-])/;
const MAX_BYTES_INFLADOS = 50 * 1024 * 1024;

/** A PDF name may spell any byte as #xx (`/J#61vaScript`): compared after undoing that. */
const sinEscapes = (texto: string) => texto.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/**
 * Whether a PDF holds JavaScript, an opening action or a launch, in its objects or inside its object streams
 * (PDF 1.5 hides objects in Flate-compressed streams). Other streams (pages, images) hold no objects and are
 * skipped: their binary data would only give false alarms. An object stream this cannot read is refused.
 */
export function pdfConAcciones(datos: Buffer): boolean {
  const texto = datos.toString('latin1');
  const inicioDatos = /stream\r?\n/g;
  let fuera = '';
  let desde = 0;
  for (let m = inicioDatos.exec(texto); m; m = inicioDatos.exec(texto)) {
    if (texto.slice(m.index - 3, m.index) === 'end') continue;
    const fin = texto.indexOf('endstream', m.index + m[0].length);
    if (fin < 0) return true;
    const diccionario = sinEscapes(texto.slice(Math.max(desde, texto.lastIndexOf('obj', m.index)), m.index));
    fuera += texto.slice(desde, m.index);
    if (/\/ObjStm\b/.test(diccionario)) {
      const contenido = objetosComprimidos(diccionario, datos.subarray(m.index + m[0].length, fin));
      if (contenido === null || ACCION.test(sinEscapes(contenido))) return true;
    }
    desde = fin + 'endstream'.length;
    inicioDatos.lastIndex = desde;
  }
  fuera += texto.slice(desde);
  return ACCION.test(sinEscapes(fuera));
}

function objetosComprimidos(diccionario: string, bytes: Buffer): string | null {
  const filtros = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(diccionario)?.[1].match(/\/\w+/g) ?? [];
  if (filtros.length === 0) return bytes.toString('latin1');
  if (filtros.length > 1 || filtros[0] !== '/FlateDecode') return null;
  try {
    return inflateSync(bytes, { maxOutputLength: MAX_BYTES_INFLADOS }).toString('latin1');
  } catch {
    return null;
  }
}
