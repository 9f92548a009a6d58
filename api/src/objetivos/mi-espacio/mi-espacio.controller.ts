import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MENSAJES_OBJETIVOS as M } from '@avanti/libs/objetivos/contrato-lecturas';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import {
  objetivosPorConfirmar,
  objetivosProximos,
  pacientesLiderados,
  sesionesRealizadas,
  tarjetasDelDia,
  terapeutaDelEspacio,
} from '@avanti/libs/objetivos/lecturas/objetivos-mi-espacio';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { puedeVerSede } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion, type UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { textoOpcional } from '../../infrastructure/http/lista.js';
import { DB, RELOJ } from '../../infrastructure/tokens.js';
import { fechaDelFiltro, lectorDe } from '../objetivo/objetivos.controller.js';

const MI_ESPACIO = 'capacidad.mi-espacio';
const ADMINISTRAR = 'dashboard.mi-espacio-admin';
const MAX_DIAS_RANGO = 366;

/** Spec 2 'Therapist personal space and therapist dashboard', spec 3 §2.3 (/mi-espacio, /mi-espacio-admin). */
@ApiTags('mi-espacio')
@ApiBearerAuth()
@Controller('mi-espacio')
@RequierePermiso(MI_ESPACIO, ADMINISTRAR)
export class MiEspacioController {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  /** The signed-in therapist, or the one chosen by whoever administers personal spaces (within their sites). */
  private async terapeuta(usuario: UsuarioAutenticado, pedido: unknown) {
    const id = textoOpcional(pedido, 'terapeuta', 60) ?? usuario.id;
    if (id !== usuario.id && !usuario.permisos.has(ADMINISTRAR)) throw new ReglaIncumplida(M.terapeutaAjeno, 'prohibido');
    const terapeuta = await terapeutaDelEspacio(this.db, id);
    if (!terapeuta || !puedeVerSede(usuario, terapeuta.sede)) throw new NoEncontrado(M.terapeutaNoEncontrado);
    return terapeuta;
  }

  @Get()
  @ApiOperation({
    summary:
      'Tarjetas del día (SSP, SSR, por modalidad), objetivos próximos (+10 días), pendientes por confirmar y pacientes liderados; terapeuta solo para quien administra espacios',
  })
  async espacio(@Query('terapeuta') terapeutaPedido: unknown, @Query('fecha') fechaPedida: unknown, @Contexto() c: ContextoPeticion) {
    const usuario = c.usuario!;
    const terapeuta = await this.terapeuta(usuario, terapeutaPedido);
    const fecha = fechaDelFiltro(fechaPedida, 'fecha') ?? hoy(this.reloj);
    const lector = lectorDe(usuario);
    const [tarjetas, proximos, porConfirmar, liderados] = await Promise.all([
      tarjetasDelDia(this.db, terapeuta.id, fecha),
      objetivosProximos(this.db, terapeuta.id, fecha, lector),
      objetivosPorConfirmar(this.db, terapeuta.id, fecha, lector),
      pacientesLiderados(this.db, terapeuta.id, fecha),
    ]);
    return { terapeuta, fecha, tarjetas, objetivosProximos: proximos, objetivosPorConfirmar: porConfirmar, pacientesLiderados: liderados };
  }

  @Get('sesiones-realizadas')
  @ApiOperation({ summary: 'Sesiones realizadas del terapeuta entre desde y hasta (paciente, entidad, fecha, hora, lugar, tipo, valor)' })
  async realizadas(
    @Query('terapeuta') terapeutaPedido: unknown,
    @Query('desde') desdePedido: unknown,
    @Query('hasta') hastaPedido: unknown,
    @Contexto() c: ContextoPeticion,
  ) {
    const terapeuta = await this.terapeuta(c.usuario!, terapeutaPedido);
    const desde = fechaDelFiltro(desdePedido, 'desde');
    const hasta = fechaDelFiltro(hastaPedido, 'hasta');
    if (!desde || !hasta) throw new ReglaIncumplida('ERROR: Faltan fechas por seleccionar', 'invalido');
    if (hasta < desde) throw new ReglaIncumplida('La fecha final no puede ser anterior a la inicial', 'invalido');
    if ((Date.parse(hasta) - Date.parse(desde)) / 86_400_000 > MAX_DIAS_RANGO)
      throw new ReglaIncumplida(`El rango admite máximo ${MAX_DIAS_RANGO} días`, 'invalido');
    return { terapeuta, desde, hasta, sesiones: await sesionesRealizadas(this.db, terapeuta.id, desde, hasta) };
  }
}
