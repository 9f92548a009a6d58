import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ESPECIALIDADES } from '@avanti/libs/catalogos/contrato';
import { fechaLegible } from '@avanti/libs/contratos/fechas';
import { textoDe } from '@avanti/libs/contratos/opciones';
import { MESES } from '@avanti/libs/reportes/contrato-informes-paciente';
import type { Db } from '@avanti/libs/database/conexion';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import type { IdInformePdf } from '@avanti/libs/jobs/informes-pdf';
import { leerFiltroInformePaciente, type FiltroInformePaciente } from '@avanti/libs/reportes/lecturas/filtro-informes-paciente';
import { liderDeEspecialidad } from '@avanti/libs/reportes/lecturas/informes-paciente';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { SolicitudesDeInformePdf } from '../../../../exportaciones/commands/solicitar-informe-pdf/solicitar-informe-pdf.service.js';
import { DB, EVENT_STORE, RELOJ } from '../../../../infrastructure/tokens.js';
import { abrirPacienteDelInforme, lectorDe } from '../../paciente-del-informe.js';
import { SolicitarInformePaciente } from './solicitar-informe-paciente.command.js';

const RECURSO: Record<FiltroInformePaciente['tipo'], IdInformePdf> = {
  evolucion: 'informe-evolucion',
  mensual: 'informe-mensual',
  objetivos: 'informe-objetivos',
};

@CommandHandler(SolicitarInformePaciente)
export class SolicitarInformePacienteHandler implements ICommandHandler<SolicitarInformePaciente> {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RELOJ) private readonly reloj: Reloj,
    private readonly informes: SolicitudesDeInformePdf,
  ) {}

  async execute({ pedido, contexto }: SolicitarInformePaciente): Promise<{ id: string }> {
    const f = leerFiltroInformePaciente({ ...pedido }, hoy(this.reloj), true);
    const paciente = await abrirPacienteDelInforme(this.db, this.store, this.reloj, contexto, f);
    if (f.especialidad !== undefined) await liderDeEspecialidad(this.db, paciente.id, f.especialidad);
    const especialidad = f.especialidad !== undefined ? ` · ${textoDe(ESPECIALIDADES, f.especialidad)}` : '';
    const periodo = f.tipo === 'mensual' ? `${textoDe(MESES, f.mes!)} de ${f.anio}` : `Del ${fechaLegible(f.desde)} al ${fechaLegible(f.hasta)}`;
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
}
