import { describirLineaNomina } from '../contrato-lecturas.js';
import type { Db } from '../../database/conexion.js';
import type { NominaTerapeuta } from '../dominio/nomina/nomina.js';
import { textoDelFiltro } from '../../http/filtro.js';
import type { FiltroDinero } from '../lecturas/finanzas.js';
import { nominaDelRango } from '../lecturas/nomina.js';
import { filtroDinero } from './finanzas.hoja.js';
import { sinVacios, type Hoja } from '../../excel/hoja.js';

/** One row of the payroll sheet: a line of sessions, a discard, or a therapist's totals. */
export interface FilaNomina {
  terapeuta: string;
  concepto: string;
  modalidad: string | null;
  cliente: string | null;
  evolucion: string | null;
  sesiones: number | null;
  unidades: number | null;
  tarifa: number | null;
  valor: number;
}

const dma = (fecha: string) => fecha.split('-').reverse().join('/');

const vacia = { modalidad: null, cliente: null, evolucion: null, sesiones: null, unidades: null, tarifa: null };

/** A therapist's payroll as rows: each line paid by the salary record, each discard (negative), then the totals. */
export function filasDeNomina(n: NominaTerapeuta): FilaNomina[] {
  const terapeuta = n.terapeutaNombre;
  return [
    ...n.lineas.map((l) => {
      const d = describirLineaNomina(l);
      return {
        terapeuta,
        concepto: d.tipo,
        modalidad: d.modalidad,
        cliente: d.cliente,
        evolucion: d.evolucion,
        sesiones: l.sesiones,
        unidades: l.unidades,
        tarifa: l.tarifa,
        valor: l.total,
      };
    }),
    ...n.descargos.map((d) => ({
      terapeuta,
      ...vacia,
      concepto: `Descargo: ${d.concepto ?? ''}${d.fecha ? ` (${dma(d.fecha)})` : ''}`.trim(),
      valor: -d.valor,
    })),
    { terapeuta, ...vacia, concepto: 'Total sesiones', unidades: n.realizadas, valor: n.sesiones },
    { terapeuta, ...vacia, concepto: 'Total adicionales', valor: n.adicionales },
    { terapeuta, ...vacia, concepto: 'Total deducciones', valor: -n.deducciones },
    { terapeuta, ...vacia, concepto: 'Descuento por evoluciones atrasadas (no pagado)', valor: n.descuentoAtrasadas },
    { terapeuta, ...vacia, concepto: 'Neto a pagar', valor: n.neto },
  ];
}

/**
 * Therapist payroll (/dashboard-nomina, 'Nómina de terapeutas'): per therapist of the range and site
 * (optionally one), the same figures as the screen, from the shared payroll rules.
 */
export const hojaNomina: Hoja<FiltroDinero, FilaNomina> = {
  columnas: [
    { encabezado: 'Terapeuta', clave: 'terapeuta', ancho: 32 },
    { encabezado: 'Concepto', clave: 'concepto', ancho: 40 },
    { encabezado: 'Modalidad', clave: 'modalidad', ancho: 12 },
    { encabezado: 'Cliente', clave: 'cliente', ancho: 14 },
    { encabezado: 'Evolución', clave: 'evolucion', ancho: 28 },
    { encabezado: 'Sesiones', clave: 'sesiones', ancho: 10, tipo: 'numero' },
    { encabezado: 'Unidades', clave: 'unidades', ancho: 10, tipo: 'numero' },
    { encabezado: 'Tarifa (COP)', clave: 'tarifa', ancho: 14, tipo: 'dinero' },
    { encabezado: 'Valor (COP)', clave: 'valor', ancho: 14, tipo: 'dinero' },
  ],
  leerFiltro: (f, solicitante) => sinVacios({ ...filtroDinero(f, solicitante), terapeuta: textoDelFiltro(f.terapeuta, 'terapeuta', 60) }),
  contar: async (db: Db, filtro) => (await nominaDelRango(db, filtro)).reduce((t, n) => t + filasDeNomina(n).length, 0),
  async *recorrer(db, filtro) {
    for (const n of await nominaDelRango(db, filtro)) yield filasDeNomina(n);
  },
  fila: (r) => ({ ...r }),
};
