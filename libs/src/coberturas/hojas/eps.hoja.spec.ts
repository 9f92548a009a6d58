import { ReglaIncumplida } from '../../dominio/errores.js';
import { archivoDeExportacion } from '../../exportaciones/index.js';
import { hojaEps } from './eps.hoja.js';

describe('Hoja de aseguradoras', () => {
  it('lee el filtro de la lista: texto, números (también en texto), sin campos vacíos', () => {
    expect(hojaEps.leerFiltro({ q: 'EPS', estado: '1', tipo: 2, regimen: '' })).toEqual({ q: 'EPS', estado: 1, tipo: 2 });
    expect(hojaEps.leerFiltro({})).toEqual({});
  });

  it.each([
    [{ estado: 'activa' }, 'estado'],
    [{ estado: 1e20 }, 'estado'],
    [{ tipo: '99999999999' }, 'tipo'],
    [{ q: 'a\u0000b' }, 'q'],
    [{ tipo: 1.5 }, 'tipo'],
    [{ q: { $ne: 1 } }, 'q'],
    [{ q: 'x'.repeat(201) }, 'q'],
  ])('rechaza el filtro %j', (filtro, campo) => {
    expect(() => hojaEps.leerFiltro(filtro)).toThrow(new ReglaIncumplida(`Filtro inválido: ${campo}`, 'invalido'));
  });

  it('escribe estado, tipo y régimen en palabras', () => {
    const fila = (tipo: number, regimen: number | null, estado: number) =>
      hojaEps.fila({ id: 'e', nombre: 'N', nombreCorto: 'C', nit: null, tipo, regimen, estado });
    expect(fila(1, 3, 1)).toEqual({ nombre: 'N', nombreCorto: 'C', nit: '', estado: 'Activa', tipo: 'EPS', regimen: 'Ambos' });
    expect(fila(2, null, 2)).toMatchObject({ estado: 'Inactiva', tipo: 'Prepagada', regimen: '' });
    expect(fila(3, null, 1)).toMatchObject({ tipo: 'Póliza' });
    expect(fila(1, 1, 1).regimen).toBe('Contributivo');
    expect(fila(1, 2, 1).regimen).toBe('Subsidiado');
    expect(hojaEps.columnas.map((c) => c.encabezado)).toEqual(['Nombre', 'Nombre corto', 'NIT', 'Estado', 'Tipo', 'Régimen']);
  });

  it('el archivo sale solo de un identificador válido, nunca de una ruta', () => {
    expect(archivoDeExportacion('3527299D-2E99-4AF1-A4A5-E391BF7D683C')).toBe('exportaciones/3527299d-2e99-4af1-a4a5-e391bf7d683c.xlsx');
    expect(() => archivoDeExportacion('../../etc/passwd')).toThrow();
  });
});
