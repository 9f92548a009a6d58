import { Inject, Injectable, Logger, ServiceUnavailableException, type OnModuleDestroy } from '@nestjs/common';
import { SesionesEnMemoria, SesionesRedis, type SesionesActivas } from '@avanti/libs/acceso/sesiones-activas';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { CONFIGURACION, RELOJ_INACTIVIDAD } from '../../infrastructure/tokens.js';

export const MENSAJE_SESIONES_NO_DISPONIBLES = 'No se pudo registrar la sesión en el servidor. Intente de nuevo en unos minutos.';

/**
 * The open sessions of this deployment: Redis when REDIS_URL is set (every api replica sees a sign-out at once),
 * memory otherwise, both on the inactivity clock (the system's; a test's own). Unlike the limiter it fails closed: if Redis does not answer, no
 * token is accepted (401) and no session opens (503), because an unreachable store cannot say a token was revoked.
 */
@Injectable()
export class SesionesActivasDelServidor implements OnModuleDestroy {
  private readonly log = new Logger('SesionesActivas');
  private readonly sesiones: SesionesActivas;

  constructor(@Inject(CONFIGURACION) config: Configuracion, @Inject(RELOJ_INACTIVIDAD) reloj: Reloj) {
    const prefijo = config.prefijoColas ?? 'avanti';
    const ahora = () => reloj.ahora().getTime();
    this.sesiones = config.redisUrl ? new SesionesRedis(config.redisUrl, prefijo, ahora) : new SesionesEnMemoria(ahora);
  }

  async abrir(id: string): Promise<void> {
    try {
      await this.sesiones.abrir(id);
    } catch (error) {
      this.log.warn(`Registro de sesiones no disponible: ${(error as Error).name}`);
      throw new ServiceUnavailableException({ mensaje: MENSAJE_SESIONES_NO_DISPONIBLES });
    }
  }

  async usar(id: string): Promise<boolean> {
    try {
      return await this.sesiones.usar(id);
    } catch (error) {
      this.log.warn(`Registro de sesiones no disponible: ${(error as Error).name}`);
      return false;
    }
  }

  async cerrarSesion(id: string): Promise<void> {
    try {
      await this.sesiones.cerrarSesion(id);
    } catch (error) {
      this.log.warn(`Registro de sesiones no disponible: ${(error as Error).name}`);
      throw new ServiceUnavailableException({ mensaje: MENSAJE_SESIONES_NO_DISPONIBLES });
    }
  }

  onModuleDestroy() {
    return this.sesiones.cerrar();
  }
}
