import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ItemCatalogoLeido } from '@avanti/libs/catalogos/contrato';
import type { Db } from '@avanti/libs/database/conexion';
import { listarItemsCatalogo, obtenerItemCatalogo, type FiltroCatalogo } from '@avanti/libs/catalogos/lecturas/catalogos';
import type { ConsultaLista, Pagina } from '@avanti/libs/http/rango';
import { DB } from '../../../../infrastructure/tokens.js';

export class ListarItems extends Query<Pagina<ItemCatalogoLeido>> {
  constructor(readonly consulta: ConsultaLista<FiltroCatalogo>) {
    super();
  }
}

export class ObtenerItem extends Query<ItemCatalogoLeido | null> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(ListarItems)
export class ListarItemsHandler implements IQueryHandler<ListarItems> {
  constructor(@Inject(DB) private readonly db: Db) {}
  execute({ consulta }: ListarItems) {
    return listarItemsCatalogo(this.db, consulta);
  }
}

@QueryHandler(ObtenerItem)
export class ObtenerItemHandler implements IQueryHandler<ObtenerItem> {
  constructor(@Inject(DB) private readonly db: Db) {}
  execute({ id }: ObtenerItem) {
    return obtenerItemCatalogo(this.db, id);
  }
}
