import { Module } from '@nestjs/common';
import { ExportacionesModule } from '../../exportaciones/exportaciones.module.js';
import { SolicitarInformePacienteHandler } from './commands/solicitar-informe-paciente/solicitar-informe-paciente.handler.js';
import { SolicitarPeriodoObjetivosHandler } from './commands/solicitar-periodo-objetivos/solicitar-periodo-objetivos.handler.js';
import { InformesPacienteController } from './informes-paciente.controller.js';

/** The patient reports ('Informes', /reportes/informeEvolucion) and the objectives report's period PDF (issue 16 items 13 and 3). */
@Module({
  imports: [ExportacionesModule],
  controllers: [InformesPacienteController],
  providers: [SolicitarInformePacienteHandler, SolicitarPeriodoObjetivosHandler],
})
export class InformesPacienteModule {}
