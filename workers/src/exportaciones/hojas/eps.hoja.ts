import { contarEps, recorrerEps, type EpsLeida, type FiltroEps } from '@avanti/libs/lecturas/eps';
import { enteroDelFiltro, sinVacios, textoDelFiltro, type Hoja } from './hoja.js';

const ESTADOS: Record<number, string> = { 1: 'Activa', 2: 'Inactiva' };
const TIPOS: Record<number, string> = { 1: 'EPS', 2: 'Prepagada', 3: 'Póliza' };
const REGIMENES: Record<number, string> = { 1: 'Contributivo', 2: 'Subsidiado', 3: 'Ambos' };

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
    estado: ESTADOS[e.estado] ?? String(e.estado),
    tipo: TIPOS[e.tipo] ?? String(e.tipo),
    regimen: e.regimen === null ? '' : (REGIMENES[e.regimen] ?? String(e.regimen)),
  }),
};
