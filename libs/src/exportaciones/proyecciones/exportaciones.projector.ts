import { eq } from 'drizzle-orm';
import { exportaciones } from '../../database/schema/index.js';
import { TIPOS_EVENTO_EXPORTACION, type EventoExportacion } from '../eventos.js';
import { FilasEnMemoria, loteEnMemoria } from '../../projections/filas-en-memoria.js';
import type { Proyector } from '../../projections/proyector.js';

/**
 * Every export requested, who asked, with which filter, and how it ended: the log of exported
 * reports. Inline, so the screen polling an export sees its own request at once.
 */
export const proyectorExportaciones: Proyector = {
  nombre: 'exportaciones',
  modo: 'en-linea',
  tablas: [exportaciones],
  tipos: TIPOS_EVENTO_EXPORTACION,
  async aplicar(tx, almacenado) {
    const e = almacenado as unknown as EventoExportacion;
    const m = almacenado.metadata;
    switch (e.tipo) {
      case 'ExportacionSolicitada':
        await tx
          .insert(exportaciones)
          .values({
            id: e.datos.id,
            recurso: e.datos.recurso,
            filtro: e.datos.filtro ?? {},
            usuarioId: m.usuarioId ?? '',
            usuario: m.usuario,
            sede: m.sede,
            estado: 'pendiente',
            solicitadaEn: new Date(m.fecha),
            formato: e.datos.formato ?? 'xlsx',
            pacienteId: e.datos.informe?.pacienteId ?? null,
            paciente: e.datos.informe?.paciente ?? null,
            resumen: e.datos.informe?.resumen ?? null,
            concepto: e.datos.informe?.concepto ?? null,
            recomendacion: e.datos.informe?.recomendacion ?? null,
          })
          .onConflictDoNothing();
        return;
      case 'ExportacionCompletada':
        await tx
          .update(exportaciones)
          .set({
            estado: 'completado',
            archivo: e.datos.archivo,
            nombreArchivo: e.datos.nombreArchivo,
            filas: e.datos.filas,
            mensaje: null,
            terminadaEn: new Date(m.fecha),
          })
          .where(eq(exportaciones.id, e.datos.id));
        return;
      case 'ExportacionFallida':
        await tx
          .update(exportaciones)
          .set({ estado: 'fallido', mensaje: e.datos.mensaje, terminadaEn: new Date(m.fecha) })
          .where(eq(exportaciones.id, e.datos.id));
        return;
    }
  },
  aplicarLote: loteEnMemoria(
    () => ({ exportaciones: new FilasEnMemoria(exportaciones) }),
    (m, almacenado) => m.exportaciones.pedir({ id: (almacenado.datos as { id: string }).id }),
    (m, almacenado) => {
      const e = almacenado as unknown as EventoExportacion;
      const md = almacenado.metadata;
      switch (e.tipo) {
        case 'ExportacionSolicitada':
          if (m.exportaciones.obtener({ id: e.datos.id })) return;
          m.exportaciones.poner({
            id: e.datos.id,
            recurso: e.datos.recurso,
            filtro: e.datos.filtro ?? {},
            usuarioId: md.usuarioId ?? '',
            usuario: md.usuario,
            sede: md.sede,
            estado: 'pendiente',
            solicitadaEn: new Date(md.fecha),
            formato: e.datos.formato ?? 'xlsx',
            pacienteId: e.datos.informe?.pacienteId ?? null,
            paciente: e.datos.informe?.paciente ?? null,
            resumen: e.datos.informe?.resumen ?? null,
            concepto: e.datos.informe?.concepto ?? null,
            recomendacion: e.datos.informe?.recomendacion ?? null,
          });
          return;
        case 'ExportacionCompletada':
          m.exportaciones.cambiar(
            { id: e.datos.id },
            {
              estado: 'completado',
              archivo: e.datos.archivo,
              nombreArchivo: e.datos.nombreArchivo,
              filas: e.datos.filas,
              mensaje: null,
              terminadaEn: new Date(md.fecha),
            },
          );
          return;
        case 'ExportacionFallida':
          m.exportaciones.cambiar({ id: e.datos.id }, { estado: 'fallido', mensaje: e.datos.mensaje, terminadaEn: new Date(md.fecha) });
          return;
      }
    },
  ),
};
