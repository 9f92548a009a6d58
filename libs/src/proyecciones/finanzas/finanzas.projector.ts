import { eq } from 'drizzle-orm';
import { copagos, descargos, gastos, salarios, salariosHistorial } from '../../database/schema/index.js';
import { fechaNegocio } from '../../reloj/reloj.js';
import { TIPOS_EVENTO_FINANZAS, type EventoFinanzas } from '../../eventos/finanzas.js';
import type { Proyector } from '../runner/proyector.js';

const ANULADO = 2;

/** Salary records, discards, copays and expenses: inline, so a money screen lists what was just saved. */
export const proyectorFinanzas: Proyector = {
  nombre: 'finanzas',
  modo: 'en-linea',
  tablas: [salarios, salariosHistorial, descargos, copagos, gastos],
  tipos: TIPOS_EVENTO_FINANZAS,
  async aplicar(tx, almacenado) {
    const e = almacenado as unknown as EventoFinanzas;
    const quien = almacenado.metadata.usuario;
    const cuando = almacenado.registradoEn;
    switch (e.tipo) {
      case 'SalarioActualizado': {
        const { anterior: _, vigenteDesde, ...d } = e.datos;
        const fila = { ...d, actualizadoEn: cuando };
        await tx.insert(salarios).values(fila).onConflictDoUpdate({ target: salarios.usuarioId, set: fila });
        const { usuarioNombre: _n, sede: _s, ...montos } = d;
        // Saved twice the same day: the last one is that day's record.
        const vigente = { ...montos, vigenteDesde: vigenteDesde ?? fechaNegocio(cuando) };
        await tx.insert(salariosHistorial).values(vigente).onConflictDoUpdate({ target: [salariosHistorial.usuarioId, salariosHistorial.vigenteDesde], set: vigente });
        return;
      }
      case 'DescargoRegistrado':
        await tx.insert(descargos).values({ ...e.datos, estado: 1, registradoPor: quien, registradoEn: cuando });
        return;
      case 'DescargoAnulado':
        await tx.update(descargos).set({ estado: ANULADO }).where(eq(descargos.id, e.datos.id));
        return;
      case 'CopagoRegistrado':
        await tx.insert(copagos).values({ ...e.datos, estado: 1, registradoPor: quien, registradoEn: cuando });
        return;
      case 'CopagoAnulado':
        await tx.update(copagos).set({ estado: ANULADO }).where(eq(copagos.id, e.datos.id));
        return;
      case 'GastoFijoRegistrado':
        await tx.insert(gastos).values({ ...e.datos, clase: 'fijo', categoria: null, estado: 1, registradoPor: quien, registradoEn: cuando });
        return;
      case 'GastoVariableRegistrado':
        await tx.insert(gastos).values({ ...e.datos, clase: 'variable', usuarioId: null, usuarioNombre: null, estado: 1, registradoPor: quien, registradoEn: cuando });
        return;
      case 'GastoAnulado':
        await tx.update(gastos).set({ estado: ANULADO }).where(eq(gastos.id, e.datos.id));
        return;
    }
  },
};
