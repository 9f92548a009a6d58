import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MENSAJES_REPORTES as M } from '@avanti/libs/reportes/contrato';
import type { Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { listarEvolucionesSinLogro } from '@avanti/libs/reportes/lecturas/evoluciones-sin-logro';
import { RequierePermiso } from '../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina, textoOpcional, unoDeLaLista } from '../infrastructure/http/lista.js';
import { DB_LECTURA } from '../infrastructure/tokens.js';
import { idDeFila, idsSolos, rangoDelReporte, sedeDelReporte, textoBuscado } from './filtros.js';

type Consulta = ConsultaLista<Record<string, unknown>>;

/** Evolutions without objective achievement (spec 3 §2.2 item 11, /reportes/evoluciones-sin-logro). */
@ApiTags('reportes')
@ApiBearerAuth()
@Controller('reportes/evoluciones-sin-logro')
export class ReporteEvolucionesSinLogroController {
  constructor(@Inject(DB_LECTURA) private readonly db: Db) {}

  @Get()
  @RequierePermiso('reportes.evoluciones-sin-logro')
  @ApiOperation({
    summary:
      "Sesiones evolucionadas del rango (sin las evaluaciones) cuyo paciente no tenía un objetivo de esa especialidad vigente en la fecha de la sesión (inicio ≤ fecha ≤ cumplimiento), decisión 0021 (filter {desde, hasta, paciente, sede, q}; 'ERROR: Faltan fechas por seleccionar'): nombrePaciente, terapeuta, fecha",
  })
  async listar(
    @ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'ASC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const f = c.filtro;
    const sede = sedeDelReporte(contexto.usuario!, f.sede);
    // getMany's ids alone: those sessions, if they are rows of the report, whatever their dates.
    const ids = idsSolos(f);
    const filtro = ids
      ? { ids, sede }
      : { ...rangoDelReporte(f.desde, f.hasta), sede, paciente: textoOpcional(f.paciente, 'paciente', 60), q: textoBuscado(f.q) };
    const consulta = { ...c, filtro };
    return responderPagina(res, 'evoluciones-sin-logro', consulta, await listarEvolucionesSinLogro(this.db, consulta));
  }

  @Get(':id')
  @RequierePermiso('reportes.evoluciones-sin-logro')
  @ApiOperation({
    summary: 'Una fila del reporte (getOne): su id es el de la sesión evolucionada; la misma fila que da la lista, de la propia sede salvo con todas las sedes',
  })
  @ApiParam({ name: 'id', description: 'Id de la sesión' })
  uno(@Param('id') id: string, @Contexto() contexto: ContextoPeticion) {
    const filtro = { ids: [idDeFila(id)], sede: sedeDelReporte(contexto.usuario!, undefined) };
    return unoDeLaLista((c) => listarEvolucionesSinLogro(this.db, c), filtro, 'fecha', M.filaNoEncontrada);
  }
}
