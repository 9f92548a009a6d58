import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { errorSinDatos } from '../logging/error-sin-datos.js';
import { elegirProyectores } from './proyector.js';
import type { Proyecciones } from './proyecciones.js';
import type { ProgresoReconstruccion } from './reconstruccion.js';

/**
 * How `npm run projections:rebuild` asks the running embedded api for a rebuild (only the api may open
 * DATA_DIR/pg while it runs), as `npm run respaldo` asks for a backup (decision 0035): a Unix socket inside
 * DATA_DIR, readable and writable only by its owner. The request is one JSON line; the answer, JSON lines of
 * progress and a last one with the result.
 */
export const rutaDeReconstruccion = (directorioDatos: string) => join(directorioDatos, 'reconstruccion.sock');

type Mensaje = { progreso: ProgresoReconstruccion } | { ok: true; eventos: number; segundos: number } | { ok: false; mensaje: string; codigo?: number };

export async function escucharPedidosDeReconstruccion(directorioDatos: string, proyecciones: Proyecciones): Promise<{ cerrar(): Promise<void> }> {
  const ruta = rutaDeReconstruccion(directorioDatos);
  if (existsSync(ruta)) {
    if (await conectar(directorioDatos)) throw new Error(`Otro proceso de Avanti ya usa ${directorioDatos}`);
    unlinkSync(ruta); // left by a process that did not close
  }
  const servidor = net.createServer((conexion) => {
    let pedido = '';
    conexion.setEncoding('utf8');
    conexion.on('error', () => undefined);
    const enviar = (m: Mensaje) => {
      if (!conexion.destroyed) conexion.write(JSON.stringify(m) + '\n');
    };
    conexion.on('data', (trozo) => {
      pedido += trozo;
      if (!pedido.includes('\n')) return;
      conexion.removeAllListeners('data');
      let nombres: string[] | undefined;
      try {
        const cuerpo = JSON.parse(pedido) as { reconstruir?: unknown; proyectores?: unknown };
        if (cuerpo.reconstruir !== true) throw new Error('Pedido desconocido');
        if (cuerpo.proyectores !== undefined) {
          if (!Array.isArray(cuerpo.proyectores) || !cuerpo.proyectores.every((n) => typeof n === 'string')) throw new Error('Pedido desconocido');
          nombres = cuerpo.proyectores as string[];
          elegirProyectores(proyecciones.proyectores, nombres);
        }
      } catch (error) {
        return void conexion.end(JSON.stringify({ ok: false, mensaje: (error as Error).message, codigo: 2 } satisfies Mensaje) + '\n');
      }
      const inicio = performance.now();
      proyecciones.reconstruir(nombres, { alProgreso: (progreso) => enviar({ progreso }) }).then(
        (eventos) => conexion.end(JSON.stringify({ ok: true, eventos, segundos: (performance.now() - inicio) / 1000 } satisfies Mensaje) + '\n'),
        (error: Error) => {
          console.error(`[proyecciones] la reconstrucción pedida falló\n${errorSinDatos(error)}`);
          conexion.end(
            JSON.stringify({
              ok: false,
              mensaje: error.message === 'Ya hay una reconstrucción en curso' ? error.message : 'La reconstrucción falló; vea el registro de la api',
            } satisfies Mensaje) + '\n',
          );
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(ruta, () => resolve());
  });
  chmodSync(ruta, 0o600);
  servidor.unref();
  return { cerrar: () => new Promise<void>((resolve) => servidor.close(() => resolve())) };
}

function conectar(directorioDatos: string): Promise<net.Socket | undefined> {
  return new Promise((resolve) => {
    const s = net.connect(rutaDeReconstruccion(directorioDatos));
    s.once('connect', () => resolve(s));
    s.once('error', () => resolve(undefined));
  });
}

export class ReconstruccionRechazada extends Error {
  constructor(
    mensaje: string,
    readonly codigo: number,
  ) {
    super(mensaje);
  }
}

/** The running api's rebuild, with its progress; undefined when no api listens on this DATA_DIR. */
export async function pedirReconstruccion(
  directorioDatos: string,
  nombres: string[] | undefined,
  alProgreso: (p: ProgresoReconstruccion) => void,
): Promise<{ eventos: number; segundos: number } | undefined> {
  const s = await conectar(directorioDatos);
  if (!s) return undefined;
  return new Promise((resolve, reject) => {
    let texto = '';
    let final: Mensaje | null = null;
    s.setEncoding('utf8');
    s.on('data', (t) => {
      texto += t;
      for (let i = texto.indexOf('\n'); i >= 0; i = texto.indexOf('\n')) {
        const linea = texto.slice(0, i);
        texto = texto.slice(i + 1);
        try {
          const m = JSON.parse(linea) as Mensaje;
          if ('progreso' in m) alProgreso(m.progreso);
          else final = m;
        } catch {
          // a torn line: ignored
        }
      }
    });
    s.on('error', reject);
    s.on('end', () => {
      const m = final as Mensaje | null;
      if (m && 'ok' in m && m.ok) resolve({ eventos: m.eventos, segundos: m.segundos });
      else if (m && 'ok' in m && !m.ok) reject(new ReconstruccionRechazada(m.mensaje, m.codigo ?? 1));
      else reject(new Error('La api cerró la conexión sin responder'));
    });
    s.write(JSON.stringify({ reconstruir: true, proyectores: nombres }) + '\n');
  });
}
