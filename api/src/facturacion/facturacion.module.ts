import { Module } from '@nestjs/common';
import { ConfiguracionRipsController } from './configuracion/configuracion.controller.js';
import { ConfigurarPrestadorHandler } from './configuracion/commands/configurar-prestador/configurar-prestador.handler.js';
import { ConfigurarServicioRipsHandler } from './configuracion/commands/configurar-servicio-rips/configurar-servicio-rips.handler.js';
import { GenerarRipsHandler } from './rips/commands/generar-rips/generar-rips.handler.js';
import { ObtenerArchivoRipsHandler } from './rips/queries/archivo-rips/archivo-rips.handler.js';
import { ListarGeneracionesRipsHandler } from './rips/queries/listar-generaciones-rips/listar-generaciones-rips.handler.js';
import { ObtenerGeneracionRipsHandler } from './rips/queries/obtener-generacion-rips/obtener-generacion-rips.handler.js';
import { VistaPreviaRipsHandler } from './rips/queries/vista-previa-rips/vista-previa-rips.handler.js';
import { RipsController } from './rips/rips.controller.js';

/** Billing (issue 26): RIPS in JSON and its configuration. The model of a context in the shape of issue 25 (decision 0043). */
@Module({
  controllers: [RipsController, ConfiguracionRipsController],
  providers: [
    GenerarRipsHandler,
    VistaPreviaRipsHandler,
    ObtenerGeneracionRipsHandler,
    ListarGeneracionesRipsHandler,
    ObtenerArchivoRipsHandler,
    ConfigurarPrestadorHandler,
    ConfigurarServicioRipsHandler,
  ],
})
export class FacturacionModule {}
