import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { conectar, filas } from './conexion.js';

/** Durability of embedded PGlite (issue 8 item 10); scripts/durabilidad.sh counts the fsync calls with strace. */
describe('PGlite en un directorio', () => {
  const ajustes = async (durable?: boolean) => {
    const directorio = mkdtempSync(join(tmpdir(), 'avanti-durable-'));
    try {
      const base = await conectar(durable === undefined ? { directorio } : { directorio, durable });
      const [f] = await filas<{ fsync: string }>(base.db, sql`show fsync`);
      const [w] = await filas<{ wal_sync_method: string }>(base.db, sql`show wal_sync_method`);
      await base.db.execute(sql`create table prueba (x int)`);
      await base.db.execute(sql`insert into prueba values (7)`);
      await base.cerrar();
      const otra = await conectar({ directorio });
      const [leido] = await filas<{ x: number }>(otra.db, sql`select x from prueba`);
      await otra.cerrar();
      return { fsync: f.fsync, metodo: w.wal_sync_method, leido: leido.x };
    } finally {
      rmSync(directorio, { recursive: true, force: true });
    }
  };

  it('por defecto confirma con fsync (PostgreSQL sin -F, el WAL sincronizado con fsync) y lo escrito sigue al reabrir', async () => {
    expect(await ajustes()).toEqual({ fsync: 'on', metodo: 'fsync', leido: 7 });
  });

  it('durable: false deja PGlite como viene (fsync apagado): solo para copias desechables', async () => {
    expect((await ajustes(false)).fsync).toBe('off');
  });
});
