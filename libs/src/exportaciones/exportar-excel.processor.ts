import ExcelJS from 'exceljs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../database/conexion.js';
import { ReglaIncumplida } from '../dominio/errores.js';
import {
  streamExportacion,
  type ExportacionCompletada,
  type ExportacionFallida,
  type ExportacionSolicitada,
} from '../eventos/exportaciones.js';
import type { EventStore } from '../eventstore/event-store.js';
import type { EventoAlmacenado, MetadataEvento } from '../eventstore/tipos.js';
import type { Procesador } from '../jobs/cola-de-trabajos.js';
import {
  esRecursoExportable,
  MENSAJE_RECURSO_DESCONOCIDO,
  nombreDeArchivo,
  RECURSOS_EXPORTABLES,
  type DatosExportarExcel,
} from '../jobs/recursos-exportables.js';
import { hoy, type Reloj } from '../reloj/reloj.js';
import { MENSAJE_FALLA_EXPORTACION } from '../contratos/exportaciones.js';
import { HOJAS } from './hojas/index.js';

/** What the file processors need: the read models, the event store, the clock, the files volume. */
export interface DependenciasArchivos {
  db: Db;
  store: EventStore;
  reloj: Reloj;
  directorioArchivos: string;
}

export { MENSAJE_FALLA_EXPORTACION };
export const CARPETA_EXPORTACIONES = 'exportaciones';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TERMINALES = new Set(['ExportacionCompletada', 'ExportacionFallida']);

/** The path of an export's file relative to the files directory; only ever built from a checked UUID. */
export const archivoDeExportacion = (id: string): string => {
  if (!UUID.test(id)) throw new Error('Identificador de exportación inválido');
  return `${CARPETA_EXPORTACIONES}/${id.toLowerCase()}.xlsx`;
};

/**
 * Renders an export to .xlsx with exceljs's streaming writer (rows go to disk as they are read, a
 * page at a time), reports progress as a percentage of the rows counted first, then records the
 * result as an event on the export's stream: ExportacionCompletada, or ExportacionFallida with a
 * Spanish message (and the error is rethrown so the queue marks the job failed).
 */
export function procesadorExportarExcel(deps: DependenciasArchivos): Procesador<DatosExportarExcel> {
  return async (datos, progreso) => {
    const id = datos?.exportacionId;
    const archivo = archivoDeExportacion(String(id));
    const streamId = streamExportacion(id);
    const historia = await deps.store.leerStream(streamId);
    const solicitada = historia.find((e) => e.tipo === 'ExportacionSolicitada') as
      | (EventoAlmacenado<'ExportacionSolicitada', ExportacionSolicitada['datos']>)
      | undefined;
    if (!solicitada) throw new Error(`La exportación ${id} no fue solicitada`);
    if (historia.some((e) => TERMINALES.has(e.tipo))) return; // a redelivered job: already recorded
    const version = historia[historia.length - 1].version;
    // The worker acts for whoever asked: same user and correlation, its own time and no client IP.
    const metadata = (): MetadataEvento => ({
      ...solicitada.metadata,
      ip: null,
      causacionId: null,
      fecha: deps.reloj.ahora().toISOString(),
      versionEsquema: 1,
    });

    try {
      const resultado = await escribirLibro(deps, id, archivo, datos.recurso, datos.filtro ?? {}, progreso);
      const evento: ExportacionCompletada = { tipo: 'ExportacionCompletada', datos: { id, archivo, ...resultado } };
      await deps.store.anexar([{ streamId, versionEsperada: version, eventos: [evento] }], metadata());
    } catch (error) {
      const mensaje = error instanceof ReglaIncumplida ? error.message : MENSAJE_FALLA_EXPORTACION;
      const evento: ExportacionFallida = { tipo: 'ExportacionFallida', datos: { id, mensaje } };
      await deps.store.anexar([{ streamId, versionEsperada: version, eventos: [evento] }], metadata()).catch(() => undefined);
      throw new Error(mensaje, { cause: error });
    }
  };
}

async function escribirLibro(
  deps: DependenciasArchivos,
  id: string,
  archivo: string,
  recurso: string,
  filtroCrudo: Record<string, unknown>,
  progreso: (p: number) => Promise<void>,
): Promise<{ nombreArchivo: string; filas: number }> {
  if (!esRecursoExportable(recurso)) throw new ReglaIncumplida(MENSAJE_RECURSO_DESCONOCIDO, 'invalido');
  const { titulo } = RECURSOS_EXPORTABLES[recurso];
  const hoja = HOJAS[recurso];
  const filtro = hoja.leerFiltro(filtroCrudo);
  const total = await hoja.contar(deps.db, filtro);

  const destino = join(deps.directorioArchivos, archivo);
  const parcial = `${destino}.${process.pid}.parcial`;
  await mkdir(join(deps.directorioArchivos, CARPETA_EXPORTACIONES), { recursive: true });
  let filas = 0;
  try {
    const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: parcial, useStyles: true, useSharedStrings: false });
    libro.creator = 'Avanti';
    libro.created = deps.reloj.ahora();
    const hojaXlsx = libro.addWorksheet(titulo, { views: [{ state: 'frozen', ySplit: 1 }] });
    hojaXlsx.columns = hoja.columnas.map((c) => ({ header: c.encabezado, key: c.clave, width: c.ancho }));
    // The header's style must be set before any row is committed.
    hojaXlsx.getRow(1).font = { bold: true };
    let informado = -1;
    for await (const lote of hoja.recorrer(deps.db, filtro, hoy(deps.reloj))) {
      for (const registro of lote) {
        hojaXlsx.addRow(hoja.fila(registro)).commit();
        filas++;
      }
      const porcentaje = total > 0 ? Math.min(99, Math.floor((filas * 100) / total)) : 0;
      if (porcentaje !== informado) {
        informado = porcentaje;
        await progreso(porcentaje);
      }
    }
    hojaXlsx.commit();
    await libro.commit();
    await rename(parcial, destino);
  } catch (error) {
    await rm(parcial, { force: true });
    throw error;
  }
  await progreso(100);
  return { nombreArchivo: `${nombreDeArchivo(titulo)}-${hoy(deps.reloj)}.xlsx`, filas };
}
