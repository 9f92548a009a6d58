import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Response } from 'express';
import { filas, type Db } from '@avanti/libs/database/conexion';
import { DB } from '../tokens.js';

/** Where the log stands: the last committed event, and whether no older transaction is still open. */
interface Marca {
  valor: string;
  estable: boolean;
}

interface Entrada {
  marca: string;
  cuerpo: Buffer;
  rango: string;
}

const TOPE_BYTES = 48 * 1024 * 1024;
const TOPE_ENTRADAS = 2_000;

/**
 * Lists of read models written inline (in the append's own transaction) answered again from memory while
 * the event log has not moved (docs/decisiones/0023). An answer is kept only if, when it was read, no
 * transaction older than the last committed event was still open: every event committed later then has a
 * higher transaction id, moves the mark and retires the entry. Keys carry the filter after the caller's
 * scope was applied, so two callers share an entry only when they may see the same rows.
 */
@Injectable()
export class CacheDeLecturas {
  private readonly entradas = new Map<string, Entrada>();
  private bytes = 0;

  constructor(@Inject(DB) private readonly db: Db) {}

  async responder<T>(res: Response, recurso: string, clave: unknown, leer: () => Promise<{ filas: T[]; rango: string }>): Promise<StreamableFile> {
    const llave = `${recurso}:${JSON.stringify(clave)}`;
    const antes = await this.marca();
    const guardada = this.entradas.get(llave);
    if (guardada && guardada.marca === antes.valor) {
      this.entradas.delete(llave);
      this.entradas.set(llave, guardada);
      return this.enviar(res, guardada, 'HIT');
    }
    const { filas: leidas, rango } = await leer();
    const entrada = { marca: antes.valor, cuerpo: Buffer.from(JSON.stringify(leidas)), rango };
    if (antes.estable && (await this.marca()).valor === antes.valor) this.guardar(llave, entrada);
    return this.enviar(res, entrada, 'MISS');
  }

  private async marca(): Promise<Marca> {
    const [f] = await filas<{ valor: string | null; estable: boolean | null }>(
      this.db,
      sql`select u.transaccion::text || '/' || u.posicion as valor, u.transaccion < pg_snapshot_xmin(pg_current_snapshot()) as estable
          from (select 1) as uno
          left join lateral (select transaccion, posicion from eventos order by transaccion desc, posicion desc limit 1) as u on true`,
    );
    return { valor: f?.valor ?? '', estable: f?.estable ?? true };
  }

  private guardar(llave: string, entrada: Entrada) {
    if (entrada.cuerpo.length > TOPE_BYTES / 4) return;
    const previa = this.entradas.get(llave);
    if (previa) {
      this.bytes -= previa.cuerpo.length;
      this.entradas.delete(llave);
    }
    this.entradas.set(llave, entrada);
    this.bytes += entrada.cuerpo.length;
    for (const [k, e] of this.entradas) {
      if (this.bytes <= TOPE_BYTES && this.entradas.size <= TOPE_ENTRADAS) break;
      this.entradas.delete(k);
      this.bytes -= e.cuerpo.length;
    }
  }

  private enviar(res: Response, entrada: Entrada, estado: 'HIT' | 'MISS') {
    res.setHeader('Content-Range', entrada.rango);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    res.setHeader('X-Cache', estado);
    return new StreamableFile(entrada.cuerpo, { type: 'application/json; charset=utf-8', length: entrada.cuerpo.length });
  }
}
