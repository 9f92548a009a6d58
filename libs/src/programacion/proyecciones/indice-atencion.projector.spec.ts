import { asc } from 'drizzle-orm';
import { conectar, type BaseDeDatos } from '../../database/conexion.js';
import { atencionDiaria } from '../../database/schema/index.js';
import type { EventoAlmacenado } from '../../eventstore/tipos.js';
import { indiceDeAtencion } from '../lecturas/indice-atencion.js';
import { proyectorIndiceAtencion } from './indice-atencion.projector.js';

let posicion = 0;
const evento = (tipo: string, datos: { id: string } & Record<string, unknown>): EventoAlmacenado => ({
  posicion: ++posicion,
  transaccion: String(posicion),
  streamId: `sesion-${datos.id}`,
  version: posicion,
  tipo,
  datos,
  metadata: {
    usuarioId: 'u',
    usuario: 'admin',
    rol: 1,
    sede: 'principal',
    correlacionId: 'c',
    causacionId: null,
    ip: null,
    fecha: '2026-11-22T15:00:00.000Z',
    versionEsquema: 1,
  },
  registradoEn: new Date('2026-11-22T15:00:00.000Z'),
});
const programada = (id: string, pacienteId: string, fecha: string) =>
  evento('SesionProgramada', { id, pacienteId, fecha, horaInicio: '08:00', horaFin: '08:30' });

describe('proyector del índice de atención: eventos de sesión → realizadas y canceladas por paciente y día', () => {
  let base: BaseDeDatos;
  beforeAll(async () => {
    base = await conectar({});
  });
  afterAll(() => base.cerrar());
  const aplicar = async (...eventos: EventoAlmacenado[]) => {
    for (const e of eventos) await proyectorIndiceAtencion.aplicar(base.db, e);
  };

  it('cuenta evolucionadas y CYT aceptadas como realizadas, las canceladas aparte; una programada pendiente no cuenta', async () => {
    await aplicar(
      programada('s1', 'ana', '2026-11-02'),
      programada('s2', 'ana', '2026-11-02'),
      programada('s3', 'ana', '2026-11-03'),
      programada('s4', 'ana', '2026-11-03'),
      programada('s5', 'ana', '2026-11-04'),
      programada('s6', 'luis', '2026-11-02'),
      evento('EvolucionRegistrada', { id: 's1' }),
      evento('CytAceptada', { id: 's2' }),
      evento('SesionCancelada', { id: 's3' }),
      evento('EvolucionRegistrada', { id: 's4' }),
      // A repeated event changes nothing.
      evento('EvolucionRegistrada', { id: 's4' }),
      evento('SesionCancelada', { id: 's6' }),
      // Schedule and therapist changes are not its events: the day stays.
    );
    expect(await base.db.select().from(atencionDiaria).orderBy(asc(atencionDiaria.pacienteId), asc(atencionDiaria.fecha))).toEqual([
      { pacienteId: 'ana', fecha: '2026-11-02', realizadas: 2, canceladas: 0 },
      { pacienteId: 'ana', fecha: '2026-11-03', realizadas: 1, canceladas: 1 },
      { pacienteId: 'luis', fecha: '2026-11-02', realizadas: 0, canceladas: 1 },
    ]);
    expect(proyectorIndiceAtencion.tipos).not.toContain('HorarioSesionCambiado');
  });

  it('una sesión realizada que luego se cancela pasa de realizadas a canceladas en su día', async () => {
    await aplicar(programada('s7', 'eva', '2026-11-10'), evento('EvolucionRegistrada', { id: 's7' }), evento('SesionCancelada', { id: 's7' }));
    const [fila] = (await base.db.select().from(atencionDiaria)).filter((f) => f.pacienteId === 'eva');
    expect(fila).toEqual({ pacienteId: 'eva', fecha: '2026-11-10', realizadas: 0, canceladas: 1 });
  });

  it('el índice: realizadas ÷ (realizadas + canceladas) en los 90 días antes de la fecha, -- sin ninguna', async () => {
    // Ana: 3 done and 1 cancelled → 75 %. Luis: 0 of 1 → 0 %. Nadie: null ('--').
    const hoy = await indiceDeAtencion(base.db, ['ana', 'luis', 'nadie'], '2026-11-20');
    expect(Object.fromEntries(hoy)).toEqual({ ana: 75, luis: 0, nadie: null });
    // 2026-11-02 is the 90th day before 2027-01-31 (inside); a day later it falls out of the window.
    expect((await indiceDeAtencion(base.db, ['luis'], '2027-01-31')).get('luis')).toBe(0);
    expect((await indiceDeAtencion(base.db, ['luis'], '2027-02-01')).get('luis')).toBeNull();
    // Sessions after the date do not count.
    expect((await indiceDeAtencion(base.db, ['ana'], '2026-11-02')).get('ana')).toBe(100);
    expect(await indiceDeAtencion(base.db, [], '2026-11-20')).toEqual(new Map());
  });
});
