import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { sql } from 'drizzle-orm';
import type { Db } from '@avanti/libs/database/conexion';
import { Publico } from '../acceso/autorizacion/decoradores.js';
import { DB } from '../infrastructure/tokens.js';

@ApiTags('salud')
@Controller('health')
export class SaludController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @Get()
  @Publico()
  async salud() {
    await this.db.execute(sql`select 1`);
    return { status: 'ok' };
  }
}
