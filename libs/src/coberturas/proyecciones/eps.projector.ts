import { eq } from 'drizzle-orm';
import { eps } from '../../database/schema/index.js';
import { TIPOS_EVENTO_EPS, type EventoEps } from '../eventos.js';
import { FilasEnMemoria, loteEnMemoria } from '../../projections/filas-en-memoria.js';
import type { Proyector } from '../../projections/proyector.js';
import { textoDeBusqueda } from '../../database/normalizar.js';

/** The insurer table staff page through: inline, so a new insurer is listed at once. */
export const proyectorEps: Proyector = {
  nombre: 'eps',
  modo: 'en-linea',
  tablas: [eps],
  tipos: TIPOS_EVENTO_EPS,
  async aplicar(tx, almacenado) {
    const e = almacenado as unknown as EventoEps;
    switch (e.tipo) {
      case 'EpsRegistrada':
        await tx
          .insert(eps)
          .values({ ...e.datos, busqueda: textoDeBusqueda(e.datos.nombre, e.datos.nombreCorto), estado: 1, registradaEn: almacenado.registradoEn });
        return;
      case 'EpsDesactivada':
        await tx.update(eps).set({ estado: 2 }).where(eq(eps.id, e.datos.id));
        return;
      case 'EpsActivada':
        await tx.update(eps).set({ estado: 1 }).where(eq(eps.id, e.datos.id));
        return;
    }
  },
  aplicarLote: loteEnMemoria(
    () => ({ eps: new FilasEnMemoria(eps) }),
    (m, almacenado) => {
      const e = almacenado as unknown as EventoEps;
      if (e.tipo !== 'EpsRegistrada') m.eps.pedir({ id: e.datos.id });
    },
    (m, almacenado) => {
      const e = almacenado as unknown as EventoEps;
      switch (e.tipo) {
        case 'EpsRegistrada':
          m.eps.poner({ ...e.datos, busqueda: textoDeBusqueda(e.datos.nombre, e.datos.nombreCorto), estado: 1, registradaEn: almacenado.registradoEn });
          return;
        case 'EpsDesactivada':
        case 'EpsActivada':
          m.eps.cambiar({ id: e.datos.id }, { estado: e.tipo === 'EpsActivada' ? 1 : 2 });
          return;
      }
    },
  ),
};
