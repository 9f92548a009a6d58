import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { AlmacenArchivos } from '@avanti/libs/files/almacen-archivos';
import { MIME } from '@avanti/libs/files/tipo-de-archivo';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { idsDelFiltro } from '@avanti/libs/http/filtro';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { historialDeSesion } from '@avanti/libs/programacion/lecturas/historial-sesion';
import {
  fotoDePaciente,
  listarSesiones,
  listarTerapeutas,
  obtenerSesion,
  ocupacionDeTerapeuta,
  TABLAS_DE_LISTAR_SESIONES,
  ubicarSesion,
} from '@avanti/libs/programacion/lecturas/sesiones';
import { puedeVerSede, sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { AccesoHistoria } from '../../historia-clinica/historia/acceso-historia.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { CacheDeLecturas } from '../../infrastructure/http/cache-lecturas.js';
import { ConsultaDeLista, enteroOpcional, rangoDePagina, textoOpcional } from '../../infrastructure/http/lista.js';
import { DB } from '../../infrastructure/tokens.js';
import { AceptarCyt } from './commands/aceptar-cyt/aceptar-cyt.command.js';
import { CambiarHorario } from './commands/cambiar-horario/cambiar-horario.command.js';
import { CambiarHorarioDto } from './commands/cambiar-horario/cambiar-horario.dto.js';
import { CambiarTerapeuta } from './commands/cambiar-terapeuta/cambiar-terapeuta.command.js';
import { CambiarTerapeutaDto } from './commands/cambiar-terapeuta/cambiar-terapeuta.dto.js';
import { CancelarMasivo } from './commands/cancelar-masivo/cancelar-masivo.command.js';
import { CancelarMasivoDto } from './commands/cancelar-masivo/cancelar-masivo.dto.js';
import { CancelarSesion } from './commands/cancelar-sesion/cancelar-sesion.command.js';
import { CancelarSesionDto } from './commands/cancelar-sesion/cancelar-sesion.dto.js';
import { EvolucionarSesion } from './commands/evolucionar-sesion/evolucionar-sesion.command.js';
import { EvolucionarSesionDto } from './commands/evolucionar-sesion/evolucionar-sesion.dto.js';
import { ProgramarSesiones } from './commands/programar-sesiones/programar-sesiones.command.js';
import { ProgramarSesionesDto } from './commands/programar-sesiones/programar-sesiones.dto.js';
import { CancelacionMasivaDto, MensajeRespuestaDto, SesionesProgramadasDto, SesionEvolucionadaDto } from './commands/respuestas.dto.js';
import { PrevisualizarProgramacion } from './queries/previsualizar-programacion/previsualizar-programacion.query.js';
import { PrevisualizarProgramacionDto } from './queries/previsualizar-programacion/previsualizar-programacion.dto.js';
import { esFecha } from './domain/calendario.js';
import { MoverSesion } from './commands/mover-sesion/mover-sesion.command.js';
import { MoverSesionDto } from './commands/mover-sesion/mover-sesion.dto.js';
import { ProgramarSerie } from './commands/programar-serie/programar-serie.command.js';
import { ProgramarSerieDto } from './commands/programar-serie/programar-serie.dto.js';
import { PrevisualizarSerie } from './queries/previsualizar-serie/previsualizar-serie.query.js';
import { MENSAJES_SESION as M } from './domain/sesion.js';

const idSesion = new ParseUUIDPipe({ exceptionFactory: () => new NoEncontrado(M.noEncontrada) });
const fechaDelFiltro = (valor: unknown, campo: string) => {
  const texto = textoOpcional(valor, campo, 10);
  if (texto !== undefined && !esFecha(texto)) throw new ReglaIncumplida(`Filtro inválido: ${campo}`, 'invalido');
  return texto;
};
const sumarDiasIso = (fecha: string, dias: number) => {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};
const texto = { type: 'string' } as const;
const CONFLICTO = {
  type: 'object',
  properties: {
    motivo: { type: 'string', enum: ['terapeuta', 'paciente'] },
    fecha: texto,
    horaInicio: texto,
    horaFin: texto,
    sedeNombre: texto,
    terapeutaNombre: texto,
    pacienteNombre: { type: 'string', nullable: true, description: 'null: una sesión de otra sede, sin datos del paciente' },
  },
};
/** The preview of a series (issue 27 items 5 and 6): each date with its clashes. */
const VISTA_SERIE = {
  type: 'object',
  properties: {
    fechas: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          fecha: texto,
          horaInicio: texto,
          horaFin: texto,
          unidades: { type: 'integer' },
          fechaOriginal: texto,
          coberturaId: texto,
          lineaId: texto,
          codigo: texto,
          accion: { type: 'string', enum: ['mover', 'mantener'], nullable: true },
          conflictos: { type: 'array', items: CONFLICTO },
          mantenible: { type: 'boolean' },
        },
      },
    },
    omitidas: { type: 'array', items: texto },
    festivosOmitidos: { type: 'array', items: { type: 'object', properties: { fecha: texto, nombre: texto } } },
    detenida: { type: 'string', nullable: true },
    conConflicto: { type: 'integer' },
  },
};
const SERIE_PROGRAMADA = {
  type: 'object',
  properties: {
    ids: { type: 'array', items: texto },
    cantidad: { type: 'integer' },
    mensaje: { type: 'string', example: 'Sesión registrada con éxito. Se programaron 20 sesiones' },
    primeraFecha: texto,
  },
};
/** The preview of a weekly series or by specialty: each date (by specialty, with the authorization it draws from). */
const VISTA_PREVIA = {
  type: 'object',
  properties: {
    fechas: {
      type: 'array',
      items: {
        type: 'object',
        properties: { fecha: texto, horaInicio: texto, horaFin: texto, unidades: { type: 'integer' }, coberturaId: texto, lineaId: texto, codigo: texto },
      },
    },
    festivosOmitidos: { type: 'array', items: { type: 'object', properties: { fecha: texto, nombre: texto } } },
    detenida: { type: 'string', nullable: true },
  },
};
const OCUPACION = {
  type: 'array',
  items: { type: 'object', properties: { id: texto, fecha: texto, horaInicio: texto, horaFin: texto, sedeNombre: texto, terapeutaNombre: texto } },
};

const CALENDARIO = 'programacion.citas';
const GESTION = 'dashboard.gestion-terapias';
const MASIVO = 'programacion.cancelar-masivo';
const AGENDA = 'plan.evoluciones';
/** The audit reads any session's history within its site. */
const AUDITORIA = 'acceso.auditoria';
/** Who reads sessions: the calendar, both cancellation screens and the therapist's agenda (only their own). */
const LECTURA = [CALENDARIO, GESTION, MASIVO, AGENDA];

/** Spec 2 'Scheduling calendar', 'Single session cancellation', 'Mass cancellation', 'Therapist agenda and evolutions'. */
@ApiTags('programacion')
@ApiBearerAuth()
@Controller()
export class SesionesController {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly almacen: AlmacenArchivos,
    private readonly cache: CacheDeLecturas,
    private readonly historia: AccesoHistoria,
    private readonly bus: CommandBus,
    private readonly consultas: QueryBus,
  ) {}

  /** A user who reaches sessions only through the agenda sees their own sessions. */
  private soloPropias(contexto: ContextoPeticion) {
    const p = contexto.usuario!.permisos;
    return ![CALENDARIO, GESTION, MASIVO].some((x) => p.has(x));
  }

  @Get('sesiones')
  @RequierePermiso(...LECTURA)
  @ApiOperation({
    summary: 'Sesiones (filter {sede, terapeuta, paciente, desde, hasta, estado, tipo}, range, sort); de la propia sede salvo con todas las sedes',
  })
  async listar(
    @ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'ASC' } }) consulta: ConsultaLista,
    @Contexto() contexto: ContextoPeticion,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const f = consulta.filtro;
    // A therapist's own sessions, at every site (issue 27 item 1): Mi agenda asks for them by their id.
    const propias = this.soloPropias(contexto) || f.terapeuta === contexto.usuario!.id;
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
    const clave = { filtro, desde: consulta.desde, hasta: consulta.hasta, orden: consulta.orden };
    return this.cache.responder(
      req,
      res,
      'sesiones',
      clave,
      async () => {
        const pagina = await listarSesiones(this.db, { ...consulta, filtro });
        return { filas: pagina.filas, rango: rangoDePagina('sesiones', consulta, pagina) };
      },
      TABLAS_DE_LISTAR_SESIONES,
    );
  }

  /**
   * The chosen therapist's sessions at the other sites (issue 27 item 5): the calendar shows them greyed, by time,
   * site and therapist only, never the patient. 'Other' is outside the site the calendar shows (the user's own, or
   * the one chosen with every site); with every site and none chosen the calendar already shows them all.
   */
  @Get('sesiones/ocupacion')
  @RequierePermiso(CALENDARIO)
  @ApiOperation({ summary: 'Sesiones del terapeuta en las otras sedes (hora, sede y terapeuta; sin datos del paciente), para verlas en gris en el calendario' })
  @ApiQuery({ name: 'terapeuta', required: true, type: String })
  @ApiQuery({ name: 'desde', required: true, type: String, example: '2026-12-01' })
  @ApiQuery({ name: 'hasta', required: true, type: String, example: '2026-12-07' })
  @ApiQuery({ name: 'sede', required: false, type: String })
  @ApiOkResponse({ schema: OCUPACION })
  async ocupacion(
    @Query('terapeuta') terapeuta: unknown,
    @Query('desde') desde: unknown,
    @Query('hasta') hasta: unknown,
    @Query('sede') sede: unknown,
    @Contexto() contexto: ContextoPeticion,
  ) {
    const t = textoOpcional(terapeuta, 'terapeuta', 60);
    const d = fechaDelFiltro(desde, 'desde');
    const h = fechaDelFiltro(hasta, 'hasta');
    if (!t || !d || !h) throw new ReglaIncumplida('Indique el terapeuta y el rango de fechas', 'invalido');
    if (h < d) throw new ReglaIncumplida('La fecha final no puede ser anterior a la inicial', 'invalido');
    if (h > sumarDiasIso(d, 62)) throw new ReglaIncumplida('El rango admite máximo 62 días', 'invalido');
    const excepto = sedeEfectiva(contexto.usuario!, textoOpcional(sede, 'sede', 60) ?? null);
    return excepto === null ? [] : ocupacionDeTerapeuta(this.db, { terapeuta: t, desde: d, hasta: h, excepto });
  }

  /** A session this user may see: their own at every site; another's within their site, unless they reach sessions only through the agenda; otherwise 404. */
  private async visible(id: string, contexto: ContextoPeticion) {
    const s = await obtenerSesion(this.db, id);
    const visible = s && (s.terapeutaId === contexto.usuario!.id || (!this.soloPropias(contexto) && puedeVerSede(contexto.usuario!, s.sede)));
    if (!visible) throw new NoEncontrado(M.noEncontrada);
    return s;
  }

  /**
   * The session; its evolution (clinical content) only to whoever may read the patient's history (its permission,
   * site and lock) and to the therapist who wrote it, recorded as a history read (decision 0027). To anyone
   * else `evolucionRegistrada` is null; `estado`, `fechaEvolucion` and `atrasada` still say it was evolved.
   */
  @Get('sesiones/:id')
  @RequierePermiso(...LECTURA)
  @ApiOperation({
    summary: 'Una sesión; su evolución solo a quien puede leer la historia del paciente o a su terapeuta, y cada lectura queda en los accesos a la historia',
  })
  async obtener(@Param('id', idSesion) id: string, @Contexto() contexto: ContextoPeticion) {
    const { evolucionRegistrada, ...sesion } = await this.visible(id, contexto);
    const autor = sesion.terapeutaId === contexto.usuario!.id;
    const legible = evolucionRegistrada !== null && (await this.historia.leerSiPuede(contexto, sesion.pacienteId, 'evolución de sesión', autor)) !== null;
    return { ...sesion, evolucionRegistrada: legible ? evolucionRegistrada : null };
  }

  /** Who programmed, moved, reassigned, cancelled or evolved the session, when and why (issue 27 item 8); to whoever may see it, without the evolution's text. */
  @Get('sesiones/:id/historial')
  @RequierePermiso(...LECTURA, AUDITORIA)
  @ApiOperation({
    summary: 'Historial de la sesión: quién la programó, movió, reasignó, canceló o evolucionó, cuándo y por qué (sin el texto de la evolución)',
  })
  async historial(@Param('id', idSesion) id: string, @Contexto() contexto: ContextoPeticion) {
    const auditor = contexto.usuario!.permisos.has(AUDITORIA);
    if (auditor) {
      const s = await ubicarSesion(this.db, id);
      if (!s || !puedeVerSede(contexto.usuario!, s.sede)) await this.visible(id, contexto);
    } else await this.visible(id, contexto);
    return historialDeSesion(this.db, id);
  }

  /**
   * The photo of the session's patient (spec 2: the agenda's and the calendar's events carry url_foto),
   * to whoever may see the session: a therapist only for their own sessions, the others within their site.
   */
  @Get('sesiones/:id/foto')
  @RequierePermiso(...LECTURA)
  @ApiOperation({ summary: 'La foto del paciente de la sesión (404 si no tiene): solo a quien puede ver la sesión' })
  async foto(@Param('id', idSesion) id: string, @Contexto() contexto: ContextoPeticion, @Res({ passthrough: true }) res: Response) {
    const s = await this.visible(id, contexto);
    const foto = await fotoDePaciente(this.db, s.pacienteId);
    if (!foto) throw new NoEncontrado('El paciente no tiene foto');
    const datos = await this.almacen.leer(foto.archivo).catch(() => {
      throw new NoEncontrado('El paciente no tiene foto');
    });
    res.setHeader('Content-Type', MIME[foto.tipo]);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(datos);
  }

  @Post('sesiones/programar')
  @RequierePermiso(CALENDARIO)
  @ApiOperation({
    summary:
      'Programar: {items: [...], confirmarCruces?}, {semanal: {...}} o {porEspecialidad: {...}}; todo o nada, descontando la bolsa en la misma transacción',
  })
  @ApiBody({ type: ProgramarSesionesDto })
  @ApiCreatedResponse({ type: SesionesProgramadasDto })
  programar(@Body() datos: ProgramarSesionesDto, @Contexto() contexto: ContextoPeticion) {
    return this.bus.execute(new ProgramarSesiones(datos, contexto));
  }

  @Post('sesiones/programar/previsualizar')
  @HttpCode(200)
  @RequierePermiso(CALENDARIO)
  @ApiOperation({
    summary:
      'Las fechas que generaría una serie semanal o una programación por especialidad (sin festivos; por especialidad, la autorización de cada fecha), y cuándo y por qué se detiene',
  })
  @ApiBody({ type: PrevisualizarProgramacionDto })
  @ApiOkResponse({ schema: VISTA_PREVIA })
  previsualizar(@Body() datos: PrevisualizarProgramacionDto, @Contexto() contexto: ContextoPeticion) {
    return this.consultas.execute(new PrevisualizarProgramacion(datos, contexto));
  }

  @Post('sesiones/programar-serie/previsualizar')
  @HttpCode(200)
  @RequierePermiso(CALENDARIO)
  @ApiOperation({
    summary:
      "'Ver fechas' de una serie semanal o por especialidad: cada fecha con sus cruces (los de otra sede, sin datos del paciente) y las elecciones aplicadas; la misma regla con la que Programar rechaza",
  })
  @ApiBody({ type: ProgramarSerieDto })
  @ApiOkResponse({ schema: VISTA_SERIE })
  previsualizarSerie(@Body() datos: ProgramarSerieDto, @Contexto() contexto: ContextoPeticion) {
    return this.consultas.execute(new PrevisualizarSerie(datos, contexto));
  }

  @Post('sesiones/programar-serie')
  @RequierePermiso(CALENDARIO)
  @ApiOperation({
    summary:
      'Programar una serie: termina tras N sesiones, en una fecha o al agotarse la bolsa; por fecha en cruce, omitirla, moverla o mantenerla (sesión grupal). Un cruce sin elección se rechaza',
  })
  @ApiBody({ type: ProgramarSerieDto })
  @ApiCreatedResponse({ schema: SERIE_PROGRAMADA })
  programarSerie(@Body() datos: ProgramarSerieDto, @Contexto() contexto: ContextoPeticion) {
    return this.bus.execute(new ProgramarSerie(datos, contexto));
  }

  @Post('sesiones/cancelar-masivo')
  @HttpCode(200)
  @RequierePermiso(MASIVO)
  @ApiOperation({ summary: 'Cancelar las sesiones pendientes de un paciente o un terapeuta en un rango de fechas, con un motivo' })
  @ApiBody({ type: CancelarMasivoDto })
  @ApiOkResponse({ type: CancelacionMasivaDto })
  cancelarMasivo(@Body() datos: CancelarMasivoDto, @Contexto() contexto: ContextoPeticion) {
    return this.bus.execute(new CancelarMasivo(datos, contexto));
  }

  /** The calendar's cancellation, with its own rules (a pending session, its order not expired). */
  @Post('sesiones/:id/cancelar')
  @HttpCode(200)
  @RequierePermiso(CALENDARIO)
  @ApiOperation({ summary: 'Cancelar una sesión pendiente con un motivo de la lista (con Otros, el detalle); la unidad vuelve a la bolsa' })
  @ApiBody({ type: CancelarSesionDto })
  @ApiOkResponse({ type: MensajeRespuestaDto })
  cancelar(@Param('id', idSesion) id: string, @Body() datos: CancelarSesionDto, @Contexto() contexto: ContextoPeticion) {
    return this.bus.execute(new CancelarSesion(id, datos, contexto));
  }

  /** 'Gestión de terapias' (spec 2 'Single session cancellation'): its window, 5 days back to today, held here (decision 0034). */
  @Post('sesiones/:id/cancelar-en-gestion')
  @HttpCode(200)
  @RequierePermiso(GESTION)
  @ApiOperation({ summary: 'Cancelar una sesión desde Gestión de terapias: solo de una fecha entre hace 5 días y hoy' })
  @ApiBody({ type: CancelarSesionDto })
  @ApiOkResponse({ type: MensajeRespuestaDto })
  cancelarEnGestion(@Param('id', idSesion) id: string, @Body() datos: CancelarSesionDto, @Contexto() contexto: ContextoPeticion) {
    return this.bus.execute(new CancelarSesion(id, datos, contexto, true));
  }

  @Post('sesiones/:id/aceptar-cyt')
  @HttpCode(200)
  @RequierePermiso(CALENDARIO)
  @ApiOperation({ summary: 'Aceptar una sesión CYT pendiente (no se evoluciona)' })
  @ApiOkResponse({ type: MensajeRespuestaDto })
  aceptarCyt(@Param('id', idSesion) id: string, @Contexto() contexto: ContextoPeticion) {
    return this.bus.execute(new AceptarCyt(id, contexto));
  }

  @Post('sesiones/:id/horario')
  @HttpCode(200)
  @RequierePermiso(CALENDARIO)
  @ApiOperation({ summary: 'Cambiar la hora de una sesión pendiente el mismo día; la bolsa se ajusta a las unidades' })
  @ApiBody({ type: CambiarHorarioDto })
  @ApiOkResponse({ type: MensajeRespuestaDto })
  cambiarHorario(@Param('id', idSesion) id: string, @Body() datos: CambiarHorarioDto, @Contexto() contexto: ContextoPeticion) {
    return this.bus.execute(new CambiarHorario(id, datos, contexto));
  }

  @Post('sesiones/:id/mover')
  @HttpCode(200)
  @RequierePermiso(CALENDARIO)
  @ApiOperation({
    summary:
      'Mover una sesión pendiente a otra fecha y hora (arrastrar y soltar, también a otro día): las reglas del cambio de horario, la fecha entre hoy y el vencimiento de su autorización',
  })
  @ApiBody({ type: MoverSesionDto })
  @ApiOkResponse({ type: MensajeRespuestaDto })
  mover(@Param('id', idSesion) id: string, @Body() datos: MoverSesionDto, @Contexto() contexto: ContextoPeticion) {
    return this.bus.execute(new MoverSesion(id, datos, contexto));
  }

  @Post('sesiones/:id/terapeuta')
  @HttpCode(200)
  @RequierePermiso(CALENDARIO)
  @ApiOperation({ summary: 'Cambiar el terapeuta de una sesión pendiente por otro activo de la misma especialidad' })
  @ApiBody({ type: CambiarTerapeutaDto })
  @ApiOkResponse({ type: MensajeRespuestaDto })
  cambiarTerapeuta(@Param('id', idSesion) id: string, @Body() datos: CambiarTerapeutaDto, @Contexto() contexto: ContextoPeticion) {
    return this.bus.execute(new CambiarTerapeuta(id, datos, contexto));
  }

  @Post('sesiones/:id/evolucion')
  @HttpCode(200)
  @RequierePermiso(AGENDA)
  @ApiOperation({ summary: 'Evolucionar una sesión pendiente por su terapeuta (después de su fecha, atrasada: se paga a la mitad)' })
  @ApiBody({ type: EvolucionarSesionDto })
  @ApiOkResponse({ type: SesionEvolucionadaDto })
  evolucionar(@Param('id', idSesion) id: string, @Body() datos: EvolucionarSesionDto, @Contexto() contexto: ContextoPeticion) {
    return this.bus.execute(new EvolucionarSesion(id, datos, contexto));
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
