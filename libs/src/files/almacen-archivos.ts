import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Files the product keeps (uploads, exports) under one directory: DATA_DIR/archivos embedded,
 * FILES_DIR served. Paths are chosen by the product, never by a request; writes are atomic
 * (a temporary file renamed into place), so a failed upload never destroys the previous file.
 */
export class AlmacenArchivos {
  constructor(readonly raiz: string) {}

  ruta(relativa: string): string {
    const completa = normalize(join(this.raiz, relativa));
    if (!completa.startsWith(normalize(this.raiz) + sep)) throw new Error(`Ruta fuera del almacén: ${relativa}`);
    return completa;
  }

  async guardar(relativa: string, datos: Uint8Array): Promise<void> {
    const destino = this.ruta(relativa);
    await mkdir(dirname(destino), { recursive: true });
    const temporal = `${destino}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporal, datos);
      await rename(temporal, destino);
    } catch (error) {
      await rm(temporal, { force: true });
      throw error;
    }
  }

  leer(relativa: string): Promise<Buffer> {
    return readFile(this.ruta(relativa));
  }

  async existe(relativa: string): Promise<boolean> {
    return stat(this.ruta(relativa)).then(
      () => true,
      () => false,
    );
  }

  async borrar(relativa: string): Promise<void> {
    await rm(this.ruta(relativa), { force: true });
  }
}
