import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { idsDelFiltro } from '@avanti/libs/http/filtro';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import type { EpsRegistrada } from '@avanti/libs/coberturas/contrato-lecturas';
import { MENSAJES_EPS } from './domain/eps.js';
import { ESQUEMA_EPS } from './esquemas.js';
import { ActivarEps } from './commands/activar-eps/activar-eps.command.js';
import { DesactivarEps } from './commands/desactivar-eps/desactivar-eps.command.js';
import { RegistrarEps } from './commands/registrar-eps/registrar-eps.command.js';
import { RegistrarEpsDto } from './commands/registrar-eps/registrar-eps.dto.js';
import { ListarEps } from './queries/listar-eps/listar-eps.query.js';
import { ObtenerEps } from './queries/obtener-eps/obtener-eps.query.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { conMensaje } from '../../infrastructure/http/esquemas.js';
import { enteroOpcional, ConsultaDeLista, responderPagina, textoOpcional } from '../../infrastructure/http/lista.js';
import { NoEncontrado } from '@avanti/libs/dominio/errores';

const idEps = new ParseUUIDPipe({ exceptionFactory: () => new NoEncontrado(MENSAJES_EPS.noEncontrada) });

/** Insurer maintenance (spec 1, /mantenimiento/mantenimientoEps). An insurer is deactivated, never edited here or deleted (405). */
@ApiTags('coberturas')
@ApiBearerAuth()
@Controller('eps')
@RequierePermiso('mantenimiento.eps')
export class EpsController {
  constructor(
    private readonly comandos: CommandBus,
    private readonly consultas: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Aseguradoras (filter {q, estado, tipo, regimen}, range, sort)' })
  async listar(
    @ConsultaDeLista({ orden: { campo: 'nombre', direccion: 'ASC' }, pagina: 7 }) consulta: ConsultaLista,
    @Res({ passthrough: true }) res: Response,
  ) {
    const f = consulta.filtro;
    const filtro = {
      q: textoOpcional(f.q, 'q'),
      estado: enteroOpcional(f.estado, 'estado'),
      tipo: enteroOpcional(f.tipo, 'tipo'),
      regimen: enteroOpcional(f.regimen, 'regimen'),
      ids: idsDelFiltro(f.id),
    };
    const pagina = await this.consultas.execute(new ListarEps({ ...consulta, filtro }));
    return responderPagina(res, 'eps', consulta, pagina);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Una aseguradora (getOne), como la muestra la lista' })
  @ApiOkResponse({ schema: ESQUEMA_EPS })
  obtener(@Param('id', idEps) id: string) {
    return this.consultas.execute(new ObtenerEps(id));
  }

  @Post()
  @ApiOperation({ summary: 'Registrar una aseguradora (tipo 1 y régimen 1 por defecto); responde la aseguradora con el mensaje' })
  @ApiCreatedResponse({ schema: conMensaje(ESQUEMA_EPS) })
  registrar(@Body() datos: RegistrarEpsDto, @Contexto() contexto: ContextoPeticion): Promise<EpsRegistrada> {
    return this.comandos.execute(new RegistrarEps(datos, contexto));
  }

  @Post(':id/desactivar')
  @HttpCode(200)
  async desactivar(@Param('id', idEps) id: string, @Contexto() contexto: ContextoPeticion) {
    await this.comandos.execute(new DesactivarEps(id, contexto));
    return this.consultas.execute(new ObtenerEps(id));
  }

  @Post(':id/activar')
  @HttpCode(200)
  async activar(@Param('id', idEps) id: string, @Contexto() contexto: ContextoPeticion) {
    await this.comandos.execute(new ActivarEps(id, contexto));
    return this.consultas.execute(new ObtenerEps(id));
  }
}
