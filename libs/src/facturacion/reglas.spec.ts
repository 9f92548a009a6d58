import { tarifaEnLaFecha, type TarifaRegistradaEn } from './reglas.js';

describe('la tarifa vigente en la fecha de la sesión', () => {
  // Recorded on 10/03/2026 at 09:00 Bogotá (14:00 UTC), raised on 01/06/2026 at 15:30 Bogotá.
  const historial: TarifaRegistradaEn[] = [
    { desde: new Date('2026-03-10T14:00:00Z'), tarifa: 45_000, copago: 4_500 },
    { desde: new Date('2026-06-01T20:30:00Z'), tarifa: 50_000, copago: 5_000 },
  ];

  it('una sesión toma la última tarifa registrada hasta su hora de inicio, en hora de Bogotá', () => {
    expect(tarifaEnLaFecha(historial, '2026-05-31', '16:00')).toEqual({ tarifa: 45_000, copago: 4_500 });
    expect(tarifaEnLaFecha(historial, '2026-06-01', '15:00')).toEqual({ tarifa: 45_000, copago: 4_500 });
    expect(tarifaEnLaFecha(historial, '2026-06-01', '15:30')).toEqual({ tarifa: 50_000, copago: 5_000 });
    expect(tarifaEnLaFecha(historial, '2026-11-20', '08:00:00')).toEqual({ tarifa: 50_000, copago: 5_000 });
  });

  it('una sesión anterior a la primera tarifa registrada toma esa primera tarifa; sin tarifas no hay tarifa', () => {
    expect(tarifaEnLaFecha(historial, '2025-01-15', '10:00')).toEqual({ tarifa: 45_000, copago: 4_500 });
    expect(tarifaEnLaFecha([], '2026-06-01', '10:00')).toBeNull();
    expect(tarifaEnLaFecha(undefined, '2026-06-01', '10:00')).toBeNull();
  });
});
