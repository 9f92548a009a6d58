import { ReglaIncumplida } from '../../dominio/errores.js';
import type { CoberturaEnLista } from '../contrato-servicios.js';
import { hojaCoberturas } from './coberturas.hoja.js';

const base: CoberturaEnLista = {
  id: 'c',
  codigo: 'EPS-P1-20261120',
  formato: 0,
  paciente: 'p',
  pacienteNombre: 'ANA GÓMEZ (CC 1020)',
  sede: 'principal',
  sedeNombre: 'Sede Principal',
  entidad: 'e',
  entidadNombre: 'SURA EPS',
  fecha: '2026-11-20',
  fechaVencimiento: '2026-12-20',
  cobertura: 30,
  bolsa: 12,
  estado: 1,
  observaciones: null,
  pertenece: null,
  perteneceCodigo: null,
  nombreCliente: null,
  codigo90: false,
  sinOrden: false,
  registradaPor: 'admin',
  numeroAutorizacionEps: null,
};
const lineas = [
  { id: '1', servicio: 2, especialidad: 'Fisioterapia', cups: '931001', cantidad: 10, programadas: 2, restantes: 8 },
  { id: '2', servicio: 3, especialidad: 'Fonoaudiología', cups: '937000', cantidad: 4, programadas: 0, restantes: 4 },
];

describe('Hoja de órdenes y autorizaciones', () => {
  const todas = { sede: 'principal', permisos: new Set(['reportes.ordenes', 'capacidad.todas-las-sedes']) };
  const propia = { sede: 'norte', permisos: new Set(['reportes.ordenes']) };

  it('lee el filtro del reporte: fechas, búsqueda, formato y sede', () => {
    expect(hojaCoberturas.leerFiltro({ q: 'sura', desde: '2026-11-01', hasta: '2026-11-30', formato: '1', sede: 'principal', otro: 'x' }, todas)).toEqual({
      q: 'sura',
      desde: '2026-11-01',
      hasta: '2026-11-30',
      formato: 1,
      sede: 'principal',
    });
    expect(hojaCoberturas.leerFiltro({ sede: 'todas' }, todas)).toEqual({});
    expect(hojaCoberturas.leerFiltro({})).toEqual({});
  });

  it('quien no ve todas las sedes exporta solo la suya, pida lo que pida', () => {
    expect(hojaCoberturas.leerFiltro({ sede: 'principal' }, propia)).toEqual({ sede: 'norte' });
    expect(hojaCoberturas.leerFiltro({}, propia)).toEqual({ sede: 'norte' });
  });

  it.each([
    [{ desde: '20-11-2026' }, 'desde'],
    [{ hasta: '2026-13-45' }, 'hasta'],
    [{ formato: 'orden' }, 'formato'],
    [{ q: { $ne: 1 } }, 'q'],
    [{ sede: 'x'.repeat(61) }, 'sede'],
  ])('rechaza el filtro %j', (filtro, campo) => {
    expect(() => hojaCoberturas.leerFiltro(filtro)).toThrow(new ReglaIncumplida(`Filtro inválido: ${campo}`, 'invalido'));
  });

  it('escribe formato, estado y sede en palabras, los servicios con su nombre y las fechas dd/mm/aaaa', () => {
    expect(hojaCoberturas.fila({ ...base, lineas })).toEqual({
      codigo: 'EPS-P1-20261120',
      formato: 'Orden médica',
      numeroAutorizacionEps: '',
      paciente: 'ANA GÓMEZ (CC 1020)',
      entidad: 'SURA EPS',
      fecha: '20/11/2026',
      vencimiento: '20/12/2026',
      servicios: 'Fisioterapia × 10 (2 programadas); Fonoaudiología × 4 (0 programadas)',
      bolsa: 12,
      orden: '',
      estado: 'Activa',
      sede: 'Sede Principal',
      observaciones: '',
    });
    const autorizacion = hojaCoberturas.fila({
      ...base,
      formato: 1,
      estado: 2,
      fechaVencimiento: null,
      perteneceCodigo: 'EPS-P1-20261120',
      numeroAutorizacionEps: 'SURA-778812',
      lineas: [],
    });
    expect(autorizacion).toMatchObject({
      formato: 'Autorización',
      numeroAutorizacionEps: 'SURA-778812',
      estado: 'Cancelada',
      vencimiento: 'Sin vigencia',
      orden: 'EPS-P1-20261120',
      servicios: '',
    });
    expect(hojaCoberturas.fila({ ...base, formato: 2, nombreCliente: 'JUAN PÉREZ', entidadNombre: 'Particular', lineas })).toMatchObject({
      formato: 'Particular',
      entidad: 'JUAN PÉREZ',
    });
    expect(hojaCoberturas.columnas.map((c) => c.encabezado)).toEqual([
      'Código',
      'Formato',
      'N.º autorización EPS',
      'Paciente',
      'Entidad o cliente',
      'Fecha de expedición',
      'Fecha de vencimiento',
      'Servicios',
      'Saldo en bolsa',
      'Orden médica',
      'Estado',
      'Sede',
      'Observaciones',
    ]);
  });
});
