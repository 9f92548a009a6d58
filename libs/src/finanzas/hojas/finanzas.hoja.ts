import type { CopagoLeido, GastoLeido } from '../contrato-lecturas.js';
import { ReglaIncumplida } from '../../dominio/errores.js';
import { contarCopagos, contarGastosVariables, recorrerCopagos, recorrerGastosVariables, type FiltroDinero } from '../lecturas/finanzas.js';
import { enteroDelFiltro, sinVacios, textoDelFiltro, type Hoja, type SolicitanteHoja } from '../../excel/hoja.js';
import { esFechaIso } from '../../dominio/fecha-iso.js';

/** Both dates of the money lists, the site forced to the requester's own unless they see every site. */
export function filtroDinero(f: Record<string, unknown>, solicitante?: SolicitanteHoja): FiltroDinero {
  const desde = textoDelFiltro(f.desde, 'desde', 10);
  const hasta = textoDelFiltro(f.hasta, 'hasta', 10);
  if (!desde || !hasta || !esFechaIso(desde) || !esFechaIso(hasta))
    throw new ReglaIncumplida('Seleccione las fechas en las que quiere ver la información', 'invalido');
  if (hasta < desde) throw new ReglaIncumplida('La fecha final no puede se menor a la fecha inicial', 'invalido');
  const pedida = textoDelFiltro(f.sede, 'sede', 60);
  const sede = solicitante && !solicitante.permisos.has('capacidad.todas-las-sedes') ? solicitante.sede : pedida === 'todas' ? undefined : pedida;
  return sinVacios({ desde, hasta, sede });
}

/** Copays (/copagos) of a date range: patient and entity by name, the payment method in words. */
export const hojaCopagos: Hoja<FiltroDinero, CopagoLeido> = {
  columnas: [
    { encabezado: 'Fecha', clave: 'fecha', ancho: 12, tipo: 'fecha' },
    { encabezado: 'Paciente', clave: 'paciente', ancho: 32 },
    { encabezado: 'Entidad', clave: 'entidad', ancho: 32 },
    { encabezado: 'Valor (COP)', clave: 'valor', ancho: 14, tipo: 'dinero' },
    { encabezado: 'Tipo', clave: 'tipo', ancho: 16 },
    { encabezado: 'Comentario', clave: 'comentario', ancho: 40 },
  ],
  leerFiltro: filtroDinero,
  contar: contarCopagos,
  recorrer: (db, filtro) => recorrerCopagos(db, filtro),
  fila: (c) => ({ fecha: c.fecha, paciente: c.paciente, entidad: c.entidad, valor: c.valor, tipo: c.tipoNombre, comentario: c.comentario }),
};

/** Variable expenses (/gastos-variables) of a date range, optionally one category, the category in words. */
export const hojaGastosVariables: Hoja<FiltroDinero, GastoLeido> = {
  columnas: [
    { encabezado: 'Fecha', clave: 'fecha', ancho: 12, tipo: 'fecha' },
    { encabezado: 'Categoría', clave: 'categoria', ancho: 18 },
    { encabezado: 'Concepto', clave: 'concepto', ancho: 40 },
    { encabezado: 'Valor (COP)', clave: 'valor', ancho: 14, tipo: 'dinero' },
    { encabezado: 'Registrado por', clave: 'registradoPor', ancho: 18 },
  ],
  leerFiltro: (f, solicitante) => sinVacios({ ...filtroDinero(f, solicitante), categoria: enteroDelFiltro(f.categoria, 'categoria') }),
  contar: contarGastosVariables,
  recorrer: (db, filtro) => recorrerGastosVariables(db, filtro),
  fila: (g) => ({ fecha: g.fecha, categoria: g.categoriaNombre, concepto: g.concepto, valor: g.valor, registradoPor: g.registradoPor }),
};
