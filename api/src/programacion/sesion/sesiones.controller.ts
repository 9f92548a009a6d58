import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { idsDelFiltro } from '@avanti/libs/lecturas/filtro';
import type { ConsultaLista } from '@avanti/libs/lecturas/rango';
import { listarSesiones, listarTerapeutas, obtenerSesion } from '@avanti/libs/lecturas/sesiones';
import { puedeVerSede, sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { ConsultaDeLista, enteroOpcional, responderPagina, textoOpcional } from '../../infrastructure/http/lista.js';
import { DB } from '../../infrastructure/tokens.js';
import { ComandosSesion, type PedidoProgramacion, type PedidoSemanal } from './commands/comandos-sesion.js';
import { esFecha } from './domain/calendario.js';
import { MENSAJES_SESION as M, type PedidoEvolucion } from './domain/sesion.js';

const idSesion = new ParseUUIDPipe({ exceptionFactory: () => new NoEncontrado(M.noEncontrada) });
const fechaDelFiltro = (valor: unknown, campo: string) => {
  const texto = textoOpcional(valor, campo, 10);
  if (texto !== undefined && !esFecha(texto)) throw new ReglaIncumplida(`Filtro inválido: ${campo}`, 'invalido');
  return texto;
};
const cuerpo = <T extends object>(b: unknown): T => (b && typeof b === 'object' && !Array.isArray(b) ? (b as T) : ({} as T));

const CALENDARIO = 'programacion.citas';
const GESTION = 'dashboard.gestion-terapias';
const MASIVO = 'programacion.cancelar-masivo';
const AGENDA = 'plan.evoluciones';
/** Who reads sessions: the calendar, both cancellation screens and the therapist's agenda (only their own). */
const LECTURA = [CALENDARIO, GESTION, MASIVO, AGENDA];

/** Spec 2 'Scheduling calendar', 'Single session cancellation', 'Mass cancellation', 'Therapist agenda and evolutions'. */
@ApiTags('programacion')
@ApiBearerAuth()
@Controller()
export class SesionesController {
  constructor(
    private readonly comandos: ComandosSesion,
    @Inject(DB) private readonly db: Db,
  ) {}

  /** A user who reaches sessions only through the agenda sees their own sessions. */
  private soloPropias(contexto: ContextoPeticion) {
    const p = contexto.usuario!.permisos;
    return ![CALENDARIO, GESTION, MASIVO].some((x) => p.has(x));
  }

  @Get('sesiones')
  @RequierePermiso(...LECTURA)
  @ApiOperation({ summary: 'Sesiones (filter {sede, terapeuta, paciente, desde, hasta, estado, tipo}, range, sort); de la propia sede salvo con todas las sedes' })
  async listar(@ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'ASC' } }) consulta: ConsultaLista, @Contexto() contexto: ContextoPeticion, @Res({ passthrough: true }) res: Response) {
    const f = consulta.filtro;
    const propias = this.soloPropias(contexto);
    const filtro = {
      sede: propias ? null : sedeEfectiva(contexto.usuario!, textoOpcional(f.sede, 'sede', 60) ?? null),
      terapeuta: propias ? contexto.usuario!.id : textoOpcional(f.terapeuta, 'terapeuta', 60),
      paciente: textoOpcional(f.paciente, 'paciente', 60),
      desde: fechaDelFiltro(f.desde, 'desde'),
      hasta: fechaDelFiltro(f.hasta, 'hasta'),
      estado: enteroOpcional(f.estado, 'estado'),
      tipo: textoOpcional(f.tipo, 'tipo', 20),
      ids: idsDelFiltro(f.id),
    };
    return responderPagina(res, 'sesiones', consulta, await listarSesiones(this.db, { ...consulta, filtro }));
  }

  @Get('sesiones/:id')
  @RequierePermiso(...LECTURA)
  async obtener(@Param('id', idSesion) id: string, @Contexto() contexto: ContextoPeticion) {
    const s = await obtenerSesion(this.db, id);
    const visible = s && (this.soloPropias(contexto) ? s.terapeutaId === contexto.usuario!.id : puedeVerSede(contexto.usuario!, s.sede));
    if (!visible) throw new NoEncontrado(M.noEncontrada);
    return s;
  }

  @Post('sesiones/programar')
  @RequierePermiso(CALENDARIO)
  @ApiOperation({ summary: 'Programar: {items: [...], confirmarCruces?} o {semanal: {...}}; todo o nada, descontando la bolsa en la misma transacción' })
  programar(@Body() datos: unknown, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.programar(cuerpo<PedidoProgramacion>(datos), contexto);
  }

  @Post('sesiones/programar/previsualizar')
  @HttpCode(200)
  @RequierePermiso(CALENDARIO)
  @ApiOperation({ summary: 'Las fechas que generaría una serie semanal (sin festivos), y cuándo y por qué se detiene' })
  previsualizar(@Body() datos: unknown, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.previsualizar(cuerpo<{ semanal?: PedidoSemanal }>(datos).semanal, contexto);
  }

  @Post('sesiones/cancelar-masivo')
  @HttpCode(200)
  @RequierePermiso(MASIVO)
  @ApiOperation({ summary: 'Cancelar las sesiones pendientes de un paciente o un terapeuta en un rango de fechas, con un motivo' })
  cancelarMasivo(@Body() datos: unknown, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.cancelarMasivo(cuerpo(datos), contexto);
  }

  @Post('sesiones/:id/cancelar')
  @HttpCode(200)
  @RequierePermiso(CALENDARIO, GESTION)
  cancelar(@Param('id', idSesion) id: string, @Body() datos: unknown, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.cancelar(id, cuerpo<{ motivo?: unknown }>(datos).motivo, contexto);
  }

  @Post('sesiones/:id/aceptar-cyt')
  @HttpCode(200)
  @RequierePermiso(CALENDARIO)
  aceptarCyt(@Param('id', idSesion) id: string, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.aceptarCyt(id, contexto);
  }

  @Post('sesiones/:id/horario')
  @HttpCode(200)
  @RequierePermiso(CALENDARIO)
  cambiarHorario(@Param('id', idSesion) id: string, @Body() datos: unknown, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.cambiarHorario(id, cuerpo(datos), contexto);
  }

  @Post('sesiones/:id/terapeuta')
  @HttpCode(200)
  @RequierePermiso(CALENDARIO)
  cambiarTerapeuta(@Param('id', idSesion) id: string, @Body() datos: unknown, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.cambiarTerapeuta(id, cuerpo(datos), contexto);
  }

  @Post('sesiones/:id/evolucion')
  @HttpCode(200)
  @RequierePermiso(AGENDA)
  evolucionar(@Param('id', idSesion) id: string, @Body() datos: unknown, @Contexto() contexto: ContextoPeticion) {
    return this.comandos.evolucionar(id, cuerpo<PedidoEvolucion>(datos), contexto);
  }

  @Get('terapeutas')
  @RequierePermiso(CALENDARIO, MASIVO)
  @ApiOperation({ summary: 'Terapeutas activos (roles 2 a 6) por especialidad (2 a 6) y sede; de la propia sede salvo con todas las sedes' })
  terapeutas(@Query('especialidad') especialidad: unknown, @Query('sede') sede: unknown, @Contexto() contexto: ContextoPeticion) {
    const e = enteroOpcional(especialidad, 'especialidad');
    if (e !== undefined && (e < 2 || e > 6)) throw new ReglaIncumplida('La especialidad debe ser un código de 2 a 6', 'invalido');
    return listarTerapeutas(this.db, { especialidad: e, sede: sedeEfectiva(contexto.usuario!, textoOpcional(sede, 'sede', 60) ?? null) });
  }
}
