import { Body, Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { idsEnterosDelFiltro } from '@avanti/libs/http/filtro';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import type { RolCreado } from '@avanti/libs/acceso/contrato';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { conMensaje, entero, objeto, texto } from '../../infrastructure/http/esquemas.js';
import { enteroOpcional, ConsultaDeLista, responderPagina, textoOpcional } from '../../infrastructure/http/lista.js';
import { idEnteroDeRuta } from '../../infrastructure/http/validadores.js';
import { RequierePermiso } from '../autorizacion/decoradores.js';
import { CambiarEstadoRol } from './commands/cambiar-estado-rol/cambiar-estado-rol.command.js';
import { CambiarPermisoRol } from './commands/cambiar-permiso-rol/cambiar-permiso-rol.command.js';
import { CambiarPermisoRolDto } from './commands/cambiar-permiso-rol/cambiar-permiso-rol.dto.js';
import { CrearRol } from './commands/crear-rol/crear-rol.command.js';
import { CrearRolDto } from './commands/crear-rol/crear-rol.dto.js';
import { MENSAJES_ROL } from './domain/rol.js';
import { ListarRoles } from './queries/listar-roles/listar-roles.query.js';
import { ObtenerRol } from './queries/obtener-rol/obtener-rol.query.js';
import { PermisosDeRol } from './queries/permisos-de-rol/permisos-de-rol.query.js';

const idRol = idEnteroDeRuta(() => new NoEncontrado(MENSAJES_ROL.noEncontrado));
/** A role as GET /api/roles/:id serves it (libs/src/acceso/contrato.ts: RolLeido). */
const ESQUEMA_ROL = objeto({ id: entero, nombre: texto, estado: { type: 'integer', enum: [1, 2], description: '1 activo, 2 inactivo' } });

/** Roles and permissions (spec 3 §2.5, /acceso/roles). A role is deactivated, never renamed or deleted (405). */
@ApiTags('acceso')
@ApiBearerAuth()
@Controller('roles')
@RequierePermiso('acceso.roles')
export class RolesController {
  constructor(
    private readonly comandos: CommandBus,
    private readonly consultas: QueryBus,
  ) {}

  @Get()
  // The users screen lists roles for its role selector.
  @RequierePermiso('acceso.roles', 'acceso.usuarios')
  @ApiOperation({ summary: 'Roles (filter {q, estado}, range, sort); estado 1 activo, 2 inactivo' })
  async listar(@ConsultaDeLista({ orden: { campo: 'id', direccion: 'ASC' }, pagina: 25 }) consulta: ConsultaLista, @Res({ passthrough: true }) res: Response) {
    const filtro = {
      q: textoOpcional(consulta.filtro.q, 'q'),
      estado: enteroOpcional(consulta.filtro.estado, 'estado'),
      ids: idsEnterosDelFiltro(consulta.filtro.id),
    };
    const pagina = await this.consultas.execute(new ListarRoles({ ...consulta, filtro }));
    return responderPagina(res, 'roles', consulta, pagina);
  }

  @Get(':id')
  @RequierePermiso('acceso.roles', 'acceso.usuarios')
  @ApiOperation({ summary: 'Un rol (getOne), como lo muestra la lista' })
  @ApiOkResponse({ schema: ESQUEMA_ROL })
  obtener(@Param('id', idRol) id: number) {
    return this.consultas.execute(new ObtenerRol(id));
  }

  @Post()
  @ApiOperation({ summary: 'Crear un rol por su nombre (sin permisos: se conceden en el modal de permisos); responde el rol con el mensaje' })
  @ApiCreatedResponse({ schema: conMensaje(ESQUEMA_ROL) })
  crear(@Body() datos: CrearRolDto, @Contexto() contexto: ContextoPeticion): Promise<RolCreado> {
    return this.comandos.execute(new CrearRol(datos.nombre, contexto));
  }

  @Post(':id/desactivar')
  @HttpCode(200)
  async desactivar(@Param('id', idRol) id: number, @Contexto() contexto: ContextoPeticion) {
    await this.comandos.execute(new CambiarEstadoRol(id, false, contexto));
    return { ...(await this.consultas.execute(new ObtenerRol(id))), mensaje: MENSAJES_ROL.inhabilitado };
  }

  @Post(':id/activar')
  @HttpCode(200)
  async activar(@Param('id', idRol) id: number, @Contexto() contexto: ContextoPeticion) {
    await this.comandos.execute(new CambiarEstadoRol(id, true, contexto));
    return { ...(await this.consultas.execute(new ObtenerRol(id))), mensaje: MENSAJES_ROL.habilitado };
  }

  @Get(':id/permisos')
  @ApiOperation({ summary: 'Todos los módulos y submódulos con el permiso del rol: [{id, modulo, submodulo, estado}] (1 Sí, 0 No)' })
  permisos(@Param('id', idRol) id: number) {
    return this.consultas.execute(new PermisosDeRol(id));
  }

  @Put(':id/permisos/:permisoId')
  @ApiOperation({ summary: 'Conceder (1) o retirar (0) un permiso; se guarda de inmediato y responde {mensaje}' })
  async cambiarPermiso(
    @Param('id', idRol) id: number,
    @Param('permisoId') permisoId: string,
    @Body() datos: CambiarPermisoRolDto,
    @Contexto() contexto: ContextoPeticion,
  ) {
    await this.comandos.execute(new CambiarPermisoRol(id, permisoId, datos.estado, contexto));
    return { mensaje: MENSAJES_ROL.permisoActualizado };
  }
}
