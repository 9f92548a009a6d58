import { Module } from '@nestjs/common';
import { BolsaDeSesiones } from './cobertura/bolsa.js';
import { CoberturasController } from './cobertura/coberturas.controller.js';
import { AjustarCoberturaHandler } from './cobertura/commands/ajustar-cobertura/ajustar-cobertura.handler.js';
import { CancelarCoberturaHandler } from './cobertura/commands/cancelar-cobertura/cancelar-cobertura.handler.js';
import { RegistrarAutorizacionHandler } from './cobertura/commands/registrar-autorizacion/registrar-autorizacion.handler.js';
import { RegistrarConvenioHandler } from './cobertura/commands/registrar-convenio/registrar-convenio.handler.js';
import { RegistrarOrdenHandler } from './cobertura/commands/registrar-orden/registrar-orden.handler.js';
import { RegistrarParticularHandler } from './cobertura/commands/registrar-particular/registrar-particular.handler.js';
import { RegistroDeCobertura } from './cobertura/commands/registro-de-cobertura.js';
import { EditarEspecialidadHandler } from './especialidades/commands/editar-especialidad/editar-especialidad.handler.js';
import { EspecialidadesController } from './especialidades/especialidades.controller.js';
import { ActualizarTarifaHandler } from './tarifas/commands/actualizar-tarifa/actualizar-tarifa.handler.js';
import { RegistrarTarifaHandler } from './tarifas/commands/registrar-tarifa/registrar-tarifa.handler.js';
import { TarifasController } from './tarifas/tarifas.controller.js';
import { ActivarEpsHandler } from './eps/commands/activar-eps/activar-eps.handler.js';
import { DesactivarEpsHandler } from './eps/commands/desactivar-eps/desactivar-eps.handler.js';
import { RegistrarEpsHandler } from './eps/commands/registrar-eps/registrar-eps.handler.js';
import { AseguradorasController } from './eps/aseguradoras.controller.js';
import { EpsController } from './eps/eps.controller.js';
import { ListarEpsHandler } from './eps/queries/listar-eps/listar-eps.handler.js';
import { ObtenerEpsHandler } from './eps/queries/obtener-eps/obtener-eps.handler.js';

const COMANDOS_COBERTURA = [
  RegistroDeCobertura,
  RegistrarOrdenHandler,
  RegistrarAutorizacionHandler,
  RegistrarParticularHandler,
  RegistrarConvenioHandler,
  AjustarCoberturaHandler,
  CancelarCoberturaHandler,
];

@Module({
  controllers: [EpsController, AseguradorasController, CoberturasController, TarifasController, EspecialidadesController],
  providers: [
    ...COMANDOS_COBERTURA,
    RegistrarTarifaHandler,
    ActualizarTarifaHandler,
    EditarEspecialidadHandler,
    BolsaDeSesiones,
    RegistrarEpsHandler,
    DesactivarEpsHandler,
    ActivarEpsHandler,
    ListarEpsHandler,
    ObtenerEpsHandler,
  ],
  exports: [BolsaDeSesiones],
})
export class CoberturasModule {}
