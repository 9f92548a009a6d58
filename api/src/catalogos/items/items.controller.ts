import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Res, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import type { Response } from 'express';
import { MENSAJES_CATALOGO, NOMBRES_CATALOGO, TIPOS_CATALOGO, type ItemCatalogoRegistrado, type TipoCatalogo } from '@avanti/libs/catalogos/contrato';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { idsDelFiltro } from '@avanti/libs/http/filtro';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { conMensaje, entero, objeto, texto, textoNulo } from '../../infrastructure/http/esquemas.js';
import { ConsultaDeLista, enteroOpcional, responderPagina, textoOpcional, unoDeLaLista } from '../../infrastructure/http/lista.js';
import { CambiarEstadoItem } from './commands/cambiar-estado-item/cambiar-estado-item.js';
import { RegistrarItem } from './commands/registrar-item/registrar-item.command.js';
import { RegistrarItemDto } from './commands/registrar-item/registrar-item.dto.js';
import { ListarItems, ObtenerItem } from './queries/listar-items/listar-items.js';

const idItem = new ParseUUIDPipe({ exceptionFactory: () => new NoEncontrado(MENSAJES_CATALOGO.noEncontrado) });
/** An imported CIE-10 row of the pathologies list: `cie10:<código>` (read-only; registered items have a uuid). */
const ID_CIE10 = /^cie10:[A-Za-z0-9.]{1,10}$/;
const idLeible = (catalogo: TipoCatalogo, id: string) => isUUID(id) || (catalogo === 'patologias' && ID_CIE10.test(id));
const enteroNulo = { type: 'integer', nullable: true };
/** An item as GET /api/catalogos/<catalogo>/:id serves it (libs/src/catalogos/contrato.ts: ItemCatalogoLeido). */
const ESQUEMA_ITEM = objeto({
  id: texto,
  catalogo: { type: 'string', enum: [...TIPOS_CATALOGO] },
  descripcion: texto,
  especialidad: enteroNulo,
  tipoPatologia: enteroNulo,
  tipoDominio: entero,
  estado: { type: 'integer', enum: [1, 2], description: '1 activo, 2 inactivo' },
  codigo: textoNulo,
});

/**
 * One catalogue screen (spec 2 'Catalogues (maintenance)'): the four are the same screen over different
 * items, each behind its own permission. `lectura` adds who may read the list without maintaining it
 * (the history's verification reads the consultation-reason terms). An item is deactivated, never edited or deleted (405).
 */
function controladorDeCatalogo(catalogo: TipoCatalogo, permiso: string, lectura: string[] = []): Type<unknown> {
  @ApiTags('catalogos')
  @ApiBearerAuth()
  @Controller(`catalogos/${catalogo}`)
  @RequierePermiso(permiso)
  class ControladorCatalogo {
    constructor(
      readonly comandos: CommandBus,
      readonly consultas: QueryBus,
    ) {}

    @Get()
    @RequierePermiso(permiso, ...lectura)
    @ApiOperation({ summary: `${NOMBRES_CATALOGO[catalogo]} (filter {q, especialidad, estado, tipo}, range, sort); 7 por página` })
    async listar(
      @ConsultaDeLista({ orden: { campo: 'descripcion', direccion: 'ASC' }, pagina: 7 }) consulta: ConsultaLista,
      @Res({ passthrough: true }) res: Response,
    ) {
      const f = consulta.filtro;
      const filtro = {
        catalogo,
        q: textoOpcional(f.q, 'q'),
        especialidad: enteroOpcional(f.especialidad, 'especialidad'),
        estado: enteroOpcional(f.estado, 'estado'),
        tipo: enteroOpcional(f.tipo, 'tipo'),
        ids: idsDelFiltro(f.id),
      };
      const pagina = await this.consultas.execute(new ListarItems({ ...consulta, filtro }));
      return responderPagina(res, catalogo, consulta, pagina);
    }

    @Get(':id')
    @RequierePermiso(permiso, ...lectura)
    @ApiOperation({
      summary: `Un ítem de ${NOMBRES_CATALOGO[catalogo]} (getOne): la misma fila que da la lista${catalogo === 'patologias' ? '; las filas CIE-10 importadas tienen id `cie10:<código>`' : ''}`,
    })
    @ApiParam({ name: 'id', description: catalogo === 'patologias' ? 'uuid del ítem, o cie10:<código>' : 'uuid del ítem' })
    @ApiOkResponse({ schema: ESQUEMA_ITEM })
    obtener(@Param('id') id: string) {
      if (!idLeible(catalogo, id)) throw new NoEncontrado(MENSAJES_CATALOGO.noEncontrado);
      return unoDeLaLista((c) => this.consultas.execute(new ListarItems(c)), { catalogo, ids: [id] }, 'descripcion', MENSAJES_CATALOGO.noEncontrado);
    }

    @Post()
    @ApiOperation({ summary: `Registrar en ${NOMBRES_CATALOGO[catalogo]} (nace activo); responde el ítem con el mensaje` })
    @ApiCreatedResponse({ schema: conMensaje(ESQUEMA_ITEM) })
    registrar(@Body() datos: RegistrarItemDto, @Contexto() contexto: ContextoPeticion): Promise<ItemCatalogoRegistrado> {
      return this.comandos.execute(new RegistrarItem(catalogo, datos, contexto));
    }

    @Post(':id/desactivar')
    @HttpCode(200)
    async desactivar(@Param('id', idItem) id: string, @Contexto() contexto: ContextoPeticion) {
      await this.comandos.execute(new CambiarEstadoItem(catalogo, id, 'desactivar', contexto));
      return { ...(await this.consultas.execute(new ObtenerItem(id))), mensaje: MENSAJES_CATALOGO.desactivado };
    }

    @Post(':id/activar')
    @HttpCode(200)
    async activar(@Param('id', idItem) id: string, @Contexto() contexto: ContextoPeticion) {
      await this.comandos.execute(new CambiarEstadoItem(catalogo, id, 'activar', contexto));
      return { ...(await this.consultas.execute(new ObtenerItem(id))), mensaje: MENSAJES_CATALOGO.activado };
    }
  }
  Object.defineProperty(ControladorCatalogo, 'name', { value: `Catalogo${catalogo.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}Controller` });
  return ControladorCatalogo;
}

export const CONTROLADORES_CATALOGO = [
  // The agenda's evolve form picks the strategies and material of the session's specialty.
  controladorDeCatalogo('estrategias', 'mantenimiento.estrategias', ['plan.evoluciones']),
  controladorDeCatalogo('materiales', 'mantenimiento.materiales', ['plan.evoluciones']),
  controladorDeCatalogo('patologias', 'mantenimiento.patologias'),
  controladorDeCatalogo('motivos-consulta', 'mantenimiento.motivos-consulta', ['historia-clinica.historia']),
];
