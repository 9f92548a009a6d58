import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { MENSAJES_HISTORIA as M } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type { EntradaHistoriaRespuesta } from '@avanti/libs/historia-clinica/contrato';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { RELOJ } from '../../../../infrastructure/tokens.js';
import { AccesoHistoria } from '../../acceso-historia.js';
import { decidirPlan } from '../../domain/historia.js';
import { autorDe, EscritorDeHistoria } from '../escritor-de-historia.js';
import { RegistrarPlan } from './registrar-plan.command.js';

@CommandHandler(RegistrarPlan)
export class RegistrarPlanHandler implements ICommandHandler<RegistrarPlan> {
  constructor(
    private readonly acceso: AccesoHistoria,
    private readonly escritor: EscritorDeHistoria,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ pacienteId, pedido: d, contexto }: RegistrarPlan): Promise<EntradaHistoriaRespuesta> {
    await this.acceso.escribir(contexto, pacienteId);
    const cie10 = await this.escritor.diagnosticos(d.cie10, []);
    const id = randomUUID();
    await this.escritor.anexar(contexto, pacienteId, () =>
      decidirPlan({
        ...autorDe(contexto),
        pacienteId,
        id,
        fecha: hoy(this.reloj),
        fechaInicio: d.fechaInicio,
        fechaFin: d.fechaFin,
        conclusiones: d.conclusiones,
        recomendaciones: d.recomendaciones,
        cie10,
        actividadesFamilia: d.actividadesFamilia,
        periodo: d.periodo,
        lineas: d.lineas,
      }),
    );
    return { id, mensaje: M.planRegistrado };
  }
}
