import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  LIMITES_INGRESO,
  LimitadorEnMemoria,
  LimitadorRedis,
  type ClaveIngreso,
  type ClavesDeIntento,
  type EstadoClave,
  type LimitadorIngresos,
  type LimitesIngreso,
  type Reserva,
} from '@avanti/libs/acceso/limitador-ingresos';
import { TurnosDeVerificacion } from '@avanti/libs/acceso/cupo-de-verificaciones';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { CONFIGURACION, RELOJ } from '../../infrastructure/tokens.js';

/**
 * The sign-in limiter of this process: Redis when REDIS_URL is set (replicas share the counts),
 * memory otherwise, both on the product's clock. If Redis does not answer, this process counts in
 * memory until it does (logged without data): sign-in is never unlimited (issue 23 item 6).
 * It also holds the process' turns for password checks (TurnosDeVerificacion).
 */
@Injectable()
export class LimitadorDeIngresos implements LimitadorIngresos, OnModuleDestroy {
  private readonly log = new Logger('LimitadorDeIngresos');
  private readonly limitador: LimitadorIngresos;
  private readonly respaldo: LimitadorEnMemoria;
  readonly limites: LimitesIngreso = LIMITES_INGRESO;
  readonly turnos = new TurnosDeVerificacion();

  constructor(
    @Inject(CONFIGURACION) config: Configuracion,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {
    const prefijo = (config as Configuracion & { prefijoColas?: string }).prefijoColas ?? 'avanti';
    const ahora = () => reloj.ahora().getTime();
    this.respaldo = new LimitadorEnMemoria(ahora, this.limites);
    this.limitador = config.redisUrl ? new LimitadorRedis(config.redisUrl, prefijo, ahora, this.limites) : this.respaldo;
  }

  ahora(): number {
    return this.reloj.ahora().getTime();
  }

  private async seguro<T>(accion: (limitador: LimitadorIngresos) => Promise<T>): Promise<T> {
    try {
      return await accion(this.limitador);
    } catch (error) {
      if (this.limitador === this.respaldo) throw error;
      this.log.warn(`Limitador de ingresos en Redis no disponible (${(error as Error).name}): se cuenta en memoria`);
      return accion(this.respaldo);
    }
  }

  estado(claves: readonly ClaveIngreso[]): Promise<EstadoClave[]> {
    return this.seguro((l) => l.estado(claves));
  }

  registrarFallo(claves: readonly ClaveIngreso[]): Promise<number[]> {
    return this.seguro((l) => l.registrarFallo(claves));
  }

  limpiar(claves: readonly ClaveIngreso[]) {
    return this.seguro((l) => l.limpiar(claves));
  }

  reservar(claves: ClavesDeIntento): Promise<Reserva> {
    return this.seguro((l) => l.reservar(claves));
  }

  liberar(claves: ClavesDeIntento) {
    return this.seguro((l) => l.liberar(claves));
  }

  cerrar() {
    return this.limitador.cerrar();
  }

  onModuleDestroy() {
    return this.cerrar();
  }
}
