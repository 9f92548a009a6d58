import { eq } from 'drizzle-orm';
import { especialidades, tarifas } from '../../database/schema/index.js';
import { TIPOS_EVENTO_ESPECIALIDAD, TIPOS_EVENTO_TARIFA, type EventoEspecialidad, type EventoTarifa } from '../../eventos/coberturas.js';
import type { Proyector } from '../runner/proyector.js';

/** The specialties catalogue and the rates table: inline, so an edit is listed at once. */
export const proyectorTarifas: Proyector = {
  nombre: 'tarifas',
  modo: 'en-linea',
  tablas: [especialidades, tarifas],
  tipos: [...TIPOS_EVENTO_ESPECIALIDAD, ...TIPOS_EVENTO_TARIFA],
  async aplicar(tx, almacenado) {
    const e = almacenado as unknown as EventoEspecialidad | EventoTarifa;
    switch (e.tipo) {
      case 'EspecialidadDefinida':
        await tx
          .insert(especialidades)
          .values(e.datos)
          .onConflictDoUpdate({ target: especialidades.codigo, set: { nombre: e.datos.nombre, cups: e.datos.cups } });
        // A renamed specialty is listed with its new name in the rates.
        await tx.update(tarifas).set({ especialidadNombre: e.datos.nombre }).where(eq(tarifas.especialidad, e.datos.codigo));
        return;
      case 'TarifaRegistrada': {
        const { eps, ...d } = e.datos;
        await tx.insert(tarifas).values({ ...d, epsId: eps, registradaEn: almacenado.registradoEn });
        return;
      }
      case 'TarifaActualizada':
        await tx.update(tarifas).set({ tarifa: e.datos.tarifa, copago: e.datos.copago }).where(eq(tarifas.id, e.datos.id));
        return;
    }
  },
};
