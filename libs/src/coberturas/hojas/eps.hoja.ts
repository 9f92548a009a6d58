import { contarEps, recorrerEps, type EpsLeida, type FiltroEps } from '../lecturas/eps.js';
import { ESTADOS_ASEGURADORA, REGIMENES_ASEGURADORA, TIPOS_ASEGURADORA } from '../contrato-lecturas.js';
import { textoDe } from '../../contratos/opciones.js';
import { enteroDelFiltro, sinVacios, textoDelFiltro, type Hoja } from '../../excel/hoja.js';

/** Insurers (/mantenimiento/mantenimientoEps), with the same filter as their list. */
export const hojaEps: Hoja<FiltroEps, EpsLeida> = {
  columnas: [
    { encabezado: 'Nombre', clave: 'nombre', ancho: 40 },
    { encabezado: 'Nombre corto', clave: 'nombreCorto', ancho: 20 },
    { encabezado: 'NIT', clave: 'nit', ancho: 16 },
    { encabezado: 'Estado', clave: 'estado', ancho: 10 },
    { encabezado: 'Tipo', clave: 'tipo', ancho: 12 },
    { encabezado: 'Régimen', clave: 'regimen', ancho: 14 },
  ],
  leerFiltro: (f) =>
    sinVacios({
      q: textoDelFiltro(f.q, 'q'),
      estado: enteroDelFiltro(f.estado, 'estado'),
      tipo: enteroDelFiltro(f.tipo, 'tipo'),
      regimen: enteroDelFiltro(f.regimen, 'regimen'),
    }),
  contar: contarEps,
  recorrer: (db, filtro) => recorrerEps(db, filtro),
  fila: (e) => ({
    nombre: e.nombre,
    nombreCorto: e.nombreCorto,
    nit: e.nit ?? '',
    estado: textoDe(ESTADOS_ASEGURADORA, e.estado),
    tipo: textoDe(TIPOS_ASEGURADORA, e.tipo),
    regimen: textoDe(REGIMENES_ASEGURADORA, e.regimen),
  }),
};
