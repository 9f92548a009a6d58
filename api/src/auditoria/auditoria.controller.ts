import { BadRequestException, Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MENSAJES_AUDITORIA } from '@avanti/libs/auditoria/contrato';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { ENTERO_MAXIMO, idsEnterosDelFiltro } from '@avanti/libs/http/filtro';
import { esFechaIso } from '@avanti/libs/dominio/fecha-iso';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { NOMBRES_TIPO_EVENTO } from '@avanti/libs/auditoria/tipos-de-evento';
import { sedeEfectiva } from '../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina, textoOpcional, unoDeLaLista } from '../infrastructure/http/lista.js';
import { ListarAuditoria } from './queries/listar-auditoria/listar-auditoria.query.js';

const fechaOpcional = (valor: unknown, que: string): string | undefined => {
  const texto = textoOpcional(valor, que, 10);
  if (texto !== undefined && !esFechaIso(texto)) {
    throw new BadRequestException({ mensaje: `La fecha ${que} debe tener el formato aaaa-mm-dd` });
  }
  return texto;
};

/** Who did what, when and from where: the event log for administrators. */
@ApiTags('auditoria')
@ApiBearerAuth()
@Controller('auditoria')
@RequierePermiso('acceso.auditoria')
export class AuditoriaController {
  constructor(private readonly consultas: QueryBus) {}

  @Get()
  @ApiOperation({
    summary:
      'Registro de eventos (filter {q, usuario, registroId, tipo, sede, desde, hasta}; sort posicion): lo hecho en la propia sede salvo con todas las sedes; sin texto clínico',
  })
  async listar(
    @ConsultaDeLista({ orden: { campo: 'posicion', direccion: 'DESC' }, pagina: 25 }) consulta: ConsultaLista,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const f = consulta.filtro;
    const filtro = {
      q: textoOpcional(f.q, 'q', 200),
      usuario: textoOpcional(f.usuario, 'usuario', 100),
      registroId: textoOpcional(f.registroId, 'registroId', 200),
      tipo: textoOpcional(f.tipo, 'tipo', 100),
      // Scoped like every list (decision 0027): an entry belongs to the site its author acted from.
      sede: sedeEfectiva(contexto.usuario!, textoOpcional(f.sede, 'sede', 60) ?? null),
      desde: fechaOpcional(f.desde, 'desde'),
      hasta: fechaOpcional(f.hasta, 'hasta'),
      ids: idsEnterosDelFiltro(f.id),
    };
    if (filtro.desde && filtro.hasta && filtro.hasta < filtro.desde) {
      throw new BadRequestException({ mensaje: 'La fecha final no puede se menor a la fecha inicial' });
    }
    const pagina = await this.consultas.execute(new ListarAuditoria({ ...consulta, filtro }));
    return responderPagina(res, 'auditoria', consulta, pagina);
  }

  @Get('tipos')
  @ApiOperation({ summary: 'Tipos de evento para filtrar' })
  tipos() {
    return Object.entries(NOMBRES_TIPO_EVENTO).map(([id, nombre]) => ({ id, nombre }));
  }

  // After `tipos`: Express gives a path to the first route that matches it.
  @Get(':id')
  @ApiOperation({
    summary:
      'Una entrada del registro (getOne): la misma fila que da la lista, por su posición; de la propia sede salvo con todas las sedes; sin texto clínico',
  })
  @ApiParam({ name: 'id', description: 'Posición de la entrada en el registro', example: '1' })
  uno(@Param('id') id: string, @Contexto() contexto: ContextoPeticion) {
    const posicion = /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN;
    if (!(posicion >= 1 && posicion <= ENTERO_MAXIMO)) throw new NoEncontrado(MENSAJES_AUDITORIA.noEncontrada);
    const filtro = { ids: [posicion], sede: sedeEfectiva(contexto.usuario!, null) };
    return unoDeLaLista((consulta) => this.consultas.execute(new ListarAuditoria(consulta)), filtro, 'posicion', MENSAJES_AUDITORIA.noEncontrada);
  }
}
