import { Module } from '@nestjs/common';
import { ObjetivosFamiliaController } from './familia/objetivos-familia.controller.js';
import { MiEspacioController } from './mi-espacio/mi-espacio.controller.js';
import { CalificarObjetivoHandler } from './objetivo/commands/calificar-objetivo/calificar-objetivo.handler.js';
import { ComandosObjetivo } from './objetivo/commands/comandos-objetivo.js';
import { CrearObjetivoHandler } from './objetivo/commands/crear-objetivo/crear-objetivo.handler.js';
import { ExtenderObjetivoHandler } from './objetivo/commands/extender-objetivo/extender-objetivo.handler.js';
import { ObjetivosController } from './objetivo/objetivos.controller.js';

@Module({
  controllers: [ObjetivosController, ObjetivosFamiliaController, MiEspacioController],
  providers: [ComandosObjetivo, CrearObjetivoHandler, CalificarObjetivoHandler, ExtenderObjetivoHandler],
})
export class ObjetivosModule {}
