import { Module } from '@nestjs/common';
import { AlmacenArchivos } from '@avanti/libs/files/almacen-archivos';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import { CONFIGURACION } from '../infrastructure/tokens.js';
import { AccesoHistoria } from './historia/acceso-historia.js';
import { ActualizarDiagnosticoHandler } from './historia/commands/actualizar-diagnostico/actualizar-diagnostico.handler.js';
import { CargarExamenHandler } from './historia/commands/cargar-examen/cargar-examen.handler.js';
import { EscritorDeHistoria } from './historia/commands/escritor-de-historia.js';
import { RegistrarAntecedenteHandler } from './historia/commands/registrar-antecedente/registrar-antecedente.handler.js';
import { RegistrarImpresionHandler } from './historia/commands/registrar-impresion/registrar-impresion.handler.js';
import { RegistrarMotivoHistoriaHandler } from './historia/commands/registrar-motivo-historia/registrar-motivo-historia.handler.js';
import { RegistrarPlanHandler } from './historia/commands/registrar-plan/registrar-plan.handler.js';
import { VerificarMotivoHandler } from './historia/commands/verificar-motivo/verificar-motivo.handler.js';
import { HistoriaController } from './historia/historia.controller.js';
import { PacientesHistoriaController } from './historia/pacientes-historia.controller.js';

@Module({
  controllers: [HistoriaController, PacientesHistoriaController],
  providers: [
    AccesoHistoria,
    EscritorDeHistoria,
    RegistrarMotivoHistoriaHandler,
    VerificarMotivoHandler,
    RegistrarAntecedenteHandler,
    RegistrarImpresionHandler,
    ActualizarDiagnosticoHandler,
    CargarExamenHandler,
    RegistrarPlanHandler,
    { provide: AlmacenArchivos, useFactory: (config: Configuracion) => new AlmacenArchivos(config.directorioArchivos), inject: [CONFIGURACION] },
  ],
  // Sessions and exports read clinical content under the history's rules, recorded like its reads.
  exports: [AccesoHistoria],
})
export class HistoriaClinicaModule {}
