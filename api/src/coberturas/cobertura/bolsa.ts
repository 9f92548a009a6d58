import { Injectable } from '@nestjs/common';
import { streamCobertura } from '@avanti/libs/coberturas/eventos';
import { EjecutorDeComandos } from '../../infrastructure/comandos/ejecutor.js';
import type { ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { agregadoCobertura, decidirCredito, decidirDebito, type MovimientoDeBolsa } from './domain/cobertura.js';

/**
 * The pool as scheduling uses it. Alone, a debit or credit is one decision on the coverage's stream;
 * scheduling adds `lineaDeBolsa(coberturaId)` to the streams of its own decision and appends
 * `decidirDebito`'s events beside its `SesionProgramada`, in one transaction. Contention is absorbed by
 * the executor (per-stream turns in this process, re-read and re-decide on a version conflict), so a
 * debit is refused only when the line has no units left.
 */
export const lineaDeBolsa = (coberturaId: string) => ({ streamId: streamCobertura(coberturaId), agregado: agregadoCobertura });

@Injectable()
export class BolsaDeSesiones {
  constructor(private readonly ejecutor: EjecutorDeComandos) {}

  debitar(m: MovimientoDeBolsa, contexto: ContextoPeticion) {
    return this.ejecutor.ejecutarEnVarios({
      streams: { cobertura: lineaDeBolsa(m.coberturaId) },
      decidir: ({ cobertura }) => ({ eventos: { cobertura: decidirDebito(cobertura, m) } }),
      contexto,
    });
  }

  acreditar(m: MovimientoDeBolsa, contexto: ContextoPeticion) {
    return this.ejecutor.ejecutarEnVarios({
      streams: { cobertura: lineaDeBolsa(m.coberturaId) },
      decidir: ({ cobertura }) => ({ eventos: { cobertura: decidirCredito(cobertura, m) } }),
      contexto,
    });
  }
}
