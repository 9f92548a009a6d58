import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { cie10PorCodigo, listarItemsCatalogo } from '@avanti/libs/catalogos/lecturas/catalogos';
import { unoDeLaLista } from '../../../../infrastructure/http/lista.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { randomUUID } from 'node:crypto';
import { codigoCie10, conPunto, MENSAJES_CATALOGO, type ItemCatalogoRegistrado } from '@avanti/libs/catalogos/contrato';
import { esStreamClave, reservarClave } from '@avanti/libs/dominio/claves';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { claveItemCatalogo, streamItemCatalogo } from '@avanti/libs/catalogos/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { agregadoItemCatalogo, decidirRegistroItem } from '../../domain/item-catalogo.js';
import { RegistrarItem } from './registrar-item.command.js';

/** One code per CIE-10 pathology, whoever registers it first. */
const CLAVE_CODIGO_PATOLOGIA = 'patologia-cie10';

/** One description per domain type (case and accents aside): the key is reserved with the item. */
@CommandHandler(RegistrarItem)
export class RegistrarItemHandler implements ICommandHandler<RegistrarItem> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ catalogo, datos, contexto }: RegistrarItem): Promise<ItemCatalogoRegistrado> {
    const id = randomUUID();
    const pedido = catalogo === 'patologias' ? codigoCie10(datos.codigo) : null;
    const enCie10 = pedido !== null && (await cie10PorCodigo(this.db, [pedido])).length > 0;
    await this.ejecutor.ejecutar({
      streamId: streamItemCatalogo(id),
      agregado: agregadoItemCatalogo,
      contexto,
      decidir: (estado) => {
        const eventos = decidirRegistroItem(estado, { id, catalogo, ...datos });
        const { tipoDominio, descripcion, codigo } = eventos[0].datos;
        if (codigo && enCie10) throw new ReglaIncumplida(MENSAJES_CATALOGO.codigoCie10Existe(conPunto(codigo)));
        const claves = [
          reservarClave('catalogo', claveItemCatalogo(tipoDominio, descripcion), id),
          ...(codigo ? [reservarClave(CLAVE_CODIGO_PATOLOGIA, codigo, id)] : []),
        ];
        return { eventos, ademas: claves };
      },
      alChocarClave: (stream) =>
        esStreamClave(stream, 'catalogo')
          ? new ReglaIncumplida(MENSAJES_CATALOGO.yaExiste)
          : esStreamClave(stream, CLAVE_CODIGO_PATOLOGIA)
            ? new ReglaIncumplida(MENSAJES_CATALOGO.codigoCie10Existe(conPunto(codigoCie10(datos.codigo) ?? '')))
            : null,
    });
    // The row getOne serves: the list's, by id.
    const item = await unoDeLaLista((c) => listarItemsCatalogo(this.db, c), { catalogo, ids: [id] }, 'descripcion', MENSAJES_CATALOGO.noEncontrado);
    return { ...item, mensaje: MENSAJES_CATALOGO.registrado };
  }
}
