import { Body, Controller, Get, Inject, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { MENSAJES_HISTORIA } from '@avanti/libs/contratos/historia-clinica';
import { MENSAJES_INFORMES_PACIENTE as M, MESES, type VistaInformePaciente } from '@avanti/libs/contratos/reportes-informes-paciente';
import { MENSAJES_REPORTES_OBJETIVOS } from '@avanti/libs/contratos/reportes-objetivos';
import { textoDe } from '@avanti/libs/contratos/opciones';
import { ESPECIALIDADES } from '@avanti/libs/contratos/catalogos';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import type { IdInformePdf } from '@avanti/libs/jobs/informes-pdf';
import { pacienteDeHistoria, type PacienteDeHistoria } from '@avanti/libs/lecturas/historia-clinica';
import { puedeVerHistoria } from '@avanti/libs/lecturas/pacientes';
import type { ConsultaLista } from '@avanti/libs/lecturas/rango';
import { leerFiltroInformePaciente, type FiltroInformePaciente } from '@avanti/libs/lecturas/reportes/filtro-informes-paciente';
import {
  evolucionesDelInforme,
  informeMensual,
  liderDeEspecialidad,
  objetivosDelInforme,
  pacienteDelInforme,
  pacientesParaInforme,
  type LectorDelInforme,
} from '@avanti/libs/lecturas/reportes/informes-paciente';
import { leerFiltroPorTrimestre } from '@avanti/libs/lecturas/reportes/objetivos-y-logros';
import { hoy, type Reloj } from '@avanti/libs/reloj/reloj';
import { puedeVerSede, sedesPermitidas } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { SolicitudesDeInformePdf } from '../../exportaciones/commands/solicitar-informe-pdf/solicitar-informe-pdf.service.js';
import { registrarLecturaHistoria } from '../../historia-clinica/historia/acceso-historia.js';
import { Contexto, type ContextoPeticion, type UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { ConsultaDeLista } from '../../infrastructure/http/lista.js';
import { DB, DB_LECTURA, EVENT_STORE, RELOJ } from '../../infrastructure/tokens.js';
import { CAPACIDAD_CONFIDENCIALES } from '../../objetivos/objetivo/commands/comandos-objetivo.js';
import { sedeDelReporte, textoBuscado } from '../filtros.js';
import { SolicitarInformePacienteDto, SolicitarObjetivosPeriodoDto } from './informes-paciente.dto.js';

type Consulta = ConsultaLista<Record<string, unknown>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ddmmaaaa = (f: string) => f.split('-').reverse().join('/');
const RECURSO: Record<FiltroInformePaciente['tipo'], IdInformePdf> = {
  evolucion: 'informe-evolucion',
  mensual: 'informe-mensual',
  objetivos: 'informe-objetivos',
};

const lectorDe = (u: UsuarioAutenticado): LectorDelInforme => ({
  id: u.id,
  sede: sedesPermitidas(u) === 'todas' ? null : u.sede,
  veConfidenciales: u.permisos.has(CAPACIDAD_CONFIDENCIALES),
});

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
    private readonly informes: SolicitudesDeInformePdf,
  ) {}

  /** Site (404) and, for the history's reports, the lock (403) and the read audit. */
  private async abrir(contexto: ContextoPeticion, f: FiltroInformePaciente): Promise<PacienteDeHistoria> {
    const usuario = contexto.usuario!;
    if (!UUID.test(f.paciente)) throw new NoEncontrado(M.pacienteInvalido);
    const paciente = await pacienteDeHistoria(this.db, f.paciente);
    if (!paciente || !puedeVerSede(usuario, paciente.sede)) throw new NoEncontrado(M.pacienteInvalido);
    if (f.tipo === 'objetivos') return paciente;
    if (!puedeVerHistoria(paciente, usuario)) throw new ReglaIncumplida(MENSAJES_HISTORIA.confidencial, 'prohibido');
    await registrarLecturaHistoria(this.store, this.reloj, contexto, paciente, 'evoluciones');
    return paciente;
  }

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
    await this.abrir(contexto, f);
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
  async solicitar(@Body() datos: SolicitarInformePacienteDto, @Contexto() contexto: ContextoPeticion): Promise<{ id: string }> {
    const f = leerFiltroInformePaciente({ ...datos }, hoy(this.reloj), true);
    const paciente = await this.abrir(contexto, f);
    if (f.especialidad !== undefined) await liderDeEspecialidad(this.db, paciente.id, f.especialidad);
    const especialidad = f.especialidad !== undefined ? ` · ${textoDe(ESPECIALIDADES, f.especialidad)}` : '';
    const periodo = f.tipo === 'mensual' ? `${textoDe(MESES, f.mes!)} de ${f.anio}` : `Del ${ddmmaaaa(f.desde)} al ${ddmmaaaa(f.hasta)}`;
    return this.informes.solicitar(
      contexto,
      RECURSO[f.tipo],
      { ...f, lector: lectorDe(contexto.usuario!) },
      {
        pacienteId: paciente.id,
        paciente: `${paciente.nombre} (${paciente.tipoDocumento} ${paciente.numeroDocumento})`,
        resumen: f.resumen ?? `${periodo}${especialidad}`,
        concepto: f.concepto ?? null,
        recomendacion: f.recomendacion ?? null,
      },
    );
  }

  @Post('objetivos-y-logros/pdf')
  @RequierePermiso('reportes.objetivos-y-logros')
  @ApiOperation({
    summary:
      "PDF de un periodo de evaluación de la variante por trimestre ({paciente ('todos') | terapeuta, trimestre, anio, periodo 'todos' | 1 | 2 | 3, sede}; 'Parametros incompletos para la busqueda'); responde {id} de la exportación",
  })
  async periodo(@Body() datos: SolicitarObjetivosPeriodoDto, @Contexto() contexto: ContextoPeticion): Promise<{ id: string }> {
    const usuario = contexto.usuario!;
    const hoyBogota = hoy(this.reloj);
    const trimestre = leerFiltroPorTrimestre({ ...datos }, Number(hoyBogota.slice(0, 4)));
    if (datos.periodo === undefined) throw new ReglaIncumplida(MENSAJES_REPORTES_OBJETIVOS.parametrosIncompletos, 'invalido');
    if (datos.paciente && datos.terapeuta) throw new ReglaIncumplida(MENSAJES_REPORTES_OBJETIVOS.pacienteYTerapeuta, 'invalido');
    let informe;
    if (trimestre.paciente) {
      const p = UUID.test(trimestre.paciente) ? await pacienteDeHistoria(this.db, trimestre.paciente) : null;
      if (!p || !puedeVerSede(usuario, p.sede)) throw new NoEncontrado(M.pacienteInvalido);
      const nombre = `${p.nombre} (${p.tipoDocumento} ${p.numeroDocumento})`;
      informe = {
        pacienteId: p.id,
        paciente: nombre,
        resumen: `Trimestre ${trimestre.trimestre} de ${trimestre.anio} · ${datos.periodo === 'todos' ? 'todos los periodos' : `periodo ${datos.periodo}`}`,
      };
    }
    const filtro = {
      ...trimestre,
      sede: sedeDelReporte(usuario, datos.sede),
      lector: usuario.id,
      veConfidenciales: usuario.permisos.has(CAPACIDAD_CONFIDENCIALES),
      periodo: datos.periodo,
    };
    return this.informes.solicitar(contexto, 'informe-objetivos-periodo', filtro, informe);
  }
}
