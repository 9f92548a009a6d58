import type { Agregado } from '@avanti/libs/dominio/agregado';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { relojFijo } from '@avanti/libs/clock/reloj';
import { EjecutorDeComandos } from '@avanti/api/infrastructure/comandos/ejecutor';
import { abrirBaseDePrueba, motoresDisponibles, type BaseDePrueba } from '../support/bases-de-datos.js';
import { metadataDePrueba } from '../support/metadata.js';

/**
 * Contention on one shared stream (a coverage line every scheduler debits) must never reach the user
 * as a conflict while the rule allows the change, and must never let the rule be broken.
 */

type EventoLinea = { tipo: 'LineaAbierta'; datos: { sesiones: number | null } } | { tipo: 'SesionDescontada'; datos: { sesion: string } };
const linea: Agregado<{ disponibles: number; descontadas: number }, EventoLinea> = {
  inicial: { disponibles: 0, descontadas: 0 },
  evolucionar: (s, e) =>
    e.tipo === 'LineaAbierta'
      ? { disponibles: e.datos.sesiones ?? Number.MAX_SAFE_INTEGER, descontadas: 0 }
      : { disponibles: s.disponibles - 1, descontadas: s.descontadas + 1 },
};
type EventoSesion = { tipo: 'SesionAgendada'; datos: { linea: string } };
const sesion: Agregado<{ agendada: boolean }, EventoSesion> = { inicial: { agendada: false }, evolucionar: () => ({ agendada: true }) };

const SIN_CUPO = 'La autorización no tiene sesiones disponibles';

const motores = await motoresDisponibles();

describe.each(motores)('decisiones concurrentes sobre un stream compartido en %s', (motor) => {
  let base: BaseDePrueba;
  let store: PostgresEventStore;
  let ejecutores: EjecutorDeComandos[];
  beforeAll(async () => {
    base = await abrirBaseDePrueba(motor, 60);
    store = new PostgresEventStore(base.db);
    // The executor the api's handlers use, with its default retry policy; five of them, each on its own
    // store, as five api processes would be: within one they take turns, between them versions collide.
    ejecutores = Array.from({ length: 5 }, () => new EjecutorDeComandos(new PostgresEventStore(base.db), relojFijo('2026-11-22T15:00:00.000Z')));
  });
  afterAll(() => base.cerrar());

  const abrir = (id: string, sesiones: number | null) =>
    store.anexar([{ streamId: id, versionEsperada: 0, eventos: [{ tipo: 'LineaAbierta', datos: { sesiones } }] }], metadataDePrueba);

  /** Schedule a session (its own new stream) and debit the line, decided on both states together. */
  let turno = 0;
  const agendar = (lineaId: string, sesionId: string) =>
    ejecutores[turno++ % ejecutores.length].ejecutarEnVarios({
      streams: { linea: { streamId: lineaId, agregado: linea }, sesion: { streamId: sesionId, agregado: sesion } },
      decidir: ({ linea: l, sesion: s }) => {
        if (s.agendada) throw new ReglaIncumplida('La sesión ya está agendada');
        if (l.disponibles <= 0) throw new ReglaIncumplida(SIN_CUPO);
        return {
          eventos: {
            linea: [{ tipo: 'SesionDescontada', datos: { sesion: sesionId } }],
            sesion: [{ tipo: 'SesionAgendada', datos: { linea: lineaId } }],
          },
        };
      },
      contexto: { usuario: null, correlacionId: `c-${sesionId}`, causacionId: null, ip: '127.0.0.1' },
    });

  it('50 decisiones simultáneas, todas permitidas, todas se confirman', async () => {
    await abrir('linea-abierta', null);
    const resultados = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => agendar('linea-abierta', `sesion-a-${i}`)));
    const fallidas = resultados.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason));
    expect(fallidas).toEqual([]);
    const historia = await store.leerStream('linea-abierta');
    expect(historia.length).toBe(51);
    expect(historia.map((e) => e.version)).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
    expect(new Set(historia.slice(1).map((e) => (e.datos as { sesion: string }).sesion)).size).toBe(50);
  });

  it('N descuentos simultáneos de una línea con K < N sesiones: exactamente K pasan, el resto recibe el rechazo del negocio', async () => {
    const K = 12;
    const N = 40;
    await abrir('linea-limitada', K);
    const resultados = await Promise.allSettled(Array.from({ length: N }, (_, i) => agendar('linea-limitada', `sesion-b-${i}`)));
    const confirmadas = resultados.filter((r) => r.status === 'fulfilled');
    const rechazos = resultados.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as Error);
    expect(confirmadas.length).toBe(K);
    expect(rechazos.map((e) => e.message)).toEqual(Array(N - K).fill(SIN_CUPO));
    const historia = await store.leerStream('linea-limitada');
    const estado = historia.reduce((s, e) => linea.evolucionar(s, e as unknown as EventoLinea), linea.inicial);
    expect(estado).toEqual({ disponibles: 0, descontadas: K });
    const agendadas = await Promise.all(Array.from({ length: N }, (_, i) => store.leerStream(`sesion-b-${i}`)));
    expect(agendadas.filter((h) => h.length > 0).length).toBe(K);
  });
});
