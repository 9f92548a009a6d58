import { Module } from '@nestjs/common';
import { AlmacenArchivos } from '@avanti/libs/archivos/almacen-archivos';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import { CONFIGURACION } from '../infrastructure/tokens.js';
import { AccesoHistoria } from './historia/acceso-historia.js';
import { HistoriaController } from './historia/historia.controller.js';
import { HistoriaClinicaComandos } from './historia/historia.service.js';
import { PacientesHistoriaController } from './historia/pacientes-historia.controller.js';

@Module({
  controllers: [HistoriaController, PacientesHistoriaController],
  providers: [
    AccesoHistoria,
    HistoriaClinicaComandos,
    { provide: AlmacenArchivos, useFactory: (config: Configuracion) => new AlmacenArchivos(config.directorioArchivos), inject: [CONFIGURACION] },
  ],
  // Sessions and exports read clinical content under the history's rules, recorded like its reads.
  exports: [AccesoHistoria],
})
export class HistoriaClinicaModule {}
