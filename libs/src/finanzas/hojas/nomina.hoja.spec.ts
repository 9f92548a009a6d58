import { ReglaIncumplida } from '../../dominio/errores.js';
import { calcularNomina, type Montos } from '../dominio/nomina/nomina.js';
import { filasDeNomina, hojaNomina } from './nomina.hoja.js';

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
const base = {
  terapeutaId: 't1',
  terapeutaNombre: 'LAURA FISIO',
  pacienteNombre: 'ANA',
  fecha: '2026-11-10',
  fechaEvolucion: '2026-11-10',
  formato: 1,
  unidades: 1,
  atrasada: false,
};

describe('Hoja de nómina de terapeutas', () => {
  it('pide las dos fechas; la sede es la propia salvo con todas las sedes; un terapeuta opcional', () => {
    expect(() => hojaNomina.leerFiltro({ desde: '2026-11-01' })).toThrow(
      new ReglaIncumplida('Seleccione las fechas en las que quiere ver la información', 'invalido'),
    );
    const sur = { sede: 'sur', permisos: new Set<string>() };
    expect(hojaNomina.leerFiltro({ desde: '2026-11-01', hasta: '2026-11-30', sede: 'norte', terapeuta: 't1' }, sur)).toEqual({
      desde: '2026-11-01',
      hasta: '2026-11-30',
      sede: 'sur',
      terapeuta: 't1',
    });
  });

  it('una fila por línea pagada, cada descargo en negativo y los totales; los mismos números que la regla de pago', () => {
    // By hand: site session 20.000; late site session 20.000 / 2 = 10.000 (10.000 not paid); home evaluation 50.000 (extra);
    // discard 5.000. Sessions 30.000, extras 50.000, deductions 5.000, net 30.000 + 50.000 − 5.000 = 75.000.
    const [n] = calcularNomina(
      [
        { ...base, id: 'a', tipo: 'Terapia', lugar: 'Sede' },
        { ...base, id: 'b', tipo: 'Terapia', lugar: 'Sede', atrasada: true },
        { ...base, id: 'c', tipo: 'Evaluacion', lugar: 'Domicilio' },
      ],
      new Map([['t1', SALARIO]]),
      [{ terapeutaId: 't1', terapeutaNombre: 'LAURA FISIO', valor: 5_000, fecha: '2026-11-25', concepto: 'Informe atrasado' }],
    );
    const filas = filasDeNomina(n!).map((f) => hojaNomina.fila(f));
    expect(filas.map((f) => [f.concepto, f.modalidad, f.cliente, f.evolucion, f.sesiones, f.tarifa, f.valor])).toEqual([
      ['Sesión', 'Sede', 'Aseguradora', 'A tiempo', 1, 20_000, 20_000],
      ['Sesión', 'Sede', 'Aseguradora', 'Atrasada (se paga la mitad)', 1, 20_000, 10_000],
      ['Evaluación (adicional)', 'Domicilio', 'Aseguradora', 'A tiempo', 1, 50_000, 50_000],
      ['Descargo: Informe atrasado (25/11/2026)', null, null, null, null, null, -5_000],
      ['Total sesiones', null, null, null, null, null, 30_000],
      ['Total adicionales', null, null, null, null, null, 50_000],
      ['Total deducciones', null, null, null, null, null, -5_000],
      ['Descuento por evoluciones atrasadas (no pagado)', null, null, null, null, null, 10_000],
      ['Neto a pagar', null, null, null, null, null, 75_000],
    ]);
    expect(filas.every((f) => f.terapeuta === 'LAURA FISIO')).toBe(true);
  });
});
