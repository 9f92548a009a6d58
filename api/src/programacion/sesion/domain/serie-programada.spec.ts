import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { plegar } from '@avanti/libs/dominio/agregado';
import type { DatosSesionProgramada, EventoSesion } from '@avanti/libs/programacion/eventos';
import { generarPorEspecialidad } from './por-especialidad.js';
import { generarSerie, MENSAJES_FIN } from './serie.js';
import { aplicarElecciones, marcarConflictos, MENSAJES_ELECCION, verificarSerie, type FechaGenerada, type QuienesDeSerie } from './serie-programada.js';
import { agregadoSesion, decidirMovimiento, MENSAJES_SESION as M, type SesionOcupada } from './sesion.js';

const HOY = '2026-11-20'; // a Friday
const rechazo = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof ReglaIncumplida) return e.message;
    throw e;
  }
  return null;
};
const lunesYJueves = [
  { dia: 1, horaInicio: '08:00', horaFin: '08:30' },
  { dia: 4, horaInicio: '08:00', horaFin: '08:30' },
];

describe('una serie termina tras N sesiones o en una fecha (issue 27 item 6)', () => {
  it('tras N sesiones: exactamente N fechas, sin aviso de parada', () => {
    const v = generarSerie({ desde: '2026-11-23', dias: lunesYJueves, sesiones: 5 }, { hoy: HOY, restantes: 40, vencimiento: null });
    expect(v.fechas.map((f) => f.fecha)).toEqual(['2026-11-23', '2026-11-26', '2026-11-30', '2026-12-03', '2026-12-07']);
    expect(v.detenida).toBeNull();
  });

  it('en una fecha: la fecha final incluida, nada después', () => {
    const v = generarSerie({ desde: '2026-11-23', dias: lunesYJueves, hasta: '2026-12-03' }, { hoy: HOY, restantes: 40, vencimiento: null });
    expect(v.fechas.map((f) => f.fecha)).toEqual(['2026-11-23', '2026-11-26', '2026-11-30', '2026-12-03']);
    expect(v.detenida).toBeNull();
  });

  it('si la bolsa se agota antes de N, lo dice con la cuenta', () => {
    const v = generarSerie({ desde: '2026-11-23', dias: lunesYJueves, sesiones: 5 }, { hoy: HOY, restantes: 3, vencimiento: null });
    expect(v.fechas).toHaveLength(3);
    expect(v.detenida).toContain(MENSAJES_FIN.incompleta(3, 5));
  });

  it('sin fin elegido sigue como antes: mientras quede bolsa', () => {
    const v = generarSerie({ desde: '2026-11-23', dias: lunesYJueves }, { hoy: HOY, restantes: 4, vencimiento: null });
    expect(v.fechas).toHaveLength(4);
    expect(v.detenida).toMatch(/se agotan las 4 sesiones/);
  });

  it('rechaza dos fines a la vez, una fecha final imposible o anterior al inicio y una cantidad fuera de 1..120', () => {
    const limites = { hoy: HOY, restantes: 40, vencimiento: null };
    expect(rechazo(() => generarSerie({ desde: '2026-11-23', dias: lunesYJueves, sesiones: 3, hasta: '2026-12-31' }, limites))).toBe(MENSAJES_FIN.dosFines);
    expect(rechazo(() => generarSerie({ desde: '2026-11-23', dias: lunesYJueves, hasta: '2026-02-30' }, limites))).toBe(MENSAJES_FIN.hastaInvalida);
    expect(rechazo(() => generarSerie({ desde: '2026-11-23', dias: lunesYJueves, hasta: '2026-11-22' }, limites))).toBe(MENSAJES_FIN.hastaAntes);
    expect(rechazo(() => generarSerie({ desde: '2026-11-23', dias: lunesYJueves, sesiones: 0 }, limites))).toBe(MENSAJES_FIN.cantidadInvalida);
  });

  it('por especialidad también termina en una fecha', () => {
    const v = generarPorEspecialidad(
      { especialidad: 2, desde: '2026-11-23', dias: lunesYJueves, hasta: '2026-11-30' },
      { hoy: HOY, lineas: [{ coberturaId: 'c1', lineaId: '1', codigo: 'A', restantes: 20, vencimiento: null }], especialidadNombre: 'Fisioterapia' },
    );
    expect(v.fechas.map((f) => f.fecha)).toEqual(['2026-11-23', '2026-11-26', '2026-11-30']);
    expect(v.detenida).toBeNull();
  });
});

const generada = (fecha: string, extra: Partial<FechaGenerada> = {}): FechaGenerada => ({
  fecha,
  horaInicio: '08:00',
  horaFin: '08:30',
  unidades: 1,
  coberturaId: 'c1',
  lineaId: '1',
  codigo: 'EPS-AUT1',
  vencimiento: '2027-03-01',
  ...extra,
});
const quienes: QuienesDeSerie = {
  terapeutaId: 't1',
  terapeutaNombre: 'LUIS DÍAZ',
  pacienteId: 'p1',
  pacienteNombre: 'ANA PÉREZ (CC 1)',
  sede: 'principal',
  visible: (s) => s === 'principal',
};
const ocupada = (extra: Partial<SesionOcupada> = {}): SesionOcupada => ({
  id: 'o1',
  fecha: '2026-11-26',
  horaInicio: '08:00',
  horaFin: '08:30',
  terapeutaId: 't1',
  terapeutaNombre: 'LUIS DÍAZ',
  pacienteId: 'p9',
  pacienteNombre: 'EVA RÍOS (CC 9)',
  sede: 'norte',
  sedeNombre: 'Sede Norte',
  ...extra,
});
const SERIE = ['2026-11-23', '2026-11-26', '2026-11-30'].map((f) => generada(f));
const vistaDe = (elecciones: Parameters<typeof aplicarElecciones>[1], ocupadas: SesionOcupada[]) =>
  marcarConflictos(aplicarElecciones(SERIE, elecciones, HOY), ocupadas, quienes, { festivosOmitidos: [], detenida: null });
const refusal = (elecciones: Parameters<typeof aplicarElecciones>[1], ocupadas: SesionOcupada[]) =>
  rechazo(() => verificarSerie(aplicarElecciones(SERIE, elecciones, HOY).fechas, ocupadas, quienes));

describe('los cruces antes, no después (issue 27 item 5): la vista previa marca lo que Programar rechazaría', () => {
  it('una sesión de otra sede se nombra por sede, terapeuta y hora, sin el paciente; Programar la rechaza con ese mensaje', () => {
    const v = vistaDe([], [ocupada()]);
    expect(v.conConflicto).toBe(1);
    const marcada = v.fechas.find((f) => f.conflictos.length > 0)!;
    expect(marcada.fecha).toBe('2026-11-26');
    expect(marcada.conflictos).toEqual([
      {
        motivo: 'terapeuta',
        fecha: '2026-11-26',
        horaInicio: '08:00',
        horaFin: '08:30',
        sedeNombre: 'Sede Norte',
        terapeutaNombre: 'LUIS DÍAZ',
        pacienteNombre: null,
      },
    ]);
    expect(marcada.mantenible).toBe(false);
    const mensaje = refusal([], [ocupada()]);
    expect(mensaje).toBe('Cruce de horario: LUIS DÍAZ ya tiene una sesión el 2026-11-26 de 08:00 a 08:30 en Sede Norte');
    expect(mensaje).not.toContain('EVA');
  });

  it('omitir o mover la fecha en cruce la resuelve: vista sin cruces y Programar no rechaza', () => {
    for (const eleccion of [
      { fecha: '2026-11-26', accion: 'omitir' as const },
      { fecha: '2026-11-26', accion: 'mover' as const, fechaNueva: '2026-11-27' },
    ]) {
      const v = vistaDe([eleccion], [ocupada()]);
      expect(v.conConflicto).toBe(0);
      expect(refusal([eleccion], [ocupada()])).toBeNull();
    }
    expect(vistaDe([{ fecha: '2026-11-26', accion: 'omitir' }], [ocupada()]).omitidas).toEqual(['2026-11-26']);
    const movida = vistaDe([{ fecha: '2026-11-26', accion: 'mover', fechaNueva: '2026-11-27', horaInicio: '10:00', horaFin: '10:30' }], [ocupada()]).fechas[1];
    expect(movida).toMatchObject({ fecha: '2026-11-27', fechaOriginal: '2026-11-26', horaInicio: '10:00', horaFin: '10:30', accion: 'mover', conflictos: [] });
  });

  it('mantener solo vale para una sesión grupal (mismo terapeuta, misma sede); en otra sede sigue en cruce', () => {
    const misma = ocupada({ sede: 'principal', sedeNombre: 'Sede Principal' });
    const v = vistaDe([{ fecha: '2026-11-26', accion: 'mantener' }], [misma]);
    expect(v.fechas[1].mantenible).toBe(true);
    expect(v.fechas[1].conflictos[0].pacienteNombre).toBe('EVA RÍOS (CC 9)');
    expect(v.conConflicto).toBe(0);
    expect(refusal([{ fecha: '2026-11-26', accion: 'mantener' }], [misma])).toBeNull();
    expect(vistaDe([{ fecha: '2026-11-26', accion: 'mantener' }], [ocupada()]).conConflicto).toBe(1);
    expect(refusal([{ fecha: '2026-11-26', accion: 'mantener' }], [ocupada()])).toMatch(/^Cruce de horario/);
    // The same patient with another therapist at that time is no group session.
    const delPaciente = ocupada({ terapeutaId: 't2', terapeutaNombre: 'OTRO', pacienteId: 'p1', sede: 'principal' });
    expect(vistaDe([{ fecha: '2026-11-26', accion: 'mantener' }], [delPaciente]).conConflicto).toBe(1);
  });

  it('en todo caso la vista previa y el comando coinciden: hay cruces sin resolver si y solo si Programar rechaza', () => {
    const casos: [Parameters<typeof aplicarElecciones>[1], SesionOcupada[]][] = [
      [[], []],
      [[], [ocupada()]],
      [[], [ocupada({ fecha: '2026-11-23', horaInicio: '08:15', horaFin: '08:45' })]],
      [[], [ocupada({ horaInicio: '08:30', horaFin: '09:00' })]],
      [[], [ocupada({ terapeutaId: 't2', pacienteId: 'p1', sede: 'principal' })]],
      [[{ fecha: '2026-11-23', accion: 'mover', fechaNueva: '2026-11-26' }], []],
      [
        [
          { fecha: '2026-11-23', accion: 'mover', fechaNueva: '2026-11-26' },
          { fecha: '2026-11-26', accion: 'mantener' },
        ],
        [],
      ],
      [[{ fecha: '2026-11-30', accion: 'mantener' }], [ocupada({ fecha: '2026-11-30', sede: 'principal' })]],
      [[{ fecha: '2026-11-26', accion: 'omitir' }], [ocupada(), ocupada({ id: 'o2', fecha: '2026-11-30' })]],
    ];
    for (const [elecciones, ocupadas] of casos) {
      const v = vistaDe(elecciones, ocupadas);
      expect({ elecciones, marcadas: v.conConflicto > 0 }).toEqual({ elecciones, marcadas: refusal(elecciones, ocupadas) !== null });
    }
  });

  it('una fecha movida a la de otra de la serie choca con ella, y la vista previa lo marca', () => {
    const v = vistaDe([{ fecha: '2026-11-23', accion: 'mover', fechaNueva: '2026-11-26' }], []);
    expect(v.conConflicto).toBe(1);
    expect(v.fechas[1].conflictos[0]).toMatchObject({ motivo: 'terapeuta', pacienteNombre: 'ANA PÉREZ (CC 1)' });
  });

  it('las elecciones se comprueban: una fecha ajena, mover sin día, a un festivo, al pasado o tras el vencimiento', () => {
    expect(rechazo(() => aplicarElecciones(SERIE, [{ fecha: '2026-11-24', accion: 'omitir' }], HOY))).toBe(MENSAJES_ELECCION.fechaAjena('2026-11-24'));
    expect(rechazo(() => aplicarElecciones(SERIE, [{ fecha: '2026-11-26', accion: 'mover' }], HOY))).toBe(MENSAJES_ELECCION.sinFechaNueva);
    expect(rechazo(() => aplicarElecciones(SERIE, [{ fecha: '2026-11-26', accion: 'mover', fechaNueva: '2026-12-08' }], HOY))).toMatch(
      /^El 2026-12-08 es festivo/,
    );
    expect(rechazo(() => aplicarElecciones(SERIE, [{ fecha: '2026-11-26', accion: 'mover', fechaNueva: '2026-11-19' }], HOY))).toBe(M.fechaPasada);
    expect(rechazo(() => aplicarElecciones(SERIE, [{ fecha: '2026-11-26', accion: 'mover', fechaNueva: '2027-04-01' }], HOY))).toBe(
      M.fechaVencida('2027-03-01'),
    );
    expect(
      rechazo(() =>
        verificarSerie(
          aplicarElecciones(
            SERIE,
            SERIE.map((g) => ({ fecha: g.fecha, accion: 'omitir' as const })),
            HOY,
          ).fechas,
          [],
          quienes,
        ),
      ),
    ).toBe(MENSAJES_ELECCION.todasOmitidas);
  });
});

const datos = (extra: Partial<DatosSesionProgramada> = {}): DatosSesionProgramada => ({
  id: 's1',
  pacienteId: 'p1',
  pacienteNombre: 'ANA PÉREZ (CC 1)',
  pacienteDocumento: 'CC 1',
  coberturaId: 'c1',
  coberturaCodigo: 'EPS-AUT1',
  formato: 1,
  lineaId: '1',
  entidadNombre: 'SURA',
  servicio: 2,
  especialidad: 'Fisioterapia',
  terapeutaId: 't1',
  terapeutaNombre: 'LUIS DÍAZ',
  fecha: '2026-11-23',
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
const dada = (...eventos: EventoSesion[]) => plegar(agregadoSesion, eventos);

describe('mover una sesión a otro día (issue 27 item 7): las reglas del diálogo', () => {
  const limites = { hoy: HOY, vencimiento: '2026-12-31' };
  it('otro día y hora: el evento lleva la fecha anterior y la sesión queda en el nuevo día', () => {
    const s = dada({ tipo: 'SesionProgramada', datos: datos() });
    const { eventos, delta } = decidirMovimiento(s, { fecha: '2026-11-25', horaInicio: '10:00', horaFin: '10:30' }, limites);
    expect(eventos[0].datos).toMatchObject({
      fecha: '2026-11-25',
      fechaAnterior: '2026-11-23',
      horaInicioAnterior: '08:00',
      horaInicio: '10:00',
      horaFin: '10:30',
      unidades: 1,
    });
    expect(delta).toBe(0);
    expect(dada({ tipo: 'SesionProgramada', datos: datos() }, ...eventos).datos).toMatchObject({ fecha: '2026-11-25', horaInicio: '10:00' });
  });

  it('el mismo día solo cambia la hora (sin fecha anterior), y la duración mueve la bolsa', () => {
    const { eventos, delta } = decidirMovimiento(
      dada({ tipo: 'SesionProgramada', datos: datos() }),
      { fecha: '2026-11-23', horaInicio: '09:00', horaFin: '10:00' },
      limites,
    );
    expect(eventos[0].datos.fechaAnterior).toBeUndefined();
    expect(delta).toBe(1);
  });

  it('rechaza lo que el diálogo rechaza y una fecha fuera de hoy..vencimiento', () => {
    const s = dada({ tipo: 'SesionProgramada', datos: datos() });
    expect(rechazo(() => decidirMovimiento(s, { fecha: '2026-11-23', horaInicio: '08:00', horaFin: '08:30' }, limites))).toBe(M.mismoHorario);
    expect(rechazo(() => decidirMovimiento(s, { fecha: '2026-11-19', horaInicio: '08:00', horaFin: '08:30' }, limites))).toBe(M.fechaPasada);
    expect(rechazo(() => decidirMovimiento(s, { fecha: '2027-01-04', horaInicio: '08:00', horaFin: '08:30' }, limites))).toBe(M.fechaVencida('2026-12-31'));
    expect(rechazo(() => decidirMovimiento(s, { fecha: '2026-11-24', horaInicio: '09:00', horaFin: '08:30' }, limites))).toBe(M.finAntesDeInicio);
    expect(
      rechazo(() =>
        decidirMovimiento(
          dada({ tipo: 'SesionProgramada', datos: datos({ tipo: 'CYT' }) }),
          { fecha: '2026-11-24', horaInicio: '08:00', horaFin: '08:30' },
          limites,
        ),
      ),
    ).toBe(M.cytSinCambios);
    const cancelada = dada(
      { tipo: 'SesionProgramada', datos: datos() },
      {
        tipo: 'SesionCancelada',
        datos: {
          id: 's1',
          pacienteNombre: 'A',
          fecha: '2026-11-23',
          horaInicio: '08:00',
          motivo: 'Clima',
          canceladaPor: 'x',
          coberturaId: 'c1',
          lineaId: '1',
          unidades: 1,
        },
      },
    );
    expect(rechazo(() => decidirMovimiento(cancelada, { fecha: '2026-11-24', horaInicio: '08:00', horaFin: '08:30' }, limites))).toBe(M.soloPendientes);
  });
});
