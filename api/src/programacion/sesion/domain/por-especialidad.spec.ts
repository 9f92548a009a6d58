import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { festivo } from './calendario.js';
import { generarPorEspecialidad, MENSAJES_ESPECIALIDAD as E, type LineaDeEspecialidad } from './por-especialidad.js';
import { MENSAJES_SESION as M } from './sesion.js';

// 2026-11-20 is a Friday.
const HOY = '2026-11-20';
const rechazo = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof ReglaIncumplida) return e.message;
    throw e;
  }
  throw new Error('no rechazó');
};
const linea = (codigo: string, restantes: number, vencimiento: string | null): LineaDeEspecialidad => ({
  coberturaId: `c-${codigo}`,
  lineaId: '1',
  codigo,
  restantes,
  vencimiento,
});
const lunesYSabado = [
  { dia: 1, horaInicio: '14:30', horaFin: '15:00' },
  { dia: 6, horaInicio: '09:00', horaFin: '10:00' },
];
const generar = (p: object, lineas: LineaDeEspecialidad[]) => generarPorEspecialidad(p, { hoy: HOY, lineas, especialidadNombre: 'Fisioterapia' });

describe('programar por especialidad (lunes a sábado, de las autorizaciones de la especialidad)', () => {
  it('toma primero la autorización que vence antes y sigue con la siguiente cuando se agota', () => {
    const v = generar({ desde: '2026-11-21', dias: lunesYSabado, sesiones: 4 }, [linea('B', 10, null), linea('A', 3, '2026-12-31')]);
    expect(v.fechas.map((f) => [f.fecha, f.horaInicio, f.unidades, f.codigo])).toEqual([
      ['2026-11-21', '09:00', 2, 'A'],
      ['2026-11-23', '14:30', 1, 'A'],
      // A has 0 left: Saturday's 2 units come from B.
      ['2026-11-28', '09:00', 2, 'B'],
      ['2026-11-30', '14:30', 1, 'B'],
    ]);
    expect(v.detenida).toBeNull();
  });

  it('salta los festivos (2026-12-08 y 2026-12-25 no caen en lunes ni sábado: 2026-12-07 sí es hábil) y no programa domingos', () => {
    expect(festivo('2026-11-16')).toBe('Independencia de Cartagena');
    const v = generar({ desde: '2026-11-14', dias: [{ dia: 1, horaInicio: '08:00', horaFin: '08:30' }], sesiones: 2 }, [linea('A', 5, null)]);
    // From tomorrow on (after today): 2026-11-23 and 2026-11-30.
    expect(v.fechas.map((f) => f.fecha)).toEqual(['2026-11-23', '2026-11-30']);
    expect(rechazo(() => generar({ desde: '2026-11-23', dias: [{ dia: 7, horaInicio: '08:00', horaFin: '08:30' }] }, [linea('A', 5, null)]))).toBe(E.domingo);
    const julio = generarPorEspecialidad(
      { desde: '2026-07-06', dias: [{ dia: 1, horaInicio: '08:00', horaFin: '08:30' }], sesiones: 2 },
      { hoy: '2026-07-01', lineas: [linea('A', 5, null)], especialidadNombre: 'Fisioterapia' },
    );
    expect(julio.fechas.map((f) => f.fecha)).toEqual(['2026-07-06', '2026-07-27']);
    expect(julio.festivosOmitidos).toEqual([
      { fecha: '2026-07-13', nombre: 'La virgen de Chiquinquirá' },
      { fecha: '2026-07-20', nombre: 'Día de la Independencia' },
    ]);
  });

  it('"Las sesiones que quiere programar superan la cantidad de sesiones disponibles en este servicio." cuando la especialidad no alcanza', () => {
    expect(rechazo(() => generar({ desde: '2026-11-23', dias: lunesYSabado, sesiones: 5 }, [linea('A', 2, null), linea('B', 2, null)]))).toBe(
      M.superaDisponibles,
    );
    // 3 units left: Monday takes 1 and Saturday 2, nothing is left for the third session.
    expect(rechazo(() => generar({ desde: '2026-11-23', dias: lunesYSabado, sesiones: 3 }, [linea('A', 3, null)]))).toBe(M.superaDisponibles);
  });

  it('sin cantidad, mientras queden sesiones; dice cuándo se agotan y cuándo vencen', () => {
    const agotada = generar({ desde: '2026-11-23', dias: [{ dia: 1, horaInicio: '08:00', horaFin: '08:30' }] }, [linea('A', 2, null)]);
    expect(agotada.fechas.map((f) => f.fecha)).toEqual(['2026-11-23', '2026-11-30']);
    expect(agotada.detenida).toBe('La programación termina el 30/11/2026: con ella se agotan las 2 sesiones disponibles de Fisioterapia');
    const vencida = generar({ desde: '2026-11-23', dias: [{ dia: 1, horaInicio: '08:00', horaFin: '08:30' }], sesiones: 4 }, [linea('A', 10, '2026-12-01')]);
    expect(vencida.fechas.map((f) => f.fecha)).toEqual(['2026-11-23', '2026-11-30']);
    expect(vencida.detenida).toBe(
      'La programación se detiene: los servicios de Fisioterapia vencen el 01/12/2026 (Se programarán 2 de las 4 sesiones pedidas)',
    );
  });

  it('mensajes del spec: sin fecha de inicio, sin días, sin horas; y sin servicios de la especialidad', () => {
    const lineas = [linea('A', 5, null)];
    expect(rechazo(() => generar({ dias: lunesYSabado }, lineas))).toBe('Debes ingresar la fecha de inicio de las sesiones');
    expect(rechazo(() => generar({ desde: '2026-11-23', dias: [] }, lineas))).toBe('No se ha programado ningún día');
    expect(rechazo(() => generar({ desde: '2026-11-23', dias: [{ dia: 1 }] }, lineas))).toBe('Ingrese la hora de inicio y final de la sesión');
    expect(rechazo(() => generar({ desde: '2026-11-23', dias: lunesYSabado, sesiones: 0 }, lineas))).toBe(E.cantidadInvalida);
    expect(rechazo(() => generar({ desde: '2026-11-23', dias: lunesYSabado }, []))).toBe(
      'El paciente no tiene servicios de Fisioterapia disponibles para programar',
    );
  });
});
