import { gzipSync } from 'node:zlib';
import { Injectable, StreamableFile } from '@nestjs/common';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Request, Response } from 'express';
import { MarcaDelRegistro, type Marca } from './marca-del-registro.js';

interface Entrada {
  marca: string;
  cuerpo: Buffer;
  /** The same body compressed once, for clients that accept gzip (every browser). */
  comprimido: Buffer;
  rango: string;
}

const TOPE_BYTES = 48 * 1024 * 1024;
const TOPE_ENTRADAS = 2_000;

/**
 * Lists of read models written inline (in the append's own transaction) answered again from memory while no event
 * that writes the tables they read has committed (docs/decisiones/0023 and 0053). An answer is kept only if, when
 * it was read, no transaction older than the last such event was still open: every one committed later then has a
 * higher transaction id, moves the mark and retires the entry. Each read declares its tables beside its query
 * (`TABLAS_DE_*`), and a test compares them with the relations its plan scans. Keys carry the filter after the caller's
 * scope was applied, so two callers share an entry only when they may see the same rows.
 */
@Injectable()
export class CacheDeLecturas {
  private readonly entradas = new Map<string, Entrada>();
  private readonly leyendo = new Map<string, { marca: string; entrada: Promise<Entrada> }>();
  private bytes = 0;

  constructor(private readonly marca: MarcaDelRegistro) {}

  async responder<T>(
    req: Request,
    res: Response,
    recurso: string,
    clave: unknown,
    leer: () => Promise<{ filas: T[]; rango: string }>,
    tablas: readonly PgTable[],
  ): Promise<StreamableFile> {
    const llave = `${recurso}:${JSON.stringify(clave)}`;
    const antes = await this.marca.deLaPeticion(req, tablas);
    const guardada = this.entradas.get(llave);
    if (guardada && guardada.marca === antes.valor) {
      this.entradas.delete(llave);
      this.entradas.set(llave, guardada);
      return this.enviar(req, res, guardada, 'HIT');
    }
    // Callers that find the same page being read at the same stable mark wait for it instead of reading it again
    // (after a write, every open calendar would otherwise miss at once).
    const enCurso = this.leyendo.get(llave);
    if (antes.estable && enCurso?.marca === antes.valor) return this.enviar(req, res, await enCurso.entrada, 'MISS');
    const entrada = this.leerYGuardar(llave, antes, leer, tablas);
    if (antes.estable) {
      const lectura = { marca: antes.valor, entrada };
      this.leyendo.set(llave, lectura);
      void entrada.catch(() => undefined).finally(() => this.leyendo.get(llave) === lectura && this.leyendo.delete(llave));
    }
    return this.enviar(req, res, await entrada, 'MISS');
  }

  private async leerYGuardar<T>(llave: string, antes: Marca, leer: () => Promise<{ filas: T[]; rango: string }>, tablas: readonly PgTable[]): Promise<Entrada> {
    const { filas: leidas, rango } = await leer();
    const cuerpo = Buffer.from(JSON.stringify(leidas));
    const entrada = { marca: antes.valor, cuerpo, comprimido: gzipSync(cuerpo, { level: 6 }), rango };
    if (antes.estable && (await this.marca.actual(tablas)).valor === antes.valor) this.guardar(llave, entrada);
    return entrada;
  }

  private guardar(llave: string, entrada: Entrada) {
    const tamano = entrada.cuerpo.length + entrada.comprimido.length;
    if (tamano > TOPE_BYTES / 4) return;
    const previa = this.entradas.get(llave);
    if (previa) {
      this.bytes -= previa.cuerpo.length + previa.comprimido.length;
      this.entradas.delete(llave);
    }
    this.entradas.set(llave, entrada);
    this.bytes += tamano;
    for (const [k, e] of this.entradas) {
      if (this.bytes <= TOPE_BYTES && this.entradas.size <= TOPE_ENTRADAS) break;
      this.entradas.delete(k);
      this.bytes -= e.cuerpo.length + e.comprimido.length;
    }
  }

  private enviar(req: Request, res: Response, entrada: Entrada, estado: 'HIT' | 'MISS') {
    res.setHeader('Content-Range', entrada.rango);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    res.setHeader('X-Cache', estado);
    res.setHeader('Vary', 'Accept-Encoding');
    const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    const cuerpo = gzip ? entrada.comprimido : entrada.cuerpo;
    return new StreamableFile(cuerpo, { type: 'application/json; charset=utf-8', length: cuerpo.length });
  }
}
