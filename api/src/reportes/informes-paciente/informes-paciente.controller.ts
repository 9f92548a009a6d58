import { Body, Controller, Get, Inject, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { VistaInformePaciente } from '@avanti/libs/reportes/contrato-informes-paciente';
import type { Db } from '@avanti/libs/database/conexion';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { leerFiltroInformePaciente } from '@avanti/libs/reportes/lecturas/filtro-informes-paciente';
import {
  evolucionesDelInforme,
  informeMensual,
  objetivosDelInforme,
  pacienteDelInforme,
  pacientesParaInforme,
} from '@avanti/libs/reportes/lecturas/informes-paciente';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { ConsultaDeLista } from '../../infrastructure/http/lista.js';
import { DB, DB_LECTURA, EVENT_STORE, RELOJ } from '../../infrastructure/tokens.js';
import { textoBuscado } from '../filtros.js';
import { SolicitarInformePaciente } from './commands/solicitar-informe-paciente/solicitar-informe-paciente.command.js';
import { SolicitarInformePacienteDto } from './commands/solicitar-informe-paciente/solicitar-informe-paciente.dto.js';
import { SolicitarPeriodoObjetivos } from './commands/solicitar-periodo-objetivos/solicitar-periodo-objetivos.command.js';
import { SolicitarObjetivosPeriodoDto } from './commands/solicitar-periodo-objetivos/solicitar-periodo-objetivos.dto.js';
import { abrirPacienteDelInforme, lectorDe } from './paciente-del-informe.js';

type Consulta = ConsultaLista<Record<string, unknown>>;

/**
 * Patient reports ('Informes', spec 3 §2.2 item 13, /reportes/informeEvolucion): the preview of the evolution,
 * monthly and objectives reports, their PDFs as background jobs (decision 0020), and the PDF of a chosen
 * evaluation period of the objectives report's quarter variant (item 3). A patient of a site the reader may not
 * see answers 404; the evolution and monthly reports read the clinical history, so a locked history answers 403
 * with the history's words and every read is recorded; the objectives report hides the psychology objectives of
 * a locked patient as the objectives screen does.
 */
@ApiTags('reportes')
@ApiBearerAuth()
@Controller('reportes')
export class InformesPacienteController {
  constructor(
    @Inject(DB) private readonly db: Db,
    /** The report's data (decision 0052: the replica while it keeps up); access checks and requests read `db`. */
    @Inject(DB_LECTURA) private readonly lectura: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RELOJ) private readonly reloj: Reloj,
    private readonly comandos: CommandBus,
  ) {}

  @Get('informe-evolucion')
  @RequierePermiso('reportes.informe-evolucion')
  @ApiOperation({
    summary:
      "Vista previa de un informe del paciente (filter {paciente, tipo: evolucion | mensual | objetivos, desde, hasta, mes, anio, especialidad}): el paciente y las evoluciones del rango, las sesiones del mes por especialidad con el índice de atención, o los objetivos vigentes con tareas y calificaciones. 'Parámetros incompletos para la búsqueda' sin paciente, 'ERROR: Faltan fechas por seleccionar'",
  })
  async vista(
    @ConsultaDeLista({ orden: { campo: 'fecha', direccion: 'ASC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
  ): Promise<VistaInformePaciente> {
    const hoyBogota = hoy(this.reloj);
    const f = leerFiltroInformePaciente(c.filtro, hoyBogota);
    await abrirPacienteDelInforme(this.db, this.store, this.reloj, contexto, f);
    const paciente = (await pacienteDelInforme(this.lectura, f.paciente, hoyBogota))!;
    if (f.tipo === 'evolucion')
      return { tipo: f.tipo, paciente, evoluciones: await evolucionesDelInforme(this.lectura, f.paciente, f.desde, f.hasta, f.especialidad) };
    if (f.tipo === 'mensual')
      return { tipo: f.tipo, paciente, mensual: await informeMensual(this.lectura, f.paciente, f.anio!, f.mes!, hoyBogota, f.especialidad) };
    return {
      tipo: f.tipo,
      paciente,
      objetivos: await objetivosDelInforme(this.lectura, f.paciente, f.desde, f.hasta, lectorDe(contexto.usuario!), hoyBogota, f.especialidad),
    };
  }

  @Get('informe-evolucion/pacientes')
  @RequierePermiso('reportes.informe-evolucion')
  @ApiOperation({
    summary:
      'Para elegir el paciente: los de la sede del lector (todas para quien las ve) que coinciden con cada palabra de q (nombre o documento); 20 como máximo',
  })
  @ApiQuery({ name: 'q', required: false, schema: { type: 'string', maxLength: 100 } })
  pacientes(@Query('q') q: unknown, @Contexto() contexto: ContextoPeticion) {
    return pacientesParaInforme(this.lectura, textoBuscado(q), lectorDe(contexto.usuario!).sede);
  }

  @Post('informes-paciente')
  @RequierePermiso('reportes.informe-evolucion')
  @ApiOperation({
    summary:
      "Generar el PDF de un informe del paciente ({tipo, paciente, desde, hasta | mes, anio, especialidad, resumen, concepto, recomendacion}); responde {id} de la exportación (GET /api/exportaciones/:id, .../archivo). Con especialidad firma su líder: 'No se encontró un lider para esta especialidad' sin él; el mensual exige mes y especialidad; el resumen de objetivos admite 1000 caracteres",
  })
  solicitar(@Body() datos: SolicitarInformePacienteDto, @Contexto() contexto: ContextoPeticion): Promise<{ id: string }> {
    return this.comandos.execute(new SolicitarInformePaciente(datos, contexto));
  }

  @Post('objetivos-y-logros/pdf')
  @RequierePermiso('reportes.objetivos-y-logros')
  @ApiOperation({
    summary:
      "PDF de un periodo de evaluación de la variante por trimestre ({paciente ('todos') | terapeuta, trimestre, anio, periodo 'todos' | 1 | 2 | 3, sede}; 'Parametros incompletos para la busqueda'); responde {id} de la exportación",
  })
  periodo(@Body() datos: SolicitarObjetivosPeriodoDto, @Contexto() contexto: ContextoPeticion): Promise<{ id: string }> {
    return this.comandos.execute(new SolicitarPeriodoObjetivos(datos, contexto));
  }
}
