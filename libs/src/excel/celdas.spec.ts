import { valorDeCelda } from './celdas.js';

describe('celdas: cada valor se vuelve una celda del tipo de su columna', () => {
  it('fechas: aaaa-mm-dd y dd/mm/aaaa son el mismo día; las palabras quedan como texto', () => {
    const dia = new Date(Date.UTC(2026, 10, 23));
    expect(valorDeCelda('fecha', '2026-11-23')).toEqual(dia);
    expect(valorDeCelda('fecha', '23/11/2026')).toEqual(dia);
    expect(valorDeCelda('fecha', 'Sin vigencia')).toBe('Sin vigencia');
    expect(valorDeCelda('fecha', '')).toBeNull();
  });
  it('fecha y hora: un instante se lee en la hora de Bogotá', () => {
    expect(valorDeCelda('fechaHora', '2026-11-19T15:30:00.000Z')).toEqual(new Date(Date.UTC(2026, 10, 19, 10, 30)));
    expect(valorDeCelda('fechaHora', '19/11/2026 10:30')).toEqual(new Date(Date.UTC(2026, 10, 19, 10, 30)));
  });
  it('dinero y números: números aunque lleguen como texto; porcentajes de 0 a 100 como fracción', () => {
    expect(valorDeCelda('dinero', 45000)).toBe(45000);
    expect(valorDeCelda('dinero', '45000')).toBe(45000);
    expect(valorDeCelda('porcentaje', 62.5)).toBe(0.625);
    expect(valorDeCelda('porcentaje', '66,67 %')).toBe(0.6667);
    expect(valorDeCelda('porcentaje', 'Pendiente por evaluar')).toBe('Pendiente por evaluar');
    expect(valorDeCelda('texto', '0001')).toBe('0001');
  });
});
