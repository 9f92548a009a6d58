import { cobrosDelGastoFijo, mesesDelRango } from './gastos-fijos.js';

describe('gastos fijos: una vez por mes desde el mes en que se registraron', () => {
  it('los meses de un rango, aun a través del año', () => {
    expect(mesesDelRango('2026-11-15', '2027-02-03')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(mesesDelRango('2026-10-01', '2026-10-31')).toEqual(['2026-10']);
  });
  it('cuenta en cada mes del rango desde el de su registro, fechado el 1 o el inicio del rango', () => {
    expect(cobrosDelGastoFijo('2026-10-01', '2026-10-01', '2026-10-31')).toEqual(['2026-10-01']);
    expect(cobrosDelGastoFijo('2026-10-20', '2026-10-01', '2026-10-31')).toEqual(['2026-10-01']);
    expect(cobrosDelGastoFijo('2026-10-01', '2026-10-15', '2026-12-10')).toEqual(['2026-10-15', '2026-11-01', '2026-12-01']);
    expect(cobrosDelGastoFijo('2026-11-01', '2025-12-01', '2025-12-31')).toEqual([]);
    expect(cobrosDelGastoFijo('2026-11-05', '2026-10-01', '2026-11-30')).toEqual(['2026-11-01']);
  });
});
