import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TipoCatalogo } from '@avanti/libs/catalogos/contrato';
import { streamItemCatalogo } from '@avanti/libs/catalogos/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import { agregadoItemCatalogo, decidirActivacionItem, decidirDesactivacionItem } from '../../domain/item-catalogo.js';

export class CambiarEstadoItem extends Command<void> {
  constructor(
    readonly catalogo: TipoCatalogo,
    readonly id: string,
    readonly accion: 'activar' | 'desactivar',
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}

@CommandHandler(CambiarEstadoItem)
export class CambiarEstadoItemHandler implements ICommandHandler<CambiarEstadoItem> {
  constructor(private readonly ejecutor: EjecutorDeComandos) {}

  async execute({ catalogo, id, accion, contexto }: CambiarEstadoItem): Promise<void> {
    await this.ejecutor.ejecutar({
      streamId: streamItemCatalogo(id),
      agregado: agregadoItemCatalogo,
      contexto,
      decidir: (estado) => (accion === 'activar' ? decidirActivacionItem(estado, id, catalogo) : decidirDesactivacionItem(estado, id, catalogo)),
    });
  }
}
