import { eq } from 'drizzle-orm';
import { copagos, descargos, gastos, salarios, salariosHistorial } from '../../database/schema/index.js';
import { fechaNegocio } from '../../clock/reloj.js';
import { TIPOS_EVENTO_FINANZAS, type EventoFinanzas } from '../eventos.js';
import { FilasEnMemoria, loteEnMemoria } from '../../projections/filas-en-memoria.js';
import type { Proyector } from '../../projections/proyector.js';

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
        await tx
          .insert(salariosHistorial)
          .values(vigente)
          .onConflictDoUpdate({ target: [salariosHistorial.usuarioId, salariosHistorial.vigenteDesde], set: vigente });
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
        await tx
          .insert(gastos)
          .values({ ...e.datos, clase: 'variable', usuarioId: null, usuarioNombre: null, estado: 1, registradoPor: quien, registradoEn: cuando });
        return;
      case 'GastoAnulado':
        await tx.update(gastos).set({ estado: ANULADO }).where(eq(gastos.id, e.datos.id));
        return;
    }
  },
  aplicarLote: loteEnMemoria(
    () => ({
      salarios: new FilasEnMemoria(salarios),
      historial: new FilasEnMemoria(salariosHistorial),
      descargos: new FilasEnMemoria(descargos),
      copagos: new FilasEnMemoria(copagos),
      gastos: new FilasEnMemoria(gastos),
    }),
    (m, almacenado) => {
      const e = almacenado as unknown as EventoFinanzas;
      switch (e.tipo) {
        case 'SalarioActualizado':
          m.salarios.pedir({ usuarioId: e.datos.usuarioId });
          m.historial.pedir({ usuarioId: e.datos.usuarioId, vigenteDesde: e.datos.vigenteDesde ?? fechaNegocio(almacenado.registradoEn) });
          return;
        case 'DescargoAnulado':
          m.descargos.pedir({ id: e.datos.id });
          return;
        case 'CopagoAnulado':
          m.copagos.pedir({ id: e.datos.id });
          return;
        case 'GastoAnulado':
          m.gastos.pedir({ id: e.datos.id });
          return;
      }
    },
    (m, almacenado) => {
      const e = almacenado as unknown as EventoFinanzas;
      const quien = almacenado.metadata.usuario;
      const cuando = almacenado.registradoEn;
      switch (e.tipo) {
        case 'SalarioActualizado': {
          const { anterior: _, vigenteDesde, ...d } = e.datos;
          const fila = { ...d, actualizadoEn: cuando };
          if (m.salarios.obtener({ usuarioId: d.usuarioId })) m.salarios.cambiar({ usuarioId: d.usuarioId }, fila);
          else m.salarios.poner(fila);
          const { usuarioNombre: _n, sede: _s, ...montos } = d;
          const vigente = { ...montos, vigenteDesde: vigenteDesde ?? fechaNegocio(cuando) };
          if (m.historial.obtener(vigente)) m.historial.cambiar(vigente, vigente);
          else m.historial.poner(vigente);
          return;
        }
        case 'DescargoRegistrado':
          m.descargos.poner({ ...e.datos, estado: 1, registradoPor: quien, registradoEn: cuando });
          return;
        case 'DescargoAnulado':
          m.descargos.cambiar({ id: e.datos.id }, { estado: ANULADO });
          return;
        case 'CopagoRegistrado':
          m.copagos.poner({ ...e.datos, estado: 1, registradoPor: quien, registradoEn: cuando });
          return;
        case 'CopagoAnulado':
          m.copagos.cambiar({ id: e.datos.id }, { estado: ANULADO });
          return;
        case 'GastoFijoRegistrado':
          m.gastos.poner({ ...e.datos, clase: 'fijo', categoria: null, estado: 1, registradoPor: quien, registradoEn: cuando });
          return;
        case 'GastoVariableRegistrado':
          m.gastos.poner({ ...e.datos, clase: 'variable', usuarioId: null, usuarioNombre: null, estado: 1, registradoPor: quien, registradoEn: cuando });
          return;
        case 'GastoAnulado':
          m.gastos.cambiar({ id: e.datos.id }, { estado: ANULADO });
          return;
      }
    },
  ),
};
