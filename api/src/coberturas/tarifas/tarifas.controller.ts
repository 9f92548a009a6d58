import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsOptional, IsUUID, Max, Min } from 'class-validator';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { esStreamClave, reservarClave } from '@avanti/libs/dominio/claves';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { CLAVE_TARIFA, streamTarifa } from '@avanti/libs/eventos/coberturas';
import { listarEspecialidades, listarTarifas, obtenerTarifa } from '@avanti/libs/lecturas/coberturas';
import { obtenerEps } from '@avanti/libs/lecturas/eps';
import { idsDelFiltro } from '@avanti/libs/lecturas/filtro';
import type { ConsultaLista } from '@avanti/libs/lecturas/rango';
import { RequierePermiso, SoloAutenticado } from '../../acceso/autorizacion/decoradores.js';
import { EjecutorDeComandos } from '../../infrastructure/comandos/ejecutor.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { ConsultaDeLista, enteroOpcional, responderPagina, textoOpcional } from '../../infrastructure/http/lista.js';
import { DB } from '../../infrastructure/tokens.js';
import { agregadoTarifa, decidirActualizacionTarifa, decidirRegistroTarifa, MENSAJES_TARIFA as M } from './domain/tarifa.js';

const idTarifa = new ParseUUIDPipe({ exceptionFactory: () => new NoEncontrado(M.noEncontrada) });

class ActualizarTarifaDto {
  @ApiProperty({ example: 45000 })
  @Max(1_000_000_000, { message: M.tarifaInvalida })
  @Min(0, { message: M.tarifaInvalida })
  @IsInt({ message: M.tarifaInvalida })
  tarifa!: number;

  @ApiPropertyOptional({ example: 4500 })
  @Max(1_000_000_000, { message: M.copagoInvalido })
  @Min(0, { message: M.copagoInvalido })
  @IsInt({ message: M.copagoInvalido })
  @IsOptional()
  copago?: number | null;
}

class RegistrarTarifaDto extends ActualizarTarifaDto {
  @ApiProperty({ description: 'Id de la aseguradora' })
  @IsUUID('all', { message: M.epsObligatoria })
  @IsNotEmpty({ message: M.epsObligatoria })
  eps!: string;

  @ApiProperty({ example: 2 })
  @Max(1000, { message: M.especialidadObligatoria })
  @Min(0, { message: M.especialidadObligatoria })
  @IsInt({ message: M.especialidadObligatoria })
  especialidad!: number;
}

/** Rates insurer × specialty (spec 1 /ajustar-tarifas) and the specialties catalogue. */
@ApiTags('coberturas')
@ApiBearerAuth()
@Controller()
export class TarifasController {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  @Get('especialidades')
  @SoloAutenticado()
  @ApiOperation({ summary: 'Especialidades (servicios) con su código CUPS' })
  especialidades() {
    return listarEspecialidades(this.db);
  }

  @Get('tarifas')
  @RequierePermiso('mantenimiento.tarifas')
  @ApiOperation({ summary: 'Tarifas (filter {q, eps, especialidad}, range, sort)' })
  async listar(@ConsultaDeLista({ orden: { campo: 'epsNombre', direccion: 'ASC' } }) consulta: ConsultaLista, @Res({ passthrough: true }) res: Response) {
    const f = consulta.filtro;
    const filtro = {
      q: textoOpcional(f.q, 'q'),
      eps: textoOpcional(f.eps, 'eps', 60),
      especialidad: enteroOpcional(f.especialidad, 'especialidad'),
      ids: idsDelFiltro(f.id),
    };
    return responderPagina(res, 'tarifas', consulta, await listarTarifas(this.db, { ...consulta, filtro }));
  }

  @Get('tarifas/:id')
  @RequierePermiso('mantenimiento.tarifas')
  async obtener(@Param('id', idTarifa) id: string) {
    const t = await obtenerTarifa(this.db, id);
    if (!t) throw new NoEncontrado(M.noEncontrada);
    return t;
  }

  @Post('tarifas')
  @RequierePermiso('mantenimiento.tarifas')
  @ApiOperation({ summary: 'Registrar una tarifa (una por aseguradora y especialidad)' })
  async registrar(@Body() d: RegistrarTarifaDto, @Contexto() contexto: ContextoPeticion) {
    const [eps, especialidad] = [await obtenerEps(this.db, d.eps), (await listarEspecialidades(this.db)).find((e) => e.codigo === d.especialidad) ?? null];
    const id = randomUUID();
    await this.ejecutor.ejecutar({
      streamId: streamTarifa(id),
      agregado: agregadoTarifa,
      contexto,
      decidir: (estado) => ({
        eventos: decidirRegistroTarifa(estado, { id, eps, especialidad, tarifa: d.tarifa, copago: d.copago }),
        ademas: [reservarClave(CLAVE_TARIFA, `${d.eps}-${d.especialidad}`, id)],
      }),
      alChocarClave: (stream) => (esStreamClave(stream, CLAVE_TARIFA) ? new ReglaIncumplida(M.repetida) : null),
    });
    return { id, mensaje: M.registrada };
  }

  @Put('tarifas/:id')
  @RequierePermiso('mantenimiento.tarifas')
  @ApiOperation({ summary: 'Actualizar tarifa y copago' })
  async actualizar(@Param('id', idTarifa) id: string, @Body() d: ActualizarTarifaDto, @Contexto() contexto: ContextoPeticion) {
    await this.ejecutor.ejecutar({
      streamId: streamTarifa(id),
      agregado: agregadoTarifa,
      contexto,
      decidir: (estado) => decidirActualizacionTarifa(estado, { id, ...d }),
    });
    return { id, mensaje: M.actualizada };
  }
}
