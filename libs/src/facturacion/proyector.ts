import { eq } from 'drizzle-orm';
import type { Proyector } from '../projections/proyector.js';
import { TIPOS_EVENTO_FACTURACION, type EventoFacturacion } from './eventos.js';
import { facturacionGeneraciones, facturacionPrestadores, facturacionServicios, facturacionSesionesReportadas } from './schema.js';

/**
 * The billing context's read models: the provider per site, the services' configuration, the RIPS asked
 * for and the sessions each one holds. Inline: the billing screen sees its own generation and the
 * configuration it just saved at once.
 */
export const proyectorFacturacion: Proyector = {
  nombre: 'facturacion',
  modo: 'en-linea',
  tablas: [facturacionPrestadores, facturacionServicios, facturacionGeneraciones, facturacionSesionesReportadas],
  tipos: TIPOS_EVENTO_FACTURACION,
  async aplicar(tx, almacenado) {
    const e = almacenado as unknown as EventoFacturacion;
    const m = almacenado.metadata;
    const en = new Date(m.fecha);
    switch (e.tipo) {
      case 'PrestadorConfigurado': {
        const fila = { ...e.datos, actualizadoEn: en };
        await tx.insert(facturacionPrestadores).values(fila).onConflictDoUpdate({ target: facturacionPrestadores.sede, set: fila });
        return;
      }
      case 'ServicioRipsConfigurado': {
        const fila = { ...e.datos, actualizadoEn: en };
        await tx
          .insert(facturacionServicios)
          .values(fila)
          .onConflictDoUpdate({ target: [facturacionServicios.especialidad, facturacionServicios.tipoSesion], set: fila });
        return;
      }
      case 'RipsSolicitado': {
        const d = e.datos;
        await tx
          .insert(facturacionGeneraciones)
          .values({
            id: d.id,
            epsId: d.epsId,
            epsNombre: d.epsNombre,
            desde: d.desde,
            hasta: d.hasta,
            sede: d.sede,
            numFactura: d.numFactura,
            tipoNota: d.tipoNota,
            numNota: d.numNota,
            estado: 'pendiente',
            sesiones: d.sesiones.length,
            excluidas: d.excluidas,
            exportacionId: d.exportacionId,
            usuarioId: m.usuarioId ?? '',
            usuario: m.usuario,
            solicitadaEn: en,
          })
          .onConflictDoNothing();
        for (let i = 0; i < d.sesiones.length; i += 1000) {
          await tx
            .insert(facturacionSesionesReportadas)
            .values(
              d.sesiones
                .slice(i, i + 1000)
                .map((sesionId) => ({ sesionId, generacionId: d.id, epsId: d.epsId, numFactura: d.numFactura, tipoNota: d.tipoNota })),
            )
            .onConflictDoNothing();
        }
        return;
      }
      case 'RipsGenerado': {
        const d = e.datos;
        await tx
          .update(facturacionGeneraciones)
          .set({
            estado: 'generado',
            hash: d.hash,
            archivo: d.archivo,
            nombreArchivo: d.nombreArchivo,
            usuarios: d.usuarios,
            consultas: d.consultas,
            procedimientos: d.procedimientos,
            valorTotal: d.valorTotal,
            mensaje: null,
            terminadaEn: en,
          })
          .where(eq(facturacionGeneraciones.id, d.id));
        return;
      }
      case 'RipsFallido':
        await tx
          .update(facturacionGeneraciones)
          .set({ estado: 'fallido', mensaje: e.datos.mensaje, terminadaEn: en })
          .where(eq(facturacionGeneraciones.id, e.datos.id));
        await tx.delete(facturacionSesionesReportadas).where(eq(facturacionSesionesReportadas.generacionId, e.datos.id));
        return;
    }
  },
};
