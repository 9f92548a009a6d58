import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { createReadStream } from 'node:fs';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { MENSAJES_RIPS, PERMISO_RIPS, type GeneracionRips, type VistaPreviaRips } from '@avanti/libs/facturacion/contrato';
import { listarAseguradorasRips } from '@avanti/libs/facturacion/lecturas';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { DB } from '../../infrastructure/tokens.js';
import { GenerarRips } from './commands/generar-rips/generar-rips.command.js';
import { GenerarRipsDto } from './commands/generar-rips/generar-rips.dto.js';
import { ObtenerArchivoRips } from './queries/archivo-rips/archivo-rips.query.js';
import { ListarGeneracionesRips } from './queries/listar-generaciones-rips/listar-generaciones-rips.query.js';
import { ObtenerGeneracionRips } from './queries/obtener-generacion-rips/obtener-generacion-rips.query.js';
import { VistaPreviaRipsDto } from './queries/vista-previa-rips/vista-previa-rips.dto.js';
import { VistaPreviaDeRips } from './queries/vista-previa-rips/vista-previa-rips.query.js';

const idGeneracion = new ParseUUIDPipe({ exceptionFactory: () => new NoEncontrado(MENSAJES_RIPS.generacionNoEncontrada) });

const PROBLEMA = {
  type: 'object',
  required: ['codigo', 'mensaje', 'enlace', 'accion'],
  properties: { codigo: { type: 'string' }, mensaje: { type: 'string' }, enlace: { type: 'string' }, accion: { type: 'string' } },
};
const SESION = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    fecha: { type: 'string', format: 'date' },
    horaInicio: { type: 'string', example: '08:30' },
    especialidad: { type: 'string' },
    tipo: { type: 'string' },
    terapeuta: { type: 'string' },
    autorizacion: { type: 'string', nullable: true },
    valor: { type: 'integer' },
    copago: { type: 'integer' },
    sede: { type: 'string' },
    sedeNombre: { type: 'string' },
    reportadaEn: { type: 'string', nullable: true },
    problemas: { type: 'array', items: PROBLEMA },
  },
};
const VISTA_PREVIA = {
  type: 'object',
  properties: {
    epsId: { type: 'string', format: 'uuid' },
    epsNombre: { type: 'string' },
    desde: { type: 'string', format: 'date' },
    hasta: { type: 'string', format: 'date' },
    sede: { type: 'string', nullable: true },
    pacientes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          pacienteId: { type: 'string' },
          paciente: { type: 'string' },
          documento: { type: 'string' },
          sesiones: { type: 'array', items: SESION },
          problemas: { type: 'integer' },
          valor: { type: 'integer' },
          copago: { type: 'integer' },
        },
      },
    },
    totales: {
      type: 'object',
      properties: Object.fromEntries(
        ['pacientes', 'sesiones', 'unidades', 'valor', 'copago', 'conProblemas', 'yaReportadas'].map((k) => [k, { type: 'integer' }]),
      ),
    },
  },
};
const GENERACION = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    epsId: { type: 'string', format: 'uuid' },
    epsNombre: { type: 'string' },
    desde: { type: 'string', format: 'date' },
    hasta: { type: 'string', format: 'date' },
    sede: { type: 'string', nullable: true },
    numFactura: { type: 'string', nullable: true },
    tipoNota: { type: 'string', nullable: true, enum: ['NC', 'ND', 'NA', 'RS', null] },
    numNota: { type: 'string', nullable: true },
    estado: { type: 'string', enum: ['pendiente', 'generado', 'fallido'] },
    sesiones: { type: 'integer' },
    excluidas: { type: 'integer' },
    usuarios: { type: 'integer', nullable: true },
    consultas: { type: 'integer', nullable: true },
    procedimientos: { type: 'integer', nullable: true },
    valorTotal: { type: 'integer', nullable: true },
    hash: { type: 'string', nullable: true, description: 'sha256 del archivo' },
    nombreArchivo: { type: 'string', nullable: true },
    mensaje: { type: 'string', nullable: true },
    usuario: { type: 'string' },
    solicitadaEn: { type: 'string', format: 'date-time' },
    terminadaEn: { type: 'string', format: 'date-time', nullable: true },
  },
};

/** RIPS in JSON (issue 26): preview with problems, generation as a background job, the generations and their files. */
@ApiTags('facturacion')
@ApiBearerAuth()
@Controller('facturacion')
@RequierePermiso(PERMISO_RIPS)
export class RipsController {
  constructor(
    private readonly comandos: CommandBus,
    private readonly consultas: QueryBus,
    @Inject(DB) private readonly db: Db,
  ) {}

  @Get('aseguradoras')
  @ApiOperation({ summary: 'Aseguradoras activas para las que se puede generar un RIPS' })
  @ApiOkResponse({
    schema: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, nombre: { type: 'string' }, tipo: { type: 'integer', enum: [1, 2, 3] } } },
    },
  })
  aseguradoras() {
    return listarAseguradorasRips(this.db);
  }

  @Get('rips/vista-previa')
  @ApiOperation({ summary: 'Sesiones realizadas que reportaría el RIPS de una aseguradora en un periodo (y sede), por paciente, con sus problemas en español' })
  @ApiOkResponse({ schema: VISTA_PREVIA })
  vistaPrevia(@Query() filtro: VistaPreviaRipsDto): Promise<VistaPreviaRips> {
    return this.consultas.execute(new VistaPreviaDeRips(filtro));
  }

  @Get('rips')
  @ApiOperation({ summary: 'Los últimos 50 RIPS solicitados, del más reciente al más antiguo' })
  @ApiOkResponse({ schema: { type: 'array', items: GENERACION } })
  listar(): Promise<GeneracionRips[]> {
    return this.consultas.execute(new ListarGeneracionesRips());
  }

  @Post('rips')
  @ApiOperation({
    summary:
      'Generar el RIPS (trabajo en segundo plano): 409 con `errores` por sesión si alguna tiene problemas o ya fue reportada (salvo nota NC/ND/NA); responde {id} para consultar y descargar',
  })
  @ApiCreatedResponse({ schema: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } })
  generar(@Body() datos: GenerarRipsDto, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.execute(new GenerarRips(datos, contexto));
  }

  @Get('rips/:id')
  @ApiOperation({ summary: 'Estado de un RIPS: generándose, generado (con su hash y totales) o fallido (con el motivo)' })
  @ApiOkResponse({ schema: GENERACION })
  obtener(@Param('id', idGeneracion) id: string): Promise<GeneracionRips> {
    return this.consultas.execute(new ObtenerGeneracionRips(id));
  }

  @Get('rips/:id/archivo')
  @ApiOperation({ summary: 'Descargar el JSON de un RIPS generado (409 si aún se genera o falló); el encabezado X-Hash-Sha256 repite el hash del evento' })
  @ApiProduces('application/json')
  async archivo(@Param('id', idGeneracion) id: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const { ruta, nombreArchivo, hash } = await this.consultas.execute(new ObtenerArchivoRips(id));
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', `attachment; filename="${nombreArchivo.replace(/[^\w.-]/g, '_')}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Hash-Sha256', hash);
    return new StreamableFile(createReadStream(ruta));
  }
}
