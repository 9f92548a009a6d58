import { Controller, Get, Inject, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { PacienteEnLista } from '@avanti/libs/admisiones/contrato-pacientes';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { idsDelFiltro } from '@avanti/libs/http/filtro';
import { listarPacientes } from '@avanti/libs/admisiones/index';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { sedeEfectiva } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { UsuarioActual, type UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { ConsultaDeLista, enteroOpcional, responderPagina, textoOpcional, unoDeLaLista } from '../../infrastructure/http/lista.js';
import { DB, RELOJ } from '../../infrastructure/tokens.js';

const NO_ENCONTRADO = 'No se encontró el paciente';
/** A text that is not a patient id answers as a patient that does not exist. */
const idPaciente = new ParseUUIDPipe({ exceptionFactory: () => new NoEncontrado(NO_ENCONTRADO) });

/**
 * The patient search of the history and of both objectives screens (surnames, names or document), for whoever
 * works there without the admissions screens: names and documents only, with the site rules of admissions
 * (own site unless all sites). What is clinical stays behind each screen's own permission.
 */
@ApiTags('historia-clinica')
@ApiBearerAuth()
@Controller('historia-clinica/pacientes')
@RequierePermiso('historia-clinica.historia', 'plan.objetivos-y-logros', 'plan.objetivos-familia')
export class PacientesHistoriaController {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Pacientes para abrir su historia (filter {q, estado, sede}, range, sort); 25 por página' })
  async listar(
    @ConsultaDeLista({ orden: { campo: 'primerApellido', direccion: 'ASC' } }) consulta: ConsultaLista,
    @UsuarioActual() usuario: UsuarioAutenticado,
    @Res({ passthrough: true }) res: Response,
  ) {
    const f = consulta.filtro;
    const filtro = {
      q: textoOpcional(f.q, 'q'),
      estado: enteroOpcional(f.estado, 'estado'),
      sede: sedeEfectiva(usuario, textoOpcional(f.sede, 'sede', 60) ?? null),
      ids: idsDelFiltro(f.id),
    };
    const pagina = await listarPacientes(this.db, { ...consulta, filtro }, hoy(this.reloj));
    return responderPagina(res, 'historia-clinica/pacientes', consulta, pagina);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un paciente como lo muestra la búsqueda (getOne): de la propia sede salvo con todas las sedes; 404 si no es visible' })
  uno(@Param('id', idPaciente) id: string, @UsuarioActual() usuario: UsuarioAutenticado): Promise<PacienteEnLista> {
    const filtro = { ids: [id], sede: sedeEfectiva(usuario, null) };
    return unoDeLaLista((consulta) => listarPacientes(this.db, consulta, hoy(this.reloj)), filtro, 'primerApellido', NO_ENCONTRADO);
  }
}
