import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { plegar } from '@avanti/libs/dominio/agregado';
import type { DatosSesionProgramada, EventoSesion } from '@avanti/libs/programacion/eventos';
import { festivo, unidadesDe } from './calendario.js';
import { generarSerie } from './serie.js';
import {
  agregadoSesion,
  decidirAceptarCyt,
  decidirCambioDeHorario,
  decidirCambioDeTerapeuta,
  decidirCancelacion,
  decidirEvolucion,
  MENSAJES_SESION as M,
  validarItem,
  valorDeSesion,
  verificarCruces,
  type ContextoEvolucion,
} from './sesion.js';

const HOY = '2026-11-20';

const datos = (extra: Partial<DatosSesionProgramada> = {}): DatosSesionProgramada => ({
  id: 's1',
  pacienteId: 'p1',
  pacienteNombre: 'ANA PÉREZ (CC 1)',
  pacienteDocumento: 'CC 1',
  coberturaId: 'c1',
  coberturaCodigo: 'EPS-AUT1-20261120',
  formato: 1,
  lineaId: '1',
  entidadNombre: 'SURA',
  servicio: 2,
  especialidad: 'Fisioterapia',
  terapeutaId: 't1',
  terapeutaNombre: 'LUIS DÍAZ',
  fecha: HOY,
  horaInicio: '08:00',
  horaFin: '08:30',
  unidades: 1,
  tipo: 'Terapia',
  lugar: 'Sede',
  valor: 50000,
  copago: 5000,
  sede: 'principal',
  cruceConfirmado: false,
  ...extra,
});

/** Given these events, the session's state. */
const dada = (...eventos: EventoSesion[]) => plegar(agregadoSesion, eventos);
const programada = (extra: Partial<DatosSesionProgramada> = {}): EventoSesion => ({ tipo: 'SesionProgramada', datos: datos(extra) });
const rechazo = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof ReglaIncumplida) return e.message;
    throw e;
  }
  throw new Error('no rechazó');
};

describe('unidades', () => {
  it('una unidad son 30 minutos, redondeado, al menos 1', () => {
    expect(unidadesDe('08:00', '08:30')).toBe(1);
    expect(unidadesDe('08:00', '09:00')).toBe(2);
    expect(unidadesDe('08:00', '08:10')).toBe(1);
    expect(unidadesDe('08:00', '09:15')).toBe(3);
  });
});

describe('validar un ítem de programación', () => {
  const item = { fecha: '2026-11-25', horaInicio: '08:00', horaFin: '09:00', tipo: 'Terapia', lugar: 'Sede', terapeuta: 't1' };
  it('con todo, da fecha, horas, unidades, tipo y lugar', () => {
    expect(validarItem(item, HOY, '2026-12-20')).toEqual({
      fecha: '2026-11-25',
      horaInicio: '08:00',
      horaFin: '09:00',
      unidades: 2,
      tipo: 'Terapia',
      lugar: 'Sede',
    });
  });
  it.each(['fecha', 'horaInicio', 'horaFin', 'tipo', 'lugar', 'terapeuta'])('sin %s: "Debes completar todos los campos"', (campo) => {
    expect(rechazo(() => validarItem({ ...item, [campo]: '' }, HOY, null))).toBe('Debes completar todos los campos');
  });
  it('tipo y lugar de las listas; horas válidas y en orden', () => {
    expect(rechazo(() => validarItem({ ...item, tipo: 'Consulta' }, HOY, null))).toBe(M.tipoInvalido);
    expect(rechazo(() => validarItem({ ...item, lugar: 'Parque' }, HOY, null))).toBe(M.lugarInvalido);
    expect(rechazo(() => validarItem({ ...item, horaInicio: '25:00' }, HOY, null))).toBe(M.horaInvalida);
    expect(rechazo(() => validarItem({ ...item, horaFin: '07:00' }, HOY, null))).toBe(M.finAntesDeInicio);
  });
  it('la fecha entre hoy y el vencimiento de la autorización', () => {
    expect(rechazo(() => validarItem({ ...item, fecha: '2026-11-19' }, HOY, null))).toBe(M.fechaPasada);
    expect(validarItem({ ...item, fecha: HOY }, HOY, null).fecha).toBe(HOY);
    expect(rechazo(() => validarItem({ ...item, fecha: '2026-12-21' }, HOY, '2026-12-20'))).toBe(
      'La fecha de la sesión es posterior al vencimiento de la autorización (20/12/2026)',
    );
  });
});

describe('valor y copago', () => {
  it('de la tarifa para una aseguradora', () => {
    expect(
      valorDeSesion({ entidadId: 'e1', entidadNombre: 'SURA', especialidad: 'Fisioterapia', tarifa: { tarifa: 45000, copago: 4000 } }, { valor: 1 }),
    ).toEqual({ valor: 45000, copago: 4000 });
    expect(rechazo(() => valorDeSesion({ entidadId: 'e1', entidadNombre: 'SURA', especialidad: 'Fisioterapia', tarifa: null }, {}))).toBe(
      'No hay tarifa registrada para SURA en Fisioterapia: regístrela en Tarifas',
    );
  });
  it('escrito para particulares y convenios: "Debe registrar el valor por sesión a cobrar"', () => {
    const particular = { entidadId: null, entidadNombre: 'Particulares', especialidad: 'Fisioterapia', tarifa: null };
    expect(valorDeSesion(particular, { valor: 60000 })).toEqual({ valor: 60000, copago: 0 });
    expect(rechazo(() => valorDeSesion(particular, {}))).toBe('Debe registrar el valor por sesión a cobrar');
    expect(rechazo(() => valorDeSesion(particular, { valor: -1 }))).toBe(M.valorInvalido);
  });
});

describe('cruces de horario', () => {
  const ocupada = {
    id: 'o1',
    terapeutaId: 't1',
    pacienteId: 'p9',
    fecha: HOY,
    horaInicio: '08:00',
    horaFin: '09:00',
    terapeutaNombre: 'LUIS DÍAZ',
    pacienteNombre: 'EVA RÍOS (CC 9)',
  };
  const nueva = {
    id: 'n1',
    terapeutaId: 't1',
    pacienteId: 'p1',
    fecha: HOY,
    horaInicio: '08:30',
    horaFin: '09:00',
    terapeutaNombre: 'LUIS DÍAZ',
    pacienteNombre: 'ANA PÉREZ (CC 1)',
  };
  it('del mismo terapeuta: rechazo que nombra el cruce', () => {
    expect(rechazo(() => verificarCruces([nueva], [ocupada], false))).toBe(
      'Cruce de horario: LUIS DÍAZ ya tiene una sesión el 20/11/2026 de 08:00 a 09:00 (EVA RÍOS (CC 9)). Confirme el cruce para programarla de todas formas (sesión grupal)',
    );
  });
  it('del mismo paciente con otro terapeuta, y entre ítems del mismo pedido', () => {
    expect(rechazo(() => verificarCruces([{ ...nueva, terapeutaId: 't2' }], [{ ...ocupada, pacienteId: 'p1' }], false))).toMatch(
      /^Cruce de horario: EVA RÍOS \(CC 9\) ya tiene una sesión/,
    );
    expect(rechazo(() => verificarCruces([nueva, { ...nueva, id: 'n2', terapeutaId: 't2' }], [], false))).toMatch(/^Cruce de horario: ANA PÉREZ/);
  });
  it('confirmado (sesión grupal), seguido o en otra fecha: pasa', () => {
    expect(() => verificarCruces([nueva], [ocupada], true)).not.toThrow();
    expect(() => verificarCruces([{ ...nueva, horaInicio: '09:00', horaFin: '09:30' }], [ocupada], false)).not.toThrow();
    expect(() => verificarCruces([{ ...nueva, fecha: '2026-11-21' }], [ocupada], false)).not.toThrow();
  });
});

describe('serie semanal', () => {
  const lunesYMartes = [
    { dia: 1, horaInicio: '08:00', horaFin: '08:30' },
    { dia: 2, horaInicio: '10:00', horaFin: '11:00' },
  ];
  it('solo fechas después de hoy, los días pedidos, con sus horas y unidades', () => {
    // 2026-11-20 is a Friday; the first Monday after is 2026-11-23.
    const s = generarSerie({ desde: '2026-11-01', dias: lunesYMartes }, { hoy: HOY, restantes: 4, vencimiento: null });
    expect(s.fechas).toEqual([
      { fecha: '2026-11-23', horaInicio: '08:00', horaFin: '08:30', unidades: 1 },
      { fecha: '2026-11-24', horaInicio: '10:00', horaFin: '11:00', unidades: 2 },
      { fecha: '2026-11-30', horaInicio: '08:00', horaFin: '08:30', unidades: 1 },
    ]);
    expect(s.detenida).toBe('La serie termina el 30/11/2026: con ella se agotan las 4 sesiones disponibles del servicio');
  });
  it('salta los festivos de Colombia: 2026-12-08 y 2026-12-25', () => {
    expect(festivo('2026-12-08')).toBeTruthy();
    expect(festivo('2026-12-25')).toBeTruthy();
    const s = generarSerie(
      {
        desde: '2026-12-01',
        dias: [
          { dia: 2, horaInicio: '08:00', horaFin: '08:30' },
          { dia: 5, horaInicio: '08:00', horaFin: '08:30' },
        ],
      },
      { hoy: HOY, restantes: 20, vencimiento: '2026-12-31' },
    );
    const fechas = s.fechas.map((f) => f.fecha);
    expect(fechas).toEqual(['2026-12-01', '2026-12-04', '2026-12-11', '2026-12-15', '2026-12-18', '2026-12-22', '2026-12-29']);
    expect(s.festivosOmitidos.map((f) => f.fecha)).toEqual(['2026-12-08', '2026-12-25']);
    expect(s.detenida).toBe('La serie se detiene: la autorización vence el 31/12/2026');
  });
  it('se detiene cuando la siguiente sesión no cabe en lo que queda de la bolsa, y dice cuándo', () => {
    const s = generarSerie({ desde: '2026-11-23', dias: [{ dia: 2, horaInicio: '10:00', horaFin: '11:00' }] }, { hoy: HOY, restantes: 3, vencimiento: null });
    expect(s.fechas.map((f) => f.fecha)).toEqual(['2026-11-24']);
    expect(s.detenida).toBe('La serie se detiene el 01/12/2026: no quedan sesiones disponibles en este servicio (quedaban 3)');
  });
  it('mensajes del spec: sin fecha de inicio, sin días, sin horas', () => {
    expect(rechazo(() => generarSerie({ dias: lunesYMartes }, { hoy: HOY, restantes: 4, vencimiento: null }))).toBe(
      'Debes ingresar la fecha de inicio de las sesiones',
    );
    expect(rechazo(() => generarSerie({ desde: HOY, dias: [] }, { hoy: HOY, restantes: 4, vencimiento: null }))).toBe('No se ha programado ningún día');
    expect(rechazo(() => generarSerie({ desde: HOY, dias: [{ dia: 1 }] }, { hoy: HOY, restantes: 4, vencimiento: null }))).toBe(
      'Ingrese la hora de inicio y final de la sesión',
    );
  });
});

describe('cancelar', () => {
  const pedido = { motivo: 'Clima', canceladaPor: 'admin', hoy: HOY, vencimiento: '2026-12-20' };
  it('una pendiente con un motivo de la lista: quién, por qué y las unidades que vuelven a la bolsa', () => {
    expect(decidirCancelacion(dada(programada()), pedido)).toEqual([
      {
        tipo: 'SesionCancelada',
        datos: {
          id: 's1',
          pacienteNombre: 'ANA PÉREZ (CC 1)',
          fecha: HOY,
          horaInicio: '08:00',
          motivo: 'Clima',
          canceladaPor: 'admin',
          coberturaId: 'c1',
          lineaId: '1',
          unidades: 1,
        },
      },
    ]);
  });
  it('con la orden vencida: "No se puede cancelar la sesión - La orden ya está vencida"', () => {
    expect(rechazo(() => decidirCancelacion(dada(programada()), { ...pedido, vencimiento: '2026-11-19' }))).toBe(
      'No se puede cancelar la sesión - La orden ya está vencida',
    );
  });
  it('motivo fuera de la lista; ya cancelada o realizada; inexistente', () => {
    expect(rechazo(() => decidirCancelacion(dada(programada()), { ...pedido, motivo: 'porque sí' }))).toBe(M.motivoInvalido);
    const cancelada = dada(programada(), ...decidirCancelacion(dada(programada()), pedido));
    expect(cancelada.estado).toBe(2);
    expect(rechazo(() => decidirCancelacion(cancelada, pedido))).toBe(M.soloPendientes);
    expect(rechazo(() => decidirCancelacion(dada(), pedido))).toBe(M.noEncontrada);
  });
});

describe('CYT, horario y terapeuta', () => {
  const terapeuta = { id: 't2', nombre: 'MARTA SOL', especialidad: 2, activo: true };
  it('aceptar una CYT la deja realizada; otra sesión no se acepta', () => {
    const cyt = dada(programada({ tipo: 'CYT' }));
    const eventos = decidirAceptarCyt(cyt);
    expect(eventos[0].tipo).toBe('CytAceptada');
    expect(dada(programada({ tipo: 'CYT' }), ...eventos).estado).toBe(1);
    expect(rechazo(() => decidirAceptarCyt(dada(programada())))).toBe(M.noEsCyt);
  });
  it('una CYT no cambia de hora ni de terapeuta', () => {
    const cyt = dada(programada({ tipo: 'CYT' }));
    expect(rechazo(() => decidirCambioDeHorario(cyt, '09:00', '09:30'))).toBe('Una sesión CYT no puede cambiar de hora ni de terapeuta');
    expect(rechazo(() => decidirCambioDeTerapeuta(cyt, terapeuta))).toBe('Una sesión CYT no puede cambiar de hora ni de terapeuta');
  });
  it('cambiar la hora dice cuántas unidades mueve en la bolsa', () => {
    const r = decidirCambioDeHorario(dada(programada()), '09:00', '10:00');
    expect(r.delta).toBe(1);
    expect(r.eventos[0].datos).toMatchObject({ horaInicioAnterior: '08:00', horaFinAnterior: '08:30', horaInicio: '09:00', horaFin: '10:00', unidades: 2 });
  });
  it('cambiar el terapeuta: de la misma especialidad y activo', () => {
    expect(decidirCambioDeTerapeuta(dada(programada()), terapeuta)[0].datos).toMatchObject({
      terapeutaAnteriorNombre: 'LUIS DÍAZ',
      terapeutaNombre: 'MARTA SOL',
    });
    expect(rechazo(() => decidirCambioDeTerapeuta(dada(programada()), { ...terapeuta, especialidad: 3 }))).toBe(
      'El terapeuta seleccionado no es de Fisioterapia',
    );
    expect(rechazo(() => decidirCambioDeTerapeuta(dada(programada()), null))).toBe(M.terapeutaNoEncontrado);
  });
  it('solo sesiones pendientes', () => {
    const cancelada = dada(programada(), {
      tipo: 'SesionCancelada',
      datos: { id: 's1', pacienteNombre: '', fecha: HOY, horaInicio: '', motivo: 'Clima', canceladaPor: 'x', coberturaId: 'c1', lineaId: '1', unidades: 1 },
    });
    expect(rechazo(() => decidirCambioDeHorario(cancelada, '09:00', '10:00'))).toBe(M.soloPendientes);
  });
});

describe('evolucionar', () => {
  const ctx: ContextoEvolucion = { usuarioId: 't1', hoy: HOY, estrategias: [{ id: 'e1', descripcion: 'Juego simbólico' }], material: null, historia: null };
  const pedido = { estrategias: ['e1'], estadoPaciente: 'Tranquilo', evolucion: 'Avanza en marcha', requiereExamen: false };
  it('en su fecha, por su terapeuta: registrada, no atrasada', () => {
    const [e] = decidirEvolucion(dada(programada()), pedido, ctx);
    expect(e.datos).toMatchObject({
      fechaEvolucion: HOY,
      atrasada: false,
      estrategias: [{ id: 'e1', descripcion: 'Juego simbólico' }],
      estadoPaciente: 'Tranquilo',
    });
    expect(dada(programada(), e).estado).toBe(1);
  });
  it('una sesión futura: "No se puede ingresar la evolución porque la fecha del evento es superior a la fecha actual"', () => {
    expect(rechazo(() => decidirEvolucion(dada(programada({ fecha: '2026-11-21' })), pedido, ctx))).toBe(
      'No se puede ingresar la evolución porque la fecha del evento es superior a la fecha actual',
    );
  });
  it('una sesión pasada queda atrasada (se paga a la mitad)', () => {
    expect(decidirEvolucion(dada(programada({ fecha: '2026-11-18' })), pedido, ctx)[0].datos.atrasada).toBe(true);
  });
  it('"Faltan campos por llenar" sin estrategias, estado o descripción; largos 200 y 1000', () => {
    for (const falta of [{ estrategias: [] }, { estadoPaciente: ' ' }, { evolucion: '' }]) {
      expect(rechazo(() => decidirEvolucion(dada(programada()), { ...pedido, ...falta }, ctx))).toBe('Faltan campos por llenar');
    }
    expect(rechazo(() => decidirEvolucion(dada(programada()), { ...pedido, estadoPaciente: 'x'.repeat(201) }, ctx))).toBe(M.estadoPacienteLargo);
    expect(decidirEvolucion(dada(programada()), { ...pedido, estadoPaciente: 'x'.repeat(200), evolucion: 'y'.repeat(1000) }, ctx)).toHaveLength(1);
    expect(rechazo(() => decidirEvolucion(dada(programada()), { ...pedido, evolucion: 'y'.repeat(1001) }, ctx))).toBe(M.evolucionLarga);
  });
  it('estrategias del catálogo de su especialidad; solo su terapeuta; una CYT no se evoluciona', () => {
    expect(rechazo(() => decidirEvolucion(dada(programada()), { ...pedido, estrategias: ['otra'] }, ctx))).toBe(M.estrategiaInvalida);
    expect(rechazo(() => decidirEvolucion(dada(programada()), pedido, { ...ctx, usuarioId: 't2' }))).toBe(M.soloSuTerapeuta);
    expect(rechazo(() => decidirEvolucion(dada(programada({ tipo: 'CYT' })), pedido, ctx))).toBe(M.cytNoSeEvoluciona);
  });
  it('una evaluación necesita motivo, impresión y plan en la historia', () => {
    const evaluacion = dada(programada({ tipo: 'Evaluacion' }));
    expect(
      rechazo(() => decidirEvolucion(evaluacion, { evolucion: 'Valoración inicial' }, { ...ctx, historia: { motivos: true, impresion: false, plan: false } })),
    ).toBe(
      'La evaluación no se puede evolucionar: la historia clínica no tiene impresión diagnóstica, plan de tratamiento. Complételos en el módulo de historia clínica',
    );
    expect(
      decidirEvolucion(evaluacion, { evolucion: 'Valoración inicial' }, { ...ctx, historia: { motivos: true, impresion: true, plan: true } }),
    ).toHaveLength(1);
  });
});
