import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Db } from '@avanti/libs/database/conexion';
import { aseguradorasActivas } from '@avanti/libs/coberturas/lecturas/eps';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { enteroOpcional } from '../../infrastructure/http/lista.js';
import { DB } from '../../infrastructure/tokens.js';

/**
 * The read-only insurer lookup of the screens that pick one (service intake, rates): each opens it with its
 * own permission, not with the insurers' maintenance (issue 28).
 */
@ApiTags('coberturas')
@ApiBearerAuth()
@Controller()
export class AseguradorasController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @Get('aseguradoras')
  @RequierePermiso('admisiones.servicios', 'mantenimiento.tarifas', 'mantenimiento.eps')
  @ApiOperation({ summary: 'Aseguradoras activas (id, nombre, tipo) para elegir en ingreso de servicios y tarifas' })
  @ApiQuery({ name: 'tipo', required: false, description: '1 EPS, 2 Prepagada, 3 Póliza' })
  listar(@Query('tipo') tipo: unknown) {
    return aseguradorasActivas(this.db, enteroOpcional(tipo, 'tipo'));
  }
}
