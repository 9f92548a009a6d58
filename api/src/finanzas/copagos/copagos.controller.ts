import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import { MENSAJES_COPAGO as M, type CopagoLeido, type CopagoRespuesta } from '@avanti/libs/finanzas/contrato';
import { idsDelFiltro } from '@avanti/libs/http/filtro';
import { listarCopagos } from '@avanti/libs/finanzas/lecturas/finanzas';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina, textoOpcional, unoDeLaLista } from '../../infrastructure/http/lista.js';
import { DB } from '../../infrastructure/tokens.js';
import { conMensaje, ESQUEMA_COPAGO } from '../comun/esquemas.js';
import { idDe, PERMISOS_DINERO as P, rangoObligatorio } from '../comun/http.js';
import { AnularCopago } from './commands/anular-copago/anular-copago.command.js';
import { RegistrarCopago } from './commands/registrar-copago/registrar-copago.command.js';
import { RegistrarCopagoDto } from './commands/registrar-copago/registrar-copago.dto.js';

const idCopago = idDe(M.noEncontrado);

/** Spec 3 /copagos (under Admisiones): copays received, by date range. No update: a wrong copay is deleted (an event) and registered again. */
@ApiTags('finanzas')
@ApiBearerAuth()
@Controller('copagos')
export class CopagosController {
  constructor(
    private readonly comandos: CommandBus,
    @Inject(DB) private readonly db: Db,
  ) {}

  @Get()
  @RequierePermiso(P.copagos)
  @ApiOperation({ summary: 'Copagos (filter {desde, hasta obligatorias, sede}); de la propia sede salvo con todas las sedes' })
  async listar(
    @ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'DESC' } }) consulta: ConsultaLista,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const f = consulta.filtro;
    const ids = idsDelFiltro(f.id);
    const filtro = {
      ...(ids ? {} : rangoObligatorio(f.desde, f.hasta)),
      ids,
      sede: sedeEfectiva(contexto.usuario!, textoOpcional(f.sede, 'sede', 60) ?? null),
    };
    return responderPagina(res, 'copagos', consulta, await listarCopagos(this.db, { ...consulta, filtro }));
  }

  @Get(':id')
  @RequierePermiso(P.copagos)
  @ApiOperation({ summary: 'Un copago, como lo muestra la lista (getOne); de la propia sede salvo con todas las sedes' })
  @ApiOkResponse({ schema: ESQUEMA_COPAGO })
  uno(@Param('id', idCopago) id: string, @Contexto() contexto: ContextoPeticion): Promise<CopagoLeido> {
    return unoDeLaLista((c) => listarCopagos(this.db, c), { ids: [id], sede: sedeEfectiva(contexto.usuario!, null) }, 'fecha', M.noEncontrado);
  }

  @Post()
  @RequierePermiso(P.copagos)
  @ApiOperation({ summary: 'Registrar un copago; responde el copago como lo sirve GET, con el mensaje' })
  @ApiCreatedResponse({ schema: conMensaje(ESQUEMA_COPAGO) })
  registrar(@Body() datos: RegistrarCopagoDto, @Contexto() contexto: ContextoPeticion): Promise<CopagoRespuesta> {
    return this.comandos.execute(new RegistrarCopago(datos, contexto));
  }

  @Post(':id/anular')
  @HttpCode(200)
  @RequierePermiso(P.copagos)
  @ApiOperation({ summary: 'Eliminar un copago: CopagoAnulado (el original queda en la auditoría); responde el copago eliminado' })
  @ApiOkResponse({ schema: conMensaje(ESQUEMA_COPAGO) })
  anular(@Param('id', idCopago) id: string, @Contexto() contexto: ContextoPeticion): Promise<CopagoRespuesta> {
    return this.comandos.execute(new AnularCopago(id, contexto));
  }

  @Delete(':id')
  @RequierePermiso(P.copagos)
  @ApiOperation({ summary: 'Eliminar un copago (delete de react-admin): lo mismo que POST /copagos/{id}/anular' })
  @ApiOkResponse({ schema: conMensaje(ESQUEMA_COPAGO) })
  eliminar(@Param('id', idCopago) id: string, @Contexto() contexto: ContextoPeticion): Promise<CopagoRespuesta> {
    return this.comandos.execute(new AnularCopago(id, contexto));
  }
}
