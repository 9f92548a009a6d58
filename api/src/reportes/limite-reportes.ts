import { HttpException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Observable, catchError, finalize, throwError } from 'rxjs';
import { comoLecturaPesada, esConsultaCancelada } from '@avanti/libs/database/cancelacion';

/** What a person reads when the api is already running as many heavy reports as it allows. */
export const MENSAJE_DEMASIADOS_REPORTES = 'Hay demasiados reportes en curso; intente en unos segundos';
/** What a person reads when a report's query ran past LIMITE_CONSULTA_MS. */
export const MENSAJE_CONSULTA_LARGA = 'El reporte tardó demasiado; acote las fechas o la sede e intente de nuevo';
/** Seconds a client is told to wait (Retry-After) before asking again. */
export const REINTENTAR_EN_S = 5;

const entero = (valor: string | undefined, porDefecto: number, minimo: number, nombre: string): number => {
  if (valor === undefined || valor.trim() === '') return porDefecto;
  const n = Number(valor);
  if (!Number.isInteger(n) || n < minimo) throw new Error(`${nombre} debe ser un número entero ≥ ${minimo} (se recibió '${valor}')`);
  return n;
};

/**
 * Overload protection of the heavy reads (issue 29, decision 0046): the dashboards, the payroll and the reports.
 * - At most REPORTES_SIMULTANEOS (default 4) run at once in this process; one more is answered at once with 503,
 *   Retry-After and a Spanish message instead of queueing behind the others.
 * - Each of their PostgreSQL queries runs with statement_timeout = LIMITE_CONSULTA_MS (default 15000; 0 = none) and
 *   is cancelled on the server when the client goes away before the answer (libs/src/database/cancelacion.ts).
 *   PGlite (embedded) has neither: one query runs at a time there anyway.
 */
export class LimiteDeReportes implements NestInterceptor {
  private static enCurso = 0;
  private readonly maximo = entero(process.env.REPORTES_SIMULTANEOS, 4, 1, 'REPORTES_SIMULTANEOS');
  private readonly limiteMs = entero(process.env.LIMITE_CONSULTA_MS, 15_000, 0, 'LIMITE_CONSULTA_MS');

  /** Heavy reads running now in this process (tests and health). */
  static get enMarcha(): number {
    return LimiteDeReportes.enCurso;
  }

  intercept(contexto: ExecutionContext, siguiente: CallHandler): Observable<unknown> {
    const http = contexto.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if (LimiteDeReportes.enCurso >= this.maximo) {
      res.setHeader('Retry-After', String(REINTENTAR_EN_S));
      return throwError(() => new HttpException({ mensaje: MENSAJE_DEMASIADOS_REPORTES }, 503));
    }
    LimiteDeReportes.enCurso++;
    const control = new AbortController();
    const alCerrar = () => {
      if (!res.writableFinished) control.abort();
    };
    res.once('close', alCerrar);
    req.once('aborted', alCerrar);
    const lectura = { senal: control.signal, limiteMs: this.limiteMs };
    return new Observable<unknown>((suscriptor) => comoLecturaPesada(lectura, () => siguiente.handle().subscribe(suscriptor))).pipe(
      catchError((error: unknown) => {
        if (!esConsultaCancelada(error)) return throwError(() => error);
        res.setHeader('Retry-After', String(REINTENTAR_EN_S));
        return throwError(() => new HttpException({ mensaje: control.signal.aborted ? MENSAJE_DEMASIADOS_REPORTES : MENSAJE_CONSULTA_LARGA }, 503));
      }),
      finalize(() => {
        LimiteDeReportes.enCurso--;
        res.off('close', alCerrar);
        req.off('aborted', alCerrar);
      }),
    );
  }
}
