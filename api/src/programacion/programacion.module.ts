import { Module } from '@nestjs/common';
import { AlmacenArchivos } from '@avanti/libs/files/almacen-archivos';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import { HistoriaClinicaModule } from '../historia-clinica/historia-clinica.module.js';
import { CONFIGURACION } from '../infrastructure/tokens.js';
import { AceptarCytHandler } from './sesion/commands/aceptar-cyt/aceptar-cyt.handler.js';
import { CambiarHorarioHandler } from './sesion/commands/cambiar-horario/cambiar-horario.handler.js';
import { CambiarTerapeutaHandler } from './sesion/commands/cambiar-terapeuta/cambiar-terapeuta.handler.js';
import { CancelarMasivoHandler } from './sesion/commands/cancelar-masivo/cancelar-masivo.handler.js';
import { CancelarSesionHandler } from './sesion/commands/cancelar-sesion/cancelar-sesion.handler.js';
import { EvolucionarSesionHandler } from './sesion/commands/evolucionar-sesion/evolucionar-sesion.handler.js';
import { ProgramadorDeSesiones } from './sesion/commands/programador-de-sesiones.js';
import { ProgramarSesionesHandler } from './sesion/commands/programar-sesiones/programar-sesiones.handler.js';
import { PrevisualizarProgramacionHandler } from './sesion/queries/previsualizar-programacion/previsualizar-programacion.handler.js';
import { SesionesController } from './sesion/sesiones.controller.js';
import { MoverSesionHandler } from './sesion/commands/mover-sesion/mover-sesion.handler.js';
import { ProgramarSerieHandler } from './sesion/commands/programar-serie/programar-serie.handler.js';
import { SerieDeSesiones } from './sesion/commands/programar-serie/serie-de-sesiones.js';
import { PrevisualizarSerieHandler } from './sesion/queries/previsualizar-serie/previsualizar-serie.handler.js';

@Module({
  imports: [HistoriaClinicaModule],
  controllers: [SesionesController],
  providers: [
    ProgramadorDeSesiones,
    SerieDeSesiones,
    ProgramarSesionesHandler,
    PrevisualizarProgramacionHandler,
    ProgramarSerieHandler,
    PrevisualizarSerieHandler,
    MoverSesionHandler,
    CancelarSesionHandler,
    CancelarMasivoHandler,
    AceptarCytHandler,
    CambiarHorarioHandler,
    CambiarTerapeutaHandler,
    EvolucionarSesionHandler,
    { provide: AlmacenArchivos, useFactory: (config: Configuracion) => new AlmacenArchivos(config.directorioArchivos), inject: [CONFIGURACION] },
  ],
})
export class ProgramacionModule {}
