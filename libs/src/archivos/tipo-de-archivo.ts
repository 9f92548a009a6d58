/** The kinds of file the product accepts, recognised by their first bytes, never by their name. */
export type TipoArchivo = 'jpg' | 'png' | 'pdf';

export const MIME: Record<TipoArchivo, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

const empiezaCon = (datos: Uint8Array, firma: number[]) => firma.every((b, i) => datos[i] === b);

export function detectarTipo(datos: Uint8Array): TipoArchivo | null {
  if (empiezaCon(datos, [0xff, 0xd8, 0xff])) return 'jpg';
  if (empiezaCon(datos, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (empiezaCon(datos, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  return null;
}
