import { Module } from '@nestjs/common';
import { ObjetivosFamiliaController } from './familia/objetivos-familia.controller.js';
import { MiEspacioController } from './mi-espacio/mi-espacio.controller.js';
import { ComandosObjetivo } from './objetivo/commands/comandos-objetivo.js';
import { ObjetivosController } from './objetivo/objetivos.controller.js';

@Module({
  controllers: [ObjetivosController, ObjetivosFamiliaController, MiEspacioController],
  providers: [ComandosObjetivo],
})
export class ObjetivosModule {}
