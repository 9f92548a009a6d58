import { Module } from '@nestjs/common';
import { CambiarEstadoItemHandler } from './items/commands/cambiar-estado-item/cambiar-estado-item.js';
import { RegistrarItemHandler } from './items/commands/registrar-item/registrar-item.handler.js';
import { CONTROLADORES_CATALOGO } from './items/items.controller.js';
import { ListarItemsHandler, ObtenerItemHandler } from './items/queries/listar-items/listar-items.js';
import { DiagnosticosController } from './diagnosticos/diagnosticos.controller.js';

@Module({
  controllers: [...CONTROLADORES_CATALOGO, DiagnosticosController],
  providers: [RegistrarItemHandler, CambiarEstadoItemHandler, ListarItemsHandler, ObtenerItemHandler],
})
export class CatalogosModule {}
