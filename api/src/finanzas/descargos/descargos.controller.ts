import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import { filaEvolucionAtrasada } from '@avanti/libs/finanzas/dominio/nomina/nomina';
import { MENSAJES_DESCARGO as M, type DescargoLeido, type DescargoRespuesta } from '@avanti/libs/finanzas/contrato';
import { idsDelFiltro } from '@avanti/libs/http/filtro';
import { listarDescargos, salariosEnElTiempo, sesionesRealizadas } from '@avanti/libs/finanzas/lecturas/finanzas';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina, textoOpcional, unoDeLaLista } from '../../infrastructure/http/lista.js';
import { DB } from '../../infrastructure/tokens.js';
import { conMensaje, ESQUEMA_DESCARGO } from '../comun/esquemas.js';
import { idDe, idTexto, PERMISOS_DINERO as P, rangoObligatorio } from '../comun/http.js';
import { AnularDescargo } from './commands/anular-descargo/anular-descargo.command.js';
import { RegistrarDescargo } from './commands/registrar-descargo/registrar-descargo.command.js';
import { RegistrarDescargoDto } from './commands/registrar-descargo/registrar-descargo.dto.js';

const idDescargo = idDe(M.noEncontrado);

/** Spec 3 /descargos: deductions from a therapist's pay, and the late evolutions with what they lost. */
@ApiTags('finanzas')
@ApiBearerAuth()
@Controller()
export class DescargosController {
  constructor(
    private readonly comandos: CommandBus,
    @Inject(DB) private readonly db: Db,
  ) {}

  @Get('descargos')
  @RequierePermiso(P.descargos)
  @ApiOperation({ summary: 'Descargos (filter {desde, hasta obligatorias, terapeuta, sede}); de la propia sede salvo con todas las sedes' })
  async listar(
    @ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'DESC' } }) consulta: ConsultaLista,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const f = consulta.filtro;
    const ids = idsDelFiltro(f.id);
    const rango = ids ? {} : rangoObligatorio(f.desde, f.hasta);
    const filtro = {
      ...rango,
      ids,
      terapeuta: idTexto(f.terapeuta, 'terapeuta'),
      sede: sedeEfectiva(contexto.usuario!, textoOpcional(f.sede, 'sede', 60) ?? null),
    };
    return responderPagina(res, 'descargos', consulta, await listarDescargos(this.db, { ...consulta, filtro }));
  }

  @Get('descargos/:id')
  @RequierePermiso(P.descargos)
  @ApiOperation({ summary: 'Un descargo, como lo muestra la lista (getOne); de la propia sede salvo con todas las sedes' })
  @ApiOkResponse({ schema: ESQUEMA_DESCARGO })
  uno(@Param('id', idDescargo) id: string, @Contexto() contexto: ContextoPeticion): Promise<DescargoLeido> {
    return unoDeLaLista((c) => listarDescargos(this.db, c), { ids: [id], sede: sedeEfectiva(contexto.usuario!, null) }, 'fecha', M.noEncontrado);
  }

  @Post('descargos')
  @RequierePermiso(P.descargos)
  @ApiOperation({ summary: 'Registrar un descargo; responde el descargo como lo sirve GET, con el mensaje' })
  @ApiCreatedResponse({ schema: conMensaje(ESQUEMA_DESCARGO) })
  registrar(@Body() datos: RegistrarDescargoDto, @Contexto() contexto: ContextoPeticion): Promise<DescargoRespuesta> {
    return this.comandos.execute(new RegistrarDescargo(datos, contexto));
  }

  @Post('descargos/:id/anular')
  @HttpCode(200)
  @RequierePermiso(P.descargos)
  @ApiOperation({ summary: 'Eliminar un descargo: DescargoAnulado (el original queda en la auditoría); responde el descargo eliminado' })
  @ApiOkResponse({ schema: conMensaje(ESQUEMA_DESCARGO) })
  anular(@Param('id', idDescargo) id: string, @Contexto() contexto: ContextoPeticion): Promise<DescargoRespuesta> {
    return this.comandos.execute(new AnularDescargo(id, contexto));
  }

  @Delete('descargos/:id')
  @RequierePermiso(P.descargos)
  @ApiOperation({ summary: 'Eliminar un descargo (delete de react-admin): lo mismo que POST /descargos/{id}/anular' })
  @ApiOkResponse({ schema: conMensaje(ESQUEMA_DESCARGO) })
  eliminar(@Param('id', idDescargo) id: string, @Contexto() contexto: ContextoPeticion): Promise<DescargoRespuesta> {
    return this.comandos.execute(new AnularDescargo(id, contexto));
  }

  @Get('evoluciones-atrasadas')
  @RequierePermiso(P.descargos)
  @ApiOperation({ summary: 'Evoluciones atrasadas de un rango (fecha de la sesión) con el valor descontado (la mitad no pagada)' })
  @ApiQuery({ name: 'desde', required: true, schema: { type: 'string', example: '2026-11-01' } })
  @ApiQuery({ name: 'hasta', required: true, schema: { type: 'string', example: '2026-11-30' } })
  @ApiQuery({ name: 'sede', required: false, schema: { type: 'string' } })
  @ApiQuery({ name: 'terapeuta', required: false, schema: { type: 'string' } })
  async atrasadas(@Query() q: Record<string, unknown>, @Contexto() contexto: ContextoPeticion, @Res({ passthrough: true }) res: Response) {
    const rango = rangoObligatorio(q.desde, q.hasta);
    const sesiones = await sesionesRealizadas(this.db, {
      ...rango,
      soloAtrasadas: true,
      terapeuta: idTexto(q.terapeuta, 'terapeuta'),
      sede: sedeEfectiva(contexto.usuario!, textoOpcional(q.sede, 'sede', 60) ?? null),
    });
    const salarioEn = await salariosEnElTiempo(this.db, [...new Set(sesiones.map((s) => s.terapeutaId))]);
    const filas = sesiones.map((s) => filaEvolucionAtrasada(s, salarioEn(s.terapeutaId, s.fecha)));
    res.setHeader('Content-Range', `evoluciones-atrasadas 0-${Math.max(filas.length - 1, 0)}/${filas.length}`);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return filas;
  }
}
