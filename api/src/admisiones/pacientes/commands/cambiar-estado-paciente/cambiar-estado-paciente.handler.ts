import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamPaciente } from '@avanti/libs/admisiones/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { AlcancePacientes } from '../../alcance.js';
import { agregadoPaciente, decidirCambioEstado } from '../../domain/paciente.js';
import { CambiarEstadoPaciente } from './cambiar-estado-paciente.command.js';

@CommandHandler(CambiarEstadoPaciente)
export class CambiarEstadoPacienteHandler implements ICommandHandler<CambiarEstadoPaciente> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    private readonly alcance: AlcancePacientes,
  ) {}

  async execute({ id, datos, contexto }: CambiarEstadoPaciente): Promise<void> {
    await this.alcance.verificar(contexto.usuario, id);
    await this.ejecutor.ejecutar({
      streamId: streamPaciente(id),
      agregado: agregadoPaciente,
      contexto,
      decidir: (estado) => decidirCambioEstado(estado, id, datos.estado),
    });
  }
}
