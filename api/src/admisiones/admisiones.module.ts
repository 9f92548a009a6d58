import { Module } from '@nestjs/common';
import { AlmacenArchivos } from '@avanti/libs/files/almacen-archivos';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import { CONFIGURACION } from '../infrastructure/tokens.js';
import { CatalogosAdmisionesController } from './catalogos/catalogos-admisiones.controller.js';
import { AlcancePacientes } from './pacientes/alcance.js';
import { ActualizarPacienteHandler } from './pacientes/commands/actualizar-paciente/actualizar-paciente.handler.js';
import { AdmitirPacienteHandler } from './pacientes/commands/admitir-paciente/admitir-paciente.handler.js';
import { AsignarLideresHandler } from './pacientes/commands/asignar-lideres/asignar-lideres.handler.js';
import { CambiarEstadoPacienteHandler } from './pacientes/commands/cambiar-estado-paciente/cambiar-estado-paciente.handler.js';
import { DesvincularAcudienteHandler } from './pacientes/commands/desvincular-acudiente/desvincular-acudiente.handler.js';
import { GuardarDocumentosHandler } from './pacientes/commands/guardar-documentos/guardar-documentos.handler.js';
import { RegistrarAcudienteHandler } from './pacientes/commands/registrar-acudiente/registrar-acudiente.handler.js';
import { RegistrarMotivoHandler } from './pacientes/commands/registrar-motivo/registrar-motivo.handler.js';
import { HechosPaciente } from './pacientes/hechos.js';
import { PacientesController } from './pacientes/pacientes.controller.js';
import { ContarPacientesHandler, ListarPacientesHandler } from './pacientes/queries/listar-pacientes/listar-pacientes.handler.js';
import {
  ListarAcudientesHandler,
  ListarMotivosHandler,
  ObtenerDocumentoHandler,
  ObtenerPacienteHandler,
} from './pacientes/queries/obtener-paciente/obtener-paciente.handler.js';

/** Admissions: patients, guardians, intake reasons, documents (spec 1, issue 4). */
@Module({
  controllers: [PacientesController, CatalogosAdmisionesController],
  providers: [
    { provide: AlmacenArchivos, useFactory: (config: Configuracion) => new AlmacenArchivos(config.directorioArchivos), inject: [CONFIGURACION] },
    AlcancePacientes,
    HechosPaciente,
    AdmitirPacienteHandler,
    ActualizarPacienteHandler,
    CambiarEstadoPacienteHandler,
    AsignarLideresHandler,
    RegistrarAcudienteHandler,
    DesvincularAcudienteHandler,
    RegistrarMotivoHandler,
    GuardarDocumentosHandler,
    ListarPacientesHandler,
    ContarPacientesHandler,
    ObtenerPacienteHandler,
    ListarAcudientesHandler,
    ListarMotivosHandler,
    ObtenerDocumentoHandler,
  ],
})
export class AdmisionesModule {}
