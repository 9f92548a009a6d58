import type { Identifier } from 'react-admin';
import type { ItemCatalogoLeido, TipoCatalogo } from '../contratos';
import { enviar, rutaApi } from '../proveedor-datos/peticion';

type RespuestaItem = ItemCatalogoLeido & { mensaje: string };

export interface MetodosCatalogos {
  activarItemCatalogo(tipo: TipoCatalogo, id: Identifier): Promise<RespuestaItem>;
  desactivarItemCatalogo(tipo: TipoCatalogo, id: Identifier): Promise<RespuestaItem>;
  registrarItemCatalogo(tipo: TipoCatalogo, datos: { descripcion: string; especialidad?: number; tipo?: number }): Promise<{ id: string; mensaje: string }>;
}

export const metodosCatalogos: MetodosCatalogos = {
  activarItemCatalogo: (tipo, id) => enviar(rutaApi('catalogos', tipo, String(id), 'activar'), 'POST', {}),
  desactivarItemCatalogo: (tipo, id) => enviar(rutaApi('catalogos', tipo, String(id), 'desactivar'), 'POST', {}),
  registrarItemCatalogo: (tipo, datos) => enviar(rutaApi('catalogos', tipo), 'POST', datos),
};
