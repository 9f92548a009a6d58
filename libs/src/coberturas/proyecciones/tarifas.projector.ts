import { eq, inArray } from 'drizzle-orm';
import { especialidades, tarifas } from '../../database/schema/index.js';
import { TIPOS_EVENTO_ESPECIALIDAD, TIPOS_EVENTO_TARIFA, type EventoEspecialidad, type EventoTarifa } from '../eventos.js';
import { FilasEnMemoria, loteEnMemoria } from '../../projections/filas-en-memoria.js';
import type { Proyector } from '../../projections/proyector.js';

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
  aplicarLote: loteEnMemoria(
    () => ({ especialidades: new FilasEnMemoria(especialidades), tarifas: new FilasEnMemoria(tarifas) }),
    (m, almacenado) => {
      const e = almacenado as unknown as EventoEspecialidad | EventoTarifa;
      if (e.tipo === 'EspecialidadDefinida') m.especialidades.pedir({ codigo: e.datos.codigo });
      if (e.tipo === 'TarifaActualizada') m.tarifas.pedir({ id: e.datos.id });
    },
    (m, almacenado) => {
      const e = almacenado as unknown as EventoEspecialidad | EventoTarifa;
      switch (e.tipo) {
        case 'EspecialidadDefinida':
          if (m.especialidades.obtener({ codigo: e.datos.codigo }))
            m.especialidades.cambiar({ codigo: e.datos.codigo }, { nombre: e.datos.nombre, cups: e.datos.cups });
          else m.especialidades.poner(e.datos);
          for (const t of m.tarifas.todas()) {
            if (t.especialidad !== e.datos.codigo) continue;
            t.especialidadNombre = e.datos.nombre;
            m.tarifas.marcarCambiada(t);
          }
          return;
        case 'TarifaRegistrada': {
          const { eps, ...d } = e.datos;
          m.tarifas.poner({ ...d, epsId: eps, registradaEn: almacenado.registradoEn });
          return;
        }
        case 'TarifaActualizada':
          m.tarifas.cambiar({ id: e.datos.id }, { tarifa: e.datos.tarifa, copago: e.datos.copago });
          return;
      }
    },
    // A renamed specialty renames it in every rate already written: those rates are read first.
    async (tx, m, eventos) => {
      const codigos = eventos.filter((e) => e.tipo === 'EspecialidadDefinida').map((e) => (e.datos as { codigo: number }).codigo);
      if (codigos.length) await m.tarifas.cargarDonde(tx, inArray(tarifas.especialidad, codigos));
    },
  ),
};
