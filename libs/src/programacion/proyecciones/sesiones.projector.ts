import { eq } from 'drizzle-orm';
import { sesiones } from '../../database/schema/index.js';
import { TIPOS_EVENTO_SESION, type EventoSesion } from '../eventos.js';
import { textoDeBusqueda } from '../../database/normalizar.js';
import { FilasEnMemoria, loteEnMemoria } from '../../projections/filas-en-memoria.js';
import type { Proyector } from '../../projections/proyector.js';

type Buscables = Pick<typeof sesiones.$inferSelect, 'pacienteNombre' | 'pacienteDocumento' | 'terapeutaNombre' | 'entidadNombre'>;
/** The reports' search column: patient, document, therapist and entity (decision 0015). */
export const busquedaDeSesion = (s: Buscables) => textoDeBusqueda(s.pacienteNombre, s.pacienteDocumento, s.terapeutaNombre, s.entidadNombre);

/** The calendar, the cancellation screens, the agenda and the reports' sessions: inline, so the calendar shows a change at once. */
export const proyectorSesiones: Proyector = {
  nombre: 'sesiones',
  modo: 'en-linea',
  tablas: [sesiones],
  tipos: TIPOS_EVENTO_SESION,
  async aplicar(tx, almacenado) {
    const e = almacenado as unknown as EventoSesion;
    const cambiar = (id: string, valores: Partial<typeof sesiones.$inferInsert>) => tx.update(sesiones).set(valores).where(eq(sesiones.id, id));
    switch (e.tipo) {
      case 'SesionProgramada': {
        const { cruceConfirmado: _, ...d } = e.datos;
        await tx
          .insert(sesiones)
          .values({ ...d, estado: 3, programadaPor: almacenado.metadata.usuario, programadaEn: almacenado.registradoEn, busqueda: busquedaDeSesion(d) });
        return;
      }
      case 'SesionCancelada':
        await cambiar(e.datos.id, {
          estado: 2,
          canceladaPor: e.datos.canceladaPor,
          motivoCancelacion: e.datos.detalle ? `${e.datos.motivo}: ${e.datos.detalle}` : e.datos.motivo,
          canceladaEn: almacenado.registradoEn,
        });
        return;
      case 'CytAceptada':
        await cambiar(e.datos.id, { estado: 1, cytAceptada: true });
        return;
      case 'HorarioSesionCambiado':
        await cambiar(e.datos.id, { fecha: e.datos.fecha, horaInicio: e.datos.horaInicio, horaFin: e.datos.horaFin, unidades: e.datos.unidades });
        return;
      case 'TerapeutaSesionCambiado': {
        const [actual] = await tx
          .select({ pacienteNombre: sesiones.pacienteNombre, pacienteDocumento: sesiones.pacienteDocumento, entidadNombre: sesiones.entidadNombre })
          .from(sesiones)
          .where(eq(sesiones.id, e.datos.id));
        const terapeutaNombre = e.datos.terapeutaNombre;
        await cambiar(e.datos.id, {
          terapeutaId: e.datos.terapeutaId,
          terapeutaNombre,
          ...(actual ? { busqueda: busquedaDeSesion({ ...actual, terapeutaNombre }) } : {}),
        });
        return;
      }
      case 'EvolucionRegistrada': {
        const d = e.datos;
        await cambiar(d.id, {
          estado: 1,
          atrasada: d.atrasada,
          fechaEvolucion: d.fechaEvolucion,
          estrategias: d.estrategias,
          material: d.material,
          estadoPaciente: d.estadoPaciente,
          evolucion: d.evolucion,
          requiereExamen: d.requiereExamen,
        });
        return;
      }
    }
  },
  /** A rebuild's batch: the sessions folded in memory, written by one multi-row upsert per thousand rows. */
  aplicarLote: loteEnMemoria(
    () => ({ sesiones: new FilasEnMemoria(sesiones) }),
    (m, almacenado) => {
      const e = almacenado as unknown as EventoSesion;
      if (e.tipo !== 'SesionProgramada') m.sesiones.pedir({ id: e.datos.id });
    },
    (m, almacenado) => {
      const e = almacenado as unknown as EventoSesion;
      const cambiar = (
        id: string,
        valores: Partial<typeof sesiones.$inferInsert> | ((f: typeof sesiones.$inferSelect) => Partial<typeof sesiones.$inferInsert>),
      ) => m.sesiones.cambiar({ id }, valores);
      switch (e.tipo) {
        case 'SesionProgramada': {
          const { cruceConfirmado: _, ...d } = e.datos;
          m.sesiones.poner({
            ...d,
            estado: 3,
            programadaPor: almacenado.metadata.usuario,
            programadaEn: almacenado.registradoEn,
            busqueda: busquedaDeSesion(d),
          });
          return;
        }
        case 'SesionCancelada':
          cambiar(e.datos.id, {
            estado: 2,
            canceladaPor: e.datos.canceladaPor,
            motivoCancelacion: e.datos.detalle ? `${e.datos.motivo}: ${e.datos.detalle}` : e.datos.motivo,
            canceladaEn: almacenado.registradoEn,
          });
          return;
        case 'CytAceptada':
          cambiar(e.datos.id, { estado: 1, cytAceptada: true });
          return;
        case 'HorarioSesionCambiado':
          cambiar(e.datos.id, { fecha: e.datos.fecha, horaInicio: e.datos.horaInicio, horaFin: e.datos.horaFin, unidades: e.datos.unidades });
          return;
        case 'TerapeutaSesionCambiado': {
          const terapeutaNombre = e.datos.terapeutaNombre;
          cambiar(e.datos.id, (actual) => ({ terapeutaId: e.datos.terapeutaId, terapeutaNombre, busqueda: busquedaDeSesion({ ...actual, terapeutaNombre }) }));
          return;
        }
        case 'EvolucionRegistrada': {
          const d = e.datos;
          cambiar(d.id, {
            estado: 1,
            atrasada: d.atrasada,
            fechaEvolucion: d.fechaEvolucion,
            estrategias: d.estrategias,
            material: d.material,
            estadoPaciente: d.estadoPaciente,
            evolucion: d.evolucion,
            requiereExamen: d.requiereExamen,
          });
          return;
        }
      }
    },
  ),
};
