import { existsSync, unlinkSync, chmodSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import type { ResultadoRespaldo } from './respaldo.js';

/**
 * How `npm run respaldo` asks the running api for a backup in the embedded mode (only the api may open
 * DATA_DIR/pg while it runs): a Unix socket inside DATA_DIR, readable and writable only by its owner. Whoever
 * can open it can already read DATA_DIR; nothing listens on the network.
 */
export const rutaDeControl = (directorioDatos: string) => join(directorioDatos, 'respaldo.sock');

type Respuesta = { ok: true; resultado: ResultadoRespaldo } | { ok: false; mensaje: string };

export async function escucharPedidosDeRespaldo(directorioDatos: string, respaldar: () => Promise<ResultadoRespaldo>): Promise<{ cerrar(): Promise<void> }> {
  const ruta = rutaDeControl(directorioDatos);
  if (existsSync(ruta)) {
    if (await hayQuienEscuche(directorioDatos)) throw new Error(`Otro proceso de Avanti ya usa ${directorioDatos}`);
    unlinkSync(ruta); // left by a process that did not close
  }
  const servidor = net.createServer((conexion) => {
    let pedido = '';
    conexion.setEncoding('utf8');
    conexion.on('error', () => undefined);
    conexion.on('data', (trozo) => {
      pedido += trozo;
      if (!pedido.includes('\n')) return;
      if (pedido.trim() !== 'respaldar') return void conexion.end(JSON.stringify({ ok: false, mensaje: 'Pedido desconocido' }) + '\n');
      respaldar().then(
        (resultado) => conexion.end(JSON.stringify({ ok: true, resultado } satisfies Respuesta) + '\n'),
        (error: Error) => conexion.end(JSON.stringify({ ok: false, mensaje: error.message } satisfies Respuesta) + '\n'),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(ruta, () => resolve());
  });
  chmodSync(ruta, 0o600);
  servidor.unref();
  return {
    cerrar: () => new Promise<void>((resolve) => servidor.close(() => resolve())),
  };
}

function conectar(directorioDatos: string): Promise<net.Socket | undefined> {
  return new Promise((resolve) => {
    const s = net.connect(rutaDeControl(directorioDatos));
    s.once('connect', () => resolve(s));
    s.once('error', () => resolve(undefined));
  });
}

export async function hayQuienEscuche(directorioDatos: string): Promise<boolean> {
  const s = await conectar(directorioDatos);
  s?.destroy();
  return Boolean(s);
}

/** The running api's backup, or undefined when no api listens on this DATA_DIR. */
export async function pedirRespaldo(directorioDatos: string): Promise<ResultadoRespaldo | undefined> {
  const s = await conectar(directorioDatos);
  if (!s) return undefined;
  return new Promise((resolve, reject) => {
    let texto = '';
    s.setEncoding('utf8');
    s.on('data', (t) => (texto += t));
    s.on('error', reject);
    s.on('end', () => {
      try {
        const respuesta = JSON.parse(texto) as Respuesta;
        if (respuesta.ok) resolve(respuesta.resultado);
        else reject(new Error(respuesta.mensaje));
      } catch {
        reject(new Error('La api cerró la conexión sin responder'));
      }
    });
    s.write('respaldar\n');
  });
}
