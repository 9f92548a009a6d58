import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { sql } from 'drizzle-orm';
import type { Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import type { Proyecciones } from '@avanti/libs/proyecciones/runner/proyecciones';
import { estadoDeProyecciones } from '@avanti/libs/salud/estado-proyecciones';
import { Publico } from '../acceso/autorizacion/decoradores.js';
import { DB, PROYECCIONES } from '../infrastructure/tokens.js';

@ApiTags('salud')
@Controller('health')
export class SaludController {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(PROYECCIONES) private readonly proyecciones: Proyecciones,
  ) {}

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
