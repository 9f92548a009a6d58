import ExcelJS from 'exceljs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../database/conexion.js';
import { ReglaIncumplida } from '../dominio/errores.js';
import type { Procesador } from '../jobs/cola-de-trabajos.js';
import {
  esRecursoExportable,
  MENSAJE_RECURSO_DESCONOCIDO,
  nombreDeArchivo,
  RECURSOS_EXPORTABLES,
  type DatosExportarExcel,
  type IdRecursoExportable,
} from '../jobs/recursos-exportables.js';
import { hoy } from '../clock/reloj.js';
import { MENSAJE_FALLA_EXPORTACION } from './contrato.js';
import { HOJAS } from '../excel/hojas.js';
import { FORMATOS, valorDeCelda, type TipoColumna } from '../excel/celdas.js';
import { archivoDeExportacion, CARPETA_EXPORTACIONES, ejecutarExportacion, type DependenciasArchivos } from './trabajo-exportacion.js';

export { MENSAJE_FALLA_EXPORTACION, CARPETA_EXPORTACIONES, archivoDeExportacion };
export type { DependenciasArchivos };

/**
 * Renders an export to .xlsx with exceljs's streaming writer (rows go to disk as they are read, a
 * page at a time), reports progress as a percentage of the rows counted first; the shared frame
 * (`ejecutarExportacion`) records the result as an event on the export's stream.
 */
export function procesadorExportarExcel(deps: DependenciasArchivos): Procesador<DatosExportarExcel> {
  return async (datos, progreso, intento) => {
    const id = datos?.exportacionId;
    await ejecutarExportacion(
      deps,
      id,
      'xlsx',
      (_solicitud, archivo) => escribirLibro(deps, id, archivo, datos.recurso, datos.filtro ?? {}, progreso),
      MENSAJE_FALLA_EXPORTACION,
      intento,
    );
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
  await mkdir(join(deps.directorioArchivos, CARPETA_EXPORTACIONES), { recursive: true });
  const filas = await escribirXlsx({
    db: deps.db,
    recurso,
    filtroCrudo,
    destino: join(deps.directorioArchivos, archivo),
    hoy: hoy(deps.reloj),
    ahora: deps.reloj.ahora(),
    progreso,
  });
  return { nombreArchivo: `${nombreDeArchivo(titulo)}-${hoy(deps.reloj)}.xlsx`, filas };
}

/** A highlighted cell's fill (the screens' warning colour). */
const RESALTADO: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFCC80' } };
/**
 * One style object per column kind, plain and highlighted, shared by every cell: exceljs then resolves each once (a
 * weak map) instead of serialising and hashing a fresh style per cell, which doubled the time of a 100,000-row sheet.
 */
const ESTILOS = Object.fromEntries(
  Object.entries(FORMATOS).map(([tipo, numFmt]) => {
    const base: Partial<ExcelJS.Style> = numFmt ? { numFmt } : {};
    return [tipo, { normal: base, resaltado: { ...base, fill: RESALTADO } }];
  }),
) as Record<TipoColumna, { normal: Partial<ExcelJS.Style>; resaltado: Partial<ExcelJS.Style> }>;

/**
 * Writes one exportable resource's sheet to `destino` with exceljs's streaming writer: rows are read a page
 * at a time and committed to disk as they come, so memory stays flat whatever the row count (the bench
 * measures 100,000 master-report rows). Returns the rows written.
 */
export async function escribirXlsx(o: {
  db: Db;
  recurso: IdRecursoExportable;
  filtroCrudo: Record<string, unknown>;
  destino: string;
  hoy: string;
  ahora: Date;
  progreso: (p: number) => Promise<void>;
}): Promise<number> {
  const { titulo } = RECURSOS_EXPORTABLES[o.recurso];
  const hoja = HOJAS[o.recurso];
  const filtro = hoja.leerFiltro(o.filtroCrudo, undefined, o.hoy);
  const total = await hoja.contar(o.db, filtro, o.hoy);
  const parcial = `${o.destino}.${process.pid}.parcial`;
  let filas = 0;
  try {
    const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: parcial, useStyles: true, useSharedStrings: false });
    libro.creator = 'Avanti';
    libro.created = o.ahora;
    const hojaXlsx = libro.addWorksheet(titulo, { views: [{ state: 'frozen', ySplit: 1 }] });
    hojaXlsx.columns = hoja.columnas.map((c) => ({ header: c.encabezado, key: c.clave, width: c.ancho }));
    // The header's style must be set before any row is committed; the autofilter covers the header's columns.
    hojaXlsx.getRow(1).font = { bold: true };
    hojaXlsx.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: hoja.columnas.length } };
    const tipos = hoja.columnas.map((c) => c.tipo ?? 'texto');
    let informado = -1;
    for await (const lote of hoja.recorrer(o.db, filtro, o.hoy)) {
      for (const registro of lote) {
        const valores = hoja.fila(registro);
        const resaltadas = new Set(hoja.resaltadas?.(registro) ?? []);
        // Each value becomes a cell of its column's kind: dates as dates, money and percentages as formatted numbers.
        const fila = hojaXlsx.addRow(hoja.columnas.map((c, i) => valorDeCelda(tipos[i], valores[c.clave])));
        hoja.columnas.forEach((c, i) => {
          const celda = fila.getCell(i + 1);
          const estilo = ESTILOS[tipos[i]];
          celda.style = resaltadas.has(c.clave) ? estilo.resaltado : estilo.normal;
        });
        fila.commit();
        filas++;
      }
      const porcentaje = total > 0 ? Math.min(99, Math.floor((filas * 100) / total)) : 0;
      if (porcentaje !== informado) {
        informado = porcentaje;
        await o.progreso(porcentaje);
      }
    }
    hojaXlsx.commit();
    await libro.commit();
    await rename(parcial, o.destino);
  } catch (error) {
    await rm(parcial, { force: true });
    throw error;
  }
  await o.progreso(100);
  return filas;
}
