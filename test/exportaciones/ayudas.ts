import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import type { AppDePrueba } from '../support/app-de-prueba.js';

export interface EstadoExportacion {
  id: string;
  recurso: string;
  estado: 'pendiente' | 'procesando' | 'completado' | 'fallido';
  progreso: number;
  mensaje?: string;
  nombreArchivo?: string;
  filas?: number;
}

/** Polls GET /api/exportaciones/:id as the screen does, until the export ends (or the time runs out). */
export async function esperarExportacion(app: AppDePrueba, token: string, id: string, esperaMs = 30_000): Promise<EstadoExportacion> {
  const limite = Date.now() + esperaMs;
  const vistos: string[] = [];
  for (;;) {
    const res = await app.http.get(`/api/exportaciones/${id}`).set('Authorization', token);
    if (res.status !== 200) throw new Error(`GET exportación ${id}: ${res.status} ${JSON.stringify(res.body)}`);
    const estado = res.body as EstadoExportacion;
    vistos.push(`${estado.estado}:${estado.progreso}`);
    if (estado.estado === 'completado' || estado.estado === 'fallido') return estado;
    if (Date.now() > limite) throw new Error(`La exportación ${id} no terminó; estados vistos: ${vistos.join(' ')}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}

/** GET the file as bytes. */
export function descargar(app: AppDePrueba, token: string, id: string): Promise<Response> {
  return app.http
    .get(`/api/exportaciones/${id}/archivo`)
    .set('Authorization', token)
    .buffer(true)
    .parse((res, fin) => {
      const partes: Buffer[] = [];
      res.on('data', (c: Buffer) => partes.push(c));
      res.on('end', () => fin(null, Buffer.concat(partes)));
    });
}

const dos = (n: number) => String(n).padStart(2, '0');

/**
 * A cell as a person reads it in Excel, without the thousands separators: a date cell dd/mm/aaaa (and hh:mm when
 * its format shows the time), a percentage cell its percent ('62.5%'), any other its text.
 */
export function textoDeCelda(celda: ExcelJS.Cell): string {
  const formato = celda.numFmt ?? '';
  if (celda.value instanceof Date) {
    const d = celda.value;
    const dia = `${dos(d.getUTCDate())}/${dos(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
    return /h/.test(formato) ? `${dia} ${dos(d.getUTCHours())}:${dos(d.getUTCMinutes())}` : dia;
  }
  if (typeof celda.value === 'number' && formato.includes('%')) return `${Math.round(celda.value * 10000) / 100}%`;
  return celda.text;
}

/** Reads an .xlsx back with exceljs: the first sheet's name, its rows as text, whether the header is bold. */
export async function leerLibro(contenido: Buffer): Promise<{ nombreHoja: string; filas: string[][]; negrita: boolean }> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(contenido as unknown as ArrayBuffer);
  const hoja = libro.worksheets[0];
  const filas: string[][] = [];
  const columnas = hoja.columnCount; // computed over every row: read it once
  hoja.eachRow({ includeEmpty: false }, (fila) => {
    const valores: string[] = [];
    for (let c = 1; c <= columnas; c++) valores.push(textoDeCelda(fila.getCell(c)));
    filas.push(valores);
  });
  return { nombreHoja: hoja.name, filas, negrita: hoja.getRow(1).getCell(1).font?.bold === true };
}
