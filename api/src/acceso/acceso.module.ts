import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import { CONFIGURACION } from '../infrastructure/tokens.js';
import { AutorizacionGuard } from './autorizacion/autorizacion.guard.js';
import { JwtStrategy } from './autorizacion/jwt.strategy.js';
import { SesionesActivasDelServidor } from './autorizacion/sesiones-activas.provider.js';
import { SesionesService } from './autorizacion/sesiones.service.js';
import { IngresarHandler } from './ingreso/ingresar.handler.js';
import { IngresoController } from './ingreso/ingreso.controller.js';
import { LimitadorDeIngresos } from './ingreso/limitador.provider.js';
import { CambiarEstadoRolHandler } from './roles/commands/cambiar-estado-rol/cambiar-estado-rol.handler.js';
import { CambiarPermisoRolHandler } from './roles/commands/cambiar-permiso-rol/cambiar-permiso-rol.handler.js';
import { CrearRolHandler } from './roles/commands/crear-rol/crear-rol.handler.js';
import { ListarRolesHandler } from './roles/queries/listar-roles/listar-roles.handler.js';
import { ObtenerRolHandler } from './roles/queries/obtener-rol/obtener-rol.handler.js';
import { PermisosDeRolHandler } from './roles/queries/permisos-de-rol/permisos-de-rol.handler.js';
import { RolesController } from './roles/roles.controller.js';
import { SedesController } from './sedes/sedes.controller.js';
import { CambiarContrasenaHandler } from './usuarios/commands/cambiar-contrasena/cambiar-contrasena.handler.js';
import { ActualizarUsuarioHandler } from './usuarios/commands/actualizar-usuario/actualizar-usuario.handler.js';
import { CambiarEstadoUsuarioHandler } from './usuarios/commands/cambiar-estado-usuario/cambiar-estado-usuario.handler.js';
import { RegistrarUsuarioHandler } from './usuarios/commands/registrar-usuario/registrar-usuario.handler.js';
import { ListarUsuariosHandler } from './usuarios/queries/listar-usuarios/listar-usuarios.handler.js';
import { ObtenerUsuarioHandler } from './usuarios/queries/obtener-usuario/obtener-usuario.handler.js';
import { UsuariosController } from './usuarios/usuarios.controller.js';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [CONFIGURACION],
      useFactory: (config: Configuracion) => ({ secret: config.jwtSecret, signOptions: { expiresIn: config.jwtDuracion as '8h' } }),
    }),
  ],
  controllers: [IngresoController, SedesController, UsuariosController, RolesController],
  providers: [
    SesionesService,
    SesionesActivasDelServidor,
    JwtStrategy,
    LimitadorDeIngresos,
    IngresarHandler,
    RegistrarUsuarioHandler,
    ActualizarUsuarioHandler,
    CambiarContrasenaHandler,
    CambiarEstadoUsuarioHandler,
    ListarUsuariosHandler,
    ObtenerUsuarioHandler,
    CrearRolHandler,
    CambiarEstadoRolHandler,
    CambiarPermisoRolHandler,
    ListarRolesHandler,
    ObtenerRolHandler,
    PermisosDeRolHandler,
    { provide: APP_GUARD, useClass: AutorizacionGuard },
  ],
  exports: [SesionesService],
})
export class AccesoModule {}
