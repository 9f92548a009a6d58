import { eq } from 'drizzle-orm';
import { objetivos } from '../../database/schema/index.js';
import { TIPOS_EVENTO_OBJETIVO, type EventoObjetivo } from '../eventos.js';
import { FilasEnMemoria, loteEnMemoria } from '../../projections/filas-en-memoria.js';
import type { Proyector } from '../../projections/proyector.js';

/** The objectives screen and the personal space: inline, so the progress circle changes as soon as a period is rated. */
export const proyectorObjetivos: Proyector = {
  nombre: 'objetivos',
  modo: 'en-linea',
  tablas: [objetivos],
  tipos: TIPOS_EVENTO_OBJETIVO,
  async aplicar(tx, almacenado) {
    const e = almacenado as unknown as EventoObjetivo;
    const cuando = almacenado.registradoEn;
    switch (e.tipo) {
      case 'ObjetivoCreado': {
        const { creadoPor: _, ...d } = e.datos;
        await tx.insert(objetivos).values({ ...d, tareas: [...d.tareas], calificaciones: [], registradoEn: cuando, actualizadoEn: cuando });
        return;
      }
      case 'PeriodoObjetivoCalificado': {
        const d = e.datos;
        const [fila] = await tx.select({ tareas: objetivos.tareas, calificaciones: objetivos.calificaciones }).from(objetivos).where(eq(objetivos.id, d.id));
        if (!fila) return;
        const calificacion = {
          periodo: d.periodo,
          tareas: d.tareas.map((t, i) => ({ descripcion: fila.tareas[i] ?? '', puntaje: t.puntaje, cumple: t.cumple })),
          porcentaje: d.porcentaje,
          comentario: d.comentario,
          evidencia: d.evidencia,
          fecha: d.fecha,
          calificadoPor: d.calificadoPor,
        };
        const logro = d.logro ? { logro: d.comentario, evidencia: d.evidencia, fechaLogro: d.fecha } : {};
        await tx
          .update(objetivos)
          .set({ calificaciones: [...fila.calificaciones, calificacion], porcentaje: d.porcentaje, ...logro, actualizadoEn: cuando })
          .where(eq(objetivos.id, d.id));
        return;
      }
      case 'FechaObjetivoExtendida':
        await tx.update(objetivos).set({ fechaFin: e.datos.fechaFin, actualizadoEn: cuando }).where(eq(objetivos.id, e.datos.id));
        return;
    }
  },
  aplicarLote: loteEnMemoria(
    () => ({ objetivos: new FilasEnMemoria(objetivos) }),
    (m, almacenado) => {
      const e = almacenado as unknown as EventoObjetivo;
      if (e.tipo !== 'ObjetivoCreado') m.objetivos.pedir({ id: e.datos.id });
    },
    (m, almacenado) => {
      const e = almacenado as unknown as EventoObjetivo;
      const cuando = almacenado.registradoEn;
      switch (e.tipo) {
        case 'ObjetivoCreado': {
          const { creadoPor: _, ...d } = e.datos;
          m.objetivos.poner({ ...d, tareas: [...d.tareas], calificaciones: [], registradoEn: cuando, actualizadoEn: cuando });
          return;
        }
        case 'PeriodoObjetivoCalificado': {
          const d = e.datos;
          m.objetivos.cambiar({ id: d.id }, (fila) => {
            const calificacion = {
              periodo: d.periodo,
              tareas: d.tareas.map((t, i) => ({ descripcion: fila.tareas[i] ?? '', puntaje: t.puntaje, cumple: t.cumple })),
              porcentaje: d.porcentaje,
              comentario: d.comentario,
              evidencia: d.evidencia,
              fecha: d.fecha,
              calificadoPor: d.calificadoPor,
            };
            const logro = d.logro ? { logro: d.comentario, evidencia: d.evidencia, fechaLogro: d.fecha } : {};
            return { calificaciones: [...fila.calificaciones, calificacion], porcentaje: d.porcentaje, ...logro, actualizadoEn: cuando };
          });
          return;
        }
        case 'FechaObjetivoExtendida':
          m.objetivos.cambiar({ id: e.datos.id }, { fechaFin: e.datos.fechaFin, actualizadoEn: cuando });
          return;
      }
    },
  ),
};
