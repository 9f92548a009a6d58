import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/**
 * The programs a backup runs: GNU tar for the archive (present on every Linux host and in the image, as
 * pg_dump is for the served mode), pg_dump and pg_restore. Arguments go as an array, never through a shell;
 * an error says which program failed and its own message (they print no data, only names).
 */
export function ejecutar(programa: string, argumentos: string[], codigosAceptados = [0]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(programa, argumentos, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const codigo = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      if (codigosAceptados.includes(codigo)) return resolve(stdout);
      reject(new Error(`${programa} terminó con código ${codigo}: ${String(stderr).trim().slice(0, 2000)}`));
    });
  });
}

export function sha256DeArchivo(ruta: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(ruta)
      .on('data', (trozo) => hash.update(trozo))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** A connection string with its password hidden, for messages and logs. */
export const sinContrasena = (url: string) => url.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@');
