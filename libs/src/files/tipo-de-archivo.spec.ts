import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JPG_FALSO, JPG_VALIDO, PDF_QUE_ES_HTML, PDF_VALIDO, PNG_FALSO, PNG_VALIDO } from '../../../test/acceso/muestras.js';
import { dimensionesJpg, dimensionesPng, reconocerArchivo } from './tipo-de-archivo.js';

describe('Reconocer un archivo subido por su estructura', () => {
  it('acepta un PDF que un lector abre, y las imágenes con dimensiones legibles', () => {
    const dir = mkdtempSync(join(tmpdir(), 'avanti-pdf-'));
    writeFileSync(join(dir, 'a.pdf'), PDF_VALIDO);
    expect(execFileSync('pdfinfo', [join(dir, 'a.pdf')]).toString()).toMatch(/Pages:\s+1/);
    expect(reconocerArchivo(PDF_VALIDO)).toBe('pdf');
    expect(reconocerArchivo(PNG_VALIDO)).toBe('png');
    expect(reconocerArchivo(JPG_VALIDO)).toBe('jpg');
    expect(dimensionesPng(PNG_VALIDO)).toEqual({ ancho: 2, alto: 2 });
    expect(dimensionesJpg(JPG_VALIDO)).toEqual({ ancho: 2, alto: 2 });
  });

  it('rechaza lo que solo empieza como uno: %PDF- seguido de HTML, firmas de imagen con ruido, archivos cortados', () => {
    expect(reconocerArchivo(PDF_QUE_ES_HTML)).toBeNull();
    expect(reconocerArchivo(Buffer.concat([PDF_QUE_ES_HTML, Buffer.from('%%EOF\n')]))).toBeNull();
    expect(reconocerArchivo(Buffer.concat([PDF_QUE_ES_HTML, Buffer.from('startxref\n2\n%%EOF\n')]))).toBeNull();
    expect(reconocerArchivo(PDF_VALIDO.subarray(0, PDF_VALIDO.length - 30))).toBeNull();
    expect(reconocerArchivo(PNG_FALSO)).toBeNull();
    expect(reconocerArchivo(JPG_FALSO)).toBeNull();
    expect(reconocerArchivo(PNG_VALIDO.subarray(0, 40))).toBeNull();
    expect(reconocerArchivo(JPG_VALIDO.subarray(0, 100))).toBeNull();
    expect(reconocerArchivo(Buffer.from('GIF89a'))).toBeNull();
  });

  it('rechaza una imagen de dimensiones desmesuradas', () => {
    const enorme = Buffer.from(PNG_VALIDO);
    enorme.writeUInt32BE(100_000, 16);
    expect(dimensionesPng(enorme)).toBeNull(); // the CRC no longer matches
    const jpg = Buffer.from(JPG_VALIDO);
    const sof = jpg.indexOf(Buffer.from([0xff, 0xc0]));
    jpg.writeUInt16BE(60_000, sof + 5);
    expect(reconocerArchivo(jpg)).toBeNull();
  });
});
