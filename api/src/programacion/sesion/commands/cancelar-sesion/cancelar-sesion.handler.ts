import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DIAS_ATRAS_GESTION_TERAPIAS } from '@avanti/libs/programacion/contrato-lecturas';
import type { MensajeRespuesta } from '@avanti/libs/programacion/contrato';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { lineaDeBolsa } from '../../../../coberturas/cobertura/bolsa.js';
import { decidirCredito } from '../../../../coberturas/cobertura/domain/cobertura.js';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { RELOJ } from '../../../../infrastructure/tokens.js';
import { sumarDias } from '../../domain/calendario.js';
import { decidirCancelacion, MENSAJES_SESION as M } from '../../domain/sesion.js';
import { agregadoDeSesion, ProgramadorDeSesiones } from '../programador-de-sesiones.js';
import { CancelarSesion } from './cancelar-sesion.command.js';

/** The session and its coverage's pool in one transaction: the cancellation and the credit of its units. */
@CommandHandler(CancelarSesion)
export class CancelarSesionHandler implements ICommandHandler<CancelarSesion> {
  constructor(
    private readonly programador: ProgramadorDeSesiones,
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ id, pedido: { motivo, detalle }, contexto, enGestion }: CancelarSesion): Promise<MensajeRespuesta> {
    const s = await this.programador.ubicar(id, contexto);
    const fechaHoy = hoy(this.reloj);
    const desdeFecha = enGestion ? sumarDias(fechaHoy, -DIAS_ATRAS_GESTION_TERAPIAS) : undefined;
    await this.ejecutor.ejecutarEnVarios({
      streams: { sesion: agregadoDeSesion(id), cobertura: lineaDeBolsa(s.coberturaId) },
      decidir: ({ sesion, cobertura }) => {
        const cancelada = decidirCancelacion(sesion, {
          motivo,
          detalle,
          canceladaPor: contexto.usuario?.usuario ?? 'sistema',
          hoy: fechaHoy,
          vencimiento: cobertura.fechaVencimiento,
          desdeFecha,
        });
        const d = cancelada[0].datos;
        return {
          eventos: {
            sesion: cancelada,
            cobertura: decidirCredito(cobertura, { coberturaId: d.coberturaId, lineaId: d.lineaId, cantidad: d.unidades, sesionId: id }),
          },
        };
      },
      contexto,
    });
    return { mensaje: M.cancelada };
  }
}
