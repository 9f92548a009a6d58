import { conectar, type BaseDeDatos } from '../database/conexion.js';
import { PostgresEventStore } from '../eventstore/postgres-event-store.js';
import type { MetadataEvento } from '../eventstore/tipos.js';
import type { Agregado } from './agregado.js';
import { decidirEnVarios, MENSAJE_CONFLICTO } from './decision.js';
import { ReglaIncumplida } from './errores.js';

const meta: MetadataEvento = {
  usuarioId: 'u1',
  usuario: 'admin',
  rol: 1,
  sede: 's1',
  correlacionId: 'c1',
  causacionId: null,
  ip: '127.0.0.1',
  fecha: '2026-11-22T10:00:00.000Z',
  versionEsquema: 1,
};

type EventoCupo = { tipo: 'CupoAbierto'; datos: { sesiones: number } } | { tipo: 'SesionDescontada'; datos: { sesion: string } };
const cupo: Agregado<{ disponibles: number }, EventoCupo> = {
  inicial: { disponibles: 0 },
  evolucionar: (s, e) => (e.tipo === 'CupoAbierto' ? { disponibles: e.datos.sesiones } : { disponibles: s.disponibles - 1 }),
};
type EventoSesion = { tipo: 'SesionAgendada'; datos: { cupo: string } };
const sesion: Agregado<{ agendada: boolean }, EventoSesion> = { inicial: { agendada: false }, evolucionar: () => ({ agendada: true }) };

describe('decidir sobre varios streams', () => {
  let base: BaseDeDatos;
  let store: PostgresEventStore;
  beforeAll(async () => {
    base = await conectar({});
    store = new PostgresEventStore(base.db);
  });
  afterAll(() => base.cerrar());

  const agendar = (cupoId: string, sesionId: string) =>
    decidirEnVarios(store, {
      streams: { cupo: { streamId: cupoId, agregado: cupo }, sesion: { streamId: sesionId, agregado: sesion } },
      decidir: ({ cupo: c, sesion: s }) => {
        if (s.agendada) throw new ReglaIncumplida('La sesión ya está agendada');
        if (c.disponibles <= 0) throw new ReglaIncumplida('La autorización no tiene sesiones disponibles');
        return {
          eventos: {
            cupo: [{ tipo: 'SesionDescontada', datos: { sesion: sesionId } }],
            sesion: [{ tipo: 'SesionAgendada', datos: { cupo: cupoId } }],
          },
        };
      },
      metadata: () => meta,
    });

  /** The real store, with another writer's append slipped in before each of the first `veces` appends. */
  const conOtroEscritor = (veces: number, otro: () => Promise<unknown>): Pick<PostgresEventStore, 'leerStream' | 'anexar'> => ({
    leerStream: (id) => store.leerStream(id),
    anexar: async (cambios, m) => {
      if (veces-- > 0) await otro();
      return store.anexar(cambios, m);
    },
  });

  it('lee los dos streams, decide sobre ambos estados y anexa los dos con sus versiones', async () => {
    await store.anexar([{ streamId: 'cupo-1', versionEsperada: 0, eventos: [{ tipo: 'CupoAbierto', datos: { sesiones: 1 } }] }], meta);
    const anexados = await agendar('cupo-1', 'sesion-1');
    expect(anexados.map((e) => [e.streamId, e.version, e.tipo])).toEqual([
      ['cupo-1', 2, 'SesionDescontada'],
      ['sesion-1', 1, 'SesionAgendada'],
    ]);
    await expect(agendar('cupo-1', 'sesion-2')).rejects.toThrow('La autorización no tiene sesiones disponibles');
    expect(await store.leerStream('sesion-2')).toEqual([]);
  });

  it('ante otro escritor en uno de los streams vuelve a leer todo y decide otra vez con el estado nuevo', async () => {
    await store.anexar([{ streamId: 'cupo-2', versionEsperada: 0, eventos: [{ tipo: 'CupoAbierto', datos: { sesiones: 1 } }] }], meta);
    let intentos = 0;
    const otro = () => store.anexar([{ streamId: 'cupo-2', versionEsperada: 1, eventos: [{ tipo: 'SesionDescontada', datos: { sesion: 'otra' } }] }], meta);
    const intento = decidirEnVarios(conOtroEscritor(1, otro), {
      streams: { cupo: { streamId: 'cupo-2', agregado: cupo }, sesion: { streamId: 'sesion-3', agregado: sesion } },
      decidir: ({ cupo: c }) => {
        intentos++;
        if (c.disponibles <= 0) throw new ReglaIncumplida('La autorización no tiene sesiones disponibles');
        return {
          eventos: { cupo: [{ tipo: 'SesionDescontada', datos: { sesion: 'sesion-3' } }], sesion: [{ tipo: 'SesionAgendada', datos: { cupo: 'cupo-2' } }] },
        };
      },
      metadata: () => meta,
    });
    await expect(intento).rejects.toThrow('La autorización no tiene sesiones disponibles');
    expect(intentos).toBe(2);
    expect(await store.leerStream('sesion-3')).toEqual([]);
    expect((await store.leerStream('cupo-2')).length).toBe(2);
  });

  it('un conflicto en una clave que no se leyó es el rechazo que el comando elige', async () => {
    const reservar = (id: string) =>
      decidirEnVarios(store, {
        streams: { sesion: { streamId: id, agregado: sesion } },
        decidir: (_estados) => ({
          eventos: { sesion: [{ tipo: 'SesionAgendada', datos: { cupo: 'x' } }] },
          ademas: [{ streamId: 'clave-franja-lunes-8', versionEsperada: 0, eventos: [{ tipo: 'ClaveReservada', datos: {} }] }],
        }),
        metadata: () => meta,
        alChocarClave: (streamId) => (streamId === 'clave-franja-lunes-8' ? new ReglaIncumplida('La franja ya está ocupada') : null),
      });
    await reservar('sesion-4');
    await expect(reservar('sesion-5')).rejects.toThrow('La franja ya está ocupada');
    expect(await store.leerStream('sesion-5')).toEqual([]);
  });

  it('si la contención dura más que el plazo, responde el conflicto en español', async () => {
    await store.anexar([{ streamId: 'cupo-3', versionEsperada: 0, eventos: [{ tipo: 'CupoAbierto', datos: { sesiones: 1000 } }] }], meta);
    let intentos = 0;
    const inicio = Date.now();
    // Someone else always appends between the read and the append.
    const otro = () =>
      store.anexar([{ streamId: 'cupo-3', versionEsperada: 'cualquiera', eventos: [{ tipo: 'SesionDescontada', datos: { sesion: 'otro' } }] }], meta);
    const siempreAdelantado = decidirEnVarios(
      conOtroEscritor(Infinity, otro),
      {
        streams: { cupo: { streamId: 'cupo-3', agregado: cupo } },
        decidir: (_estados) => ({ eventos: { cupo: [{ tipo: 'SesionDescontada', datos: { sesion: `s${++intentos}` } }] } }),
        metadata: () => meta,
      },
      { plazoMs: 200, baseMs: 2, topeMs: 20 },
    );
    await expect(siempreAdelantado).rejects.toEqual(new ReglaIncumplida(MENSAJE_CONFLICTO, 'conflicto'));
    expect(intentos).toBeGreaterThan(1);
    expect(Date.now() - inicio).toBeLessThan(1000);
  });
});
