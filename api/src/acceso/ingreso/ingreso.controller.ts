import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PERMISOS_POR_ID } from '@avanti/libs/acceso/catalogo-permisos';
import { Contexto, UsuarioActual, type ContextoPeticion, type UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { Publico, SoloAutenticado } from '../autorizacion/decoradores.js';
import { Ingresar } from './ingresar.command.js';
import { IngresarDto } from './ingresar.dto.js';

@ApiTags('acceso')
@Controller('auth')
export class IngresoController {
  constructor(private readonly comandos: CommandBus) {}

  @Post('login')
  @HttpCode(200)
  @Publico()
  @ApiOperation({ summary: 'Iniciar sesión: token, usuario y pantalla de inicio según el rol' })
  ingresar(@Body() datos: IngresarDto, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.execute(new Ingresar(datos, contexto));
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
