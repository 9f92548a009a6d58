import { readdirSync, existsSync } from 'node:fs';
import type { ConfiguracionSinTokens } from '../config/configuracion.js';
import type { BaseDeDatos } from '../database/conexion.js';
import { relojDelSistema, type Reloj } from '../clock/reloj.js';
import { instanteDeArchivo } from './calendario.js';
import { escucharPedidosDeRespaldo } from './control.js';
import { tocaRespaldar } from './programa.js';
import { respaldar, type ConfiguracionRespaldo, type ResultadoRespaldo } from './respaldo.js';

type Config = ConfiguracionRespaldo & Pick<ConfiguracionSinTokens, 'horaRespaldo'>;

function ultimoRespaldo(directorio: string): Date | undefined {
  if (!existsSync(directorio)) return undefined;
  const instantes = readdirSync(directorio).flatMap((n) => instanteDeArchivo(n) ?? []);
  return instantes.sort((a, b) => b.getTime() - a.getTime())[0];
}

export interface Respaldos {
  /** Takes a backup now, after the one running, if any (they never overlap). */
  respaldar(): Promise<ResultadoRespaldo>;
  /** Takes the daily backup if it is due (what the timer runs every minute). */
  revisar(): Promise<ResultadoRespaldo | undefined>;
  cerrar(): Promise<void>;
}

/**
 * The backups a long-running process takes: the daily one at RESPALDO_HORA (Bogotá, from the injectable
 * clock), and in the embedded mode the ones `npm run respaldo` asks for through the control socket. The
 * embedded api runs this (it owns DATA_DIR/pg); the served mode's `respaldo` service runs it without socket.
 */
export async function iniciarRespaldos(opciones: { config: Config; base?: BaseDeDatos; reloj?: Reloj; socket?: boolean; cadaMs?: number }): Promise<Respaldos> {
  const { config, base } = opciones;
  const reloj = opciones.reloj ?? relojDelSistema;
  let cola: Promise<unknown> = Promise.resolve();
  let ultimo = ultimoRespaldo(config.directorioRespaldos);
  const respaldarEnSerie = () => {
    const turno = cola.then(() => respaldar({ config, base, reloj }));
    cola = turno.catch(() => undefined);
    return turno.then((r) => {
      ultimo = instanteDeArchivo(r.archivo.split('/').pop()!) ?? reloj.ahora();
      return r;
    });
  };
  let revisando = false;
  const revisar = async () => {
    if (!config.horaRespaldo || revisando || !tocaRespaldar(reloj.ahora(), config.horaRespaldo, ultimo)) return undefined;
    revisando = true;
    try {
      return await respaldarEnSerie();
    } finally {
      revisando = false;
    }
  };
  // A failed daily backup is in the log (respaldar anota el fallo) and is tried again at the next tick.
  const temporizador = config.horaRespaldo ? setInterval(() => void revisar().catch(() => undefined), opciones.cadaMs ?? 60_000) : undefined;
  temporizador?.unref();
  const socket = opciones.socket ? await escucharPedidosDeRespaldo(config.directorioDatos, respaldarEnSerie) : undefined;
  return {
    respaldar: respaldarEnSerie,
    revisar,
    async cerrar() {
      if (temporizador) clearInterval(temporizador);
      await socket?.cerrar();
      await cola;
    },
  };
}
