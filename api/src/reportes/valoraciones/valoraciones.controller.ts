import { Body, Controller, Get, Inject, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MENSAJES_VALORACION as M } from '@avanti/libs/reportes/contrato-valoraciones';
import type { Db } from '@avanti/libs/database/conexion';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { esFechaIso } from '@avanti/libs/dominio/fecha-iso';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { datosInformeValoracion, fechaDeValoracionParaInforme, listarValoraciones, pacientesParaValoracion } from '@avanti/libs/reportes/lecturas/valoraciones';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion, type UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina, textoOpcional } from '../../infrastructure/http/lista.js';
import { DB, DB_LECTURA, RELOJ } from '../../infrastructure/tokens.js';
import { SolicitarInformeValoracion } from './commands/solicitar-informe-valoracion/solicitar-informe-valoracion.command.js';
import { SolicitarInformeValoracionDto } from './commands/solicitar-informe-valoracion/solicitar-informe-valoracion.dto.js';
import { eligeSede, exigirIdDePaciente, pacienteDeValoracion } from './paciente-de-valoracion.js';

type Consulta = ConsultaLista<Record<string, unknown>>;

const sedeDeLaLista = (u: UsuarioAutenticado, pedida: string | undefined): string | null =>
  eligeSede(u) ? (pedida && pedida !== 'todas' ? pedida : null) : sedeEfectiva(u, pedida ?? null);

/** What a refusal asks to fix, and where (issue 27 item 12). */
const ARREGLO: Readonly<Record<string, (paciente: string) => { texto: string; ruta: string }>> = {
  // The history opens on the tab that fixes it ('Conclusiones y plan', 'Exámenes').
  [M.sinPlan]: (p) => ({ texto: 'Registrar el plan de tratamiento', ruta: `/historiaClinica/historia?paciente=${p}&pestana=plan` }),
  [M.faltanExamenes]: (p) => ({ texto: 'Cargar los exámenes', ruta: `/historiaClinica/historia?paciente=${p}&pestana=examenes` }),
  [M.noEsTerapeuta]: (p) => ({ texto: 'Revisar el plan de tratamiento', ruta: `/historiaClinica/historia?paciente=${p}&pestana=plan` }),
  [M.sinFirma]: () => ({ texto: 'Registrar la firma del terapeuta en Usuarios', ruta: '/acceso/usuario' }),
};

/**
 * The evaluation report (spec 3 §2.2 item 14, /reportes/valoraciones): the evaluations of a patient and
 * the PDF 'Informe clínico de valoración' as a background job (decision 0020). The PDF is also asked for
 * from the clinical history's export modal, by whoever may read the history; it is a read of the
 * history: site, confidentiality (403 with the spec's words) and the read audit apply.
 */
@ApiTags('reportes')
@ApiBearerAuth()
@Controller('reportes')
export class ReporteValoracionesController {
  constructor(
    @Inject(DB) private readonly db: Db,
    /** The list and the patient picker read the replica when there is one (decision 0052). */
    @Inject(DB_LECTURA) private readonly dbLectura: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
    private readonly comandos: CommandBus,
  ) {}

  @Get('valoraciones')
  @RequierePermiso('reportes.valoraciones')
  @ApiOperation({
    summary:
      "Valoraciones de un paciente (filter {paciente, sede}; 'Parámetros incompletos para la búsqueda' sin paciente): fecha, terapeuta, paciente, tipo Evaluacion/Reevaluacion, estado 3 'Pendiente por evolucionar' / 1 'Evolucionado'. La sede solo la eligen quienes tienen capacidad.elegir-sede-valoraciones",
  })
  async listar(
    @ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'DESC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const usuario = contexto.usuario!;
    const paciente = textoOpcional(c.filtro.paciente, 'paciente', 60)?.trim();
    if (!paciente) throw new ReglaIncumplida(M.parametrosIncompletos, 'invalido');
    const filtro = { paciente, sede: sedeDeLaLista(usuario, textoOpcional(c.filtro.sede, 'sede', 60)) };
    const consulta = { ...c, filtro };
    return responderPagina(res, 'valoraciones', consulta, await listarValoraciones(this.dbLectura, filtro, c.desde, c.hasta));
  }

  @Get('valoraciones/pacientes')
  @RequierePermiso('reportes.valoraciones')
  @ApiOperation({ summary: 'Selector de pacientes del informe de valoración: hasta 50 de la sede (elegida solo por quien puede), por nombre o documento' })
  @ApiQuery({ name: 'q', required: false, schema: { type: 'string', maxLength: 100 } })
  @ApiQuery({ name: 'sede', required: false, schema: { type: 'string', maxLength: 60 } })
  pacientes(@Query('q') q: unknown, @Query('sede') sede: unknown, @Contexto() contexto: ContextoPeticion) {
    const usuario = contexto.usuario!;
    return pacientesParaValoracion(this.dbLectura, {
      q: textoOpcional(q, 'q', 100)?.trim() || undefined,
      sede: sedeDeLaLista(usuario, textoOpcional(sede, 'sede', 60)),
    });
  }

  @Get('valoracion/requisitos')
  @RequierePermiso('reportes.valoraciones', 'historia-clinica.historia')
  @ApiOperation({
    summary:
      'Si el PDF de la valoración del paciente en la fecha se puede generar; si no, por qué y dónde arreglarlo ({listo, fecha?, mensaje?, arreglo?: {texto, ruta}}). Sin fecha (el botón de exportar de la historia clínica, antes de abrirlo) toma la última valoración hasta hoy, si no la próxima, y la devuelve en fecha',
  })
  @ApiQuery({ name: 'paciente', required: true })
  @ApiQuery({ name: 'fecha', required: false, description: 'aaaa-mm-dd; sin ella, la última valoración del paciente hasta hoy (si no hay, la próxima)' })
  async requisitos(@Query('paciente') pacienteId: unknown, @Query('fecha') fecha: unknown, @Contexto() contexto: ContextoPeticion) {
    exigirIdDePaciente(pacienteId);
    const sinFecha = fecha === undefined || fecha === '';
    if (!sinFecha && !esFechaIso(fecha)) throw new ReglaIncumplida(M.fechaInvalida, 'invalido');
    const paciente = await pacienteDeValoracion(this.db, contexto.usuario!, pacienteId);
    // Without a date, the evaluation the history's export would start from (issue 27 item 12).
    const dia = sinFecha ? await fechaDeValoracionParaInforme(this.db, paciente.id, hoy(this.reloj)) : (fecha as string);
    if (dia === null) return { listo: false, mensaje: M.sinValoraciones, arreglo: null };
    const conFecha = sinFecha ? { fecha: dia } : {};
    try {
      await datosInformeValoracion(this.db, paciente.id, dia);
      return { listo: true, ...conFecha };
    } catch (e) {
      if (!(e instanceof ReglaIncumplida)) throw e;
      return { listo: false, ...conFecha, mensaje: e.message, arreglo: ARREGLO[e.message]?.(paciente.id) ?? null };
    }
  }

  @Post('valoracion')
  @RequierePermiso('reportes.valoraciones', 'historia-clinica.historia')
  @ApiOperation({
    summary:
      "Generar el PDF 'Informe clínico de valoración' de la valoración del paciente en la fecha ({paciente, fecha, recomendaciones}); responde {id} de la exportación (GET /api/exportaciones/:id, .../archivo)",
  })
  solicitar(@Body() datos: SolicitarInformeValoracionDto, @Contexto() contexto: ContextoPeticion): Promise<{ id: string }> {
    return this.comandos.execute(new SolicitarInformeValoracion(datos, contexto));
  }
}
