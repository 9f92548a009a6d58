import { Module } from '@nestjs/common';
import { HistoriaClinicaModule } from '../historia-clinica/historia-clinica.module.js';
import { SolicitudesDeInformePdf } from './commands/solicitar-informe-pdf/solicitar-informe-pdf.service.js';
import { SolicitarExportacionHandler } from './commands/solicitar-exportacion/solicitar-exportacion.handler.js';
import { ExportacionesController } from './exportaciones.controller.js';
import { AccesoExportacion } from './queries/exportacion-visible.js';
import { ObtenerArchivoExportacionHandler } from './queries/obtener-archivo-exportacion/obtener-archivo-exportacion.handler.js';
import { ObtenerExportacionHandler } from './queries/obtener-exportacion/obtener-exportacion.handler.js';

/** Exports (Excel lists, PDF reports): the request is an event, the file a job on the files queue. */
@Module({
  imports: [HistoriaClinicaModule],
  controllers: [ExportacionesController],
  providers: [AccesoExportacion, SolicitarExportacionHandler, ObtenerExportacionHandler, ObtenerArchivoExportacionHandler, SolicitudesDeInformePdf],
  exports: [SolicitudesDeInformePdf],
})
export class ExportacionesModule {}
