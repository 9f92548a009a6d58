import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { createReadStream } from 'node:fs';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { SoloAutenticado } from '../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../infrastructure/http/contexto.js';
import { conMensaje, entero, texto, type Esquema } from '../infrastructure/http/esquemas.js';
import { SolicitarExportacion } from './commands/solicitar-exportacion/solicitar-exportacion.command.js';
import { SolicitarExportacionDto } from './commands/solicitar-exportacion/solicitar-exportacion.dto.js';
import { MENSAJES_EXPORTACION } from './domain/exportacion.js';
import { ObtenerArchivoExportacion } from './queries/obtener-archivo-exportacion/obtener-archivo-exportacion.query.js';
import { ObtenerExportacion } from './queries/obtener-exportacion/obtener-exportacion.query.js';

export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const TIPO_PDF = 'application/pdf';

/** An export as GET /api/exportaciones/:id serves it (libs/src/exportaciones/contrato.ts: ProgresoExportacion). */
const ESQUEMA_EXPORTACION: Esquema = {
  type: 'object',
  required: ['id', 'recurso', 'estado', 'progreso'],
  properties: {
    id: { ...texto, format: 'uuid' },
    recurso: { ...texto, example: 'eps', description: 'La lista exportada o el informe PDF' },
    estado: { ...texto, enum: ['pendiente', 'procesando', 'completado', 'fallido'] },
    progreso: { ...entero, minimum: 0, maximum: 100 },
    mensaje: { ...texto, description: 'Por qué falló (solo en una fallida)' },
    nombreArchivo: { ...texto, example: 'aseguradoras-2026-11-22.xlsx', description: 'Solo en una completada' },
    filas: { ...entero, description: 'Filas del archivo; solo en una completada' },
  },
};

const idExportacion = new ParseUUIDPipe({ exceptionFactory: () => new NoEncontrado(MENSAJES_EXPORTACION.noEncontrada) });

/** `attachment; filename="..."`: the names are plain ASCII already (see nombreDeArchivo); anything else becomes `_`. */
const disposicion = (nombre: string) => `attachment; filename="${nombre.replace(/[^\w.-]/g, '_')}"`;

/**
 * Exports as background jobs (Excel lists, PDF reports): ask, poll the state, download. Any signed-in person may call
 * these; the handlers check the permission of the exported list and who may see an export or take its file (AccesoExportacion).
 */
@ApiTags('exportaciones')
@ApiBearerAuth()
@Controller('exportaciones')
@SoloAutenticado()
export class ExportacionesController {
  constructor(
    private readonly comandos: CommandBus,
    private readonly consultas: QueryBus,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Solicitar una exportación a Excel ({recurso, filtro}); responde la exportación como la sirve GET, con el mensaje' })
  @ApiCreatedResponse({ schema: conMensaje(ESQUEMA_EXPORTACION) })
  solicitar(@Body() datos: SolicitarExportacionDto, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.execute(new SolicitarExportacion(datos, contexto));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Estado y progreso de una exportación: a quien la pidió, a quien podría generarla y a quien audita la sede desde donde se pidió' })
  @ApiOkResponse({ schema: ESQUEMA_EXPORTACION })
  obtener(@Param('id', idExportacion) id: string, @Contexto() contexto: ContextoPeticion) {
    return this.consultas.execute(new ObtenerExportacion(id, contexto));
  }

  @Get(':id/archivo')
  @ApiOperation({
    summary:
      'Descargar el archivo (.xlsx o .pdf) de una exportación terminada (409 si aún no termina): a quien la pidió o a quien tiene los derechos para generarla; el informe de un paciente queda en los accesos a su historia',
  })
  @ApiProduces(TIPO_XLSX, TIPO_PDF)
  async archivo(
    @Param('id', idExportacion) id: string,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { ruta, nombreArchivo, formato } = await this.consultas.execute(new ObtenerArchivoExportacion(id, contexto));
    res.setHeader('Content-Type', formato === 'pdf' ? TIPO_PDF : TIPO_XLSX);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', disposicion(nombreArchivo));
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(createReadStream(ruta));
  }
}
