import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { mensajeSesionesProgramadas, type SerieProgramada } from '@avanti/libs/programacion/contrato-lecturas';
import { mantenida, verificarSerie } from '../../domain/serie-programada.js';
import { ProgramadorDeSesiones } from '../programador-de-sesiones.js';
import { ProgramarSerie } from './programar-serie.command.js';
import { SerieDeSesiones, sinFechas } from './serie-de-sesiones.js';

/**
 * The preview's dates with the choices applied, refused by the same rule that marked them if a clash is left
 * unsettled; then the common pipeline (`programarItems`), which reads the clashes again inside the request, so a
 * session booked by someone else since the preview (a race) is still refused with its Spanish message.
 */
@CommandHandler(ProgramarSerie)
export class ProgramarSerieHandler implements ICommandHandler<ProgramarSerie> {
  constructor(
    private readonly serie: SerieDeSesiones,
    private readonly comandos: ProgramadorDeSesiones,
  ) {}

  async execute({ pedido, contexto }: ProgramarSerie): Promise<SerieProgramada> {
    const { vista, fechas, ocupadas, quienes } = await this.serie.preparar(pedido, contexto);
    if (fechas.length === 0 && vista.omitidas.length === 0) throw sinFechas(vista);
    verificarSerie(fechas, ocupadas, quienes);
    const { paciente, terapeuta, tipo, lugar, valor, copago } = pedido;
    const items = fechas.map((f) => ({
      paciente,
      terapeuta,
      tipo,
      lugar,
      valor,
      copago,
      cobertura: f.coberturaId,
      lineaId: f.lineaId,
      fecha: f.fecha,
      horaInicio: f.horaInicio,
      horaFin: f.horaFin,
    }));
    const { ids, nuevas } = await this.comandos.programarItems(items, (i) => mantenida(fechas[i]), contexto);
    const primeraFecha = nuevas.map((n) => n.fecha).sort()[0];
    return { ids, cantidad: ids.length, mensaje: mensajeSesionesProgramadas(ids.length), primeraFecha };
  }
}
