import { ReglaIncumplida } from '../../dominio/errores.js';
import { hojaTarifas } from './tarifas.hoja.js';

describe('Hoja de tarifas', () => {
  it('lee el filtro de la lista', () => {
    expect(hojaTarifas.leerFiltro({ q: 'sura', especialidad: '2', eps: '' })).toEqual({ q: 'sura', especialidad: 2 });
    expect(() => hojaTarifas.leerFiltro({ especialidad: 'fisio' })).toThrow(new ReglaIncumplida('Filtro inválido: especialidad', 'invalido'));
  });

  it('nombra aseguradora y especialidad, nunca sus códigos; los valores en pesos como números', () => {
    const fila = hojaTarifas.fila({
      id: 't',
      eps: 'e-1',
      epsNombre: 'SURA EPS',
      especialidad: 2,
      especialidadNombre: 'Fisioterapia',
      tarifa: 45000,
      copago: 4500,
    });
    expect(fila).toEqual({ aseguradora: 'SURA EPS', especialidad: 'Fisioterapia', tarifa: 45000, copago: 4500 });
    expect(hojaTarifas.columnas.map((c) => c.encabezado)).toEqual(['Aseguradora', 'Especialidad', 'Tarifa (COP)', 'Copago (COP)']);
  });
});
