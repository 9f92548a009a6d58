import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Put, Res, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { idsDelFiltro } from '@avanti/libs/http/filtro';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { AlmacenArchivos } from '@avanti/libs/files/almacen-archivos';
import { detectarTipo, MIME } from '@avanti/libs/files/tipo-de-archivo';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { UsuarioGuardado } from '@avanti/libs/acceso/contrato';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { IMAGENES_USUARIO, type ImagenUsuario } from '@avanti/libs/acceso/eventos';
import { archivoDeImagen } from '@avanti/libs/acceso/lecturas/usuarios';
import { Contexto, UsuarioActual, type ContextoPeticion, type UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { enteroOpcional, ConsultaDeLista, responderPagina, textoOpcional } from '../../infrastructure/http/lista.js';
import { conMensaje } from '../../infrastructure/http/esquemas.js';
import { CONFIGURACION, DB } from '../../infrastructure/tokens.js';
import { puedeVerSede, sedeEfectiva } from '../autorizacion/alcance-sede.js';
import { RequierePermiso } from '../autorizacion/decoradores.js';
import { ActualizarUsuario, type ArchivoSubido } from './commands/actualizar-usuario/actualizar-usuario.command.js';
import { ActualizarUsuarioDto } from './commands/actualizar-usuario/actualizar-usuario.dto.js';
import { CambiarEstadoUsuario } from './commands/cambiar-estado-usuario/cambiar-estado-usuario.command.js';
import { RegistrarUsuario } from './commands/registrar-usuario/registrar-usuario.command.js';
import { RegistrarUsuarioDto } from './commands/registrar-usuario/registrar-usuario.dto.js';
import { MENSAJES_USUARIO } from './domain/usuario.js';
import { ESQUEMA_USUARIO } from './esquemas.js';
import { ListarUsuarios } from './queries/listar-usuarios/listar-usuarios.query.js';
import { ObtenerUsuario } from './queries/obtener-usuario/obtener-usuario.query.js';

const idUsuario = new ParseUUIDPipe({ exceptionFactory: () => new NoEncontrado(MENSAJES_USUARIO.noEncontrado) });

/** Each image at most 2 MB; checked by content (jpg or png), never by name. */
export const TAMANO_MAXIMO_IMAGEN = 2 * 1024 * 1024;

/**
 * User management (spec 3 §2.5, /acceso/usuario). Site-scoped: without `capacidad.todas-las-sedes`, only one's own site.
 * A user is deactivated, never deleted (405).
 */
@ApiTags('acceso')
@ApiBearerAuth()
@Controller('usuarios')
@RequierePermiso('acceso.usuarios')
export class UsuariosController {
  private readonly almacen: AlmacenArchivos;

  constructor(
    private readonly comandos: CommandBus,
    private readonly consultas: QueryBus,
    @Inject(DB) private readonly db: Db,
    @Inject(CONFIGURACION) config: Configuracion,
  ) {
    this.almacen = new AlmacenArchivos(config.directorioArchivos);
  }

  @Get()
  @ApiOperation({ summary: 'Usuarios (filter {q, estado, rol, sede}, range, sort); nunca el hash de la contraseña' })
  async listar(
    @ConsultaDeLista({ orden: { campo: 'nombres', direccion: 'ASC' }, pagina: 15 }) consulta: ConsultaLista,
    @UsuarioActual() lector: UsuarioAutenticado,
    @Res({ passthrough: true }) res: Response,
  ) {
    const f = consulta.filtro;
    const filtro = {
      q: textoOpcional(f.q, 'q'),
      estado: enteroOpcional(f.estado, 'estado'),
      rol: enteroOpcional(f.rol, 'rol'),
      sede: sedeEfectiva(lector, textoOpcional(f.sede, 'sede')) ?? undefined,
      ids: idsDelFiltro(f.id),
    };
    const pagina = await this.consultas.execute(new ListarUsuarios({ ...consulta, filtro }));
    return responderPagina(res, 'usuarios', consulta, pagina);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un usuario (getOne): lo de la lista, su tarjeta profesional, su cédula y qué imágenes tiene' })
  @ApiOkResponse({ schema: ESQUEMA_USUARIO })
  obtener(@Param('id', idUsuario) id: string, @UsuarioActual() lector: UsuarioAutenticado) {
    return this.consultas.execute(new ObtenerUsuario(id, lector));
  }

  @Post()
  @ApiOperation({
    summary: 'Registrar un usuario: nombres, apellidos, usuario, password y rol obligatorios; correo y sede opcionales; responde el usuario con el mensaje',
  })
  @ApiCreatedResponse({ schema: conMensaje(ESQUEMA_USUARIO) })
  registrar(@Body() datos: RegistrarUsuarioDto, @Contexto() contexto: ContextoPeticion): Promise<UsuarioGuardado> {
    return this.comandos.execute(new RegistrarUsuario(datos, contexto));
  }

  @Put(':id')
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({
    summary:
      'Editar: password, correo, tarjetaProfesional, cedula, rol; archivos foto, CamFir1..CamFir3 (jpg/png, 2 MB). Acepta el usuario que sirvió GET (lo demás se ignora); responde el usuario con el mensaje',
  })
  @ApiOkResponse({ schema: conMensaje(ESQUEMA_USUARIO) })
  @UseInterceptors(
    FileFieldsInterceptor(
      IMAGENES_USUARIO.map((name) => ({ name, maxCount: 1 })),
      { limits: { fileSize: TAMANO_MAXIMO_IMAGEN, files: IMAGENES_USUARIO.length, fields: 20, fieldSize: 64 * 1024 } },
    ),
  )
  actualizar(
    @Param('id', idUsuario) id: string,
    @Body() datos: ActualizarUsuarioDto,
    @UploadedFiles() archivos: Partial<Record<ImagenUsuario, ArchivoSubido[]>> | undefined,
    @Contexto() contexto: ContextoPeticion,
  ): Promise<UsuarioGuardado> {
    return this.comandos.execute(new ActualizarUsuario(id, datos, archivos ?? {}, contexto));
  }

  @Post(':id/desactivar')
  @HttpCode(200)
  @ApiOkResponse({ schema: conMensaje(ESQUEMA_USUARIO) })
  async desactivar(@Param('id', idUsuario) id: string, @Contexto() contexto: ContextoPeticion) {
    await this.comandos.execute(new CambiarEstadoUsuario(id, false, contexto));
    return { ...(await this.consultas.execute(new ObtenerUsuario(id, contexto.usuario!))), mensaje: MENSAJES_USUARIO.inhabilitado };
  }

  @Post(':id/activar')
  @HttpCode(200)
  @ApiOkResponse({ schema: conMensaje(ESQUEMA_USUARIO) })
  async activar(@Param('id', idUsuario) id: string, @Contexto() contexto: ContextoPeticion) {
    await this.comandos.execute(new CambiarEstadoUsuario(id, true, contexto));
    return { ...(await this.consultas.execute(new ObtenerUsuario(id, contexto.usuario!))), mensaje: MENSAJES_USUARIO.habilitado };
  }

  @Get(':id/imagenes/:imagen')
  @ApiOperation({ summary: 'La foto de perfil o una firma (CamFir1..CamFir3) del usuario' })
  async imagen(@Param('id', idUsuario) id: string, @Param('imagen') imagen: string, @UsuarioActual() lector: UsuarioAutenticado, @Res() res: Response) {
    if (!(IMAGENES_USUARIO as readonly string[]).includes(imagen)) throw new NoEncontrado();
    const fila = await archivoDeImagen(this.db, id, imagen as ImagenUsuario);
    if (!fila || !puedeVerSede(lector, fila.sede) || !fila.archivo) throw new NoEncontrado();
    const datos = await this.almacen.leer(fila.archivo).catch(() => null);
    const tipo = datos && detectarTipo(datos);
    if (!datos || !tipo) throw new NoEncontrado();
    res.setHeader('Content-Type', MIME[tipo]);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(datos);
  }
}
