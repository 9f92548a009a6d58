import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { MENSAJES_REPORTES as M } from '@avanti/libs/reportes/contrato';
import type { Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import {
  leerFiltroPorFechas,
  leerFiltroPorTrimestre,
  listarReporteObjetivos,
  personasConObjetivos,
  type FiltroObjetivosPorIds,
  type FiltroReporteObjetivos,
} from '@avanti/libs/reportes/lecturas/objetivos-y-logros';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { RequierePermiso } from '../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion, type UsuarioAutenticado } from '../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina, unoDeLaLista } from '../infrastructure/http/lista.js';
import { DB_LECTURA, RELOJ } from '../infrastructure/tokens.js';
import { CAPACIDAD_CONFIDENCIALES } from '../objetivos/objetivo/commands/comandos-objetivo.js';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { idDeFila, idsSolos, sedeDelReporte, textoBuscado } from './filtros.js';

type Consulta = ConsultaLista<Record<string, unknown>>;

/** Site (the requested one only for whoever sees every site) and confidentiality of the reader. */
const alcanceDe = (usuario: UsuarioAutenticado, sede: unknown) => ({
  sede: sedeDelReporte(usuario, sede),
  lector: usuario.id,
  veConfidenciales: usuario.permisos.has(CAPACIDAD_CONFIDENCIALES),
});

/** Objectives and achievements report (spec 3 §2.2 item 3, /reportes/objetivos-y-logros), both variants. */
@ApiTags('reportes')
@ApiBearerAuth()
@Controller('reportes/objetivos-y-logros')
export class ReporteObjetivosController {
  constructor(
    @Inject(DB_LECTURA) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  @Get()
  @RequierePermiso('reportes.objetivos-y-logros')
  @ApiOperation({
    summary:
      "Objetivos con fecha de inicio en el rango (filter {desde, hasta, sede, q}; 'ERROR: Faltan fechas por seleccionar'): paciente, índice de atención (realizadas ÷ realizadas + canceladas de los 90 días antes de 'hasta', tope hoy; null = --), fechas, objetivo, logro, porcentaje, terapeuta, estado",
  })
  async porFechas(
    @ConsultaDeLista({ orden: { campo: 'fechaInicio', direccion: 'ASC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    // getMany's ids alone: those objectives the reader may see, whatever their dates.
    const ids = idsSolos(c.filtro);
    const alcance = alcanceDe(contexto.usuario!, c.filtro.sede);
    const filtro: FiltroReporteObjetivos | FiltroObjetivosPorIds = ids ? { ids, ...alcance } : { ...leerFiltroPorFechas(c.filtro), ...alcance };
    return responderPagina(res, 'objetivos-y-logros', { ...c, filtro }, await listarReporteObjetivos(this.db, { ...c, filtro }, hoy(this.reloj)));
  }

  @Get('trimestre')
  @RequierePermiso('reportes.objetivos-y-logros')
  @ApiOperation({
    summary:
      "Variante por paciente ('todos' = todos) o terapeuta, trimestre 1-4 y año 2025 al actual (filter {paciente | terapeuta, trimestre, anio, sede}; 'Parametros incompletos para la busqueda'): objetivos con inicio en el trimestre",
  })
  async porTrimestre(
    @ConsultaDeLista({ orden: { campo: 'fechaInicio', direccion: 'ASC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const hoyBogota = hoy(this.reloj);
    const ids = idsSolos(c.filtro);
    const alcance = alcanceDe(contexto.usuario!, c.filtro.sede);
    const filtro: FiltroReporteObjetivos | FiltroObjetivosPorIds = ids
      ? { ids, ...alcance }
      : { ...leerFiltroPorTrimestre(c.filtro, Number(hoyBogota.slice(0, 4))), ...alcance };
    return responderPagina(res, 'objetivos-y-logros', { ...c, filtro }, await listarReporteObjetivos(this.db, { ...c, filtro }, hoyBogota));
  }

  @Get('personas')
  @RequierePermiso('reportes.objetivos-y-logros')
  @ApiOperation({
    summary: 'Para elegir en la variante: pacientes (tipo=paciente) o terapeutas (tipo=terapeuta) con objetivos visibles, que coinciden con q; 20 como máximo',
  })
  @ApiQuery({ name: 'tipo', required: true, enum: ['paciente', 'terapeuta'] })
  @ApiQuery({ name: 'q', required: false, schema: { type: 'string', maxLength: 100 } })
  @ApiQuery({ name: 'sede', required: false, schema: { type: 'string', maxLength: 60 } })
  personas(@Query('tipo') tipo: unknown, @Query('q') q: unknown, @Query('sede') sede: unknown, @Contexto() contexto: ContextoPeticion) {
    if (tipo !== 'paciente' && tipo !== 'terapeuta') throw new ReglaIncumplida('El tipo debe ser paciente o terapeuta', 'invalido');
    return personasConObjetivos(this.db, tipo, textoBuscado(q), alcanceDe(contexto.usuario!, sede));
  }

  // getOne of both variants, after the static paths (trimestre, personas) that Express would otherwise give to `:id`.
  @Get('trimestre/:id')
  @RequierePermiso('reportes.objetivos-y-logros')
  @ApiOperation({
    summary: 'Un objetivo de la variante por trimestre (getOne): su id es el del objetivo; la misma fila que da la lista, si quien pregunta lo puede ver',
  })
  @ApiParam({ name: 'id', description: 'Id del objetivo' })
  unoDelTrimestre(@Param('id') id: string, @Contexto() contexto: ContextoPeticion) {
    return this.uno(id, contexto);
  }

  @Get(':id')
  @RequierePermiso('reportes.objetivos-y-logros')
  @ApiOperation({
    summary:
      'Un objetivo del reporte (getOne): su id es el del objetivo; la misma fila que da la lista (índice de atención a hoy), si quien pregunta lo puede ver (sede, confidencialidad)',
  })
  @ApiParam({ name: 'id', description: 'Id del objetivo' })
  uno(@Param('id') id: string, @Contexto() contexto: ContextoPeticion) {
    const filtro: FiltroObjetivosPorIds = { ids: [idDeFila(id)], ...alcanceDe(contexto.usuario!, undefined) };
    return unoDeLaLista((c) => listarReporteObjetivos(this.db, c, hoy(this.reloj)), filtro, 'fechaInicio', M.filaNoEncontrada);
  }
}
