import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccesoModule } from './acceso/acceso.module.js';
import { AdmisionesModule } from './admisiones/admisiones.module.js';
import { AuditoriaModule } from './auditoria/auditoria.module.js';
import { CatalogosModule } from './catalogos/catalogos.module.js';
import { HistoriaClinicaModule } from './historia-clinica/historia-clinica.module.js';
import { CoberturasModule } from './coberturas/coberturas.module.js';
import { ExportacionesModule } from './exportaciones/exportaciones.module.js';
import { ProgramacionModule } from './programacion/programacion.module.js';
import { FinanzasModule } from './finanzas/finanzas.module.js';
import { ObjetivosModule } from './objetivos/objetivos.module.js';
import { ReportesModule } from './reportes/reportes.module.js';
import { ReporteValoracionesModule } from './reportes/valoraciones/valoraciones.module.js';
import { InformesPacienteModule } from './reportes/informes-paciente/informes-paciente.module.js';
import { InfraestructuraModule } from './infrastructure/infraestructura.module.js';
import type { Infraestructura } from './infrastructure/infraestructura.js';
import { RelojController } from './salud/reloj.controller.js';
import { SaludController } from './salud/salud.controller.js';
import { FacturacionModule } from './facturacion/facturacion.module.js';

@Module({})
export class AppModule {
  static con(infra: Infraestructura): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfraestructuraModule.con(infra),
        CqrsModule.forRoot(),
        AccesoModule,
        CoberturasModule,
        AuditoriaModule,
        ExportacionesModule,
        AdmisionesModule,
        CatalogosModule,
        HistoriaClinicaModule,
        ProgramacionModule,
        FinanzasModule,
        ObjetivosModule,
        ReportesModule,
        ReporteValoracionesModule,
        InformesPacienteModule,
        FacturacionModule,
      ],
      controllers: [SaludController, RelojController],
    };
  }
}
