import { randomUUID } from 'node:crypto';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { Db } from '@avanti/libs/database/conexion';
import { streamEspecialidad, type EspecialidadDefinida } from '@avanti/libs/coberturas/eventos';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import { listarEspecialidades } from '@avanti/libs/coberturas/lecturas/coberturas';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { conPacientesDemo } from '../../admisiones/siembra/siembra-admisiones.js';
import { sembrarCoberturasDemo } from './coberturas-demo.js';

/**
 * The five specialties of the spec (codes 2 to 6) with the CUPS codes seen in public Colombian sources
 * (shared/data/README.md; to verify against the official table before billing). Special education has
 * no public CUPS code: an administrator loads it.
 */
export const ESPECIALIDADES_INICIALES: EspecialidadDefinida['datos'][] = [
  { codigo: 2, nombre: 'Fisioterapia', cups: '931001' },
  { codigo: 3, nombre: 'Fonoaudiología', cups: '937000' },
  { codigo: 4, nombre: 'Terapia ocupacional', cups: '938303' },
  { codigo: 5, nombre: 'Educación especial', cups: null },
  { codigo: 6, nombre: 'Psicología', cups: '943102' },
];

/** The specialties catalogue, once, in one append; then, with the demo patients, their demo coverage and rates. */
export async function sembrarCoberturas(
  deps: { store: EventStore; db: Db; reloj: Reloj; config?: Configuracion },
  fase: (nombre: string) => void = () => undefined,
): Promise<void> {
  await sembrarEspecialidades(deps);
  if (deps.config && conPacientesDemo(deps.config)) {
    await sembrarCoberturasDemo(deps);
    fase('coberturas de demostración');
  }
}

async function sembrarEspecialidades(deps: { store: EventStore; db: Db; reloj: Reloj }): Promise<void> {
  if ((await listarEspecialidades(deps.db)).length > 0) return;
  await deps.store.anexar(
    ESPECIALIDADES_INICIALES.map((datos) => ({
      streamId: streamEspecialidad(datos.codigo),
      versionEsperada: 0,
      eventos: [{ tipo: 'EspecialidadDefinida', datos }],
    })),
    {
      usuarioId: null,
      usuario: 'sistema',
      rol: null,
      sede: null,
      correlacionId: randomUUID(),
      causacionId: null,
      ip: null,
      fecha: deps.reloj.ahora().toISOString(),
      versionEsquema: 1,
    },
  );
}
