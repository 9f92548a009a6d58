import {
  calcularNomina,
  filaEvolucionAtrasada,
  nominaFija,
  pagoDeSesion,
  resumirNomina,
  salarioNeto,
  salarioSegunHistorial,
  tarifaDeSesion,
  vigenteEn,
  type Montos,
  type SesionRealizada,
} from './nomina.js';

const SALARIO: Montos = {
  salarioFijo: 0,
  transporte: 0,
  pagoPorSesion: 20_000,
  pagoPorSesionParticular: 25_000,
  pagoPorSesionDomicilio: 30_000,
  pagoPorSesionDomicilioParticular: 35_000,
  pagoPorEvaluacion: 40_000,
  pagoPorEvaluacionDomicilio: 50_000,
  eps: 0,
  pension: 0,
  arl: 0,
};

let n = 0;
const sesion = (extra: Partial<SesionRealizada> = {}): SesionRealizada => ({
  id: `s${++n}`,
  terapeutaId: 't1',
  terapeutaNombre: 'LAURA FISIO',
  pacienteNombre: 'ANA PÉREZ',
  fecha: '2026-11-10',
  fechaEvolucion: '2026-11-10',
  tipo: 'Terapia',
  lugar: 'Sede',
  formato: 1,
  unidades: 1,
  atrasada: false,
  ...extra,
});

describe('Nómina de terapeutas (spec 3 §4, DOMAIN Money)', () => {
  it('cada modalidad y tipo se paga con su valor del registro salarial; la virtual a la tarifa de sede', () => {
    expect(tarifaDeSesion(SALARIO, { tipo: 'Terapia', lugar: 'Sede', formato: 1 })).toBe(20_000);
    expect(tarifaDeSesion(SALARIO, { tipo: 'Terapia', lugar: 'Virtual', formato: 1 })).toBe(20_000);
    expect(tarifaDeSesion(SALARIO, { tipo: 'Terapia', lugar: 'Domicilio', formato: 1 })).toBe(30_000);
    expect(tarifaDeSesion(SALARIO, { tipo: 'Terapia', lugar: 'Sede', formato: 2 })).toBe(25_000);
    expect(tarifaDeSesion(SALARIO, { tipo: 'Terapia', lugar: 'Virtual', formato: 3 })).toBe(25_000);
    expect(tarifaDeSesion(SALARIO, { tipo: 'CYT', lugar: 'Domicilio', formato: 3 })).toBe(35_000);
    expect(tarifaDeSesion(SALARIO, { tipo: 'GTSL', lugar: 'Sede', formato: 1 })).toBe(20_000);
    expect(tarifaDeSesion(SALARIO, { tipo: 'Evaluacion', lugar: 'Sede', formato: 2 })).toBe(40_000);
    expect(tarifaDeSesion(SALARIO, { tipo: 'Evaluacion', lugar: 'Virtual', formato: 1 })).toBe(40_000);
    expect(tarifaDeSesion(SALARIO, { tipo: 'Evaluacion', lugar: 'Domicilio', formato: 1 })).toBe(50_000);
  });

  it('una evolución atrasada se paga a la mitad (al peso, hacia abajo); una de 60 minutos cuenta dos unidades', () => {
    expect(pagoDeSesion(SALARIO, sesion({ atrasada: true }))).toEqual({ completo: 20_000, pagado: 10_000 });
    expect(pagoDeSesion({ ...SALARIO, pagoPorSesion: 20_001 }, sesion({ atrasada: true }))).toEqual({ completo: 20_001, pagado: 10_000 });
    expect(pagoDeSesion(SALARIO, sesion({ unidades: 2 }))).toEqual({ completo: 40_000, pagado: 40_000 });
  });

  it('escenario calculado a mano: sesiones, adicionales (evaluaciones), deducciones (descargos) y neto', () => {
    const sesiones = [
      sesion(), // 20.000
      sesion({ unidades: 2 }), // 40.000
      sesion({ lugar: 'Virtual' }), // 20.000
      sesion({ lugar: 'Domicilio' }), // 30.000
      sesion({ formato: 2 }), // 25.000
      sesion({ lugar: 'Domicilio', formato: 3 }), // 35.000
      sesion({ atrasada: true, fechaEvolucion: '2026-11-12' }), // 10.000 (pierde 10.000)
      sesion({ tipo: 'CYT' }), // 20.000
      sesion({ tipo: 'Evaluacion' }), // 40.000
      sesion({ tipo: 'Evaluacion', lugar: 'Domicilio', formato: 2, atrasada: true }), // 25.000 (pierde 25.000)
      sesion({ terapeutaId: 't2', terapeutaNombre: 'BEATRIZ SIN SALARIO' }), // sin registro salarial: 0
    ];
    const descargos = [
      { terapeutaId: 't1', terapeutaNombre: 'LAURA FISIO', valor: 15_000 },
      { terapeutaId: 't1', terapeutaNombre: 'LAURA FISIO', valor: 5_000 },
      { terapeutaId: 't3', terapeutaNombre: 'CARLOS SOLO DESCARGO', valor: 7_000 },
    ];
    const filas = calcularNomina(sesiones, new Map([['t1', SALARIO]]), descargos);
    expect(filas.map((f) => f.terapeutaNombre)).toEqual(['BEATRIZ SIN SALARIO', 'CARLOS SOLO DESCARGO', 'LAURA FISIO']);
    const laura = filas[2]!;
    expect(laura).toMatchObject({ realizadas: 11, sesiones: 200_000, adicionales: 65_000, deducciones: 20_000, neto: 245_000, descuentoAtrasadas: 35_000 });
    expect(laura.lineas).toContainEqual({
      clase: 'sesion',
      lugar: 'Sede',
      particular: false,
      atrasada: false,
      sesiones: 3,
      unidades: 4,
      tarifa: 20_000,
      total: 80_000,
    });
    expect(laura.lineas).toContainEqual({
      clase: 'sesion',
      lugar: 'Sede',
      particular: false,
      atrasada: true,
      sesiones: 1,
      unidades: 1,
      tarifa: 20_000,
      total: 10_000,
    });
    expect(laura.lineas).toContainEqual({
      clase: 'sesion',
      lugar: 'Virtual',
      particular: false,
      atrasada: false,
      sesiones: 1,
      unidades: 1,
      tarifa: 20_000,
      total: 20_000,
    });
    expect(laura.lineas).toContainEqual({
      clase: 'sesion',
      lugar: 'Domicilio',
      particular: true,
      atrasada: false,
      sesiones: 1,
      unidades: 1,
      tarifa: 35_000,
      total: 35_000,
    });
    expect(laura.lineas).toContainEqual({
      clase: 'evaluacion',
      lugar: 'Domicilio',
      particular: false,
      atrasada: true,
      sesiones: 1,
      unidades: 1,
      tarifa: 50_000,
      total: 25_000,
    });
    expect(laura.lineas.reduce((t, l) => t + l.total, 0)).toBe(265_000);
    expect(filas[0]).toMatchObject({ realizadas: 1, sesiones: 0, neto: 0 });
    expect(filas[1]).toMatchObject({ realizadas: 0, deducciones: 7_000, neto: -7_000, lineas: [] });
    expect(laura.descargos.map((d) => d.valor)).toEqual([15_000, 5_000]);
    expect(filas[0]!.descargos).toEqual([]);
    expect(resumirNomina(filas)).toEqual({ terapeutas: 3, realizadas: 12, sesiones: 200_000, adicionales: 65_000, deducciones: 27_000, neto: 238_000 });
  });

  it('cada sesión se paga con el registro vigente en su fecha; antes del primero, con el primero', () => {
    const aumento = { ...SALARIO, pagoPorSesion: 26_000 };
    const registros = [
      { vigenteDesde: '2026-11-05', montos: SALARIO },
      { vigenteDesde: '2026-11-16', montos: aumento },
    ];
    expect(vigenteEn(registros, '2026-11-01')).toBe(SALARIO);
    expect(vigenteEn(registros, '2026-11-15')).toBe(SALARIO);
    expect(vigenteEn(registros, '2026-11-16')).toBe(aumento);
    expect(vigenteEn([], '2026-11-16')).toBeUndefined();
    const [laura] = calcularNomina(
      [sesion({ fecha: '2026-11-03' }), sesion({ fecha: '2026-11-13' }), sesion({ fecha: '2026-11-20' })],
      salarioSegunHistorial(new Map([['t1', registros]])),
      [],
    );
    expect(laura!.lineas).toEqual([
      { clase: 'sesion', lugar: 'Sede', particular: false, atrasada: false, sesiones: 2, unidades: 2, tarifa: 20_000, total: 40_000 },
      { clase: 'sesion', lugar: 'Sede', particular: false, atrasada: false, sesiones: 1, unidades: 1, tarifa: 26_000, total: 26_000 },
    ]);
    expect(laura!.sesiones).toBe(66_000);
  });

  it('la fila de evolución atrasada dice cuánto se descontó', () => {
    expect(filaEvolucionAtrasada(sesion({ id: 'x', lugar: 'Domicilio', atrasada: true, fecha: '2026-11-09', fechaEvolucion: '2026-11-11' }), SALARIO)).toEqual({
      id: 'x',
      terapeutaId: 't1',
      terapeuta: 'LAURA FISIO',
      paciente: 'ANA PÉREZ',
      fecha: '2026-11-09',
      fechaEvolucion: '2026-11-11',
      pagado: 15_000,
      precio: 15_000,
    });
    expect(filaEvolucionAtrasada(sesion({ atrasada: true }), undefined).precio).toBe(0);
  });

  it('salario neto del personal de salario fijo = salarioFijo − (eps + pension + arl) + transporte', () => {
    const fijo = { ...SALARIO, tipoContrato: 2 as const, salarioFijo: 2_000_000, eps: 80_000, pension: 80_000, arl: 10_440, transporte: 162_000 };
    expect(salarioNeto(fijo)).toBe(1_991_560);
    const card = nominaFija([
      { ...fijo, usuarioId: 'u1', usuarioNombre: 'ROSA ADMIN' },
      { ...SALARIO, tipoContrato: 1, usuarioId: 'u2', usuarioNombre: 'LAURA FISIO' },
      {
        ...SALARIO,
        tipoContrato: 3,
        salarioFijo: 1_500_000,
        transporte: 162_000,
        eps: 60_000,
        pension: 60_000,
        arl: 7_830,
        usuarioId: 'u3',
        usuarioNombre: 'PEDRO TERMINO',
      },
    ]);
    expect(card.filas.map((f) => [f.nombre, f.prestaciones, f.neto])).toEqual([
      ['ROSA ADMIN', 170_440, 1_991_560],
      ['PEDRO TERMINO', 127_830, 1_534_170],
    ]);
    expect(card.total).toBe(3_525_730);
  });
});
