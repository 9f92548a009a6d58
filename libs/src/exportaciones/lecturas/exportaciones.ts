import { eq } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { exportaciones } from '../../database/schema/index.js';

export type ExportacionRegistrada = typeof exportaciones.$inferSelect;

/** One export of the log of exported reports, as the projector left it. */
export async function obtenerExportacion(db: Db, id: string): Promise<ExportacionRegistrada | null> {
  const [fila] = await db.select().from(exportaciones).where(eq(exportaciones.id, id));
  return fila ?? null;
}
