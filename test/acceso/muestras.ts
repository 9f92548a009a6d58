import { crc32, deflateSync } from 'node:zlib';
/**
 * Small real files for upload tests: each one opens in a viewer (`pdfinfo`, an image decoder), and
 * impostors that only start like one.
 */
const PARTES_PDF = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 20 20] >>'];

/** A one-page PDF with its cross-reference table and trailer; `marca` makes two files differ. */
export function pdfValido(marca = ''): Buffer {
  let s = `%PDF-1.4\n%${marca}\n`;
  const desplazamientos: number[] = [];
  PARTES_PDF.forEach((o, i) => {
    desplazamientos.push(Buffer.byteLength(s, 'latin1'));
    s += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(s, 'latin1');
  s += `xref\n0 ${PARTES_PDF.length + 1}\n0000000000 65535 f \n${desplazamientos.map((d) => `${String(d).padStart(10, '0')} 00000 n \n`).join('')}`;
  s += `trailer\n<< /Size ${PARTES_PDF.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(s, 'latin1');
}

export const PDF_VALIDO = pdfValido();
/** 2×2 PNG and JPEG rendered by pdftoppm. */
export const PNG_VALIDO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAETAAABEwGpfUaAAAAAFklEQVQI12P8//8/AwMDEwMDAwMDAwAkBgMBvR7jugAAAABJRU5ErkJggg==',
  'base64',
);
export const JPG_VALIDO = Buffer.from(
  '/9j/4AAQSkZJRgABAQEABwAHAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2wBDAQkJCQwLDBgNDRgyIRwhMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjL/wAARCAACAAIDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD3+iiigD//2Q==',
  'base64',
);

/** Starts like a PDF, goes on as a web page (the file the attack uploaded). */
export const PDF_QUE_ES_HTML = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n');
/** The signatures of an image followed by noise: no dimensions to read. */
export const PNG_FALSO = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const JPG_FALSO = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2), Buffer.from([0xff, 0xd9])]);

/** A one-page PDF whose catalog carries `extraCatalogo` and with `objetos` added after the page (numbered from 4). */
export function pdfConObjetos(extraCatalogo: string, objetos: (string | Buffer)[] = []): Buffer {
  const partes: (string | Buffer)[] = [`<< /Type /Catalog /Pages 2 0 R ${extraCatalogo} >>`, PARTES_PDF[1], PARTES_PDF[2], ...objetos];
  const trozos: Buffer[] = [Buffer.from('%PDF-1.5\n', 'latin1')];
  const largo = () => trozos.reduce((n, b) => n + b.length, 0);
  const desplazamientos: number[] = [];
  partes.forEach((o, i) => {
    desplazamientos.push(largo());
    trozos.push(Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), typeof o === 'string' ? Buffer.from(o, 'latin1') : o, Buffer.from('\nendobj\n', 'latin1'));
  });
  const xref = largo();
  let cola = `xref\n0 ${partes.length + 1}\n0000000000 65535 f \n${desplazamientos.map((d) => `${String(d).padStart(10, '0')} 00000 n \n`).join('')}`;
  cola += `trailer\n<< /Size ${partes.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  trozos.push(Buffer.from(cola, 'latin1'));
  return Buffer.concat(trozos);
}

/** A PNG header of `ancho`×`alto` with its CRC, an empty image and IEND: what a decompression bomb shows before its data. */
export function pngDeDimensiones(ancho: number, alto: number): Buffer {
  const trozo = (tipo: string, datos: Buffer) => {
    const cuerpo = Buffer.concat([Buffer.from(tipo, 'latin1'), datos]);
    const largo = Buffer.alloc(4);
    largo.writeUInt32BE(datos.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(cuerpo));
    return Buffer.concat([largo, cuerpo, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(ancho, 0);
  ihdr.writeUInt32BE(alto, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    trozo('IHDR', ihdr),
    trozo('IDAT', deflateSync(Buffer.alloc(0))),
    trozo('IEND', Buffer.alloc(0)),
  ]);
}
