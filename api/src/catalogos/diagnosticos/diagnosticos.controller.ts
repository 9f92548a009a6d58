import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Db } from '@avanti/libs/database/conexion';
import { textoDelFiltro } from '@avanti/libs/http/filtro';
import { buscarCie10, buscarDsm } from '@avanti/libs/catalogos/lecturas/catalogos';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { DB } from '../../infrastructure/tokens.js';

/** The diagnosis pickers of the history (impression, plan) and of the pathologies screen. */
@ApiTags('catalogos')
@ApiBearerAuth()
@Controller()
@RequierePermiso('historia-clinica.historia', 'mantenimiento.patologias')
export class DiagnosticosController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @Get('cie10')
  @ApiOperation({ summary: 'CIE-10: búsqueda por código con o sin punto (F84.0, F840) o por palabras sin tildes; 50 resultados' })
  @ApiQuery({ name: 'q', required: false, schema: { type: 'string' } })
  cie10(@Query('q') q: unknown) {
    return buscarCie10(this.db, textoDelFiltro(q, 'q', 100));
  }

  @Get('dsm')
  @ApiOperation({ summary: 'DSM-IV: patologías activas de tipo 2, búsqueda por palabras sin tildes; 50 resultados' })
  @ApiQuery({ name: 'q', required: false, schema: { type: 'string' } })
  dsm(@Query('q') q: unknown) {
    return buscarDsm(this.db, textoDelFiltro(q, 'q', 100));
  }
}
