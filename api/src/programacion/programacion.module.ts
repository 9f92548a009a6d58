import { Module } from '@nestjs/common';
import { ComandosSesion } from './sesion/commands/comandos-sesion.js';
import { SesionesController } from './sesion/sesiones.controller.js';

@Module({
  controllers: [SesionesController],
  providers: [ComandosSesion],
})
export class ProgramacionModule {}
