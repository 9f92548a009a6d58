import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamCopago } from '@avanti/libs/eventos/finanzas';
import { obtenerEps } from '@avanti/libs/lecturas/eps';
import { idsDelFiltro } from '@avanti/libs/lecturas/filtro';
import { listarCopagos, pacienteParaCopago, ubicarCopago } from '@avanti/libs/lecturas/finanzas';
import type { ConsultaLista } from '@avanti/libs/lecturas/rango';
import { puedeVerSede, sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { EjecutorDeComandos } from '../../infrastructure/comandos/ejecutor.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina, textoOpcional, unoDeLaLista } from '../../infrastructure/http/lista.js';
import { DB } from '../../infrastructure/tokens.js';
import { cuerpo, idDe, PERMISOS_DINERO as P, rangoObligatorio } from '../comun/http.js';
import { agregadoCopago, decidirAnulacionCopago, decidirCopago, MENSAJES_COPAGO as M } from './domain/copago.js';

const idCopago = idDe(M.noEncontrado);
const PARTICULARES = { id: null, nombre: 'Particulares' };
const esId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 60;

/** Spec 3 /copagos (under Admisiones): copays received, by date range. */
@ApiTags('finanzas')
@ApiBearerAuth()
@Controller('copagos')
export class CopagosController {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  @Get()
  @RequierePermiso(P.copagos)
  @ApiOperation({ summary: 'Copagos (filter {desde, hasta obligatorias, sede}); de la propia sede salvo con todas las sedes' })
  async listar(@ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'DESC' } }) consulta: ConsultaLista, @Contexto() contexto: ContextoPeticion, @Res({ passthrough: true }) res: Response) {
    const f = consulta.filtro;
    const ids = idsDelFiltro(f.id);
    const filtro = { ...(ids ? {} : rangoObligatorio(f.desde, f.hasta)), ids, sede: sedeEfectiva(contexto.usuario!, textoOpcional(f.sede, 'sede', 60) ?? null) };
    return responderPagina(res, 'copagos', consulta, await listarCopagos(this.db, { ...consulta, filtro }));
  }

  @Get(':id')
  @RequierePermiso(P.copagos)
  @ApiOperation({ summary: 'Un copago, como lo muestra la lista (getOne); de la propia sede salvo con todas las sedes' })
  uno(@Param('id', idCopago) id: string, @Contexto() contexto: ContextoPeticion) {
    return unoDeLaLista((c) => listarCopagos(this.db, c), { ids: [id], sede: sedeEfectiva(contexto.usuario!, null) }, 'fecha', M.noEncontrado);
  }

  @Post()
  @RequierePermiso(P.copagos)
  @ApiOperation({ summary: 'Registrar un copago: {fecha, monto, tipo 1 Efectivo | 2 Transferencia, paciente, entidad?, comentario?}' })
  @ApiBody({ schema: { type: 'object', properties: { fecha: { type: 'string', example: '2026-11-20' }, monto: { type: 'integer', example: 4500 }, tipo: { type: 'integer', example: 1 }, paciente: { type: 'string' }, entidad: { type: 'string' }, comentario: { type: 'string' } } } })
  async registrar(@Body() datos: unknown, @Contexto() contexto: ContextoPeticion) {
    const d = cuerpo<{ fecha: string; monto: number; tipo: number; paciente: string; entidad: string; comentario: string }>(datos);
    const p = esId(d.paciente) ? await pacienteParaCopago(this.db, d.paciente) : null;
    const paciente = p && puedeVerSede(contexto.usuario!, p.sede) ? p : null;
    const entidadId = d.entidad === undefined || d.entidad === null || d.entidad === '' ? (paciente?.entidadId ?? null) : d.entidad;
    let entidad: { id: string | null; nombre: string } = PARTICULARES;
    if (entidadId !== null) {
      const eps = esId(entidadId) ? await obtenerEps(this.db, entidadId) : null;
      if (!eps) throw new ReglaIncumplida('No se encontró la entidad', 'invalido');
      entidad = { id: eps.id, nombre: eps.nombre };
    }
    const id = randomUUID();
    await this.ejecutor.ejecutar({
      streamId: streamCopago(id),
      agregado: agregadoCopago,
      contexto,
      decidir: (estado) => decidirCopago(estado, { id, fecha: d.fecha, monto: d.monto, tipo: d.tipo, paciente, entidad, comentario: d.comentario }),
    });
    return { id, mensaje: M.registrado };
  }

  @Post(':id/anular')
  @HttpCode(200)
  @RequierePermiso(P.copagos)
  @ApiOperation({ summary: 'Eliminar un copago: CopagoAnulado (el original queda en la auditoría)' })
  async anular(@Param('id', idCopago) id: string, @Contexto() contexto: ContextoPeticion) {
    const c = await ubicarCopago(this.db, id);
    if (!c || !puedeVerSede(contexto.usuario!, c.sede)) throw new NoEncontrado(M.noEncontrado);
    await this.ejecutor.ejecutar({ streamId: streamCopago(id), agregado: agregadoCopago, contexto, decidir: (estado) => decidirAnulacionCopago(estado, id) });
    return { id, mensaje: M.anulado };
  }
}
