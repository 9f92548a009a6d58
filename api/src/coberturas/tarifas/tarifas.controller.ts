import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { listarEspecialidades, listarTarifas, obtenerTarifa } from '@avanti/libs/coberturas/lecturas/coberturas';
import { idsDelFiltro } from '@avanti/libs/http/filtro';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { RequierePermiso, SoloAutenticado } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { ConsultaDeLista, enteroOpcional, responderPagina, textoOpcional } from '../../infrastructure/http/lista.js';
import { DB } from '../../infrastructure/tokens.js';
import { ActualizarTarifa } from './commands/actualizar-tarifa/actualizar-tarifa.command.js';
import { ActualizarTarifaDto } from './commands/actualizar-tarifa/actualizar-tarifa.dto.js';
import { RegistrarTarifa } from './commands/registrar-tarifa/registrar-tarifa.command.js';
import { RegistrarTarifaDto } from './commands/registrar-tarifa/registrar-tarifa.dto.js';
import { TarifaGuardadaDto, TarifaLeidaDto } from './commands/respuestas.dto.js';
import { MENSAJES_TARIFA as M } from './domain/tarifa.js';

const idTarifa = new ParseUUIDPipe({ exceptionFactory: () => new NoEncontrado(M.noEncontrada) });

/** Rates insurer × specialty (spec 1 /ajustar-tarifas) and the specialties catalogue. A rate is never deleted (405). */
@ApiTags('coberturas')
@ApiBearerAuth()
@Controller()
export class TarifasController {
  constructor(
    private readonly comandos: CommandBus,
    @Inject(DB) private readonly db: Db,
  ) {}

  @Get('especialidades')
  @SoloAutenticado()
  @ApiOperation({ summary: 'Especialidades (servicios) con su código CUPS' })
  especialidades() {
    return listarEspecialidades(this.db);
  }

  @Get('tarifas')
  @RequierePermiso('mantenimiento.tarifas')
  @ApiOperation({ summary: 'Tarifas (filter {q, eps, especialidad}, range, sort)' })
  async listar(@ConsultaDeLista({ orden: { campo: 'epsNombre', direccion: 'ASC' } }) consulta: ConsultaLista, @Res({ passthrough: true }) res: Response) {
    const f = consulta.filtro;
    const filtro = {
      q: textoOpcional(f.q, 'q'),
      eps: textoOpcional(f.eps, 'eps', 60),
      especialidad: enteroOpcional(f.especialidad, 'especialidad'),
      ids: idsDelFiltro(f.id),
    };
    return responderPagina(res, 'tarifas', consulta, await listarTarifas(this.db, { ...consulta, filtro }));
  }

  @Get('tarifas/:id')
  @RequierePermiso('mantenimiento.tarifas')
  @ApiOperation({ summary: 'Una tarifa (getOne), como la muestra la lista' })
  @ApiOkResponse({ type: TarifaLeidaDto })
  async obtener(@Param('id', idTarifa) id: string) {
    const t = await obtenerTarifa(this.db, id);
    if (!t) throw new NoEncontrado(M.noEncontrada);
    return t;
  }

  @Post('tarifas')
  @RequierePermiso('mantenimiento.tarifas')
  @ApiOperation({ summary: 'Registrar una tarifa (una por aseguradora y especialidad); responde la tarifa con el mensaje' })
  @ApiBody({ type: RegistrarTarifaDto })
  @ApiCreatedResponse({ type: TarifaGuardadaDto })
  registrar(@Body() d: RegistrarTarifaDto, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.execute(new RegistrarTarifa(d, contexto));
  }

  @Put('tarifas/:id')
  @RequierePermiso('mantenimiento.tarifas')
  @ApiOperation({
    summary:
      'Actualizar tarifa y copago: la tarifa que sirvió GET (aseguradora y especialidad no cambian) o solo los montos; responde la tarifa con el mensaje',
  })
  @ApiBody({ type: ActualizarTarifaDto })
  @ApiOkResponse({ type: TarifaGuardadaDto })
  actualizar(@Param('id', idTarifa) id: string, @Body() d: ActualizarTarifaDto, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.execute(new ActualizarTarifa(id, d, contexto));
  }
}
