import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { CoberturaRegistrada } from '@avanti/libs/coberturas/contrato';
import { codigoBase, decidirOrden, MENSAJES_COBERTURA as M } from '../../domain/cobertura.js';
import { RegistroDeCobertura } from '../registro-de-cobertura.js';
import { RegistrarOrden } from './registrar-orden.command.js';

@CommandHandler(RegistrarOrden)
export class RegistrarOrdenHandler implements ICommandHandler<RegistrarOrden> {
  constructor(private readonly registro: RegistroDeCobertura) {}

  async execute({ pedido: d, contexto }: RegistrarOrden): Promise<CoberturaRegistrada> {
    const [paciente, entidad, especialidades] = await Promise.all([
      this.registro.paciente(d.paciente, contexto),
      this.registro.entidad(d.entidad),
      this.registro.especialidades(),
    ]);
    const id = randomUUID();
    const base = codigoBase({ formato: 0, tipoEntidad: entidad?.tipo ?? 1, pacienteCodigo: paciente.codigo, fecha: d.fecha });
    const codigo = await this.registro.conCodigoUnico(base, false, (codigo) =>
      this.registro.registrarUno(id, codigo, contexto, (estado) => decidirOrden(estado, { ...d, id, codigo, paciente, entidad, especialidades })),
    );
    return { id, codigo, mensaje: M.ordenRegistrada };
  }
}
