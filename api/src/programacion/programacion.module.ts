import { Module } from '@nestjs/common';
import { AlmacenArchivos } from '@avanti/libs/archivos/almacen-archivos';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import { HistoriaClinicaModule } from '../historia-clinica/historia-clinica.module.js';
import { CONFIGURACION } from '../infrastructure/tokens.js';
import { ComandosSesion } from './sesion/commands/comandos-sesion.js';
import { SesionesController } from './sesion/sesiones.controller.js';
import { MoverSesionHandler } from './sesion/commands/mover-sesion/mover-sesion.handler.js';
import { ProgramarSerieHandler } from './sesion/commands/programar-serie/programar-serie.handler.js';
import { SerieDeSesiones } from './sesion/commands/programar-serie/serie-de-sesiones.js';
import { PrevisualizarSerieHandler } from './sesion/queries/previsualizar-serie/previsualizar-serie.handler.js';

@Module({
  imports: [HistoriaClinicaModule],
  controllers: [SesionesController],
  providers: [ComandosSesion, SerieDeSesiones, ProgramarSerieHandler, PrevisualizarSerieHandler, MoverSesionHandler, { provide: AlmacenArchivos, useFactory: (config: Configuracion) => new AlmacenArchivos(config.directorioArchivos), inject: [CONFIGURACION] }],
})
export class ProgramacionModule {}
