import { Module } from '@nestjs/common';
import { AlmacenArchivos } from '@avanti/libs/archivos/almacen-archivos';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import { HistoriaClinicaModule } from '../historia-clinica/historia-clinica.module.js';
import { CONFIGURACION } from '../infrastructure/tokens.js';
import { ComandosSesion } from './sesion/commands/comandos-sesion.js';
import { SesionesController } from './sesion/sesiones.controller.js';

@Module({
  imports: [HistoriaClinicaModule],
  controllers: [SesionesController],
  providers: [ComandosSesion, { provide: AlmacenArchivos, useFactory: (config: Configuracion) => new AlmacenArchivos(config.directorioArchivos), inject: [CONFIGURACION] }],
})
export class ProgramacionModule {}
