import { contarTarifas, recorrerTarifas, type FiltroTarifas } from '../lecturas/coberturas.js';
import type { TarifaLeida } from '../contrato-servicios.js';
import { enteroDelFiltro, sinVacios, textoDelFiltro, type Hoja } from '../../excel/hoja.js';

/** Rates (/ajustar-tarifas): insurer and specialty by name, fee and copay in pesos, with the list's filter. */
export const hojaTarifas: Hoja<FiltroTarifas, TarifaLeida> = {
  columnas: [
    { encabezado: 'Aseguradora', clave: 'aseguradora', ancho: 40 },
    { encabezado: 'Especialidad', clave: 'especialidad', ancho: 24 },
    { encabezado: 'Tarifa (COP)', clave: 'tarifa', ancho: 14, tipo: 'dinero' },
    { encabezado: 'Copago (COP)', clave: 'copago', ancho: 14, tipo: 'dinero' },
  ],
  leerFiltro: (f) =>
    sinVacios({ q: textoDelFiltro(f.q, 'q'), eps: textoDelFiltro(f.eps, 'eps', 60), especialidad: enteroDelFiltro(f.especialidad, 'especialidad') }),
  contar: contarTarifas,
  recorrer: (db, filtro) => recorrerTarifas(db, filtro),
  fila: (t) => ({ aseguradora: t.epsNombre, especialidad: t.especialidadNombre, tarifa: t.tarifa, copago: t.copago }),
};
