import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { sql } from 'drizzle-orm';
import type { Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import type { ColaDeTrabajos } from '@avanti/libs/jobs/cola-de-trabajos';
import type { Proyecciones } from '@avanti/libs/projections/proyecciones';
import { estadoDeProyecciones } from '@avanti/libs/health/estado-proyecciones';
import { Publico } from '../acceso/autorizacion/decoradores.js';
import { COLA, DB, PROYECCIONES } from '../infrastructure/tokens.js';

/** A database that does not answer within this counts as down for readiness. */
const ESPERA_BASE_MS = 2_000;

const responde = (consulta: Promise<unknown>, ms: number): Promise<boolean> => {
  let temporizador: NodeJS.Timeout | undefined;
  const limite = new Promise<boolean>((r) => {
    temporizador = setTimeout(() => r(false), ms);
  });
  return Promise.race([
    consulta.then(
      () => true,
      () => false,
    ),
    limite,
  ]).finally(() => clearTimeout(temporizador));
};

@ApiTags('salud')
@Controller('health')
export class SaludController {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(PROYECCIONES) private readonly proyecciones: Proyecciones,
    @Inject(COLA) private readonly cola: ColaDeTrabajos,
  ) {}

  /** Liveness: the process answers HTTP. Nothing else is asked, so a database or Redis outage never restarts it. */
  @Get('vivo')
  @Publico()
  vivo() {
    return { status: 'ok' };
  }

  /**
   * Readiness: 200 when PostgreSQL answers, Redis answers (when REDIS_URL is set) and no projector this process
   * follows is stuck; otherwise 503, saying which part is down and never an error's text.
   */
  @Get('listo')
  @Publico()
  async listo(@Res({ passthrough: true }) res: Response) {
    const baseDeDatos = (await responde(this.db.execute(sql`select 1`), ESPERA_BASE_MS)) ? 'ok' : 'caida';
    const redis = !this.cola.disponible ? 'no-configurado' : (await this.cola.disponible()) ? 'ok' : 'caido';
    const proyecciones =
      baseDeDatos === 'ok' && this.proyecciones.enMarcha
        ? await estadoDeProyecciones(this.db, this.proyecciones.asincronos, { atascoMs: this.proyecciones.atascoMs })
        : null;
    const listo = baseDeDatos === 'ok' && redis !== 'caido' && proyecciones?.status !== 'atascado';
    if (!listo) res.status(503);
    return { status: listo ? 'ok' : 'no-listo', baseDeDatos, redis, ...(proyecciones ? { proyectores: proyecciones.proyectores } : {}) };
  }

  /**
   * 200 when the database answers. When this process follows the log (embedded mode), each
   * projector's lag and stuck flag too, and 503 when one is stuck longer than allowed. Public, so
   * nothing of an error: its class and position stay in the checkpoints table and the log.
   */
  @Get()
  @Publico()
  async salud(@Res({ passthrough: true }) res: Response) {
    await this.db.execute(sql`select 1`);
    if (!this.proyecciones.enMarcha) return { status: 'ok' };
    const estado = await estadoDeProyecciones(this.db, this.proyecciones.asincronos, { atascoMs: this.proyecciones.atascoMs });
    if (estado.status !== 'ok') res.status(503);
    return estado;
  }
}
