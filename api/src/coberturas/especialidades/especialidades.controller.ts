import { Body, Controller, Inject, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { streamEspecialidad } from '@avanti/libs/eventos/coberturas';
import { listarEspecialidades } from '@avanti/libs/lecturas/coberturas';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { EjecutorDeComandos } from '../../infrastructure/comandos/ejecutor.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { DB } from '../../infrastructure/tokens.js';
import { agregadoEspecialidad, decidirEdicionEspecialidad, MENSAJES_ESPECIALIDAD as M } from './domain/especialidad.js';

const codigoEspecialidad = new ParseIntPipe({ exceptionFactory: () => new NoEncontrado(M.noEncontrada) });

class EditarEspecialidadDto {
  @ApiProperty({ example: 'Fisioterapia' })
  @IsString({ message: M.nombreObligatorio })
  nombre!: string;

  @ApiPropertyOptional({ example: '931001', nullable: true, description: 'Código CUPS (6 caracteres); null o vacío lo quita' })
  @IsString({ message: M.cupsInvalido })
  @IsOptional()
  cups?: string | null;
}

/** The specialties catalogue (codes 2 to 6 and their CUPS), kept by whoever keeps the rates. */
@ApiTags('coberturas')
@ApiBearerAuth()
@Controller()
export class EspecialidadesController {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  @Put('especialidades/:codigo')
  @RequierePermiso('mantenimiento.tarifas')
  @ApiOperation({ summary: 'Cambiar el nombre o el código CUPS de una especialidad (el código 2 a 6 no cambia)' })
  async editar(@Param('codigo', codigoEspecialidad) codigo: number, @Body() d: EditarEspecialidadDto, @Contexto() contexto: ContextoPeticion) {
    const otros = (await listarEspecialidades(this.db)).filter((e) => e.codigo !== codigo).map((e) => e.nombre);
    await this.ejecutor.ejecutar({
      streamId: streamEspecialidad(codigo),
      agregado: agregadoEspecialidad,
      contexto,
      decidir: (estado) => decidirEdicionEspecialidad(estado, { codigo, nombre: d.nombre, cups: d.cups }, otros),
    });
    return { codigo, mensaje: M.actualizada };
  }
}
