/**
 * How many password checks (argon2, 64 MiB and a core's worth of work each) this process runs at once,
 * per address and in total (issue 23 item 5). A few more attempts wait a moment for a turn (colleagues
 * behind one clinic address signing in together); a burst beyond that is answered at once instead of
 * queueing for the hash, so one address cannot make everybody else's sign-in wait minutes. In memory
 * on purpose: it guards this process' own CPU and memory, so every replica has its own.
 */
export interface CupoDeVerificaciones {
  porDireccion: number;
  total: number;
  /** Attempts that may wait for a turn, per address and in total, and for how long. */
  enEsperaPorDireccion: number;
  enEsperaTotal: number;
  esperaMaxMs: number;
}

export const CUPO_DE_VERIFICACIONES: CupoDeVerificaciones = { porDireccion: 3, total: 8, enEsperaPorDireccion: 6, enEsperaTotal: 24, esperaMaxMs: 2_000 };

/** A place taken (give it back with `liberar`) or the cup that was full. */
export type Turno = { liberar: () => void; lleno: null } | { lleno: 'direccion' | 'total' };

interface EnEspera {
  clave: string;
  dar: (turno: Turno) => void;
}

export class TurnosDeVerificacion {
  private enCurso = 0;
  private readonly porDireccion = new Map<string, number>();
  private readonly enEspera: EnEspera[] = [];

  constructor(private readonly cupo: CupoDeVerificaciones = CUPO_DE_VERIFICACIONES) {}

  tomar(direccion: string | null): Promise<Turno> {
    const clave = direccion ?? '-';
    if (this.libre(clave)) return Promise.resolve(this.ocupar(clave));
    const lleno = this.llenoPara(clave);
    const esperanAqui = this.enEspera.filter((e) => e.clave === clave).length;
    if (esperanAqui >= this.cupo.enEsperaPorDireccion || this.enEspera.length >= this.cupo.enEsperaTotal) return Promise.resolve({ lleno });
    return new Promise((resolve) => {
      const espera: EnEspera = { clave, dar: resolve };
      this.enEspera.push(espera);
      setTimeout(() => {
        const i = this.enEspera.indexOf(espera);
        if (i < 0) return;
        this.enEspera.splice(i, 1);
        resolve({ lleno: this.llenoPara(clave) });
      }, this.cupo.esperaMaxMs).unref();
    });
  }

  /** Checks running now (for tests and diagnostics). */
  get ocupados(): number {
    return this.enCurso;
  }

  private libre(clave: string): boolean {
    return (this.porDireccion.get(clave) ?? 0) < this.cupo.porDireccion && this.enCurso < this.cupo.total;
  }

  private llenoPara(clave: string): 'direccion' | 'total' {
    return (this.porDireccion.get(clave) ?? 0) >= this.cupo.porDireccion ? 'direccion' : 'total';
  }

  private ocupar(clave: string): Turno {
    this.enCurso++;
    this.porDireccion.set(clave, (this.porDireccion.get(clave) ?? 0) + 1);
    let devuelto = false;
    const liberar = () => {
      if (devuelto) return;
      devuelto = true;
      this.enCurso--;
      const quedan = (this.porDireccion.get(clave) ?? 1) - 1;
      if (quedan > 0) this.porDireccion.set(clave, quedan);
      else this.porDireccion.delete(clave);
      this.siguiente();
    };
    return { liberar, lleno: null };
  }

  /** The longest-waiting attempt whose address has room gets the turn given back. */
  private siguiente() {
    const i = this.enEspera.findIndex((e) => this.libre(e.clave));
    if (i < 0) return;
    const [espera] = this.enEspera.splice(i, 1);
    espera.dar(this.ocupar(espera.clave));
  }
}
