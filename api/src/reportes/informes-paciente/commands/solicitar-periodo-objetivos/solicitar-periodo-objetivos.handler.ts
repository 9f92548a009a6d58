import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MENSAJES_INFORMES_PACIENTE as M } from '@avanti/libs/reportes/contrato-informes-paciente';
import { MENSAJES_REPORTES_OBJETIVOS } from '@avanti/libs/reportes/contrato-objetivos';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { pacienteDeHistoria } from '@avanti/libs/historia-clinica/index';
import { leerFiltroPorTrimestre } from '@avanti/libs/reportes/lecturas/objetivos-y-logros';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { puedeVerSede } from '../../../../acceso/autorizacion/alcance-sede.js';
import { SolicitudesDeInformePdf } from '../../../../exportaciones/commands/solicitar-informe-pdf/solicitar-informe-pdf.service.js';
import { DB, RELOJ } from '../../../../infrastructure/tokens.js';
import { CAPACIDAD_CONFIDENCIALES } from '../../../../objetivos/objetivo/commands/comandos-objetivo.js';
import { sedeDelReporte } from '../../../filtros.js';
import { UUID } from '../../paciente-del-informe.js';
import { SolicitarPeriodoObjetivos } from './solicitar-periodo-objetivos.command.js';

@CommandHandler(SolicitarPeriodoObjetivos)
export class SolicitarPeriodoObjetivosHandler implements ICommandHandler<SolicitarPeriodoObjetivos> {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
    private readonly informes: SolicitudesDeInformePdf,
  ) {}

  async execute({ pedido, contexto }: SolicitarPeriodoObjetivos): Promise<{ id: string }> {
    const usuario = contexto.usuario!;
    const hoyBogota = hoy(this.reloj);
    const trimestre = leerFiltroPorTrimestre({ ...pedido }, Number(hoyBogota.slice(0, 4)));
    if (pedido.periodo === undefined) throw new ReglaIncumplida(MENSAJES_REPORTES_OBJETIVOS.parametrosIncompletos, 'invalido');
    if (pedido.paciente && pedido.terapeuta) throw new ReglaIncumplida(MENSAJES_REPORTES_OBJETIVOS.pacienteYTerapeuta, 'invalido');
    let informe;
    if (trimestre.paciente) {
      const p = UUID.test(trimestre.paciente) ? await pacienteDeHistoria(this.db, trimestre.paciente) : null;
      if (!p || !puedeVerSede(usuario, p.sede)) throw new NoEncontrado(M.pacienteInvalido);
      informe = {
        pacienteId: p.id,
        paciente: `${p.nombre} (${p.tipoDocumento} ${p.numeroDocumento})`,
        resumen: `Trimestre ${trimestre.trimestre} de ${trimestre.anio} · ${pedido.periodo === 'todos' ? 'todos los periodos' : `periodo ${pedido.periodo}`}`,
      };
    }
    const filtro = {
      ...trimestre,
      sede: sedeDelReporte(usuario, pedido.sede),
      lector: usuario.id,
      veConfidenciales: usuario.permisos.has(CAPACIDAD_CONFIDENCIALES),
      periodo: pedido.periodo,
    };
    return this.informes.solicitar(contexto, 'informe-objetivos-periodo', filtro, informe);
  }
}
