import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { ESTADOS_OBJETIVO, MENSAJES_OBJETIVOS as M, type EstadoObjetivo } from '@avanti/libs/objetivos/contrato-lecturas';
import type { Db } from '@avanti/libs/database/conexion';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { filtroInvalido, idsDelFiltro } from '@avanti/libs/http/filtro';
import { indiceDeAtencion } from '@avanti/libs/programacion/index';
import { listarObjetivos, objetivoLeido, resumenObjetivosPaciente, type Lector } from '@avanti/libs/objetivos/lecturas/objetivos';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion, type UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { conMensaje } from '../../infrastructure/http/esquemas.js';
import { ConsultaDeLista, enteroOpcional, responderPagina, textoOpcional } from '../../infrastructure/http/lista.js';
import { DB, RELOJ } from '../../infrastructure/tokens.js';
import { CAPACIDAD_CONFIDENCIALES, ComandosObjetivo, puedeVerObjetivos } from './commands/comandos-objetivo.js';
import { CalificarObjetivo } from './commands/calificar-objetivo/calificar-objetivo.command.js';
import { CalificarObjetivoDto } from './commands/calificar-objetivo/calificar-objetivo.dto.js';
import { CrearObjetivo } from './commands/crear-objetivo/crear-objetivo.command.js';
import { CrearObjetivoDto } from './commands/crear-objetivo/crear-objetivo.dto.js';
import { ExtenderObjetivo } from './commands/extender-objetivo/extender-objetivo.command.js';
import { ExtenderObjetivoDto } from './commands/extender-objetivo/extender-objetivo.dto.js';
import { ObjetivoRespuestaDto } from './commands/respuestas.dto.js';
import { esFecha, PSICOLOGIA } from './domain/objetivo.js';
import { ESQUEMA_OBJETIVO } from './esquemas.js';

export const OBJETIVOS = 'plan.objetivos-y-logros';
/** The family view reads the same objectives. */
export const LECTURA_OBJETIVOS = [OBJETIVOS, 'plan.objetivos-familia'];

export const fechaDelFiltro = (valor: unknown, campo: string) => {
  const texto = textoOpcional(valor, campo, 10);
  if (texto !== undefined && !esFecha(texto)) throw filtroInvalido(campo);
  return texto;
};

export const lectorDe = (u: UsuarioAutenticado): Lector => ({ id: u.id, sede: sedeEfectiva(u), veConfidenciales: u.permisos.has(CAPACIDAD_CONFIDENCIALES) });

/** Spec 2 'Objectives and achievements' (/diarioCampo/objetivos-y-logros). Specialty codes 2 to 6. An objective is rated and extended, never replaced whole or deleted (405). */
@ApiTags('objetivos')
@ApiBearerAuth()
@Controller()
export class ObjetivosController {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
    private readonly comandos: ComandosObjetivo,
    private readonly bus: CommandBus,
  ) {}

  @Get('objetivos')
  @RequierePermiso(...LECTURA_OBJETIVOS)
  @ApiOperation({
    summary:
      'Objetivos (filter {paciente, especialidad, terapeuta, estado, desde, hasta}); de la propia sede; psicología de pacientes bloqueados solo para quien puede verla',
  })
  async listar(
    @ConsultaDeLista({ orden: { campo: 'fechaInicio', direccion: 'DESC' } }) consulta: ConsultaLista,
    @Contexto() c: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const usuario = c.usuario!;
    const f = consulta.filtro;
    const estado = textoOpcional(f.estado, 'estado', 20);
    if (estado !== undefined && !ESTADOS_OBJETIVO.some((e) => e.codigo === estado)) throw filtroInvalido('estado');
    const filtro = {
      paciente: textoOpcional(f.paciente, 'paciente', 60),
      especialidad: enteroOpcional(f.especialidad, 'especialidad'),
      terapeuta: textoOpcional(f.terapeuta, 'terapeuta', 60),
      estado: estado as EstadoObjetivo | undefined,
      desde: fechaDelFiltro(f.desde, 'desde'),
      hasta: fechaDelFiltro(f.hasta, 'hasta'),
      ids: idsDelFiltro(f.id),
    };
    // A psychology tab of a locked patient answers with the padlock's words rather than an empty table.
    if (filtro.paciente && filtro.especialidad === PSICOLOGIA) {
      const paciente = await this.comandos.paciente(usuario, filtro.paciente);
      if (!puedeVerObjetivos(PSICOLOGIA, paciente.bloqueadoPara, usuario)) throw new ReglaIncumplida(M.confidencial, 'prohibido');
    }
    return responderPagina(res, 'objetivos', consulta, await listarObjetivos(this.db, { ...consulta, filtro }, lectorDe(usuario), hoy(this.reloj)));
  }

  @Get('objetivos/:id')
  @RequierePermiso(...LECTURA_OBJETIVOS)
  @ApiOperation({ summary: 'Un objetivo con sus tareas, las calificaciones por periodo, fechaFin, porcentaje, estado y marca' })
  @ApiOkResponse({ schema: ESQUEMA_OBJETIVO })
  async obtener(@Param('id') id: string, @Contexto() c: ContextoPeticion) {
    return objetivoLeido(await this.comandos.abrir(c.usuario!, id), hoy(this.reloj), true);
  }

  @Post('objetivos')
  @RequierePermiso(OBJETIVOS)
  @ApiOperation({
    summary:
      'Nuevo objetivo {paciente, especialidad, objetivo, tareas: [t1, t2, t3], fechaInicio}: el líder de la especialidad o el administrador, paciente activo',
  })
  @ApiBody({ type: CrearObjetivoDto })
  @ApiCreatedResponse({ schema: conMensaje(ESQUEMA_OBJETIVO) })
  crear(@Body() datos: CrearObjetivoDto, @Contexto() c: ContextoPeticion) {
    return this.bus.execute(new CrearObjetivo(datos, c));
  }

  @Post('objetivos/:id/calificar')
  @HttpCode(200)
  @RequierePermiso(OBJETIVOS)
  @ApiOperation({
    summary:
      'Calificar un periodo {periodo, tareas: [{puntaje, cumple}], comentario?, evidencia?}; objetivos antes de 2025-03-09: {puntaje, logro, evidencia?}',
  })
  @ApiBody({ type: CalificarObjetivoDto })
  @ApiOkResponse({ type: ObjetivoRespuestaDto })
  calificar(@Param('id') id: string, @Body() datos: CalificarObjetivoDto, @Contexto() c: ContextoPeticion) {
    return this.bus.execute(new CalificarObjetivo(id, datos, c));
  }

  @Post('objetivos/:id/extender')
  @HttpCode(200)
  @RequierePermiso(OBJETIVOS)
  @ApiOperation({ summary: 'Extender la fecha de cumplimiento {fecha} (no antes de hoy)' })
  @ApiBody({ type: ExtenderObjetivoDto })
  @ApiOkResponse({ type: ObjetivoRespuestaDto })
  extender(@Param('id') id: string, @Body() datos: ExtenderObjetivoDto, @Contexto() c: ContextoPeticion) {
    return this.bus.execute(new ExtenderObjetivo(id, datos, c));
  }

  @Get('pacientes/:id/objetivos/resumen')
  @RequierePermiso(...LECTURA_OBJETIVOS)
  @ApiOperation({
    summary:
      'Información general: por especialidad el líder, el promedio (null = --), por evaluar, por confirmar y evaluados; indiceAtencion: realizadas ÷ (realizadas + canceladas) de los 90 días antes de hoy, en % (null = --)',
  })
  async resumen(@Param('id') id: string, @Contexto() c: ContextoPeticion) {
    const usuario = c.usuario!;
    const paciente = await this.comandos.paciente(usuario, id);
    const [especialidades, indices] = await Promise.all([
      resumenObjetivosPaciente(this.db, paciente, lectorDe(usuario), hoy(this.reloj)),
      indiceDeAtencion(this.db, [paciente.id], hoy(this.reloj)),
    ]);
    return {
      paciente: {
        id: paciente.id,
        nombre: paciente.nombre,
        fechaNacimiento: paciente.fechaNacimiento,
        estado: paciente.estado,
        confidencial: paciente.bloqueadoPara !== null,
        tieneFoto: paciente.tieneFoto,
      },
      indiceAtencion: indices.get(paciente.id) ?? null,
      especialidades,
    };
  }
}
