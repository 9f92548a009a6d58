import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fechaLegible } from '@avanti/libs/contratos/fechas';
import type { Db } from '@avanti/libs/database/conexion';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import { datosInformeValoracion } from '@avanti/libs/reportes/lecturas/valoraciones';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { SolicitudesDeInformePdf } from '../../../../exportaciones/commands/solicitar-informe-pdf/solicitar-informe-pdf.service.js';
import { nombreEnAccesos, registrarLecturaHistoria } from '../../../../historia-clinica/historia/acceso-historia.js';
import { DB, EVENT_STORE, RELOJ } from '../../../../infrastructure/tokens.js';
import { exigirIdDePaciente, pacienteDeValoracion } from '../../paciente-de-valoracion.js';
import { SolicitarInformeValoracion } from './solicitar-informe-valoracion.command.js';

@CommandHandler(SolicitarInformeValoracion)
export class SolicitarInformeValoracionHandler implements ICommandHandler<SolicitarInformeValoracion> {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RELOJ) private readonly reloj: Reloj,
    private readonly informes: SolicitudesDeInformePdf,
  ) {}

  async execute({ pedido, contexto }: SolicitarInformeValoracion): Promise<{ id: string }> {
    exigirIdDePaciente(pedido.paciente);
    const paciente = await pacienteDeValoracion(this.db, contexto.usuario!, pedido.paciente);
    const informe = await datosInformeValoracion(this.db, paciente.id, pedido.fecha);
    // Exporting reads the whole history: recorded like every other read of it.
    await registrarLecturaHistoria(this.store, this.reloj, contexto, paciente, 'informe de valoración');
    const recomendaciones = pedido.recomendaciones.trim();
    return this.informes.solicitar(
      contexto,
      'informe-valoracion',
      { paciente: paciente.id, fecha: pedido.fecha, recomendaciones },
      {
        pacienteId: paciente.id,
        paciente: nombreEnAccesos(paciente),
        resumen: `Valoración del ${fechaLegible(pedido.fecha)} (${informe.terapeuta.nombre})`,
        concepto: informe.plan.conclusiones,
        recomendacion: recomendaciones,
      },
    );
  }
}
