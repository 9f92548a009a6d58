import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { MENSAJES_HISTORIA as M } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type { EntradaHistoriaRespuesta } from '@avanti/libs/historia-clinica/contrato';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { RELOJ } from '../../../../infrastructure/tokens.js';
import { AccesoHistoria } from '../../acceso-historia.js';
import { decidirImpresion } from '../../domain/historia.js';
import { autorDe, EscritorDeHistoria } from '../escritor-de-historia.js';
import { RegistrarImpresion } from './registrar-impresion.command.js';

@CommandHandler(RegistrarImpresion)
export class RegistrarImpresionHandler implements ICommandHandler<RegistrarImpresion> {
  constructor(
    private readonly acceso: AccesoHistoria,
    private readonly escritor: EscritorDeHistoria,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ pacienteId, pedido: d, contexto }: RegistrarImpresion): Promise<EntradaHistoriaRespuesta> {
    await this.acceso.escribir(contexto, pacienteId);
    const diagnosticos = await this.escritor.diagnosticos(d.cie10, d.dsm);
    const id = randomUUID();
    await this.escritor.anexar(contexto, pacienteId, () =>
      decidirImpresion({ ...autorDe(contexto), pacienteId, id, fecha: hoy(this.reloj), descripcion: d.descripcion, diagnosticos }),
    );
    return { id, mensaje: M.impresionRegistrada };
  }
}
