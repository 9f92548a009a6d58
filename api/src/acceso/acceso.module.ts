import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import { CONFIGURACION } from '../infrastructure/tokens.js';
import { AutorizacionGuard } from './autorizacion/autorizacion.guard.js';
import { JwtStrategy } from './autorizacion/jwt.strategy.js';
import { SesionesService } from './autorizacion/sesiones.service.js';
import { IngresarHandler } from './ingreso/ingresar.handler.js';
import { IngresoController } from './ingreso/ingreso.controller.js';
import { SedesController } from './sedes/sedes.controller.js';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [CONFIGURACION],
      useFactory: (config: Configuracion) => ({ secret: config.jwtSecret, signOptions: { expiresIn: config.jwtDuracion as '8h' } }),
    }),
  ],
  controllers: [IngresoController, SedesController],
  providers: [SesionesService, JwtStrategy, IngresarHandler, { provide: APP_GUARD, useClass: AutorizacionGuard }],
  exports: [SesionesService],
})
export class AccesoModule {}
