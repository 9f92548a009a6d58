import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { asc } from 'drizzle-orm';
import type { Db } from '@avanti/libs/database/conexion';
import { sedes } from '@avanti/libs/database/schema/index';
import { DB } from '../../infrastructure/tokens.js';
import { SoloAutenticado } from '../autorizacion/decoradores.js';

/** The sites, for site selectors (any signed-in user may read their names). */
@ApiTags('acceso')
@ApiBearerAuth()
@Controller('sedes')
export class SedesController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @Get()
  @SoloAutenticado()
  listar() {
    return this.db.select().from(sedes).orderBy(asc(sedes.nombre));
  }
}
