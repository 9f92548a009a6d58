import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req, Res, StreamableFile, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { idsDelFiltro } from '@avanti/libs/http/filtro';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { TIPOS_DOCUMENTO_PACIENTE, type TipoDocumentoPaciente } from '@avanti/libs/admisiones/eventos';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { TABLAS_DE_LISTAR_PACIENTES, type FiltroPacientes, type PacienteGuardado } from '@avanti/libs/admisiones/lecturas/pacientes';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, UsuarioActual, type ContextoPeticion, type UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { CacheDeLecturas } from '../../infrastructure/http/cache-lecturas.js';
import { conMensaje } from '../../infrastructure/http/esquemas.js';
import { enteroOpcional, ConsultaDeLista, rangoDePagina, textoOpcional } from '../../infrastructure/http/lista.js';
import { RELOJ } from '../../infrastructure/tokens.js';
import { ActualizarPaciente } from './commands/actualizar-paciente/actualizar-paciente.command.js';
import { ActualizarPacienteDto, AdmitirPacienteDto } from './commands/admitir-paciente/admitir-paciente.dto.js';
import { AdmitirPaciente } from './commands/admitir-paciente/admitir-paciente.command.js';
import { AsignarLideres } from './commands/asignar-lideres/asignar-lideres.command.js';
import { AsignarLideresDto } from './commands/asignar-lideres/asignar-lideres.dto.js';
import { CambiarEstadoPaciente } from './commands/cambiar-estado-paciente/cambiar-estado-paciente.command.js';
import { CambiarEstadoDto } from './commands/cambiar-estado-paciente/cambiar-estado-paciente.dto.js';
import { DesvincularAcudiente } from './commands/desvincular-acudiente/desvincular-acudiente.command.js';
import { GuardarDocumentos } from './commands/guardar-documentos/guardar-documentos.command.js';
import type { ArchivoSubido } from '../../infrastructure/http/archivo-subido.js';
import { DOCUMENTO_CON_ARTICULO, MAX_BYTES_DOCUMENTO } from './commands/guardar-documentos/guardar-documentos.handler.js';
import { RegistrarAcudiente } from './commands/registrar-acudiente/registrar-acudiente.command.js';
import { RegistrarAcudienteDto } from './commands/registrar-acudiente/registrar-acudiente.dto.js';
import { RegistrarMotivo } from './commands/registrar-motivo/registrar-motivo.command.js';
import { RegistrarMotivoDto } from './commands/registrar-motivo/registrar-motivo.dto.js';
import { MENSAJES_PACIENTE } from './domain/paciente.js';
import { ESQUEMA_PACIENTE } from './esquemas.js';
import { ContarPacientes, ListarPacientes } from './queries/listar-pacientes/listar-pacientes.query.js';
import { ListarAcudientes, ListarMotivos, ObtenerDocumento, ObtenerPaciente } from './queries/obtener-paciente/obtener-paciente.query.js';

const LEER = ['admisiones.ingreso', 'admisiones.pacientes'];
const CAMPOS_ARCHIVO = [...TIPOS_DOCUMENTO_PACIENTE, 'foto'].map((name) => ({ name, maxCount: 1 }));

/** Patient intake (/admisiones/ingreso) and registered patients (/admisiones/pacientes), spec 1. A patient is inactivated, never deleted (405). */
@ApiTags('admisiones')
@ApiBearerAuth()
@Controller('pacientes')
@RequierePermiso(...LEER)
export class PacientesController {
  constructor(
    private readonly comandos: CommandBus,
    private readonly consultas: QueryBus,
    private readonly cache: CacheDeLecturas,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  /** Search, state and site filters; the site is forced to the user's own unless they see every site. */
  private filtro(f: Record<string, unknown>, usuario: UsuarioAutenticado): FiltroPacientes {
    return {
      q: textoOpcional(f.q, 'q'),
      estado: enteroOpcional(f.estado, 'estado'),
      sede: sedeEfectiva(usuario, textoOpcional(f.sede, 'sede', 60) ?? null),
      ids: idsDelFiltro(f.id),
    };
  }

  @Get()
  @ApiOperation({ summary: 'Pacientes (filter {q, estado 1|0 (2/3 = todos), sede}, range, sort); 25 por página' })
  async listar(
    @ConsultaDeLista({ orden: { campo: 'primerApellido', direccion: 'ASC' } }) consulta: ConsultaLista,
    @UsuarioActual() usuario: UsuarioAutenticado,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const filtro = this.filtro(consulta.filtro, usuario);
    // Ages are counted to today: the day is part of the key.
    const clave = { filtro, desde: consulta.desde, hasta: consulta.hasta, orden: consulta.orden, hoy: hoy(this.reloj) };
    return this.cache.responder(
      req,
      res,
      'pacientes',
      clave,
      async () => {
        const pagina = await this.consultas.execute(new ListarPacientes({ ...consulta, filtro }));
        return { filas: pagina.filas, rango: rangoDePagina('pacientes', consulta, pagina) };
      },
      TABLAS_DE_LISTAR_PACIENTES,
    );
  }

  @Get('contadores')
  @ApiOperation({ summary: 'Contadores {activos, inactivos, todos} para la misma búsqueda y sede (filter {q, sede})' })
  contadores(@ConsultaDeLista({ orden: { campo: 'primerApellido', direccion: 'ASC' } }) consulta: ConsultaLista, @UsuarioActual() usuario: UsuarioAutenticado) {
    return this.consultas.execute(new ContarPacientes(this.filtro(consulta.filtro, usuario)));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un paciente (getOne): lo de la lista, origen, residencia, aseguradora, acompañante, líderes y documentos guardados' })
  @ApiOkResponse({ schema: ESQUEMA_PACIENTE })
  obtener(@Param('id') id: string, @UsuarioActual() usuario: UsuarioAutenticado) {
    return this.consultas.execute(new ObtenerPaciente(id, usuario));
  }

  @Post()
  @RequierePermiso('admisiones.ingreso')
  @ApiOperation({
    summary: 'Admitir un paciente → 201 con el paciente como lo sirve GET (su codigo) y el mensaje; 409 {mensaje, pacienteExistente} si el documento ya existe',
  })
  @ApiCreatedResponse({ schema: conMensaje(ESQUEMA_PACIENTE) })
  admitir(@Body() datos: AdmitirPacienteDto, @Contexto() contexto: ContextoPeticion): Promise<PacienteGuardado> {
    return this.comandos.execute(new AdmitirPaciente(datos, contexto));
  }

  @Put(':id')
  @RequierePermiso('admisiones.ingreso')
  @ApiOperation({
    summary:
      'Actualizar los datos del paciente: los del formulario o el paciente que sirvió GET (lo de solo lectura se ignora); responde el paciente con el mensaje',
  })
  @ApiOkResponse({ schema: conMensaje(ESQUEMA_PACIENTE) })
  actualizar(@Param('id') id: string, @Body() datos: ActualizarPacienteDto, @Contexto() contexto: ContextoPeticion): Promise<PacienteGuardado> {
    return this.comandos.execute(new ActualizarPaciente(id, datos, contexto));
  }

  @Post(':id/estado')
  @HttpCode(200)
  @RequierePermiso('admisiones.pacientes')
  async estado(@Param('id') id: string, @Body() datos: CambiarEstadoDto, @Contexto() contexto: ContextoPeticion) {
    await this.comandos.execute(new CambiarEstadoPaciente(id, datos, contexto));
    return { id, estado: datos.estado, mensaje: MENSAJES_PACIENTE.estadoActualizado };
  }

  @Post(':id/lideres')
  @HttpCode(200)
  @RequierePermiso('admisiones.pacientes')
  @ApiOperation({ summary: 'Líderes por especialidad (capacidad.asignar-lideres); confidencial solo con capacidad.lider-confidencial' })
  async lideres(@Param('id') id: string, @Body() datos: AsignarLideresDto, @Contexto() contexto: ContextoPeticion) {
    await this.comandos.execute(new AsignarLideres(id, datos, contexto));
    return { id, mensaje: MENSAJES_PACIENTE.lideresActualizados };
  }

  @Get(':id/acudientes')
  acudientes(@Param('id') id: string, @UsuarioActual() usuario: UsuarioAutenticado) {
    return this.consultas.execute(new ListarAcudientes(id, usuario));
  }

  @Post(':id/acudientes')
  @RequierePermiso('admisiones.ingreso')
  async registrarAcudiente(@Param('id') id: string, @Body() datos: RegistrarAcudienteDto, @Contexto() contexto: ContextoPeticion) {
    await this.comandos.execute(new RegistrarAcudiente(id, datos, contexto));
    return { id, mensaje: MENSAJES_PACIENTE.acudienteRegistrado };
  }

  @Delete(':id/acudientes/:documento')
  @RequierePermiso('admisiones.ingreso')
  async desvincular(@Param('id') id: string, @Param('documento') documento: string, @Contexto() contexto: ContextoPeticion) {
    await this.comandos.execute(new DesvincularAcudiente(id, documento, contexto));
    return { id, mensaje: MENSAJES_PACIENTE.acudienteDesvinculado };
  }

  @Get(':id/motivos')
  motivos(@Param('id') id: string, @UsuarioActual() usuario: UsuarioAutenticado) {
    return this.consultas.execute(new ListarMotivos(id, usuario));
  }

  @Post(':id/motivos')
  @RequierePermiso('admisiones.ingreso')
  async registrarMotivo(@Param('id') id: string, @Body() datos: RegistrarMotivoDto, @Contexto() contexto: ContextoPeticion) {
    const r = await this.comandos.execute(new RegistrarMotivo(id, datos, contexto));
    return { ...r, mensaje: MENSAJES_PACIENTE.motivoRegistrado };
  }

  @Post(':id/documentos')
  @RequierePermiso('admisiones.ingreso')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Los seis documentos (documento, documentoAcudiente, consentimiento, ordenMedica, autorizacion, otro: JPG, PNG o PDF) y la foto opcional (JPG o PNG), 5 MB cada uno',
  })
  @ApiBody({ schema: { type: 'object', properties: Object.fromEntries(CAMPOS_ARCHIVO.map(({ name }) => [name, { type: 'string', format: 'binary' }])) } })
  @UseInterceptors(FileFieldsInterceptor(CAMPOS_ARCHIVO, { limits: { fileSize: MAX_BYTES_DOCUMENTO, files: CAMPOS_ARCHIVO.length, fields: 10 } }))
  async documentos(
    @Param('id') id: string,
    @UploadedFiles() archivos: Record<string, ArchivoSubido[] | undefined> | undefined,
    @Contexto() contexto: ContextoPeticion,
  ) {
    const uno = Object.fromEntries(Object.entries(archivos ?? {}).map(([k, v]) => [k, v?.[0]]));
    await this.comandos.execute(new GuardarDocumentos(id, uno, contexto));
    return { id, mensaje: MENSAJES_PACIENTE.documentosRegistrados };
  }

  @Post(':id/documentos/:tipo')
  @RequierePermiso('admisiones.ingreso')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Un documento guardado por sí solo (tipo: documento, documentoAcudiente, consentimiento, ordenMedica, autorizacion, otro: JPG, PNG o PDF; foto: JPG o PNG), 5 MB, en el campo archivo; los demás guardados no cambian',
  })
  @ApiParam({ name: 'tipo', enum: [...TIPOS_DOCUMENTO_PACIENTE, 'foto'] })
  @ApiBody({ schema: { type: 'object', required: ['archivo'], properties: { archivo: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(FileFieldsInterceptor([{ name: 'archivo', maxCount: 1 }], { limits: { fileSize: MAX_BYTES_DOCUMENTO, files: 1, fields: 10 } }))
  async documentoSolo(
    @Param('id') id: string,
    @Param('tipo') tipo: string,
    @UploadedFiles() archivos: Record<string, ArchivoSubido[] | undefined> | undefined,
    @Contexto() contexto: ContextoPeticion,
  ) {
    if (!(TIPOS_DOCUMENTO_PACIENTE as readonly string[]).includes(tipo) && tipo !== 'foto')
      throw new ReglaIncumplida(MENSAJES_PACIENTE.documentoDesconocido, 'invalido');
    const solo = tipo as TipoDocumentoPaciente;
    await this.comandos.execute(new GuardarDocumentos(id, { [solo]: archivos?.archivo?.[0] }, contexto, solo));
    return { id, tipo: solo, mensaje: MENSAJES_PACIENTE.documentoGuardado(DOCUMENTO_CON_ARTICULO[solo]) };
  }

  @Get(':id/documentos/:tipo')
  async documento(
    @Param('id') id: string,
    @Param('tipo') tipo: string,
    @UsuarioActual() usuario: UsuarioAutenticado,
    @Res({ passthrough: true }) res: Response,
  ) {
    const d = await this.consultas.execute(new ObtenerDocumento(id, tipo, usuario));
    res.setHeader('Content-Type', d.mime);
    // Never rendered in the api's origin: a document is saved, not opened, when reached by its address.
    res.setHeader('Content-Disposition', `attachment; filename="${d.nombre}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(d.datos);
  }
}
