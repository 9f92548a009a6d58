import { Body, Controller, Get, Inject, Param, Post, Query, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AlmacenArchivos } from '@avanti/libs/files/almacen-archivos';
import { MIME } from '@avanti/libs/files/tipo-de-archivo';
import { MENSAJES_HISTORIA as M } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { esFechaIso } from '@avanti/libs/dominio/fecha-iso';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import {
  archivoDeExamen,
  estadoEvaluacion,
  listarAccesos,
  listarAntecedentes,
  listarExamenes,
  listarEvolucionesHistoria,
  listarImpresiones,
  listarMotivosHistoria,
  listarPlanes,
  nombreDeQuienBloquea,
  pacienteDeHistoria,
  resumenHistoria,
  tieneEvaluacionPendiente,
} from '@avanti/libs/historia-clinica/lecturas/historia-clinica';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { DB, EVENT_STORE, RELOJ } from '../../infrastructure/tokens.js';
import { AccesoHistoria, registrarLecturaHistoria } from './acceso-historia.js';
import type { ArchivoSubido } from '../../infrastructure/http/archivo-subido.js';
import { ActualizarDiagnostico } from './commands/actualizar-diagnostico/actualizar-diagnostico.command.js';
import { ActualizarDiagnosticoDto } from './commands/actualizar-diagnostico/actualizar-diagnostico.dto.js';
import { CargarExamen, MAX_BYTES_EXAMEN } from './commands/cargar-examen/cargar-examen.command.js';
import { CargarExamenDto } from './commands/cargar-examen/cargar-examen.dto.js';
import { RegistrarAntecedente } from './commands/registrar-antecedente/registrar-antecedente.command.js';
import { RegistrarAntecedenteDto } from './commands/registrar-antecedente/registrar-antecedente.dto.js';
import { RegistrarImpresion } from './commands/registrar-impresion/registrar-impresion.command.js';
import { RegistrarImpresionDto } from './commands/registrar-impresion/registrar-impresion.dto.js';
import { RegistrarMotivoHistoria } from './commands/registrar-motivo-historia/registrar-motivo-historia.command.js';
import { RegistrarMotivoHistoriaDto } from './commands/registrar-motivo-historia/registrar-motivo-historia.dto.js';
import { RegistrarPlan } from './commands/registrar-plan/registrar-plan.command.js';
import { RegistrarPlanDto } from './commands/registrar-plan/registrar-plan.dto.js';
import { EntradaHistoriaRespuestaDto } from './commands/respuestas.dto.js';
import { VerificarMotivo } from './commands/verificar-motivo/verificar-motivo.command.js';
import { VerificarMotivoDto } from './commands/verificar-motivo/verificar-motivo.dto.js';

const fecha = (valor: unknown, porDefecto: string): string => {
  if (valor === undefined || valor === null || valor === '') return porDefecto;
  if (!esFechaIso(valor)) throw new ReglaIncumplida(M.fechaInvalida, 'invalido');
  return valor;
};

/** The clinical history of a patient (spec 2 'Clinical history', /historiaClinica/historia). */
@ApiTags('historia-clinica')
@ApiBearerAuth()
@Controller('pacientes/:id/historia')
@RequierePermiso('historia-clinica.historia')
export class HistoriaController {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly acceso: AccesoHistoria,
    private readonly comandos: CommandBus,
    private readonly almacen: AlmacenArchivos,
  ) {}

  @Get()
  @ApiOperation({ summary: 'La tarjeta del paciente y la lista de chequeo del día (motivo, antecedente, impresión, examen, plan)' })
  async resumen(@Param('id') id: string, @Contexto() c: ContextoPeticion) {
    const paciente = await this.acceso.leer(c, id, 'resumen');
    return resumenHistoria(this.db, paciente, hoy(this.reloj));
  }

  @Get('foto')
  @ApiOperation({ summary: 'La foto del paciente para la tarjeta de la historia (404 si no tiene)' })
  async foto(@Param('id') id: string, @Contexto() c: ContextoPeticion, @Res({ passthrough: true }) res: Response) {
    const paciente = await this.acceso.abrir(c, id);
    if (!paciente.foto) throw new NoEncontrado('El paciente no tiene foto');
    const datos = await this.almacen.leer(paciente.foto.archivo).catch(() => {
      throw new NoEncontrado('El paciente no tiene foto');
    });
    res.setHeader('Content-Type', MIME[paciente.foto.tipo]);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(datos);
  }

  @Get('motivos')
  async motivos(@Param('id') id: string, @Contexto() c: ContextoPeticion) {
    await this.acceso.leer(c, id, 'motivos');
    return listarMotivosHistoria(this.db, id);
  }

  @Post('motivos')
  @ApiOperation({ summary: "Registrar un motivo de consulta con sus observaciones; queda 'Por verificar'" })
  @ApiBody({ type: RegistrarMotivoHistoriaDto })
  @ApiCreatedResponse({ type: EntradaHistoriaRespuestaDto })
  registrarMotivo(@Param('id') id: string, @Body() datos: RegistrarMotivoHistoriaDto, @Contexto() c: ContextoPeticion) {
    return this.comandos.execute(new RegistrarMotivoHistoria(id, datos, c));
  }

  @Post('motivos/:motivoId/verificar')
  @ApiOperation({ summary: "Verificar un motivo 'Por verificar' (fecha, términos del catálogo de motivos, observaciones)" })
  @ApiBody({ type: VerificarMotivoDto })
  @ApiCreatedResponse({ type: EntradaHistoriaRespuestaDto })
  verificar(@Param('id') id: string, @Param('motivoId') motivoId: string, @Body() datos: VerificarMotivoDto, @Contexto() c: ContextoPeticion) {
    return this.comandos.execute(new VerificarMotivo(id, motivoId, datos, c));
  }

  @Get('antecedentes')
  async antecedentes(@Param('id') id: string, @Contexto() c: ContextoPeticion) {
    await this.acceso.leer(c, id, 'antecedentes');
    return listarAntecedentes(this.db, id);
  }

  @Post('antecedentes')
  @ApiOperation({ summary: 'Registrar un antecedente: tipo (1 a 5), descripción y observación' })
  @ApiBody({ type: RegistrarAntecedenteDto })
  @ApiCreatedResponse({ type: EntradaHistoriaRespuestaDto })
  registrarAntecedente(@Param('id') id: string, @Body() datos: RegistrarAntecedenteDto, @Contexto() c: ContextoPeticion) {
    return this.comandos.execute(new RegistrarAntecedente(id, datos, c));
  }

  @Get('impresiones')
  async impresiones(@Param('id') id: string, @Contexto() c: ContextoPeticion) {
    await this.acceso.leer(c, id, 'impresiones');
    return listarImpresiones(this.db, id);
  }

  @Post('impresiones')
  @ApiOperation({ summary: 'Registrar la impresión general (anamnesis) con sus diagnósticos CIE-10 y DSM-IV' })
  @ApiBody({ type: RegistrarImpresionDto })
  @ApiCreatedResponse({ type: EntradaHistoriaRespuestaDto })
  registrarImpresion(@Param('id') id: string, @Body() datos: RegistrarImpresionDto, @Contexto() c: ContextoPeticion) {
    return this.comandos.execute(new RegistrarImpresion(id, datos, c));
  }

  @Post('diagnostico')
  @ApiOperation({ summary: "Actualizar los diagnósticos de una impresión ('ACTUALIZADO CON ÉXITO')" })
  @ApiBody({ type: ActualizarDiagnosticoDto })
  @ApiCreatedResponse({ type: EntradaHistoriaRespuestaDto })
  diagnostico(@Param('id') id: string, @Body() datos: ActualizarDiagnosticoDto, @Contexto() c: ContextoPeticion) {
    return this.comandos.execute(new ActualizarDiagnostico(id, datos, c));
  }

  @Get('examenes')
  async examenes(@Param('id') id: string, @Contexto() c: ContextoPeticion) {
    await this.acceso.leer(c, id, 'examenes');
    return listarExamenes(this.db, id);
  }

  @Post('examenes')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Cargar un examen: tipo (1 a 11), nombreExamen y archivo (JPG, PNG o PDF revisado por su contenido, 10 MB)' })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['tipo', 'nombreExamen', 'archivo'],
      properties: { tipo: { type: 'integer', minimum: 1, maximum: 11 }, nombreExamen: { type: 'string' }, archivo: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ type: EntradaHistoriaRespuestaDto })
  @UseInterceptors(FileInterceptor('archivo', { limits: { fileSize: MAX_BYTES_EXAMEN, files: 1, fields: 5 } }))
  registrarExamen(
    @Param('id') id: string,
    @Body() campos: CargarExamenDto,
    @UploadedFile() archivo: ArchivoSubido | undefined,
    @Contexto() c: ContextoPeticion,
  ) {
    return this.comandos.execute(new CargarExamen(id, campos, archivo, c));
  }

  @Get('examenes/:examenId/archivo')
  async archivoExamen(
    @Param('id') id: string,
    @Param('examenId') examenId: string,
    @Contexto() c: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.acceso.leer(c, id, 'archivo de examen');
    const archivo = await archivoDeExamen(this.db, id, examenId);
    if (!archivo) throw new NoEncontrado(M.examenNoEncontrado);
    const datos = await this.almacen.leer(archivo.archivo).catch(() => {
      throw new NoEncontrado(M.examenNoEncontrado);
    });
    res.setHeader('Content-Type', MIME[archivo.tipo]);
    // Never rendered in the api's origin: an exam is saved, not opened, when reached by its address.
    res.setHeader('Content-Disposition', `attachment; filename="examen.${archivo.tipo}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(datos);
  }

  @Get('planes')
  async planes(@Param('id') id: string, @Contexto() c: ContextoPeticion) {
    await this.acceso.leer(c, id, 'planes');
    return listarPlanes(this.db, id);
  }

  @Post('planes')
  @ApiOperation({ summary: 'Registrar un plan de tratamiento: fechas, conclusiones, recomendaciones, CIE-10, periodo y servicios con sus sesiones' })
  @ApiBody({ type: RegistrarPlanDto })
  @ApiCreatedResponse({ type: EntradaHistoriaRespuestaDto })
  registrarPlan(@Param('id') id: string, @Body() datos: RegistrarPlanDto, @Contexto() c: ContextoPeticion) {
    return this.comandos.execute(new RegistrarPlan(id, datos, c));
  }

  @Get('evoluciones')
  @ApiOperation({
    summary:
      'Plan de intervención terapéutica: las sesiones evolucionadas del paciente con fecha entre desde y hasta (estrategias, estado del paciente, evolución)',
  })
  @ApiQuery({ name: 'desde', required: false, schema: { type: 'string' } })
  @ApiQuery({ name: 'hasta', required: false, schema: { type: 'string' } })
  async evoluciones(@Param('id') id: string, @Query('desde') desde: unknown, @Query('hasta') hasta: unknown, @Contexto() c: ContextoPeticion) {
    const hoyNegocio = hoy(this.reloj);
    const d = fecha(desde, hoyNegocio);
    const h = fecha(hasta, hoyNegocio);
    if (h < d) throw new ReglaIncumplida(M.rangoInvalido, 'invalido');
    await this.acceso.leer(c, id, 'evoluciones');
    return listarEvolucionesHistoria(this.db, id, d, h);
  }

  @Get('accesos')
  @RequierePermiso('acceso.auditoria')
  @ApiOperation({ summary: 'Accesos a la historia: quién la leyó, con qué rol, desde qué sede, cuándo y qué sección (últimos 200)' })
  async accesos(@Param('id') id: string, @Contexto() c: ContextoPeticion) {
    await this.acceso.leer(c, id, 'accesos');
    return listarAccesos(this.db, id);
  }

  /**
   * Decision 0034: readiness counts what was recorded from the evaluation's date on. For a confidential patient,
   * the therapist of a pending evaluation that day who does not hold the lock gets the readiness (no content)
   * and who completes the history instead of a dead end.
   */
  @Get('estado-evaluacion')
  @ApiOperation({ summary: 'Lo que la historia tiene, desde la fecha de la evaluación, para evolucionarla: {motivos, impresion, plan[, confidencial]}' })
  @ApiQuery({ name: 'fecha', required: false, schema: { type: 'string' } })
  async estadoEvaluacion(@Param('id') id: string, @Query('fecha') dia: unknown, @Contexto() c: ContextoPeticion) {
    const f = fecha(dia, hoy(this.reloj));
    try {
      await this.acceso.leer(c, id, 'estado de evaluación');
    } catch (e) {
      if (!(e instanceof ReglaIncumplida && e.message === M.confidencial) || !(await tieneEvaluacionPendiente(this.db, id, c.usuario!.id, f))) throw e;
      const paciente = (await pacienteDeHistoria(this.db, id))!;
      await registrarLecturaHistoria(this.store, this.reloj, c, paciente, 'estado de evaluación');
      const quien = paciente.bloqueadoPara ? await nombreDeQuienBloquea(this.db, paciente.bloqueadoPara) : null;
      return { ...(await estadoEvaluacion(this.db, id, f)), confidencial: M.evaluacionConfidencial(quien) };
    }
    return estadoEvaluacion(this.db, id, f);
  }
}
