import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { MENSAJES_CATALOGO } from '@avanti/libs/contratos/catalogos';
import { esStreamClave, reservarClave } from '@avanti/libs/dominio/claves';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { claveItemCatalogo, streamItemCatalogo } from '@avanti/libs/eventos/catalogos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { agregadoItemCatalogo, decidirRegistroItem } from '../../domain/item-catalogo.js';
import { RegistrarItem } from './registrar-item.command.js';

/** One description per domain type (case and accents aside): the key is reserved with the item. */
@CommandHandler(RegistrarItem)
export class RegistrarItemHandler implements ICommandHandler<RegistrarItem> {
  constructor(private readonly ejecutor: EjecutorDeComandos) {}

  async execute({ catalogo, datos, contexto }: RegistrarItem): Promise<{ id: string }> {
    const id = randomUUID();
    await this.ejecutor.ejecutar({
      streamId: streamItemCatalogo(id),
      agregado: agregadoItemCatalogo,
      contexto,
      decidir: (estado) => {
        const eventos = decidirRegistroItem(estado, { id, catalogo, ...datos });
        const { tipoDominio, descripcion } = eventos[0].datos;
        return { eventos, ademas: [reservarClave('catalogo', claveItemCatalogo(tipoDominio, descripcion), id)] };
      },
      alChocarClave: (stream) => (esStreamClave(stream, 'catalogo') ? new ReglaIncumplida(MENSAJES_CATALOGO.yaExiste) : null),
    });
    return { id };
  }
}
