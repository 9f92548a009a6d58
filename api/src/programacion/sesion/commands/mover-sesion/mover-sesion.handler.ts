import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { streamSesion } from '@avanti/libs/programacion/eventos';
import { lineaDeBolsa } from '../../../../coberturas/cobertura/bolsa.js';
import { decidirCredito, decidirDebito } from '../../../../coberturas/cobertura/domain/cobertura.js';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { RELOJ } from '../../../../infrastructure/tokens.js';
import { agregadoSesion, decidirMovimiento, MENSAJES_SESION as M, validarHoras } from '../../domain/sesion.js';
import { esFecha } from '../../domain/calendario.js';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { ProgramadorDeSesiones } from '../programador-de-sesiones.js';
import { MoverSesion } from './mover-sesion.command.js';

/**
 * Moving a session keeps the dialog's rules (pending, not a CYT, valid hours, clashes refused unless confirmed) and
 * the scheduling ones for a new date (not before today, not after its coverage's expiry); the pool moves with the units.
 */
@CommandHandler(MoverSesion)
export class MoverSesionHandler implements ICommandHandler<MoverSesion> {
  constructor(
    private readonly comandos: ProgramadorDeSesiones,
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ id, pedido, contexto }: MoverSesion): Promise<{ mensaje: string }> {
    const s = await this.comandos.ubicar(id, contexto);
    if (!esFecha(pedido.fecha)) throw new ReglaIncumplida(M.fechaInvalida, 'invalido');
    const horas = validarHoras(pedido.horaInicio, pedido.horaFin);
    await this.comandos.verificarCrucesDe(id, { fecha: pedido.fecha, ...horas }, pedido.confirmarCruces, contexto);
    const fechaHoy = hoy(this.reloj);
    await this.ejecutor.ejecutarEnVarios({
      streams: { sesion: { streamId: streamSesion(id), agregado: agregadoSesion }, cobertura: lineaDeBolsa(s.coberturaId) },
      decidir: ({ sesion, cobertura }) => {
        const { eventos, delta } = decidirMovimiento(sesion, pedido, { hoy: fechaHoy, vencimiento: cobertura.fechaVencimiento });
        const d = sesion.datos!;
        const movimiento = { coberturaId: d.coberturaId, lineaId: d.lineaId, cantidad: Math.abs(delta), fecha: pedido.fecha, sesionId: id };
        const bolsa = delta > 0 ? decidirDebito(cobertura, movimiento) : delta < 0 ? decidirCredito(cobertura, movimiento) : [];
        return { eventos: { sesion: eventos, cobertura: bolsa } };
      },
      contexto,
    });
    return { mensaje: M.horarioCambiado };
  }
}
