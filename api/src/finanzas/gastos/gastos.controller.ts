import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import { MENSAJES_GASTO as M, type GastoLeido, type GastoRespuesta } from '@avanti/libs/finanzas/contrato';
import { enteroDelFiltro, idsDelFiltro } from '@avanti/libs/http/filtro';
import { listarGastos } from '@avanti/libs/finanzas/lecturas/finanzas';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina, textoOpcional, unoDeLaLista } from '../../infrastructure/http/lista.js';
import { DB } from '../../infrastructure/tokens.js';
import { conMensaje, ESQUEMA_GASTO } from '../comun/esquemas.js';
import { fechaFiltro, idDe, PERMISOS_DINERO as P, rangoObligatorio } from '../comun/http.js';
import { AnularGasto } from './commands/anular-gasto/anular-gasto.command.js';
import { RegistrarGastoFijo } from './commands/registrar-gasto-fijo/registrar-gasto-fijo.command.js';
import { RegistrarGastoFijoDto } from './commands/registrar-gasto-fijo/registrar-gasto-fijo.dto.js';
import { RegistrarGastoVariable } from './commands/registrar-gasto-variable/registrar-gasto-variable.command.js';
import { RegistrarGastoVariableDto } from './commands/registrar-gasto-variable/registrar-gasto-variable.dto.js';

const idGasto = idDe(M.noEncontrado);
const RESPUESTA = conMensaje(ESQUEMA_GASTO);

/** Spec 3 /gastos-fijos and /gastos-variables. An expense belongs to the site of whoever registers it; no update (deleted and registered again). */
@ApiTags('finanzas')
@ApiBearerAuth()
@Controller()
export class GastosController {
  constructor(
    private readonly comandos: CommandBus,
    @Inject(DB) private readonly db: Db,
  ) {}

  @Get('gastos-fijos')
  @RequierePermiso(P.gastosFijos)
  @ApiOperation({ summary: 'Gastos fijos vigentes (filter {sede, desde?, hasta?})' })
  async listarFijos(
    @ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'DESC' } }) consulta: ConsultaLista,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const f = consulta.filtro;
    const filtro = {
      desde: fechaFiltro(f.desde, 'desde'),
      hasta: fechaFiltro(f.hasta, 'hasta'),
      ids: idsDelFiltro(f.id),
      sede: sedeEfectiva(contexto.usuario!, textoOpcional(f.sede, 'sede', 60) ?? null),
    };
    return responderPagina(res, 'gastos-fijos', consulta, await listarGastos(this.db, 'fijo', { ...consulta, filtro }));
  }

  @Get('gastos-fijos/:id')
  @RequierePermiso(P.gastosFijos)
  @ApiOperation({ summary: 'Un gasto fijo, como lo muestra la lista (getOne)' })
  @ApiOkResponse({ schema: ESQUEMA_GASTO })
  unoFijo(@Param('id', idGasto) id: string, @Contexto() contexto: ContextoPeticion): Promise<GastoLeido> {
    return unoDeLaLista((c) => listarGastos(this.db, 'fijo', c), { ids: [id], sede: sedeEfectiva(contexto.usuario!, null) }, 'fecha', M.noEncontrado);
  }

  @Post('gastos-fijos')
  @RequierePermiso(P.gastosFijos)
  @ApiOperation({ summary: "'Registrar un gasto fijo'; responde el gasto como lo sirve GET, con el mensaje" })
  @ApiCreatedResponse({ schema: RESPUESTA })
  registrarFijo(@Body() datos: RegistrarGastoFijoDto, @Contexto() contexto: ContextoPeticion): Promise<GastoRespuesta> {
    return this.comandos.execute(new RegistrarGastoFijo(datos, contexto));
  }

  @Post('gastos-fijos/:id/anular')
  @HttpCode(200)
  @RequierePermiso(P.gastosFijos)
  @ApiOperation({ summary: 'Eliminar un gasto fijo: GastoAnulado; responde el gasto eliminado' })
  @ApiOkResponse({ schema: RESPUESTA })
  anularFijo(@Param('id', idGasto) id: string, @Contexto() contexto: ContextoPeticion): Promise<GastoRespuesta> {
    return this.comandos.execute(new AnularGasto('fijo', id, contexto));
  }

  @Delete('gastos-fijos/:id')
  @RequierePermiso(P.gastosFijos)
  @ApiOperation({ summary: 'Eliminar un gasto fijo (delete de react-admin): lo mismo que POST /gastos-fijos/{id}/anular' })
  @ApiOkResponse({ schema: RESPUESTA })
  eliminarFijo(@Param('id', idGasto) id: string, @Contexto() contexto: ContextoPeticion): Promise<GastoRespuesta> {
    return this.comandos.execute(new AnularGasto('fijo', id, contexto));
  }

  @Get('gastos-variables')
  @RequierePermiso(P.gastosVariables)
  @ApiOperation({ summary: 'Gastos variables (filter {desde, hasta obligatorias, categoria 1|2|3, sede})' })
  async listarVariables(
    @ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'DESC' } }) consulta: ConsultaLista,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const f = consulta.filtro;
    const ids = idsDelFiltro(f.id);
    const filtro = {
      ...(ids ? {} : rangoObligatorio(f.desde, f.hasta)),
      ids,
      categoria: enteroDelFiltro(f.categoria, 'categoria'),
      sede: sedeEfectiva(contexto.usuario!, textoOpcional(f.sede, 'sede', 60) ?? null),
    };
    return responderPagina(res, 'gastos-variables', consulta, await listarGastos(this.db, 'variable', { ...consulta, filtro }));
  }

  @Get('gastos-variables/:id')
  @RequierePermiso(P.gastosVariables)
  @ApiOperation({ summary: 'Un gasto variable, como lo muestra la lista (getOne)' })
  @ApiOkResponse({ schema: ESQUEMA_GASTO })
  unoVariable(@Param('id', idGasto) id: string, @Contexto() contexto: ContextoPeticion): Promise<GastoLeido> {
    return unoDeLaLista((c) => listarGastos(this.db, 'variable', c), { ids: [id], sede: sedeEfectiva(contexto.usuario!, null) }, 'fecha', M.noEncontrado);
  }

  @Post('gastos-variables')
  @RequierePermiso(P.gastosVariables)
  @ApiOperation({ summary: 'Registrar un gasto variable; responde el gasto como lo sirve GET, con el mensaje' })
  @ApiCreatedResponse({ schema: RESPUESTA })
  registrarVariable(@Body() datos: RegistrarGastoVariableDto, @Contexto() contexto: ContextoPeticion): Promise<GastoRespuesta> {
    return this.comandos.execute(new RegistrarGastoVariable(datos, contexto));
  }

  @Post('gastos-variables/:id/anular')
  @HttpCode(200)
  @RequierePermiso(P.gastosVariables)
  @ApiOperation({ summary: 'Eliminar un gasto variable: GastoAnulado; responde el gasto eliminado' })
  @ApiOkResponse({ schema: RESPUESTA })
  anularVariable(@Param('id', idGasto) id: string, @Contexto() contexto: ContextoPeticion): Promise<GastoRespuesta> {
    return this.comandos.execute(new AnularGasto('variable', id, contexto));
  }

  @Delete('gastos-variables/:id')
  @RequierePermiso(P.gastosVariables)
  @ApiOperation({ summary: 'Eliminar un gasto variable (delete de react-admin): lo mismo que POST /gastos-variables/{id}/anular' })
  @ApiOkResponse({ schema: RESPUESTA })
  eliminarVariable(@Param('id', idGasto) id: string, @Contexto() contexto: ContextoPeticion): Promise<GastoRespuesta> {
    return this.comandos.execute(new AnularGasto('variable', id, contexto));
  }
}
