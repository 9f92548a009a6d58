import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../database/conexion.js';
import { ReglaIncumplida } from '../dominio/errores.js';
import { streamExportacion, type ExportacionCompletada, type ExportacionFallida, type ExportacionSolicitada } from './eventos.js';
import type { EventStore } from '../eventstore/event-store.js';
import type { EventoAlmacenado, MetadataEvento } from '../eventstore/tipos.js';
import type { MotorPdf } from '../pdf/motor-pdf.js';
import type { Reloj } from '../clock/reloj.js';
import { MENSAJE_FALLA_EXPORTACION } from './contrato.js';
import { FallaDefinitiva, INTENTO_UNICO, type IntentoTrabajo } from '../jobs/cola-de-trabajos.js';

/** What the file processors need: the read models, the event store, the clock, the files volume, the PDF engine. */
export interface DependenciasArchivos {
  db: Db;
  /**
   * The read models' reads of the Excel and PDF files: the read replica (DATABASE_READ_URL, behind its lag check;
   * decision 0052) when there is one. The export's own stream and its end are read and written through `store`.
   */
  dbLectura?: Db;
  store: EventStore;
  reloj: Reloj;
  directorioArchivos: string;
  /** The process's warm Chromium (PDF reports); launched on the first PDF job only. */
  motorPdf: MotorPdf;
}

export const CARPETA_EXPORTACIONES = 'exportaciones';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TERMINALES = new Set(['ExportacionCompletada', 'ExportacionFallida']);

export type ExtensionExportacion = 'xlsx' | 'pdf';

/** The path of an export's file relative to the files directory; only ever built from a checked UUID. */
export const archivoDeExportacion = (id: string, extension: ExtensionExportacion = 'xlsx'): string => {
  if (!UUID.test(id)) throw new Error('Identificador de exportación inválido');
  return `${CARPETA_EXPORTACIONES}/${id.toLowerCase()}.${extension}`;
};

export type SolicitudLeida = EventoAlmacenado<'ExportacionSolicitada', ExportacionSolicitada['datos']>;

/** What a producer made: the file's name for the download and how many rows (or pages) it holds. */
export interface ArchivoProducido {
  nombreArchivo: string;
  filas: number;
}

/**
 * The frame every file job shares: reads the export's request from its stream (a redelivered job that
 * already ended does nothing), runs the producer, then records ExportacionCompletada, or
 * ExportacionFallida with a Spanish message (a rule's own words, otherwise `mensajeFalla`) and rethrows
 * so the queue marks the job failed. A failure before the last attempt records nothing: the queue retries
 * (a rule refused is final at once). What it throws carries only that Spanish message, the original as cause. The worker acts for whoever asked: same user and correlation,
 * its own time and no client IP.
 */
export async function ejecutarExportacion(
  deps: DependenciasArchivos,
  id: string,
  extension: ExtensionExportacion,
  producir: (solicitud: SolicitudLeida, archivo: string) => Promise<ArchivoProducido>,
  mensajeFalla: string = MENSAJE_FALLA_EXPORTACION,
  intento: IntentoTrabajo = INTENTO_UNICO,
): Promise<void> {
  const archivo = archivoDeExportacion(String(id), extension);
  const streamId = streamExportacion(id);
  const historia = await deps.store.leerStream(streamId);
  const solicitada = historia.find((e) => e.tipo === 'ExportacionSolicitada') as SolicitudLeida | undefined;
  if (!solicitada) throw new Error(`La exportación ${id} no fue solicitada`);
  if (historia.some((e) => TERMINALES.has(e.tipo))) return;
  const version = historia[historia.length - 1].version;
  const metadata = (): MetadataEvento => ({
    ...solicitada.metadata,
    ip: null,
    causacionId: null,
    fecha: deps.reloj.ahora().toISOString(),
    versionEsquema: 1,
  });
  try {
    const resultado = await producir(solicitada, archivo);
    const evento: ExportacionCompletada = { tipo: 'ExportacionCompletada', datos: { id, archivo, ...resultado } };
    await deps.store.anexar([{ streamId, versionEsperada: version, eventos: [evento] }], metadata());
  } catch (error) {
    const regla = error instanceof ReglaIncumplida;
    const mensaje = regla ? error.message : mensajeFalla;
    if (!regla && !intento.ultimo) throw new Error(mensaje, { cause: error });
    const evento: ExportacionFallida = { tipo: 'ExportacionFallida', datos: { id, mensaje } };
    await deps.store.anexar([{ streamId, versionEsperada: version, eventos: [evento] }], metadata()).catch(() => undefined);
    throw new FallaDefinitiva(mensaje, { cause: error });
  }
}

/** Writes a whole file atomically under the files directory (a partial file renamed into place). */
export async function escribirArchivo(deps: DependenciasArchivos, archivo: string, datos: Uint8Array): Promise<void> {
  const destino = join(deps.directorioArchivos, archivo);
  const parcial = `${destino}.${process.pid}.parcial`;
  await mkdir(join(deps.directorioArchivos, CARPETA_EXPORTACIONES), { recursive: true });
  try {
    await writeFile(parcial, datos);
    await rename(parcial, destino);
  } catch (error) {
    await rm(parcial, { force: true });
    throw error;
  }
}
