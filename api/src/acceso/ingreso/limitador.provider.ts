import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  LIMITES_INGRESO,
  LimitadorEnMemoria,
  LimitadorRedis,
  type ClaveIngreso,
  type EstadoClave,
  type LimitadorIngresos,
  type LimitesIngreso,
} from '@avanti/libs/acceso/limitador-ingresos';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { Reloj } from '@avanti/libs/reloj/reloj';
import { CONFIGURACION, RELOJ } from '../../infrastructure/tokens.js';

/**
 * The sign-in limiter of this process: Redis when REDIS_URL is set (replicas share the counts),
 * memory otherwise, both on the product's clock. If Redis does not answer, sign-in stays possible
 * (logged without data): the failures are still recorded as events.
 */
@Injectable()
export class LimitadorDeIngresos implements LimitadorIngresos, OnModuleDestroy {
  private readonly log = new Logger('LimitadorDeIngresos');
  private readonly limitador: LimitadorIngresos;
  readonly limites: LimitesIngreso = LIMITES_INGRESO;

  constructor(@Inject(CONFIGURACION) config: Configuracion, @Inject(RELOJ) private readonly reloj: Reloj) {
    const prefijo = (config as Configuracion & { prefijoColas?: string }).prefijoColas ?? 'avanti';
    const ahora = () => reloj.ahora().getTime();
    this.limitador = config.redisUrl ? new LimitadorRedis(config.redisUrl, prefijo, ahora, this.limites) : new LimitadorEnMemoria(ahora, this.limites);
  }

  ahora(): number {
    return this.reloj.ahora().getTime();
  }

  private async seguro<T>(accion: () => Promise<T>, siFalla: T): Promise<T> {
    try {
      return await accion();
    } catch (error) {
      this.log.warn(`Limitador de ingresos no disponible: ${(error as Error).name}`);
      return siFalla;
    }
  }

  estado(claves: readonly ClaveIngreso[]): Promise<EstadoClave[]> {
    return this.seguro(
      () => this.limitador.estado(claves),
      claves.map(() => ({ fallos: 0, ultimoMs: 0 })),
    );
  }

  registrarFallo(claves: readonly ClaveIngreso[]): Promise<number[]> {
    return this.seguro(
      () => this.limitador.registrarFallo(claves),
      claves.map(() => 1),
    );
  }

  limpiar(claves: readonly ClaveIngreso[]) {
    return this.seguro(() => this.limitador.limpiar(claves), undefined);
  }

  cerrar() {
    return this.limitador.cerrar();
  }

  onModuleDestroy() {
    return this.cerrar();
  }
}
