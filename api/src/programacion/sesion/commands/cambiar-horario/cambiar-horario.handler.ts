import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { MensajeRespuesta } from '@avanti/libs/programacion/contrato';
import { lineaDeBolsa } from '../../../../coberturas/cobertura/bolsa.js';
import { decidirCredito, decidirDebito } from '../../../../coberturas/cobertura/domain/cobertura.js';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { decidirCambioDeHorario, MENSAJES_SESION as M, validarHoras } from '../../domain/sesion.js';
import { agregadoDeSesion, ProgramadorDeSesiones } from '../programador-de-sesiones.js';
import { CambiarHorario } from './cambiar-horario.command.js';

/** Clashes refused unless confirmed (a group session); the session and its pool in one transaction (debit or credit of the difference). */
@CommandHandler(CambiarHorario)
export class CambiarHorarioHandler implements ICommandHandler<CambiarHorario> {
  constructor(
    private readonly programador: ProgramadorDeSesiones,
    private readonly ejecutor: EjecutorDeComandos,
  ) {}

  async execute({ id, pedido: p, contexto }: CambiarHorario): Promise<MensajeRespuesta> {
    const s = await this.programador.ubicar(id, contexto);
    const horas = validarHoras(p.horaInicio, p.horaFin);
    await this.programador.verificarCrucesDe(id, horas, p.confirmarCruces);
    await this.ejecutor.ejecutarEnVarios({
      streams: { sesion: agregadoDeSesion(id), cobertura: lineaDeBolsa(s.coberturaId) },
      decidir: ({ sesion, cobertura }) => {
        const { eventos, delta } = decidirCambioDeHorario(sesion, p.horaInicio, p.horaFin);
        const d = sesion.datos!;
        const movimiento = { coberturaId: d.coberturaId, lineaId: d.lineaId, cantidad: Math.abs(delta), fecha: d.fecha, sesionId: id };
        const bolsa = delta > 0 ? decidirDebito(cobertura, movimiento) : delta < 0 ? decidirCredito(cobertura, movimiento) : [];
        return { eventos: { sesion: eventos, cobertura: bolsa } };
      },
      contexto,
    });
    return { mensaje: M.horarioCambiado };
  }
}
