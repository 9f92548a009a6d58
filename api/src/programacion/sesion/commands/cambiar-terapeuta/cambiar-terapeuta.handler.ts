import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamSesion } from '@avanti/libs/programacion/eventos';
import { terapeutaParaSesion } from '@avanti/libs/programacion/lecturas/sesiones';
import type { MensajeRespuesta } from '@avanti/libs/programacion/contrato';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { agregadoSesion, decidirCambioDeTerapeuta, MENSAJES_SESION as M } from '../../domain/sesion.js';
import { ProgramadorDeSesiones } from '../programador-de-sesiones.js';
import { CambiarTerapeuta } from './cambiar-terapeuta.command.js';

/** The new therapist's clashes refused unless confirmed (a group session). */
@CommandHandler(CambiarTerapeuta)
export class CambiarTerapeutaHandler implements ICommandHandler<CambiarTerapeuta> {
  constructor(
    private readonly programador: ProgramadorDeSesiones,
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ id, pedido: p, contexto }: CambiarTerapeuta): Promise<MensajeRespuesta> {
    await this.programador.ubicar(id, contexto);
    if (typeof p.terapeuta !== 'string' || !p.terapeuta) throw new ReglaIncumplida(M.sinTerapeuta, 'invalido');
    const terapeuta = await terapeutaParaSesion(this.db, p.terapeuta);
    if (terapeuta?.activo) await this.programador.verificarCrucesDe(id, { terapeutaId: terapeuta.id, terapeutaNombre: terapeuta.nombre }, p.confirmarCruces);
    await this.ejecutor.ejecutar({ streamId: streamSesion(id), agregado: agregadoSesion, contexto, decidir: (s) => decidirCambioDeTerapeuta(s, terapeuta) });
    return { mensaje: M.terapeutaCambiado };
  }
}
