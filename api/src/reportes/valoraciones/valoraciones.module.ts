import { Module } from '@nestjs/common';
import { ExportacionesModule } from '../../exportaciones/exportaciones.module.js';
import { ReporteRegistroInformesController } from '../registro-informes/registro-informes.controller.js';
import { SolicitarInformeValoracionHandler } from './commands/solicitar-informe-valoracion/solicitar-informe-valoracion.handler.js';
import { ReporteValoracionesController } from './valoraciones.controller.js';

/** The evaluation report and its PDF (issue 11), and the log of exported reports (issue 16 item 12). */
@Module({
  imports: [ExportacionesModule],
  controllers: [ReporteValoracionesController, ReporteRegistroInformesController],
  providers: [SolicitarInformeValoracionHandler],
})
export class ReporteValoracionesModule {}
