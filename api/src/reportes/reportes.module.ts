import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';
import { ReportesController } from './reportes.controller.js';

/** Reports and the main dashboard (issue 16) over the read models (sesiones, coberturas, pacientes). */
@Module({ controllers: [DashboardController, ReportesController] })
export class ReportesModule {}
