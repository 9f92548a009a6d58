import { conectar, type BaseDeDatos } from '../database/conexion.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { CHECKPOINT_INICIAL, ConflictoDeVersion } from './tipos.js';
import { metadataDePrueba } from '../../../test/support/metadata.js';

const meta = metadataDePrueba;

describe('PostgresEventStore en PGlite', () => {
  let base: BaseDeDatos;
  let store: PostgresEventStore;

  beforeAll(async () => {
    base = await conectar({});
    store = new PostgresEventStore(base.db);
  });
  afterAll(() => base.cerrar());

  it('anexa, lee el stream en orden y guarda la metadata', async () => {
    await store.anexar(
      [
        {
          streamId: 'a-1',
          versionEsperada: 0,
          eventos: [
            { tipo: 'X', datos: { n: 1 } },
            { tipo: 'Y', datos: { n: 2 } },
          ],
        },
      ],
      meta,
    );
    const eventos = await store.leerStream('a-1');
    expect(eventos.map((e) => [e.tipo, e.version, e.datos])).toEqual([
      ['X', 1, { n: 1 }],
      ['Y', 2, { n: 2 }],
    ]);
    expect(eventos[0].metadata).toMatchObject({ usuario: 'admin', rol: 1, ip: '127.0.0.1', versionEsquema: 1 });
  });

  it('rechaza una versión esperada que ya no es la del stream', async () => {
    await store.anexar([{ streamId: 'a-2', versionEsperada: 0, eventos: [{ tipo: 'X', datos: {} }] }], meta);
    await expect(store.anexar([{ streamId: 'a-2', versionEsperada: 0, eventos: [{ tipo: 'X', datos: {} }] }], meta)).rejects.toBeInstanceOf(ConflictoDeVersion);
    await store.anexar([{ streamId: 'a-2', versionEsperada: 1, eventos: [{ tipo: 'Z', datos: {} }] }], meta);
    // A stale read: someone appended after version 1 was read.
    await expect(store.anexar([{ streamId: 'a-2', versionEsperada: 1, eventos: [{ tipo: 'Y', datos: {} }] }], meta)).rejects.toBeInstanceOf(ConflictoDeVersion);
    await expect(
      store.anexar(
        [
          {
            streamId: 'a-2',
            versionEsperada: 1,
            eventos: [
              { tipo: 'Y', datos: {} },
              { tipo: 'Y', datos: {} },
            ],
          },
        ],
        meta,
      ),
    ).rejects.toBeInstanceOf(ConflictoDeVersion);
    expect((await store.leerStream('a-2')).map((e) => e.tipo)).toEqual(['X', 'Z']);
    expect((await store.leerStream('a-2')).map((e) => e.transaccion)).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)]);
  });

  it('anexa varios streams en una transacción: si uno falla no queda ninguno', async () => {
    await expect(
      store.anexar(
        [
          { streamId: 'b-1', versionEsperada: 0, eventos: [{ tipo: 'X', datos: {} }] },
          { streamId: 'a-2', versionEsperada: 0, eventos: [{ tipo: 'X', datos: {} }] },
        ],
        meta,
      ),
    ).rejects.toBeInstanceOf(ConflictoDeVersion);
    expect(await store.leerStream('b-1')).toEqual([]);
  });

  it('lee todo desde un checkpoint en orden de confirmación', async () => {
    const todos = await store.leerDesde(CHECKPOINT_INICIAL, 100);
    expect(todos.length).toBe(4);
    const despues = await store.leerDesde({ transaccion: todos[1].transaccion, posicion: todos[1].posicion }, 100);
    expect(despues.map((e) => e.posicion)).toEqual(todos.slice(2).map((e) => e.posicion));
  });
});
