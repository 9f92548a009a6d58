import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Contrasenas } from '../acceso/contrasenas/contrasenas.js';
import { EjecutorDeComandos } from './comandos/ejecutor.js';
import { CacheDeLecturas } from './http/cache-lecturas.js';
import { MarcaDelRegistro } from './http/marca-del-registro.js';
import type { Infraestructura } from './infraestructura.js';
import { BASE_DE_DATOS, COLA, CONFIGURACION, DB, DB_LECTURA, EVENT_STORE, PROYECCIONES, RELOJ, RELOJ_INACTIVIDAD } from './tokens.js';

@Global()
@Module({})
export class InfraestructuraModule {
  static con(infra: Infraestructura): DynamicModule {
    const valores = [
      { provide: CONFIGURACION, useValue: infra.config },
      { provide: BASE_DE_DATOS, useValue: infra.base },
      { provide: DB, useValue: infra.base.db },
      { provide: DB_LECTURA, useValue: infra.lectura.db },
      { provide: EVENT_STORE, useValue: infra.store },
      { provide: PROYECCIONES, useValue: infra.proyecciones },
      { provide: RELOJ, useValue: infra.reloj },
      { provide: RELOJ_INACTIVIDAD, useValue: infra.relojDeInactividad },
      { provide: COLA, useValue: infra.cola },
      { provide: Contrasenas, useValue: infra.contrasenas },
    ];
    return {
      module: InfraestructuraModule,
      providers: [...valores, EjecutorDeComandos, MarcaDelRegistro, CacheDeLecturas],
      exports: [...valores.map((v) => v.provide), EjecutorDeComandos, MarcaDelRegistro, CacheDeLecturas],
    };
  }
}
