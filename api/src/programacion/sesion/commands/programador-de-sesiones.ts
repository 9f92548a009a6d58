import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import type { CualquierStream } from '@avanti/libs/dominio/decision';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { ESPECIALIDADES } from '@avanti/libs/catalogos/contrato';
import { type VistaPreviaPorEspecialidad, type VistaPreviaSerie } from '@avanti/libs/programacion/contrato-lecturas';
import type { CoberturaLeida } from '@avanti/libs/coberturas/contrato-servicios';
import type { EventoCobertura } from '@avanti/libs/coberturas/index';
import { streamSesion, type DatosSesionProgramada, type EventoSesion } from '@avanti/libs/programacion/eventos';
import { obtenerCobertura, serviciosDisponibles } from '@avanti/libs/coberturas/index';
import { obtenerSesion, pacienteParaSesion, sesionesOcupadas, tarifaDe, terapeutaParaSesion, ubicarSesion } from '@avanti/libs/programacion/lecturas/sesiones';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { puedeVerSede } from '../../../acceso/autorizacion/alcance-sede.js';
import { lineaDeBolsa } from '../../../coberturas/cobertura/bolsa.js';
import { agregadoCobertura, decidirDebito, type EstadoCobertura } from '../../../coberturas/cobertura/domain/cobertura.js';
import { EjecutorDeComandos } from '../../../infrastructure/comandos/ejecutor.js';
import type { ContextoPeticion } from '../../../infrastructure/http/contexto.js';
import { DB, RELOJ } from '../../../infrastructure/tokens.js';
import { esFecha } from '../domain/calendario.js';
import { especialidadPedida, generarPorEspecialidad, type PedidoPorEspecialidad } from '../domain/por-especialidad.js';
import { generarSerie, type PedidoSerie } from '../domain/serie.js';
import { sumarDias } from '../domain/calendario.js';
import {
  agregadoSesion,
  decidirProgramacion,
  MENSAJES_SESION as M,
  validarItem,
  validarTerapeuta,
  valorDeSesion,
  verificarCruces,
  type EstadoSesion,
  type ItemPedido,
} from '../domain/sesion.js';

/** One session to program, as the request typed it (the DTOs check types; presence and rules are checked here). */
export interface ItemProgramacion extends ItemPedido {
  paciente?: string | null;
  cobertura?: string | null;
  lineaId?: string | null;
}

/** A weekly series as the request typed it. */
export interface PedidoSemanal extends Omit<ItemProgramacion, 'fecha' | 'horaInicio' | 'horaFin'>, PedidoSerie {}

/** By specialty: the lines are the patient's available ones of `especialidad`, chosen by the server. */
export interface PedidoEspecialidad extends PedidoPorEspecialidad, Omit<ItemProgramacion, 'fecha' | 'horaInicio' | 'horaFin' | 'cobertura' | 'lineaId'> {}

/** At most this many sessions in one request (a weekly series of a year of Mondays and Thursdays fits). */
export const MAX_SESIONES_POR_PEDIDO = 120;
/** At most this many sessions in one mass cancellation. */
export const MAX_CANCELACION_MASIVA = 500;

export type Streams = Record<string, CualquierStream>;
export const agregadoDeSesion = (id: string) => ({ streamId: streamSesion(id), agregado: agregadoSesion });

/**
 * What the session commands share (spec 2 'Scheduling calendar', cancellations, agenda): the patient, line and
 * therapist lookups, the previews, the one scheduling pipeline (`programarItems`), the session a user may act on and
 * the clash check of a change. Each command has its folder (commands/<verbo>/) and its handler on the CommandBus.
 */
@Injectable()
export class ProgramadorDeSesiones {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async paciente(id: string | null | undefined, contexto: ContextoPeticion) {
    const p = typeof id === 'string' && id ? await pacienteParaSesion(this.db, id) : null;
    if (!p || !puedeVerSede(contexto.usuario!, p.sede)) throw new NoEncontrado('NO SE ENCONTRARON REGISTROS');
    if (p.estado !== 1) throw new ReglaIncumplida('El paciente está INACTIVO: no se le pueden programar sesiones');
    return p;
  }

  /** The coverage line a session draws from, as the read model names it; the pool itself is decided on the stream. */
  async lineaDe(
    pacienteId: string,
    coberturaId: string | null | undefined,
    lineaId: string | null | undefined,
  ): Promise<{ cobertura: CoberturaLeida; linea: CoberturaLeida['lineas'][number] }> {
    if (typeof coberturaId !== 'string' || !coberturaId || lineaId === undefined || lineaId === null || lineaId === '')
      throw new ReglaIncumplida(M.camposIncompletos, 'invalido');
    const cobertura = await obtenerCobertura(this.db, coberturaId);
    if (!cobertura || cobertura.paciente !== pacienteId || cobertura.formato === 0)
      throw new ReglaIncumplida('El servicio seleccionado no es una autorización de este paciente', 'invalido');
    const linea = cobertura.lineas.find((l) => l.id === String(lineaId));
    if (!linea) throw new ReglaIncumplida('El servicio no pertenece a esta autorización', 'invalido');
    return { cobertura, linea };
  }

  async terapeuta(id: string | null | undefined, servicio: number, especialidad: string) {
    if (typeof id !== 'string' || !id) throw new ReglaIncumplida(M.sinTerapeuta, 'invalido');
    return validarTerapeuta(await terapeutaParaSesion(this.db, id), servicio, especialidad);
  }

  /** The dates a weekly series would generate, with the holidays skipped and why it stops. */
  async previsualizar(s: PedidoSemanal | undefined, contexto: ContextoPeticion): Promise<VistaPreviaSerie> {
    if (!s || typeof s !== 'object') throw new ReglaIncumplida(M.sinDias, 'invalido');
    const paciente = await this.paciente(s.paciente, contexto);
    const { cobertura, linea } = await this.lineaDe(paciente.id, s.cobertura, s.lineaId);
    return generarSerie(s, { hoy: hoy(this.reloj), restantes: linea.restantes, vencimiento: cobertura.fechaVencimiento });
  }

  /** By specialty: the dates and the line each one draws from (spec 2 type 3: Monday to Saturday). */
  async previsualizarPorEspecialidad(p: PedidoEspecialidad | undefined, contexto: ContextoPeticion): Promise<VistaPreviaPorEspecialidad> {
    if (!p || typeof p !== 'object') throw new ReglaIncumplida(M.camposIncompletos, 'invalido');
    const paciente = await this.paciente(p.paciente, contexto);
    const especialidad = especialidadPedida(p.especialidad);
    const fechaHoy = hoy(this.reloj);
    const desde = esFecha(p.desde) && p.desde > fechaHoy ? p.desde : sumarDias(fechaHoy, 1);
    const lineas = (await serviciosDisponibles(this.db, paciente.id, desde))
      .filter((l) => l.servicio === especialidad)
      .map((l) => ({ coberturaId: l.coberturaId, lineaId: l.lineaId, codigo: l.codigo, restantes: l.restantes, vencimiento: l.fechaVencimiento }));
    const especialidadNombre = ESPECIALIDADES.find((e) => e.codigo === especialidad)!.nombre;
    return generarPorEspecialidad(p, { hoy: fechaHoy, lineas, especialidadNombre });
  }

  /**
   * The one pipeline every way of scheduling ends in: each item checked (patient, line, date, therapist, value), the
   * line's units, the clashes read from the read model (`confirmar`: all of them, or the i-th item alone), then
   * every session and its pool debit in one transaction.
   */
  async programarItems(
    items: ItemProgramacion[],
    confirmar: boolean | ((indice: number) => boolean),
    contexto: ContextoPeticion,
  ): Promise<{ ids: string[]; nuevas: DatosSesionProgramada[] }> {
    const fechaHoy = hoy(this.reloj);
    if (items.length > MAX_SESIONES_POR_PEDIDO)
      throw new ReglaIncumplida(`Se pueden programar máximo ${MAX_SESIONES_POR_PEDIDO} sesiones por solicitud`, 'invalido');
    const confirmada = (i: number) => confirmar === true || (typeof confirmar === 'function' && confirmar(i));

    const nuevas: DatosSesionProgramada[] = [];
    const porLinea = new Map<string, { cantidad: number; unidades: number }>();
    for (const [indice, item] of items.entries()) {
      if (!item || typeof item !== 'object') throw new ReglaIncumplida(M.camposIncompletos, 'invalido');
      const paciente = await this.paciente(item.paciente, contexto);
      const { cobertura, linea } = await this.lineaDe(paciente.id, item.cobertura, item.lineaId);
      const v = validarItem(item, fechaHoy, cobertura.fechaVencimiento);
      const terapeuta = await this.terapeuta(item.terapeuta, linea.servicio, linea.especialidad);
      const tarifa = cobertura.entidad ? await tarifaDe(this.db, cobertura.entidad, linea.servicio) : null;
      const dinero = valorDeSesion({ entidadId: cobertura.entidad, entidadNombre: cobertura.entidadNombre, especialidad: linea.especialidad, tarifa }, item);
      const clave = `${cobertura.id}/${linea.id}`;
      const acumulado = porLinea.get(clave) ?? { cantidad: linea.cantidad, unidades: 0 };
      acumulado.unidades += v.unidades;
      porLinea.set(clave, acumulado);
      if (acumulado.unidades > acumulado.cantidad) throw new ReglaIncumplida(M.superaAutorizadas);
      nuevas.push({
        id: randomUUID(),
        pacienteId: paciente.id,
        pacienteNombre: paciente.nombre,
        pacienteDocumento: paciente.documento,
        coberturaId: cobertura.id,
        coberturaCodigo: cobertura.codigo,
        formato: cobertura.formato as 1 | 2 | 3,
        lineaId: linea.id,
        entidadNombre: cobertura.entidadNombre,
        servicio: linea.servicio,
        especialidad: linea.especialidad,
        terapeutaId: terapeuta.id,
        terapeutaNombre: terapeuta.nombre,
        ...v,
        ...dinero,
        sede: paciente.sede,
        cruceConfirmado: confirmada(indice),
      });
    }
    const ocupadas = await sesionesOcupadas(this.db, {
      terapeutas: nuevas.map((n) => n.terapeutaId),
      pacientes: nuevas.map((n) => n.pacienteId),
      fechas: nuevas.map((n) => n.fecha),
    });
    verificarCruces(nuevas, ocupadas, confirmar === true ? true : confirmada, (sede) => puedeVerSede(contexto.usuario!, sede));

    const streams: Streams = {};
    for (const n of nuevas) {
      streams[`cobertura:${n.coberturaId}`] = lineaDeBolsa(n.coberturaId);
      streams[`sesion:${n.id}`] = agregadoDeSesion(n.id);
    }
    await this.ejecutor.ejecutarEnVarios({
      streams,
      decidir: (estados: Record<string, unknown>) => {
        const eventos: Record<string, (EventoSesion | EventoCobertura)[]> = {};
        const coberturas = new Map<string, EstadoCobertura>();
        for (const n of nuevas) {
          const k = `cobertura:${n.coberturaId}`;
          const estado = coberturas.get(k) ?? (estados[k] as EstadoCobertura);
          const debito = decidirDebito(estado, { coberturaId: n.coberturaId, lineaId: n.lineaId, cantidad: n.unidades, fecha: n.fecha, sesionId: n.id });
          coberturas.set(
            k,
            debito.reduce((s, e) => agregadoCobertura.evolucionar(s, e), estado),
          );
          (eventos[k] ??= []).push(...debito);
          eventos[`sesion:${n.id}`] = decidirProgramacion(estados[`sesion:${n.id}`] as EstadoSesion, n);
        }
        return { eventos };
      },
      contexto,
    });
    return { ids: nuevas.map((n) => n.id), nuevas };
  }

  /** A session this user may act on (another site's answers as a missing one); `propia`: their own counts at every site. */
  async ubicar(id: string, contexto: ContextoPeticion, propia = false) {
    const s = await ubicarSesion(this.db, id);
    const suya = propia && s?.terapeutaId === contexto.usuario!.id;
    if (!s || (!suya && !puedeVerSede(contexto.usuario!, s.sede))) throw new NoEncontrado(M.noEncontrada);
    return s;
  }

  async verificarCrucesDe(
    id: string,
    cambio: { terapeutaId?: string; terapeutaNombre?: string; fecha?: string; horaInicio?: string; horaFin?: string },
    confirmar: boolean | null | undefined,
    contexto?: ContextoPeticion,
  ) {
    const actual = await obtenerSesion(this.db, id);
    if (!actual) throw new NoEncontrado(M.noEncontrada);
    const nueva = { ...actual, ...cambio };
    const ocupadas = await sesionesOcupadas(this.db, { terapeutas: [nueva.terapeutaId], pacientes: [nueva.pacienteId], fechas: [nueva.fecha] });
    verificarCruces([nueva], ocupadas, confirmar === true, contexto ? (sede) => puedeVerSede(contexto.usuario!, sede) : undefined);
  }
}
