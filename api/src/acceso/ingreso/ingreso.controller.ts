import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PERMISOS_POR_ID } from '@avanti/libs/acceso/catalogo-permisos';
import { Contexto, UsuarioActual, type ContextoPeticion, type UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { pideCookie, ponerCookieDeSesion, quitarCookieDeSesion, tokenDeLaPeticion } from '../autorizacion/cookie-sesion.js';
import { Publico, SoloAutenticado } from '../autorizacion/decoradores.js';
import { SesionesService } from '../autorizacion/sesiones.service.js';
import { Ingresar } from './ingresar.command.js';
import { IngresoFrenado } from './ingresar.handler.js';
import { CambiarContrasena } from '../usuarios/commands/cambiar-contrasena/cambiar-contrasena.command.js';
import { CambiarContrasenaDto } from '../usuarios/commands/cambiar-contrasena/cambiar-contrasena.dto.js';
import { IngresarDto } from './ingresar.dto.js';

@ApiTags('acceso')
@Controller('auth')
export class IngresoController {
  constructor(
    private readonly comandos: CommandBus,
    private readonly sesiones: SesionesService,
  ) {}

  /** The admin (it sends the CSRF header) gets the token as an httpOnly cookie and never sees it; API clients, in the body. */
  private entregarToken<T extends { token: string }>(peticion: Request, res: Response, resultado: T): T | Omit<T, 'token'> {
    if (!pideCookie(peticion)) return resultado;
    ponerCookieDeSesion(peticion, res, resultado.token);
    const { token: _token, ...sinToken } = resultado;
    return sinToken;
  }

  @Post('login')
  @HttpCode(200)
  @Publico()
  @ApiOperation({ summary: 'Iniciar sesión: token, usuario y pantalla de inicio según el rol' })
  @ApiResponse({ status: 429, description: 'Demasiados intentos fallidos: espere los segundos de Retry-After' })
  async ingresar(@Body() datos: IngresarDto, @Contexto() contexto: ContextoPeticion, @Req() peticion: Request, @Res({ passthrough: true }) res: Response) {
    try {
      return this.entregarToken(peticion, res, await this.comandos.execute(new Ingresar(datos, contexto)));
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
  async cambiarContrasena(
    @Body() datos: CambiarContrasenaDto,
    @Contexto() contexto: ContextoPeticion,
    @Req() peticion: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    try {
      return this.entregarToken(peticion, res, await this.comandos.execute(new CambiarContrasena(datos, contexto)));
    } catch (error) {
      if (error instanceof IngresoFrenado) res.setHeader('Retry-After', String(error.segundos));
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(200)
  @Publico()
  @ApiOperation({ summary: 'Cerrar sesión: el token (cabecera o cookie) deja de servir en el acto y se borra la cookie' })
  @ApiResponse({ status: 200, description: '{ mensaje }' })
  async salir(@Req() peticion: Request, @Res({ passthrough: true }) res: Response) {
    const token = tokenDeLaPeticion(peticion);
    if (token) await this.sesiones.cerrar(token);
    quitarCookieDeSesion(peticion, res);
    return { mensaje: 'Sesión cerrada' };
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
