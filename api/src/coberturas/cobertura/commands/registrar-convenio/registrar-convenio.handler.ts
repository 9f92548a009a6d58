import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { CoberturaRegistrada } from '@avanti/libs/coberturas/contrato';
import { codigoBase, decidirConvenio, MENSAJES_COBERTURA as M } from '../../domain/cobertura.js';
import { RegistroDeCobertura } from '../registro-de-cobertura.js';
import { RegistrarConvenio } from './registrar-convenio.command.js';

@CommandHandler(RegistrarConvenio)
export class RegistrarConvenioHandler implements ICommandHandler<RegistrarConvenio> {
  constructor(private readonly registro: RegistroDeCobertura) {}

  async execute({ pedido: d, contexto }: RegistrarConvenio): Promise<CoberturaRegistrada> {
    const [paciente, especialidades] = await Promise.all([this.registro.paciente(d.paciente, contexto), this.registro.especialidades()]);
    const id = randomUUID();
    const base = codigoBase({ formato: 3, pacienteCodigo: paciente.codigo, fecha: d.fecha });
    const codigo = await this.registro.conCodigoUnico(base, false, (codigo) =>
      this.registro.registrarUno(id, codigo, contexto, (estado) => decidirConvenio(estado, { ...d, id, codigo, paciente, especialidades })),
    );
    return { id, codigo, mensaje: M.servicioRegistrado };
  }
}
