import { eq } from 'drizzle-orm';
import { itemsCatalogo } from '../../database/schema/index.js';
import { TIPOS_EVENTO_CATALOGO, type EventoCatalogo } from '../eventos.js';
import { normalizarBusqueda } from '../../database/normalizar.js';
import { conPunto } from '../contrato.js';
import { FilasEnMemoria, loteEnMemoria } from '../../projections/filas-en-memoria.js';
import type { Proyector } from '../../projections/proyector.js';

/** The catalogue screens' table: inline, so a new item is listed (and offered in forms) at once. */
export const proyectorCatalogos: Proyector = {
  nombre: 'catalogos',
  modo: 'en-linea',
  tablas: [itemsCatalogo],
  tipos: TIPOS_EVENTO_CATALOGO,
  async aplicar(tx, almacenado) {
    const e = almacenado as unknown as EventoCatalogo;
    switch (e.tipo) {
      case 'ItemCatalogoRegistrado':
        await tx.insert(itemsCatalogo).values({
          ...e.datos,
          codigo: e.datos.codigo ?? null,
          // The code is searched as the imported table's are: with and without the dot.
          normalizada: normalizarBusqueda(e.datos.codigo ? `${e.datos.codigo} ${conPunto(e.datos.codigo)} ${e.datos.descripcion}` : e.datos.descripcion),
          estado: 1,
          registradoEn: almacenado.registradoEn,
        });
        return;
      case 'ItemCatalogoDesactivado':
        await tx.update(itemsCatalogo).set({ estado: 2 }).where(eq(itemsCatalogo.id, e.datos.id));
        return;
      case 'ItemCatalogoActivado':
        await tx.update(itemsCatalogo).set({ estado: 1 }).where(eq(itemsCatalogo.id, e.datos.id));
        return;
    }
  },
  aplicarLote: loteEnMemoria(
    () => ({ items: new FilasEnMemoria(itemsCatalogo) }),
    (m, almacenado) => {
      const e = almacenado as unknown as EventoCatalogo;
      if (e.tipo !== 'ItemCatalogoRegistrado') m.items.pedir({ id: e.datos.id });
    },
    (m, almacenado) => {
      const e = almacenado as unknown as EventoCatalogo;
      switch (e.tipo) {
        case 'ItemCatalogoRegistrado':
          m.items.poner({
            ...e.datos,
            codigo: e.datos.codigo ?? null,
            normalizada: normalizarBusqueda(e.datos.codigo ? `${e.datos.codigo} ${conPunto(e.datos.codigo)} ${e.datos.descripcion}` : e.datos.descripcion),
            estado: 1,
            registradoEn: almacenado.registradoEn,
          });
          return;
        case 'ItemCatalogoDesactivado':
        case 'ItemCatalogoActivado':
          m.items.cambiar({ id: e.datos.id }, { estado: e.tipo === 'ItemCatalogoActivado' ? 1 : 2 });
          return;
      }
    },
  ),
};
