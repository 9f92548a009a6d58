import { ReglaIncumplida } from '../../dominio/errores.js';
import type { FilaReporteAutorizacion } from '../contrato-autorizaciones.js';
import { hojaReporteAsistenciaUsuarios } from './reporte-asistencia-usuarios.hoja.js';
import { hojaReporteAutorizaciones, hojaReporteAutorizacionesConSaldo, hojaReporteAutorizacionesRegistro } from './reporte-autorizaciones.hoja.js';
import { hojaReporteSesionesTerapeuticas } from './reporte-sesiones-terapeuticas.hoja.js';

const RANGO = { desde: '2026-11-01', hasta: '2026-11-20' };
const visorDeNorte = { sede: 'norte', permisos: new Set(['reportes.autorizaciones']) };
const administrador = { sede: 'principal', permisos: new Set(['capacidad.todas-las-sedes']) };
const FALTAN = new ReglaIncumplida('ERROR: Faltan fechas por seleccionar', 'invalido');

const fila = (extra: Partial<FilaReporteAutorizacion> = {}): FilaReporteAutorizacion => ({
  id: 'x',
  codigo: 'EPS-AUT1-20261119',
  paciente: 'ANA PÉREZ (CC 1)',
  entidad: 'NUEVA EPS',
  fecha: '2026-11-19',
  fechaVencimiento: '2026-11-25',
  total: 10,
  bolsa: 2,
  porcentajeRestante: 20,
  registradaEn: '2026-11-19T15:30:00.000Z',
  observaciones: null,
  sedeNombre: 'Sede Principal',
  resaltes: ['pocas-sesiones', 'por-vencer'],
  ...extra,
});

describe('Hojas de autorizaciones, asistencia por usuario y sesiones terapéuticas', () => {
  it('quien no ve todas las sedes exporta la suya, diga lo que diga el filtro; cada hoja fija su variante', () => {
    for (const hoja of [
      hojaReporteAutorizaciones,
      hojaReporteAutorizacionesRegistro,
      hojaReporteAutorizacionesConSaldo,
      hojaReporteAsistenciaUsuarios,
      hojaReporteSesionesTerapeuticas,
    ]) {
      expect(hoja.leerFiltro({ ...RANGO, sede: 'principal' }, visorDeNorte)).toMatchObject({ sede: 'norte' });
      expect(hoja.leerFiltro({ ...RANGO, sede: 'todas' }, administrador)).toMatchObject({ sede: null });
    }
    expect(hojaReporteAutorizacionesRegistro.leerFiltro({ ...RANGO, variante: 'con-saldo' }, administrador)).toMatchObject({ variante: 'registro' });
    // The worker re-reads the filter scoped at request time.
    expect(hojaReporteAutorizacionesConSaldo.leerFiltro({ variante: 'con-saldo', sede: 'norte' })).toEqual({ variante: 'con-saldo', sede: 'norte' });
  });

  it('fechas requeridas salvo en la variante con saldo; fin no antes del inicio; estado conocido en la tabla dinámica', () => {
    expect(() => hojaReporteAutorizaciones.leerFiltro({ desde: '2026-11-01' }, administrador)).toThrow(FALTAN);
    expect(() => hojaReporteAsistenciaUsuarios.leerFiltro({}, administrador)).toThrow(FALTAN);
    expect(() => hojaReporteSesionesTerapeuticas.leerFiltro({ hasta: '2026-11-01' }, administrador)).toThrow(FALTAN);
    expect(() => hojaReporteAsistenciaUsuarios.leerFiltro({ desde: '2026-11-20', hasta: '2026-11-01' })).toThrow(
      new ReglaIncumplida('La fecha final no puede se menor a la fecha inicial', 'invalido'),
    );
    expect(() => hojaReporteSesionesTerapeuticas.leerFiltro({ ...RANGO, estado: 9 })).toThrow(ReglaIncumplida);
    expect(hojaReporteAutorizacionesConSaldo.leerFiltro({}, administrador)).toEqual({ variante: 'con-saldo', sede: null });
  });

  it('fechas dd/mm/aaaa, la alerta en palabras y las celdas resaltadas como en pantalla', () => {
    expect(hojaReporteAutorizacionesConSaldo.fila(fila())).toEqual({
      paciente: 'ANA PÉREZ (CC 1)',
      codigo: 'EPS-AUT1-20261119',
      entidad: 'NUEVA EPS',
      fecha: '19/11/2026',
      fechaVencimiento: '25/11/2026',
      total: 10,
      bolsa: 2,
      porcentajeRestante: 20,
      alerta: 'Pocas sesiones, Próxima a vencer',
    });
    expect(hojaReporteAutorizacionesConSaldo.resaltadas!(fila())).toEqual(['bolsa', 'porcentajeRestante', 'fechaVencimiento']);
    expect(hojaReporteAutorizacionesConSaldo.resaltadas!(fila({ resaltes: [] }))).toEqual([]);
    // Registration in Bogotá time; no validity written out.
    expect(hojaReporteAutorizacionesRegistro.fila(fila({ fechaVencimiento: null, observaciones: 'Control' }))).toMatchObject({
      fechaVencimiento: 'Sin vigencia',
      registradaEn: '19/11/2026 10:30',
      observaciones: 'Control',
    });
  });
});
