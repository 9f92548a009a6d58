import { Module } from '@nestjs/common';
import { SolicitarExportacionHandler } from './commands/solicitar-exportacion/solicitar-exportacion.handler.js';
import { ExportacionesController } from './exportaciones.controller.js';
import { ObtenerArchivoExportacionHandler } from './queries/obtener-archivo-exportacion/obtener-archivo-exportacion.handler.js';
import { ObtenerExportacionHandler } from './queries/obtener-exportacion/obtener-exportacion.handler.js';

/** Excel exports: the request is an event, the file a job on the files queue. */
@Module({
  controllers: [ExportacionesController],
  providers: [SolicitarExportacionHandler, ObtenerExportacionHandler, ObtenerArchivoExportacionHandler],
})
export class ExportacionesModule {}
