import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  LimitadorEnMemoria,
  LimitadorRedis,
  type ClaveIngreso,
  type LimitadorIngresos,
} from '@avanti/libs/acceso/limitador-ingresos';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { Reloj } from '@avanti/libs/reloj/reloj';
import { CONFIGURACION, RELOJ } from '../../infrastructure/tokens.js';

/**
 * The sign-in limiter of this process: Redis when REDIS_URL is set (replicas share the counts),
 * memory otherwise. If Redis does not answer, sign-in stays possible (logged): the failures are
 * still recorded as events.
 */
@Injectable()
export class LimitadorDeIngresos implements LimitadorIngresos, OnModuleDestroy {
  private readonly log = new Logger('LimitadorDeIngresos');
  private readonly limitador: LimitadorIngresos;

  constructor(@Inject(CONFIGURACION) config: Configuracion, @Inject(RELOJ) reloj: Reloj) {
    const prefijo = (config as Configuracion & { prefijoColas?: string }).prefijoColas ?? 'avanti';
    this.limitador = config.redisUrl ? new LimitadorRedis(config.redisUrl, prefijo) : new LimitadorEnMemoria(() => reloj.ahora().getTime());
  }

  private async seguro<T>(accion: () => Promise<T>, siFalla: T): Promise<T> {
    try {
      return await accion();
    } catch (error) {
      this.log.warn(`Limitador de ingresos no disponible: ${(error as Error).message}`);
      return siFalla;
    }
  }

  bloqueado(claves: readonly ClaveIngreso[]) {
    return this.seguro(() => this.limitador.bloqueado(claves), false);
  }

  registrarFallo(claves: readonly ClaveIngreso[]) {
    return this.seguro(() => this.limitador.registrarFallo(claves), undefined);
  }

  limpiar(clave: ClaveIngreso) {
    return this.seguro(() => this.limitador.limpiar(clave), undefined);
  }

  cerrar() {
    return this.limitador.cerrar();
  }

  onModuleDestroy() {
    return this.cerrar();
  }
}
