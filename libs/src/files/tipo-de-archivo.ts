import { crc32 } from 'node:zlib';

/** The kinds of file the product accepts, recognised by their content, never by their name. */
export type TipoArchivo = 'jpg' | 'png' | 'pdf';

export const MIME: Record<TipoArchivo, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/** Larger images are refused: nothing the clinic scans or photographs comes near it, a crafted bomb does. */
export const LADO_MAXIMO_IMAGEN = 16_384;

const empiezaCon = (datos: Uint8Array, firma: number[]) => firma.every((b, i) => datos[i] === b);

/** The kind a stored file claims by its first bytes (to serve it with its type); uploads use `reconocerArchivo`. */
export function detectarTipo(datos: Uint8Array): TipoArchivo | null {
  if (empiezaCon(datos, [0xff, 0xd8, 0xff])) return 'jpg';
  if (empiezaCon(datos, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (empiezaCon(datos, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  return null;
}

/**
 * The kind of an uploaded file, only when its structure holds beyond the first bytes: a PDF ends with
 * `startxref <offset> %%EOF` and the offset points at its cross-reference table or stream; an image
 * has readable, sensible dimensions in its header. `%PDF-` followed by HTML is no PDF.
 */
export function reconocerArchivo(datos: Uint8Array): TipoArchivo | null {
  const tipo = detectarTipo(datos);
  if (tipo === 'pdf') return pdfBienFormado(datos) ? 'pdf' : null;
  if (tipo === 'png' || tipo === 'jpg') {
    const d = tipo === 'png' ? dimensionesPng(datos) : dimensionesJpg(datos);
    return d && d.ancho > 0 && d.alto > 0 && d.ancho <= LADO_MAXIMO_IMAGEN && d.alto <= LADO_MAXIMO_IMAGEN ? tipo : null;
  }
  return null;
}

export interface Dimensiones {
  ancho: number;
  alto: number;
}

const latin1 = (datos: Uint8Array, desde: number, hasta: number) =>
  Buffer.from(datos.buffer, datos.byteOffset, datos.byteLength).toString('latin1', desde, hasta);

export function pdfBienFormado(datos: Uint8Array): boolean {
  if (!/^%PDF-\d\.\d/.test(latin1(datos, 0, 8))) return false;
  const cola = latin1(datos, Math.max(0, datos.length - 1024), datos.length);
  const fin = /startxref\s+(\d{1,12})\s+%%EOF\s*$/.exec(cola);
  if (!fin) return false;
  const desplazamiento = Number(fin[1]);
  if (desplazamiento < 9 || desplazamiento >= datos.length) return false;
  const alli = latin1(datos, desplazamiento, Math.min(datos.length, desplazamiento + 40));
  // A classic table (`xref`) or, since PDF 1.5, a cross-reference stream object (`12 0 obj`).
  return /^\s*(xref\b|\d+\s+\d+\s+obj\b)/.test(alli);
}

/** Width and height from a PNG's IHDR chunk (checked by its CRC), with an IEND chunk closing the file. */
export function dimensionesPng(datos: Uint8Array): Dimensiones | null {
  if (datos.length < 8 + 25 + 12) return null;
  const v = new DataView(datos.buffer, datos.byteOffset, datos.byteLength);
  if (v.getUint32(8) !== 13 || latin1(datos, 12, 16) !== 'IHDR') return null;
  if (crc32(datos.subarray(12, 29)) !== v.getUint32(29)) return null;
  if (latin1(datos, datos.length - 8, datos.length - 4) !== 'IEND') return null;
  return { ancho: v.getUint32(16), alto: v.getUint32(20) };
}

/** Width and height from a JPEG's start-of-frame segment, walking the segments from the start. */
export function dimensionesJpg(datos: Uint8Array): Dimensiones | null {
  let i = 2;
  while (i + 4 <= datos.length) {
    if (datos[i] !== 0xff) return null;
    const marcador = datos[i + 1];
    if (marcador === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marcador === 0xd8 || marcador === 0x01 || (marcador >= 0xd0 && marcador <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marcador === 0xd9 || marcador === 0xda) return null; // image data or end before any frame header
    const largo = (datos[i + 2] << 8) | datos[i + 3];
    if (largo < 2) return null;
    const esSof = marcador >= 0xc0 && marcador <= 0xcf && marcador !== 0xc4 && marcador !== 0xc8 && marcador !== 0xcc;
    if (esSof) {
      if (i + 9 > datos.length) return null;
      return { alto: (datos[i + 5] << 8) | datos[i + 6], ancho: (datos[i + 7] << 8) | datos[i + 8] };
    }
    i += 2 + largo;
  }
  return null;
}
