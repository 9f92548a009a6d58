import { Body, Controller, Get, Inject, Param, ParseIntPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { MENSAJES_RIPS, PERMISO_CONFIGURACION_RIPS, PERMISO_RIPS, type PrestadorSede, type ServicioRips } from '@avanti/libs/facturacion/contrato';
import { listarPrestadores, listarServiciosRips } from '@avanti/libs/facturacion/lecturas';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { DB } from '../../infrastructure/tokens.js';
import { ConfigurarPrestador } from './commands/configurar-prestador/configurar-prestador.command.js';
import { ConfigurarPrestadorDto } from './commands/configurar-prestador/configurar-prestador.dto.js';
import { ConfigurarServicioRips } from './commands/configurar-servicio-rips/configurar-servicio-rips.command.js';
import { ConfigurarServicioRipsDto } from './commands/configurar-servicio-rips/configurar-servicio-rips.dto.js';

const PRESTADOR = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    sede: { type: 'string' },
    sedeNombre: { type: 'string' },
    nit: { type: 'string', nullable: true },
    codigoHabilitacion: { type: 'string', nullable: true },
    actualizadoEn: { type: 'string', format: 'date-time', nullable: true },
  },
};
const SERVICIO = {
  type: 'object',
  properties: {
    id: { type: 'string', example: '2-Terapia' },
    especialidad: { type: 'integer' },
    especialidadNombre: { type: 'string' },
    tipoSesion: { type: 'string', enum: ['Terapia', 'Evaluacion', 'CYT', 'GTSL'] },
    cups: { type: 'string', nullable: true },
    grupo: { type: 'string', enum: ['consulta', 'procedimiento'] },
    grupoServicios: { type: 'string' },
    codServicio: { type: 'integer', nullable: true },
    finalidad: { type: 'string' },
    causaAtencion: { type: 'string' },
    viaIngreso: { type: 'string' },
    configurado: { type: 'boolean' },
  },
};

const especialidadPipe = new ParseIntPipe({ exceptionFactory: () => new NoEncontrado(MENSAJES_RIPS.especialidadInvalida) });

/** The RIPS configuration in maintenance: the provider per site and how each specialty × session type is reported. */
@ApiTags('facturacion')
@ApiBearerAuth()
@Controller('facturacion')
export class ConfiguracionRipsController {
  constructor(
    private readonly comandos: CommandBus,
    @Inject(DB) private readonly db: Db,
  ) {}

  @Get('prestadores')
  @RequierePermiso(PERMISO_CONFIGURACION_RIPS, PERMISO_RIPS)
  @ApiOperation({ summary: 'Cada sede con su NIT y su código de habilitación (REPS)' })
  @ApiOkResponse({ schema: { type: 'array', items: PRESTADOR } })
  prestadores(): Promise<PrestadorSede[]> {
    return listarPrestadores(this.db);
  }

  @Put('prestadores/:sede')
  @RequierePermiso(PERMISO_CONFIGURACION_RIPS)
  @ApiOperation({ summary: 'Guardar el NIT y el código de habilitación (12 dígitos) de una sede' })
  @ApiOkResponse({ schema: PRESTADOR })
  configurarPrestador(@Param('sede') sede: string, @Body() datos: ConfigurarPrestadorDto, @Contexto() contexto: ContextoPeticion): Promise<PrestadorSede> {
    return this.comandos.execute(new ConfigurarPrestador(sede, datos, contexto));
  }

  @Get('servicios-rips')
  @RequierePermiso(PERMISO_CONFIGURACION_RIPS, PERMISO_RIPS)
  @ApiOperation({
    summary:
      'Cómo se reporta cada especialidad por tipo de sesión: CUPS, consulta o procedimiento, grupo, servicio, finalidad (los no guardados muestran el valor por defecto)',
  })
  @ApiOkResponse({ schema: { type: 'array', items: SERVICIO } })
  servicios(): Promise<ServicioRips[]> {
    return listarServiciosRips(this.db);
  }

  @Put('servicios-rips/:especialidad/:tipoSesion')
  @RequierePermiso(PERMISO_CONFIGURACION_RIPS)
  @ApiOperation({ summary: 'Guardar cómo se reporta una especialidad en un tipo de sesión' })
  @ApiOkResponse({ schema: SERVICIO })
  configurarServicio(
    @Param('especialidad', especialidadPipe) especialidad: number,
    @Param('tipoSesion') tipoSesion: string,
    @Body() datos: ConfigurarServicioRipsDto,
    @Contexto() contexto: ContextoPeticion,
  ): Promise<ServicioRips> {
    return this.comandos.execute(new ConfigurarServicioRips(especialidad, tipoSesion, datos, contexto));
  }
}
