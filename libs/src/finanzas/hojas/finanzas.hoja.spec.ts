import { ReglaIncumplida } from '../../dominio/errores.js';
import { hojaCopagos, hojaGastosVariables } from './finanzas.hoja.js';

describe('Hojas de copagos y gastos variables', () => {
  const sur = { sede: 'sur', permisos: new Set<string>() };
  const admin = { sede: 'principal', permisos: new Set(['capacidad.todas-las-sedes']) };

  it('piden las dos fechas y la sede es la propia salvo con todas las sedes', () => {
    expect(() => hojaCopagos.leerFiltro({ desde: '2026-11-01' })).toThrow(
      new ReglaIncumplida('Seleccione las fechas en las que quiere ver la información', 'invalido'),
    );
    expect(() => hojaCopagos.leerFiltro({ desde: '2026-11-30', hasta: '2026-11-01' })).toThrow(
      new ReglaIncumplida('La fecha final no puede se menor a la fecha inicial', 'invalido'),
    );
    expect(hojaCopagos.leerFiltro({ desde: '2026-11-01', hasta: '2026-11-30', sede: 'norte' }, sur)).toEqual({
      desde: '2026-11-01',
      hasta: '2026-11-30',
      sede: 'sur',
    });
    expect(hojaCopagos.leerFiltro({ desde: '2026-11-01', hasta: '2026-11-30', sede: 'norte' }, admin)).toEqual({
      desde: '2026-11-01',
      hasta: '2026-11-30',
      sede: 'norte',
    });
    expect(hojaGastosVariables.leerFiltro({ desde: '2026-11-01', hasta: '2026-11-30', categoria: '3' }, admin)).toEqual({
      desde: '2026-11-01',
      hasta: '2026-11-30',
      categoria: 3,
    });
    expect(() => hojaGastosVariables.leerFiltro({ desde: '2026-11-01', hasta: '2026-11-30', categoria: 'luz' })).toThrow(
      new ReglaIncumplida('Filtro inválido: categoria', 'invalido'),
    );
  });

  it('nombran el tipo de pago y la categoría en palabras; los valores en pesos como números', () => {
    const copago = {
      id: 'c',
      fecha: '2026-11-20',
      valor: 4500,
      tipo: 2,
      tipoNombre: 'Transferencia',
      pacienteId: 'p',
      paciente: 'ANA PÉREZ',
      entidadId: null,
      entidad: 'Particulares',
      comentario: null,
      sede: 'principal',
      registradoPor: 'admin',
    };
    expect(hojaCopagos.fila(copago)).toEqual({
      fecha: '2026-11-20',
      paciente: 'ANA PÉREZ',
      entidad: 'Particulares',
      valor: 4500,
      tipo: 'Transferencia',
      comentario: null,
    });
    const gasto = {
      id: 'g',
      clase: 'variable' as const,
      fecha: '2026-11-21',
      valor: 85000,
      categoria: 3,
      categoriaNombre: 'Gasto servicios',
      concepto: 'Energía',
      usuarioId: null,
      usuario: null,
      sede: 'principal',
      registradoPor: 'admin',
    };
    expect(hojaGastosVariables.fila(gasto)).toEqual({
      fecha: '2026-11-21',
      categoria: 'Gasto servicios',
      concepto: 'Energía',
      valor: 85000,
      registradoPor: 'admin',
    });
  });
});
