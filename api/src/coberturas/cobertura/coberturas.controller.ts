import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { historialDeCobertura } from '@avanti/libs/coberturas/lecturas/historial-cobertura';
import {
  listarCoberturas,
  obtenerCobertura,
  ordenesActivas,
  serviciosDisponibles,
  TABLAS_DE_LISTAR_COBERTURAS,
} from '@avanti/libs/coberturas/lecturas/coberturas';
import { idsDelFiltro } from '@avanti/libs/http/filtro';
import { pacienteParaCobertura } from '@avanti/libs/coberturas/lecturas/coberturas';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { puedeVerSede, sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { CacheDeLecturas } from '../../infrastructure/http/cache-lecturas.js';
import { ConsultaDeLista, enteroOpcional, rangoDePagina, textoOpcional } from '../../infrastructure/http/lista.js';
import { DB, RELOJ } from '../../infrastructure/tokens.js';
import { AjustarCobertura } from './commands/ajustar-cobertura/ajustar-cobertura.command.js';
import { AjustarCoberturaDto } from './commands/ajustar-cobertura/ajustar-cobertura.dto.js';
import { CancelarCobertura } from './commands/cancelar-cobertura/cancelar-cobertura.command.js';
import { RegistrarAutorizacion } from './commands/registrar-autorizacion/registrar-autorizacion.command.js';
import { RegistrarAutorizacionDto } from './commands/registrar-autorizacion/registrar-autorizacion.dto.js';
import { RegistrarConvenio } from './commands/registrar-convenio/registrar-convenio.command.js';
import { RegistrarConvenioDto } from './commands/registrar-convenio/registrar-convenio.dto.js';
import { RegistrarOrden } from './commands/registrar-orden/registrar-orden.command.js';
import { RegistrarOrdenDto } from './commands/registrar-orden/registrar-orden.dto.js';
import { RegistrarParticular } from './commands/registrar-particular/registrar-particular.command.js';
import { RegistrarParticularDto } from './commands/registrar-particular/registrar-particular.dto.js';
import { verificarAlcance } from './commands/registro-de-cobertura.js';
import { CoberturaRegistradaDto, MensajeCoberturaDto } from './commands/respuestas.dto.js';
import { esFechaValida, MENSAJES_COBERTURA as M } from './domain/cobertura.js';

const idCobertura = new ParseUUIDPipe({ exceptionFactory: () => new NoEncontrado(M.noEncontrada) });
const idPaciente = new ParseUUIDPipe({ exceptionFactory: () => new NoEncontrado(M.pacienteNoEncontrado) });
const fechaDelFiltro = (valor: unknown, campo: string) => {
  const texto = textoOpcional(valor, campo, 10);
  if (texto !== undefined && !esFechaValida(texto)) throw new ReglaIncumplida(`Filtro inválido: ${campo}`, 'invalido');
  return texto;
};

/** Who reads coverages: service intake, authorization management and the orders report. */
const LECTURA = ['admisiones.servicios', 'dashboard.gestion-ordenes', 'reportes.ordenes'];

/** Orders, authorizations, private services and agreements (spec 1 'Service intake', 'Authorization management', 'Orders report'). */
@ApiTags('coberturas')
@ApiBearerAuth()
@Controller()
export class CoberturasController {
  constructor(
    private readonly comandos: CommandBus,
    private readonly cache: CacheDeLecturas,
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  @Get('coberturas')
  @RequierePermiso(...LECTURA)
  @ApiOperation({
    summary:
      'Órdenes y autorizaciones (filter {q, codigo (contiene), codigoExacto (sin mayúsculas ni espacios), paciente, formato, sede, desde, hasta}, range, sort)',
  })
  listar(
    @ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'DESC' } }) consulta: ConsultaLista,
    @Contexto() contexto: ContextoPeticion,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.pagina(consulta, contexto, req, res);
  }

  @Get('reportes/ordenes')
  @RequierePermiso('reportes.ordenes')
  @ApiOperation({ summary: 'Reporte de órdenes médicas (spec 3 §2.2 item 2): la lista de órdenes y autorizaciones con los filtros de GET /api/coberturas' })
  reporteOrdenes(
    @ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'DESC' } }) consulta: ConsultaLista,
    @Contexto() contexto: ContextoPeticion,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.pagina(consulta, contexto, req, res);
  }

  /** From memory while no event has touched the coverages, their lines or the sites since it was read (decision 0053). */
  private pagina(consulta: ConsultaLista, contexto: ContextoPeticion, req: Request, res: Response) {
    const f = consulta.filtro;
    const filtro = {
      q: textoOpcional(f.q, 'q'),
      codigo: textoOpcional(f.codigo, 'codigo', 60),
      codigoExacto: textoOpcional(f.codigoExacto, 'codigoExacto', 60),
      paciente: textoOpcional(f.paciente, 'paciente', 60),
      formato: enteroOpcional(f.formato, 'formato'),
      sede: sedeEfectiva(contexto.usuario!, textoOpcional(f.sede, 'sede', 60) ?? null),
      desde: fechaDelFiltro(f.desde, 'desde'),
      hasta: fechaDelFiltro(f.hasta, 'hasta'),
      ids: idsDelFiltro(f.id),
    };
    const clave = { filtro, desde: consulta.desde, hasta: consulta.hasta, orden: consulta.orden };
    return this.cache.responder(
      req,
      res,
      'coberturas',
      clave,
      async () => {
        const pagina = await listarCoberturas(this.db, { ...consulta, filtro });
        return { filas: pagina.filas, rango: rangoDePagina('coberturas', consulta, pagina) };
      },
      TABLAS_DE_LISTAR_COBERTURAS,
    );
  }

  @Get('coberturas/:id')
  @RequierePermiso(...LECTURA)
  async obtener(@Param('id', idCobertura) id: string, @Contexto() contexto: ContextoPeticion) {
    const c = await obtenerCobertura(this.db, id);
    if (!c || !puedeVerSede(contexto.usuario!, c.sede)) throw new NoEncontrado(M.noEncontrada);
    return c;
  }

  @Get('coberturas/:id/historial')
  @RequierePermiso(...LECTURA)
  @ApiOperation({ summary: 'Historial de una orden o autorización: sus eventos en español, con quién y cuándo' })
  async historial(@Param('id', idCobertura) id: string, @Contexto() contexto: ContextoPeticion) {
    await verificarAlcance(this.db, id, contexto);
    return historialDeCobertura(this.db, id);
  }

  @Post('coberturas/ordenes')
  @RequierePermiso('admisiones.servicios')
  @ApiOperation({ summary: 'Registrar una orden médica (formato 0)' })
  @ApiBody({ type: RegistrarOrdenDto })
  @ApiCreatedResponse({ type: CoberturaRegistradaDto })
  registrarOrden(@Body() datos: RegistrarOrdenDto, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.execute(new RegistrarOrden(datos, contexto));
  }

  @Post('coberturas/autorizaciones')
  @RequierePermiso('admisiones.servicios')
  @ApiOperation({ summary: 'Registrar una autorización (formato 1): contra una orden, sin orden médica o código 90' })
  @ApiBody({ type: RegistrarAutorizacionDto })
  @ApiCreatedResponse({ type: CoberturaRegistradaDto })
  registrarAutorizacion(@Body() datos: RegistrarAutorizacionDto, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.execute(new RegistrarAutorizacion(datos, contexto));
  }

  @Post('coberturas/particulares')
  @RequierePermiso('admisiones.servicios')
  @ApiOperation({ summary: 'Registrar un servicio particular (formato 2)' })
  @ApiBody({ type: RegistrarParticularDto })
  @ApiCreatedResponse({ type: CoberturaRegistradaDto })
  registrarParticular(@Body() datos: RegistrarParticularDto, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.execute(new RegistrarParticular(datos, contexto));
  }

  @Post('coberturas/convenios')
  @RequierePermiso('admisiones.servicios')
  @ApiOperation({ summary: 'Registrar un convenio (formato 3)' })
  @ApiBody({ type: RegistrarConvenioDto })
  @ApiCreatedResponse({ type: CoberturaRegistradaDto })
  registrarConvenio(@Body() datos: RegistrarConvenioDto, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.execute(new RegistrarConvenio(datos, contexto));
  }

  @Post('coberturas/:id/ajustar')
  @HttpCode(200)
  @RequierePermiso('dashboard.gestion-ordenes')
  @ApiOperation({ summary: 'Ajustar saldo en bolsa y/o vencimiento, con motivo obligatorio' })
  @ApiBody({ type: AjustarCoberturaDto })
  @ApiOkResponse({ type: MensajeCoberturaDto })
  ajustar(@Param('id', idCobertura) id: string, @Body() datos: AjustarCoberturaDto, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.execute(new AjustarCobertura(id, datos, contexto));
  }

  @Post('coberturas/:id/cancelar')
  @HttpCode(200)
  @RequierePermiso('dashboard.gestion-ordenes', 'reportes.ordenes')
  @ApiOperation({ summary: 'Cancelar una orden sin autorizaciones cargadas o desactivar una autorización sin sesiones programadas' })
  @ApiOkResponse({ type: MensajeCoberturaDto })
  cancelar(@Param('id', idCobertura) id: string, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.execute(new CancelarCobertura(id, contexto));
  }

  @Get('pacientes/:id/ordenes-activas')
  @RequierePermiso('admisiones.servicios')
  @ApiOperation({ summary: 'Órdenes médicas activas del paciente (para cargarles una autorización)' })
  async ordenesActivas(@Param('id', idPaciente) id: string, @Contexto() contexto: ContextoPeticion) {
    await this.pacienteVisible(id, contexto);
    return ordenesActivas(this.db, id, hoy(this.reloj));
  }

  @Get('pacientes/:id/servicios-disponibles')
  @RequierePermiso('programacion.citas', 'admisiones.servicios')
  @ApiOperation({ summary: 'Líneas de las que puede descontar una sesión en la fecha (autorizaciones, particulares y convenios activos y vigentes con saldo)' })
  @ApiQuery({ name: 'fecha', required: false, description: 'aaaa-mm-dd; hoy si no se indica' })
  async serviciosDisponibles(@Param('id', idPaciente) id: string, @Query('fecha') fecha: unknown, @Contexto() contexto: ContextoPeticion) {
    const dia = fecha === undefined || fecha === '' ? hoy(this.reloj) : fecha;
    if (!esFechaValida(dia)) throw new ReglaIncumplida('La fecha no es válida (aaaa-mm-dd)', 'invalido');
    await this.pacienteVisible(id, contexto);
    return serviciosDisponibles(this.db, id, dia);
  }

  private async pacienteVisible(id: string, contexto: ContextoPeticion) {
    const p = await pacienteParaCobertura(this.db, id);
    if (!p || !puedeVerSede(contexto.usuario!, p.sede)) throw new NoEncontrado(M.pacienteNoEncontrado);
  }
}
