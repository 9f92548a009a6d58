/**
 * Durability of embedded PGlite (issue 8 item 10): N acknowledged event appends, one at a time, on a
 * PGlite data directory, either durable (the product's default: fsync reaches the disk) or as PGlite
 * ships it (`durable: false`). Prints one JSON line with the time of the writes and, on stderr, the
 * epoch seconds when they start and end, so scripts/durabilidad.sh counts the fsync/fdatasync calls
 * strace saw in between. Run through scripts/durabilidad.sh (it builds, compiles this file and
 * writes bench/results/durabilidad.json).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { conectar } from '@avanti/libs/database/conexion';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import type { MetadataEvento } from '@avanti/libs/eventstore/tipos';

const [modo = 'duradero', nTexto = '20'] = process.argv.slice(2);
const N = Number(nTexto);
const raiz = process.env.BENCH_DIR ?? join(process.cwd(), 'bench');
const directorio = mkdtempSync(join(raiz, '.durabilidad-'));

const metadata = (): MetadataEvento => ({
  usuarioId: null,
  usuario: 'bench',
  rol: null,
  sede: null,
  correlacionId: randomUUID(),
  causacionId: null,
  ip: null,
  fecha: new Date().toISOString(),
  versionEsquema: 1,
});

try {
  const base = await conectar({ directorio, durable: modo === 'duradero' });
  const store = new PostgresEventStore(base.db);
  const anexar = (i: number) =>
    store.anexar(
      [{ streamId: `bench-${randomUUID()}`, versionEsperada: 0, eventos: [{ tipo: 'BenchDurabilidad', datos: { i, texto: 'x'.repeat(200) } }] }],
      metadata(),
    );
  for (let i = 0; i < 20; i++) await anexar(i); // warm-up: prepared statements, first WAL pages
  process.stderr.write(`INICIO ${(Date.now() / 1000).toFixed(6)}\n`);
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await anexar(i);
  const ms = performance.now() - t0;
  process.stderr.write(`FIN ${(Date.now() / 1000).toFixed(6)}\n`);
  await base.cerrar();
  console.log(JSON.stringify({ modo, escrituras: N, ms: Math.round(ms), escriturasPorSegundo: Math.round((N / ms) * 1000) }));
} finally {
  rmSync(directorio, { recursive: true, force: true });
}
