import type { FilaReporteAutorizacion, VarianteAutorizaciones } from '../contrato-autorizaciones.js';
import type { Db } from '../../database/conexion.js';
import {
  contarReporteAutorizaciones,
  leerFiltroAutorizaciones,
  recorrerReporteAutorizaciones,
  type FiltroReporteAutorizaciones,
} from '../lecturas/autorizaciones.js';
import { sedeDeLaHoja } from '../lecturas/filtro-reporte.js';
import type { ColumnaHoja, Hoja, SolicitanteHoja } from '../../excel/hoja.js';

const fecha = (f: string | null) => (f ? f.split('-').reverse().join('/') : 'Sin vigencia');
/** dd/mm/aaaa hh:mm in Bogotá. */
const fechaHora = (iso: string) => {
  const d = new Date(Date.parse(iso) - 5 * 3_600_000).toISOString();
  return `${fecha(d.slice(0, 10))} ${d.slice(11, 16)}`;
};

const BASE: readonly ColumnaHoja[] = [
  { encabezado: 'Paciente', clave: 'paciente', ancho: 34 },
  { encabezado: 'Código', clave: 'codigo', ancho: 24 },
  { encabezado: 'Entidad', clave: 'entidad', ancho: 26 },
  { encabezado: 'Fecha de expedición', clave: 'fecha', ancho: 14, tipo: 'fecha' },
  { encabezado: 'Fecha de vencimiento', clave: 'fechaVencimiento', ancho: 14, tipo: 'fecha' },
  { encabezado: 'Total de sesiones', clave: 'total', ancho: 12 },
  { encabezado: 'Saldo en bolsa', clave: 'bolsa', ancho: 12, tipo: 'numero' },
  { encabezado: '% restante', clave: 'porcentajeRestante', ancho: 10, tipo: 'porcentaje' },
];

const filaBase = (a: FilaReporteAutorizacion) => ({
  paciente: a.paciente,
  codigo: a.codigo,
  entidad: a.entidad,
  fecha: fecha(a.fecha),
  fechaVencimiento: fecha(a.fechaVencimiento),
  total: a.total,
  bolsa: a.bolsa,
  porcentajeRestante: a.porcentajeRestante,
});

/** One sheet per variant of /reportes/autorizaciones, with the list's filter and its site scoping. */
function hoja(
  variante: VarianteAutorizaciones,
  columnas: readonly ColumnaHoja[],
  fila: Hoja<FiltroReporteAutorizaciones, FilaReporteAutorizacion>['fila'],
): Hoja<FiltroReporteAutorizaciones, FilaReporteAutorizacion> {
  return {
    columnas,
    leerFiltro: (f, solicitante?: SolicitanteHoja) => {
      const filtro = leerFiltroAutorizaciones({ ...f, variante }, sedeDeLaHoja(f.sede, solicitante));
      return Object.fromEntries(Object.entries(filtro).filter(([, v]) => v !== undefined)) as FiltroReporteAutorizaciones;
    },
    // The count of 'con-saldo' depends on today: the job's clock, as the rows (issue 25 item 4).
    contar: (db: Db, filtro, hoy) => contarReporteAutorizaciones(db, filtro, hoy),
    recorrer: (db, filtro, hoy) => recorrerReporteAutorizaciones(db, filtro, hoy),
    fila,
  };
}

export const hojaReporteAutorizaciones = hoja('general', BASE, filaBase);

export const hojaReporteAutorizacionesRegistro = hoja(
  'registro',
  [
    ...BASE,
    { encabezado: 'Fecha de registro', clave: 'registradaEn', ancho: 18, tipo: 'fechaHora' },
    { encabezado: 'Observaciones', clave: 'observaciones', ancho: 40 },
  ],
  (a) => ({ ...filaBase(a), registradaEn: fechaHora(a.registradaEn), observaciones: a.observaciones ?? '' }),
);

/** Active with a balance: the cells the screen highlights are filled (balance and percent for few units, expiry when expiring), and 'Alerta' says why. */
export const hojaReporteAutorizacionesConSaldo: Hoja<FiltroReporteAutorizaciones, FilaReporteAutorizacion> = {
  ...hoja('con-saldo', [...BASE, { encabezado: 'Alerta', clave: 'alerta', ancho: 30 }], (a) => ({
    ...filaBase(a),
    alerta: a.resaltes.map((m) => (m === 'pocas-sesiones' ? 'Pocas sesiones' : 'Próxima a vencer')).join(', '),
  })),
  resaltadas: (a) => a.resaltes.flatMap((m) => (m === 'pocas-sesiones' ? ['bolsa', 'porcentajeRestante'] : ['fechaVencimiento'])),
};
