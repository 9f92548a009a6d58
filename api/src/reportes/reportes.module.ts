import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';
import { ReportesController } from './reportes.controller.js';
import { ReporteObjetivosController } from './objetivos-y-logros.controller.js';
import { ReporteEvolucionesSinLogroController } from './evoluciones-sin-logro.controller.js';
import { ReporteAutorizacionesController } from './autorizaciones.controller.js';
import { ReporteAsistenciaUsuariosController } from './asistencia-usuarios.controller.js';
import { ReporteSesionesTerapeuticasController } from './sesiones-terapeuticas.controller.js';

/** Reports and the main dashboard (issue 16) over the read models (sesiones, coberturas, pacientes). */
@Module({
  controllers: [
    DashboardController,
    ReportesController,
    ReporteAutorizacionesController,
    ReporteAsistenciaUsuariosController,
    ReporteSesionesTerapeuticasController,
    ReporteObjetivosController,
    ReporteEvolucionesSinLogroController,
  ],
})
export class ReportesModule {}
