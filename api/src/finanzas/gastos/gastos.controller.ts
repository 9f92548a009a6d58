import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamGasto } from '@avanti/libs/eventos/finanzas';
import { enteroDelFiltro, idsDelFiltro } from '@avanti/libs/lecturas/filtro';
import { listarGastos, personaParaDinero, ubicarGasto } from '@avanti/libs/lecturas/finanzas';
import type { ConsultaLista } from '@avanti/libs/lecturas/rango';
import { hoy, type Reloj } from '@avanti/libs/reloj/reloj';
import { puedeVerSede, sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { EjecutorDeComandos } from '../../infrastructure/comandos/ejecutor.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina, textoOpcional, unoDeLaLista } from '../../infrastructure/http/lista.js';
import { DB, RELOJ } from '../../infrastructure/tokens.js';
import { cuerpo, fechaFiltro, idDe, PERMISOS_DINERO as P, rangoObligatorio } from '../comun/http.js';
import { agregadoGasto, decidirAnulacionGasto, decidirGastoFijo, decidirGastoVariable, MENSAJES_GASTO as M } from './domain/gasto.js';

const idGasto = idDe(M.noEncontrado);

/** Spec 3 /gastos-fijos and /gastos-variables. An expense belongs to the site of whoever registers it. */
@ApiTags('finanzas')
@ApiBearerAuth()
@Controller()
export class GastosController {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  private async anularDe(clase: 'fijo' | 'variable', id: string, contexto: ContextoPeticion) {
    const g = await ubicarGasto(this.db, id);
    if (!g || g.clase !== clase || !puedeVerSede(contexto.usuario!, g.sede)) throw new NoEncontrado(M.noEncontrado);
    await this.ejecutor.ejecutar({ streamId: streamGasto(id), agregado: agregadoGasto, contexto, decidir: (estado) => decidirAnulacionGasto(estado, id, clase) });
    return { id, mensaje: M.anulado };
  }

  @Get('gastos-fijos')
  @RequierePermiso(P.gastosFijos)
  @ApiOperation({ summary: 'Gastos fijos vigentes (filter {sede, desde?, hasta?})' })
  async listarFijos(@ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'DESC' } }) consulta: ConsultaLista, @Contexto() contexto: ContextoPeticion, @Res({ passthrough: true }) res: Response) {
    const f = consulta.filtro;
    const filtro = { desde: fechaFiltro(f.desde, 'desde'), hasta: fechaFiltro(f.hasta, 'hasta'), ids: idsDelFiltro(f.id), sede: sedeEfectiva(contexto.usuario!, textoOpcional(f.sede, 'sede', 60) ?? null) };
    return responderPagina(res, 'gastos-fijos', consulta, await listarGastos(this.db, 'fijo', { ...consulta, filtro }));
  }

  @Get('gastos-fijos/:id')
  @RequierePermiso(P.gastosFijos)
  @ApiOperation({ summary: 'Un gasto fijo, como lo muestra la lista (getOne)' })
  unoFijo(@Param('id', idGasto) id: string, @Contexto() contexto: ContextoPeticion) {
    return unoDeLaLista((c) => listarGastos(this.db, 'fijo', c), { ids: [id], sede: sedeEfectiva(contexto.usuario!, null) }, 'fecha', M.noEncontrado);
  }

  @Post('gastos-fijos')
  @RequierePermiso(P.gastosFijos)
  @ApiOperation({ summary: "'Registrar un gasto fijo': {valor, concepto (o nota), usuario?}" })
  @ApiBody({ schema: { type: 'object', properties: { valor: { type: 'integer', example: 1200000 }, concepto: { type: 'string', example: 'Arriendo' }, usuario: { type: 'string' } } } })
  async registrarFijo(@Body() datos: unknown, @Contexto() contexto: ContextoPeticion) {
    const d = cuerpo<{ valor: number; concepto: string; nota: string; usuario: string }>(datos);
    let usuario: { id: string; nombre: string } | null = null;
    if (d.usuario !== undefined && d.usuario !== null && d.usuario !== '') {
      const u = typeof d.usuario === 'string' && d.usuario.length <= 60 ? await personaParaDinero(this.db, d.usuario) : null;
      if (!u || !puedeVerSede(contexto.usuario!, u.sede)) throw new ReglaIncumplida(M.usuario, 'invalido');
      usuario = { id: u.id, nombre: u.nombre };
    }
    const id = randomUUID();
    const sede = contexto.usuario!.sede;
    await this.ejecutor.ejecutar({
      streamId: streamGasto(id),
      agregado: agregadoGasto,
      contexto,
      decidir: (estado) => decidirGastoFijo(estado, { id, valor: d.valor, concepto: d.concepto ?? d.nota, usuario, sede, hoy: hoy(this.reloj) }),
    });
    return { id, mensaje: M.registrado };
  }

  @Post('gastos-fijos/:id/anular')
  @HttpCode(200)
  @RequierePermiso(P.gastosFijos)
  @ApiOperation({ summary: 'Eliminar un gasto fijo: GastoAnulado' })
  anularFijo(@Param('id', idGasto) id: string, @Contexto() contexto: ContextoPeticion) {
    return this.anularDe('fijo', id, contexto);
  }

  @Get('gastos-variables')
  @RequierePermiso(P.gastosVariables)
  @ApiOperation({ summary: 'Gastos variables (filter {desde, hasta obligatorias, categoria 1|2|3, sede})' })
  async listarVariables(@ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'DESC' } }) consulta: ConsultaLista, @Contexto() contexto: ContextoPeticion, @Res({ passthrough: true }) res: Response) {
    const f = consulta.filtro;
    const ids = idsDelFiltro(f.id);
    const filtro = { ...(ids ? {} : rangoObligatorio(f.desde, f.hasta)), ids, categoria: enteroDelFiltro(f.categoria, 'categoria'), sede: sedeEfectiva(contexto.usuario!, textoOpcional(f.sede, 'sede', 60) ?? null) };
    return responderPagina(res, 'gastos-variables', consulta, await listarGastos(this.db, 'variable', { ...consulta, filtro }));
  }

  @Get('gastos-variables/:id')
  @RequierePermiso(P.gastosVariables)
  @ApiOperation({ summary: 'Un gasto variable, como lo muestra la lista (getOne)' })
  unoVariable(@Param('id', idGasto) id: string, @Contexto() contexto: ContextoPeticion) {
    return unoDeLaLista((c) => listarGastos(this.db, 'variable', c), { ids: [id], sede: sedeEfectiva(contexto.usuario!, null) }, 'fecha', M.noEncontrado);
  }

  @Post('gastos-variables')
  @RequierePermiso(P.gastosVariables)
  @ApiOperation({ summary: 'Registrar un gasto variable: {fecha, valor, categoria 1 Préstamo | 2 Gasto general | 3 Gasto servicios, concepto}' })
  @ApiBody({ schema: { type: 'object', properties: { fecha: { type: 'string', example: '2026-11-20' }, valor: { type: 'integer', example: 85000 }, categoria: { type: 'integer', example: 3 }, concepto: { type: 'string', example: 'Energía' } } } })
  async registrarVariable(@Body() datos: unknown, @Contexto() contexto: ContextoPeticion) {
    const d = cuerpo<{ fecha: string; valor: number; monto: number; categoria: number; concepto: string; comentario: string }>(datos);
    const id = randomUUID();
    const sede = contexto.usuario!.sede;
    await this.ejecutor.ejecutar({
      streamId: streamGasto(id),
      agregado: agregadoGasto,
      contexto,
      decidir: (estado) => decidirGastoVariable(estado, { id, fecha: d.fecha, valor: d.valor ?? d.monto, categoria: d.categoria, concepto: d.concepto ?? d.comentario, sede }),
    });
    return { id, mensaje: M.registrado };
  }

  @Post('gastos-variables/:id/anular')
  @HttpCode(200)
  @RequierePermiso(P.gastosVariables)
  @ApiOperation({ summary: 'Eliminar un gasto variable: GastoAnulado' })
  anularVariable(@Param('id', idGasto) id: string, @Contexto() contexto: ContextoPeticion) {
    return this.anularDe('variable', id, contexto);
  }
}
