import { Module } from '@nestjs/common';
import { BolsaDeSesiones } from './cobertura/bolsa.js';
import { CoberturasController } from './cobertura/coberturas.controller.js';
import { ComandosCobertura } from './cobertura/commands/comandos-cobertura.js';
import { EspecialidadesController } from './especialidades/especialidades.controller.js';
import { TarifasController } from './tarifas/tarifas.controller.js';
import { ActivarEpsHandler } from './eps/commands/activar-eps/activar-eps.handler.js';
import { DesactivarEpsHandler } from './eps/commands/desactivar-eps/desactivar-eps.handler.js';
import { RegistrarEpsHandler } from './eps/commands/registrar-eps/registrar-eps.handler.js';
import { AseguradorasController } from './eps/aseguradoras.controller.js';
import { EpsController } from './eps/eps.controller.js';
import { ListarEpsHandler } from './eps/queries/listar-eps/listar-eps.handler.js';
import { ObtenerEpsHandler } from './eps/queries/obtener-eps/obtener-eps.handler.js';

@Module({
  controllers: [EpsController, AseguradorasController, CoberturasController, TarifasController, EspecialidadesController],
  providers: [ComandosCobertura, BolsaDeSesiones, RegistrarEpsHandler, DesactivarEpsHandler, ActivarEpsHandler, ListarEpsHandler, ObtenerEpsHandler],
  exports: [BolsaDeSesiones],
})
export class CoberturasModule {}
