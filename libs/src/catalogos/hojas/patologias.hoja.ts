import { ESTADOS_ITEM_CATALOGO, TIPOS_PATOLOGIA, type ItemCatalogoLeido } from '../contrato.js';
import { textoDe } from '../../contratos/opciones.js';
import { contarItemsCatalogo, recorrerItemsCatalogo, type FiltroCatalogo } from '../lecturas/catalogos.js';
import { enteroDelFiltro, sinVacios, textoDelFiltro, type Hoja } from '../../excel/hoja.js';

/** Pathologies (/mantenimiento/mantenimientoPatologias), with the same filter as their list. */
export const hojaPatologias: Hoja<FiltroCatalogo, ItemCatalogoLeido> = {
  columnas: [
    { encabezado: 'Descripción', clave: 'descripcion', ancho: 60 },
    { encabezado: 'Tipo', clave: 'tipo', ancho: 12 },
    { encabezado: 'Estado', clave: 'estado', ancho: 10 },
  ],
  leerFiltro: (f) =>
    sinVacios({
      catalogo: 'patologias' as const,
      q: textoDelFiltro(f.q, 'q'),
      estado: enteroDelFiltro(f.estado, 'estado'),
      tipo: enteroDelFiltro(f.tipo, 'tipo'),
    }),
  contar: contarItemsCatalogo,
  recorrer: (db, filtro) => recorrerItemsCatalogo(db, filtro),
  fila: (i) => ({ descripcion: i.descripcion, tipo: textoDe(TIPOS_PATOLOGIA, i.tipoPatologia), estado: textoDe(ESTADOS_ITEM_CATALOGO, i.estado) }),
};
