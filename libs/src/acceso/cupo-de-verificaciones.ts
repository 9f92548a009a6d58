/**
 * How many password checks (argon2, 64 MiB and a core's worth of work each) this process runs at once,
 * per address and in total (issue 23 item 5). A burst beyond them is answered at once instead of
 * queueing for the hash: one address cannot make everybody else's sign-in wait minutes. In memory on
 * purpose: it guards this process' own CPU and memory, so every replica has its own.
 */
export interface CupoDeVerificaciones {
  porDireccion: number;
  total: number;
}

export const CUPO_DE_VERIFICACIONES: CupoDeVerificaciones = { porDireccion: 3, total: 8 };

/** A place taken (give it back with `liberar`) or the cup that was full. */
export type Turno = { liberar: () => void; lleno: null } | { lleno: 'direccion' | 'total' };

export class TurnosDeVerificacion {
  private enCurso = 0;
  private readonly porDireccion = new Map<string, number>();

  constructor(private readonly cupo: CupoDeVerificaciones = CUPO_DE_VERIFICACIONES) {}

  tomar(direccion: string | null): Turno {
    const clave = direccion ?? '-';
    const deLaDireccion = this.porDireccion.get(clave) ?? 0;
    if (deLaDireccion >= this.cupo.porDireccion) return { lleno: 'direccion' };
    if (this.enCurso >= this.cupo.total) return { lleno: 'total' };
    this.enCurso++;
    this.porDireccion.set(clave, deLaDireccion + 1);
    let devuelto = false;
    const liberar = () => {
      if (devuelto) return;
      devuelto = true;
      this.enCurso--;
      const quedan = (this.porDireccion.get(clave) ?? 1) - 1;
      if (quedan > 0) this.porDireccion.set(clave, quedan);
      else this.porDireccion.delete(clave);
    };
    return { liberar, lleno: null };
  }

  /** Checks running now (for tests and diagnostics). */
  get ocupados(): number {
    return this.enCurso;
  }
}
