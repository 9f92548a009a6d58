import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { JPG_VALIDO, PDF_VALIDO, PNG_VALIDO, pdfConObjetos, pngDeDimensiones } from '../../../test/acceso/muestras.js';
import { pdfConAcciones, revisarArchivo } from './archivo-revisado.js';
import { reconocerArchivo } from './tipo-de-archivo.js';

const ACCION_JS = '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>';

/** Objects 5 and 6 inside a Flate-compressed object stream (object 4), as PDF 1.5 writers pack them. */
function flujoDeObjetos(objetos: string[]): string {
  let cuerpo = '';
  const indice: string[] = [];
  objetos.forEach((o, i) => {
    indice.push(`${5 + i} ${cuerpo.length}`);
    cuerpo += `${o}\n`;
  });
  const cabecera = `${indice.join(' ')}\n`;
  const comprimido = deflateSync(Buffer.from(cabecera + cuerpo, 'latin1'));
  return `<< /Type /ObjStm /N ${objetos.length} /First ${cabecera.length} /Filter /FlateDecode /Length ${comprimido.length} >>\nstream\n${comprimido.toString('latin1')}\nendstream`;
}

describe('Revisar un archivo subido antes de guardarlo', () => {
  it('rechaza los PDF que ejecutan algo al abrirse: JavaScript, acción de apertura, lanzar un programa, también con #xx o comprimidos', () => {
    const conAcciones = [
      pdfConObjetos(ACCION_JS),
      pdfConObjetos('/OpenAction 4 0 R', ['<< /S /Launch /F (calc.exe) >>']),
      pdfConObjetos('/Names << /J#61vaScript 4 0 R >>', ['<< /Names [(a) 5 0 R] >>']),
      pdfConObjetos('/Op#65nAction 5 0 R', [flujoDeObjetos(['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'])]),
    ];
    const dir = mkdtempSync(join(tmpdir(), 'avanti-pdf-'));
    conAcciones.forEach((pdf, i) => {
      // Each one a PDF that a reader opens: refused for what it does, not for being broken.
      writeFileSync(join(dir, `${i}.pdf`), pdf);
      expect(execFileSync('pdfinfo', [join(dir, `${i}.pdf`)]).toString()).toMatch(/Pages:\s+1/);
      expect(reconocerArchivo(pdf)).toBe('pdf');
      expect(pdfConAcciones(pdf)).toBe(true);
    });
    expect(pdfConAcciones(PDF_VALIDO)).toBe(false);
    // An object stream without actions, and names that only start like one, are fine.
    expect(pdfConAcciones(pdfConObjetos('/PageMode /UseNone /JSON_x 1', [flujoDeObjetos(['<< /Type /Font >>'])]))).toBe(false);
  });

  it('un PDF limpio se guarda tal cual; uno con acciones no', async () => {
    expect(await revisarArchivo(PDF_VALIDO)).toEqual({ tipo: 'pdf', datos: PDF_VALIDO });
    expect(await revisarArchivo(pdfConObjetos(ACCION_JS))).toBeNull();
  });

  it('una imagen de 16384×16384 (268 megapíxeles) se rechaza sin decodificarla', async () => {
    const bomba = pngDeDimensiones(16_384, 16_384);
    expect(reconocerArchivo(bomba)).toBe('png');
    expect(await revisarArchivo(bomba)).toBeNull();
  });

  it('una imagen se guarda re-codificada: sus píxeles, sin metadatos ni lo que traía pegado al final', async () => {
    const pegado = Buffer.concat([JPG_VALIDO, Buffer.from('<script>alert(1)</script>')]);
    const jpg = await revisarArchivo(pegado);
    expect(jpg?.tipo).toBe('jpg');
    expect(jpg!.datos.includes('<script>')).toBe(false);
    expect(await sharp(jpg!.datos).metadata()).toMatchObject({ format: 'jpeg', width: 2, height: 2 });
    const png = await revisarArchivo(PNG_VALIDO);
    expect(png?.tipo).toBe('png');
    expect(await sharp(png!.datos).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 });
  });
});
