import { execFile, spawn } from 'node:child_process';
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

/**
 * psql over one transaction fed in order with SQL text and the output of `pg_restore -f -` of each archive: any
 * error stops it before COMMIT, and the connection's end rolls everything back. Nothing is written to disk.
 */
export async function restaurarEnUnaTransaccion(databaseUrl: string, partes: ({ sql: string } | { pgRestore: string[] })[]): Promise<void> {
  const psql = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', `--dbname=${databaseUrl}`, '-f', '-'], { stdio: ['pipe', 'ignore', 'pipe'] });
  let errores = '';
  psql.stderr.on('data', (d: Buffer) => (errores += d.toString()));
  psql.stdin.on('error', () => undefined); // psql stopped at an error: its own message says which
  const fin = new Promise<number>((resolve) => psql.once('close', (codigo) => resolve(codigo ?? -1)));
  let terminado = false;
  void fin.then(() => (terminado = true));
  const fallo = (programa: string, codigo: number, mensaje: string) => new Error(`${programa} terminó con código ${codigo}: ${mensaje.trim().slice(0, 2000)}`);
  try {
    for (const parte of ['BEGIN;', ...partes, 'COMMIT;']) {
      if (terminado) break;
      if (typeof parte === 'string' || 'sql' in parte) {
        const texto = (typeof parte === 'string' ? parte : parte.sql) + '\n';
        if (!psql.stdin.write(texto)) await Promise.race([new Promise((r) => psql.stdin.once('drain', r)), fin]);
        continue;
      }
      const restore = spawn('pg_restore', [...parte.pgRestore], { stdio: ['ignore', 'pipe', 'pipe'] });
      let suyo = '';
      restore.stderr.on('data', (d: Buffer) => (suyo += d.toString()));
      restore.stdout.pipe(psql.stdin, { end: false });
      // If psql stops first, pg_restore would wait forever on a full pipe.
      void fin.then(() => restore.kill());
      const codigo = await new Promise<number>((resolve) => restore.once('close', (c) => resolve(c ?? -1)));
      restore.stdout.unpipe(psql.stdin);
      if (codigo !== 0 && !terminado) throw fallo('pg_restore', codigo, suyo);
    }
    psql.stdin.end();
  } catch (error) {
    psql.kill();
    await fin;
    throw error;
  }
  const codigo = await fin;
  if (codigo !== 0) throw fallo('psql', codigo, errores);
}
