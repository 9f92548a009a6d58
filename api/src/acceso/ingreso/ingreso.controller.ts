import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { PERMISOS_POR_ID } from '@avanti/libs/acceso/catalogo-permisos';
import { Contexto, UsuarioActual, type ContextoPeticion, type UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { Publico, SoloAutenticado } from '../autorizacion/decoradores.js';
import { Ingresar } from './ingresar.command.js';
import { IngresoFrenado } from './ingresar.handler.js';
import { CambiarContrasena } from '../usuarios/commands/cambiar-contrasena/cambiar-contrasena.command.js';
import { CambiarContrasenaDto } from '../usuarios/commands/cambiar-contrasena/cambiar-contrasena.dto.js';
import { IngresarDto } from './ingresar.dto.js';

@ApiTags('acceso')
@Controller('auth')
export class IngresoController {
  constructor(private readonly comandos: CommandBus) {}

  @Post('login')
  @HttpCode(200)
  @Publico()
  @ApiOperation({ summary: 'Iniciar sesión: token, usuario y pantalla de inicio según el rol' })
  @ApiResponse({ status: 429, description: 'Demasiados intentos fallidos: espere los segundos de Retry-After' })
  async ingresar(@Body() datos: IngresarDto, @Contexto() contexto: ContextoPeticion, @Res({ passthrough: true }) res: Response) {
    try {
      return await this.comandos.execute(new Ingresar(datos, contexto));
    } catch (error) {
      if (error instanceof IngresoFrenado) res.setHeader('Retry-After', String(error.segundos));
      throw error;
    }
  }

  @Post('cambiar-contrasena')
  @HttpCode(200)
  @SoloAutenticado()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Cambiar la contraseña propia: exige la actual, cierra las demás sesiones y devuelve un token nuevo para esta' })
  @ApiResponse({ status: 200, description: '{ mensaje, token }' })
  @ApiResponse({ status: 400, description: 'Contraseña actual incorrecta o nueva contraseña no válida' })
  @ApiResponse({ status: 429, description: 'Demasiados intentos fallidos: espere los segundos de Retry-After' })
  async cambiarContrasena(@Body() datos: CambiarContrasenaDto, @Contexto() contexto: ContextoPeticion, @Res({ passthrough: true }) res: Response) {
    try {
      return await this.comandos.execute(new CambiarContrasena(datos, contexto));
    } catch (error) {
      if (error instanceof IngresoFrenado) res.setHeader('Retry-After', String(error.segundos));
      throw error;
    }
  }

  @Get('permisos')
  @SoloAutenticado()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Permisos del rol de quien inició sesión (arma el menú lateral)' })
  permisos(@UsuarioActual() usuario: UsuarioAutenticado) {
    return [...usuario.permisos]
      .map((id) => PERMISOS_POR_ID.get(id))
      .filter((d) => d !== undefined)
      .map((d) => ({ id: d.id, modulo: d.modulo, submodulo: d.submodulo, ruta: d.ruta }));
  }
}
