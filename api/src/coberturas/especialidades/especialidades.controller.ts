import { Body, Controller, Param, ParseIntPipe, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { EditarEspecialidad } from './commands/editar-especialidad/editar-especialidad.command.js';
import { EditarEspecialidadDto } from './commands/editar-especialidad/editar-especialidad.dto.js';
import { EspecialidadEditadaDto } from './commands/respuestas.dto.js';
import { MENSAJES_ESPECIALIDAD as M } from './domain/especialidad.js';

const codigoEspecialidad = new ParseIntPipe({ exceptionFactory: () => new NoEncontrado(M.noEncontrada) });

/** The specialties catalogue (codes 2 to 6 and their CUPS), kept by whoever keeps the rates. */
@ApiTags('coberturas')
@ApiBearerAuth()
@Controller()
export class EspecialidadesController {
  constructor(private readonly comandos: CommandBus) {}

  @Put('especialidades/:codigo')
  @RequierePermiso('mantenimiento.tarifas')
  @ApiOperation({ summary: 'Cambiar el nombre o el código CUPS de una especialidad (el código 2 a 6 no cambia)' })
  @ApiBody({ type: EditarEspecialidadDto })
  @ApiOkResponse({ type: EspecialidadEditadaDto })
  editar(@Param('codigo', codigoEspecialidad) codigo: number, @Body() d: EditarEspecialidadDto, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.execute(new EditarEspecialidad(codigo, d, contexto));
  }
}
