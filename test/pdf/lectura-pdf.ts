import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Reads a PDF the way a person's tools would: poppler's pdftotext, pdfinfo and pdfimages. */
export function leerPdf(pdf: Uint8Array): { texto: string; info: string; imagenes: string } {
  const carpeta = mkdtempSync(join(tmpdir(), 'avanti-pdf-prueba-'));
  try {
    const ruta = join(carpeta, 'informe.pdf');
    writeFileSync(ruta, pdf);
    return {
      texto: execFileSync('pdftotext', ['-layout', ruta, '-'], { encoding: 'utf8' }),
      info: execFileSync('pdfinfo', [ruta], { encoding: 'utf8' }),
      imagenes: execFileSync('pdfimages', ['-list', ruta], { encoding: 'utf8' }),
    };
  } finally {
    rmSync(carpeta, { recursive: true, force: true });
  }
}

/** pdfinfo's 'Page size: 595.28 x 841.89 pts (A4)'. */
export const esA4 = (info: string) => /Page size:\s+595(\.\d+)? x 84[12](\.\d+)? pts \(A4\)/.test(info);
export const paginas = (info: string) => Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
