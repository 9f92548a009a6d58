import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import type { StreamLeido } from '@avanti/libs/dominio/decision';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { ESPECIALIDADES } from '@avanti/libs/contratos/catalogos';
import { DIAS_ATRAS_GESTION_TERAPIAS, type VistaPreviaPorEspecialidad, type VistaPreviaSerie } from '@avanti/libs/contratos/programacion';
import type { CoberturaLeida } from '@avanti/libs/contratos/coberturas-servicios';
import type { EventoCobertura } from '@avanti/libs/eventos/coberturas';
import { streamSesion, type DatosSesionProgramada, type EventoSesion } from '@avanti/libs/eventos/programacion';
import { obtenerCobertura, serviciosDisponibles } from '@avanti/libs/lecturas/coberturas';
import { itemsActivos } from '@avanti/libs/lecturas/catalogos';
import { estadoEvaluacion } from '@avanti/libs/lecturas/historia-clinica';
import { obtenerSesion, pacienteParaSesion, pendientesEnRango, sesionesOcupadas, tarifaDe, terapeutaParaSesion, ubicarSesion } from '@avanti/libs/lecturas/sesiones';
import { hoy, type Reloj } from '@avanti/libs/reloj/reloj';
import { puedeVerSede, sedeEfectiva } from '../../../acceso/autorizacion/alcance-sede.js';
import { lineaDeBolsa } from '../../../coberturas/cobertura/bolsa.js';
import { agregadoCobertura, decidirCredito, decidirDebito, restantes, type EstadoCobertura } from '../../../coberturas/cobertura/domain/cobertura.js';
import { EjecutorDeComandos } from '../../../infrastructure/comandos/ejecutor.js';
import type { ContextoPeticion } from '../../../infrastructure/http/contexto.js';
import { DB, RELOJ } from '../../../infrastructure/tokens.js';
import { esFecha } from '../domain/calendario.js';
import { especialidadPedida, generarPorEspecialidad, type PedidoPorEspecialidad } from '../domain/por-especialidad.js';
import { generarSerie } from '../domain/serie.js';
import { sumarDias } from '../domain/calendario.js';
import {
  agregadoSesion,
  decidirAceptarCyt,
  decidirCambioDeHorario,
  decidirCambioDeTerapeuta,
  decidirCancelacion,
  decidirEvolucion,
  decidirProgramacion,
  MENSAJES_SESION as M,
  validarHoras,
  validarItem,
  validarTerapeuta,
  valorDeSesion,
  verificarCruces,
  type EstadoSesion,
  type ItemPedido,
  type PedidoEvolucion,
} from '../domain/sesion.js';

export interface ItemProgramacion extends ItemPedido {
  paciente?: unknown;
  cobertura?: unknown;
  lineaId?: unknown;
}

export interface PedidoSemanal extends Omit<ItemProgramacion, 'fecha' | 'horaInicio' | 'horaFin'> {
  desde?: unknown;
  dias?: unknown;
}

/** By specialty: the lines are the patient's available ones of `especialidad`, chosen by the server. */
export interface PedidoEspecialidad extends PedidoPorEspecialidad, Omit<ItemProgramacion, 'fecha' | 'horaInicio' | 'horaFin' | 'cobertura' | 'lineaId'> {}

export interface PedidoProgramacion {
  items?: unknown;
  semanal?: PedidoSemanal;
  porEspecialidad?: PedidoEspecialidad;
  confirmarCruces?: unknown;
}

/** At most this many sessions in one request (a weekly series of a year of Mondays and Thursdays fits). */
export const MAX_SESIONES_POR_PEDIDO = 120;
const MAX_CANCELACION_MASIVA = 500;

type Streams = Record<string, StreamLeido<any, any>>;
const agregadoDeSesion = (id: string) => ({ streamId: streamSesion(id), agregado: agregadoSesion });
const texto = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Scheduling, cancelling, moving and evolving sessions (spec 2 'Scheduling calendar', cancellations, agenda). */
@Injectable()
export class ComandosSesion {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async paciente(id: unknown, contexto: ContextoPeticion) {
    const p = typeof id === 'string' && id ? await pacienteParaSesion(this.db, id) : null;
    if (!p || !puedeVerSede(contexto.usuario!, p.sede)) throw new NoEncontrado('NO SE ENCONTRARON REGISTROS');
    if (p.estado !== 1) throw new ReglaIncumplida('El paciente está INACTIVO: no se le pueden programar sesiones');
    return p;
  }

  /** The coverage line a session draws from, as the read model names it; the pool itself is decided on the stream. */
  async lineaDe(pacienteId: string, coberturaId: unknown, lineaId: unknown): Promise<{ cobertura: CoberturaLeida; linea: CoberturaLeida['lineas'][number] }> {
    if (typeof coberturaId !== 'string' || !coberturaId || lineaId === undefined || lineaId === null || lineaId === '') throw new ReglaIncumplida(M.camposIncompletos, 'invalido');
    const cobertura = await obtenerCobertura(this.db, coberturaId);
    if (!cobertura || cobertura.paciente !== pacienteId || cobertura.formato === 0) throw new ReglaIncumplida('El servicio seleccionado no es una autorización de este paciente', 'invalido');
    const linea = cobertura.lineas.find((l) => l.id === String(lineaId));
    if (!linea) throw new ReglaIncumplida('El servicio no pertenece a esta autorización', 'invalido');
    return { cobertura, linea };
  }

  async terapeuta(id: unknown, servicio: number, especialidad: string) {
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

  async programar(pedido: PedidoProgramacion, contexto: ContextoPeticion): Promise<{ ids: string[]; mensaje: string; detenida?: string | null }> {
    let items: ItemProgramacion[];
    let detenida: string | null | undefined;
    if (pedido.porEspecialidad) {
      const p = pedido.porEspecialidad;
      if (typeof p === 'object' && (typeof p.terapeuta !== 'string' || !p.terapeuta)) throw new ReglaIncumplida(M.sinTerapeuta, 'invalido');
      const vista = await this.previsualizarPorEspecialidad(p, contexto);
      if (vista.fechas.length === 0) throw new ReglaIncumplida(vista.detenida ?? M.superaDisponibles);
      const { desde: _d, dias: _s, sesiones: _n, especialidad: _e, ...comun } = p;
      items = vista.fechas.map((f) => ({ ...comun, cobertura: f.coberturaId, lineaId: f.lineaId, fecha: f.fecha, horaInicio: f.horaInicio, horaFin: f.horaFin }));
      detenida = vista.detenida;
    } else if (pedido.semanal) {
      const vista = await this.previsualizar(pedido.semanal, contexto);
      if (vista.fechas.length === 0) throw new ReglaIncumplida(vista.detenida ?? M.superaDisponibles);
      const { desde: _d, dias: _s, ...comun } = pedido.semanal;
      items = vista.fechas.map((f) => ({ ...comun, fecha: f.fecha, horaInicio: f.horaInicio, horaFin: f.horaFin }));
      detenida = vista.detenida;
    } else {
      if (!Array.isArray(pedido.items) || pedido.items.length === 0) throw new ReglaIncumplida(M.camposIncompletos, 'invalido');
      items = pedido.items as ItemProgramacion[];
    }
    const { ids } = await this.programarItems(items, pedido.confirmarCruces === true, contexto);
    return { ids, mensaje: M.registrada, ...(detenida !== undefined ? { detenida } : {}) };
  }

  /**
   * The one pipeline every way of scheduling ends in: each item checked (patient, line, date, therapist, value), the
   * line's units, the clashes read from the read model (`confirmar`: all of them, or the i-th item alone), then
   * every session and its pool debit in one transaction.
   */
  async programarItems(items: ItemProgramacion[], confirmar: boolean | ((indice: number) => boolean), contexto: ContextoPeticion): Promise<{ ids: string[]; nuevas: DatosSesionProgramada[] }> {
    const fechaHoy = hoy(this.reloj);
    if (items.length > MAX_SESIONES_POR_PEDIDO) throw new ReglaIncumplida(`Se pueden programar máximo ${MAX_SESIONES_POR_PEDIDO} sesiones por solicitud`, 'invalido');
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
          coberturas.set(k, debito.reduce((s, e) => agregadoCobertura.evolucionar(s, e), estado));
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

  /** `enGestion`: the 'Gestión de terapias' route, whose window is 5 days back to today (decision 0034). */
  async cancelar(id: string, { motivo, detalle }: { motivo?: unknown; detalle?: unknown }, contexto: ContextoPeticion, enGestion = false) {
    const s = await this.ubicar(id, contexto);
    const fechaHoy = hoy(this.reloj);
    const desdeFecha = enGestion ? sumarDias(fechaHoy, -DIAS_ATRAS_GESTION_TERAPIAS) : undefined;
    await this.ejecutor.ejecutarEnVarios({
      streams: { sesion: agregadoDeSesion(id), cobertura: lineaDeBolsa(s.coberturaId) },
      decidir: ({ sesion, cobertura }) => {
        const cancelada = decidirCancelacion(sesion, { motivo, detalle, canceladaPor: contexto.usuario?.usuario ?? 'sistema', hoy: fechaHoy, vencimiento: cobertura.fechaVencimiento, desdeFecha });
        const d = cancelada[0].datos;
        return { eventos: { sesion: cancelada, cobertura: decidirCredito(cobertura, { coberturaId: d.coberturaId, lineaId: d.lineaId, cantidad: d.unidades, sesionId: id }) } };
      },
      contexto,
    });
    return { mensaje: M.cancelada };
  }

  /** Every pending session of a patient or a therapist in a date range, with one reason, in one transaction; expired orders are skipped and named. */
  async cancelarMasivo(p: { paciente?: unknown; terapeuta?: unknown; desde?: unknown; hasta?: unknown; motivo?: unknown; detalle?: unknown }, contexto: ContextoPeticion) {
    const paciente = texto(p.paciente);
    const terapeuta = texto(p.terapeuta);
    if ((!paciente && !terapeuta) || !esFecha(p.desde) || !esFecha(p.hasta)) throw new ReglaIncumplida('Seleccione un paciente o un terapeuta y el rango de fechas', 'invalido');
    if (p.hasta < p.desde) throw new ReglaIncumplida('La fecha final no puede ser anterior a la inicial', 'invalido');
    const sede = sedeEfectiva(contexto.usuario!, null);
    const pendientes = await pendientesEnRango(this.db, { paciente: paciente || undefined, terapeuta: terapeuta || undefined, desde: p.desde, hasta: p.hasta, sede });
    if (pendientes.length === 0) throw new ReglaIncumplida(M.sinSesionesMasivo, 'no-encontrado');
    if (pendientes.length > MAX_CANCELACION_MASIVA) throw new ReglaIncumplida(`Se pueden cancelar máximo ${MAX_CANCELACION_MASIVA} sesiones a la vez: acorte el rango`, 'invalido');
    const streams: Streams = {};
    for (const s of pendientes) {
      streams[`sesion:${s.id}`] = agregadoDeSesion(s.id);
      streams[`cobertura:${s.coberturaId}`] = lineaDeBolsa(s.coberturaId);
    }
    const fechaHoy = hoy(this.reloj);
    const usuario = contexto.usuario?.usuario ?? 'sistema';
    const omitidas: { id: string; mensaje: string }[] = [];
    let canceladas = 0;
    await this.ejecutor.ejecutarEnVarios({
      streams,
      decidir: (estados: Record<string, unknown>) => {
        omitidas.length = 0;
        canceladas = 0;
        const eventos: Record<string, (EventoSesion | EventoCobertura)[]> = {};
        const coberturas = new Map<string, EstadoCobertura>();
        for (const s of pendientes) {
          const k = `cobertura:${s.coberturaId}`;
          const cobertura = coberturas.get(k) ?? (estados[k] as EstadoCobertura);
          let cancelada;
          try {
            cancelada = decidirCancelacion(estados[`sesion:${s.id}`] as EstadoSesion, { motivo: p.motivo, detalle: p.detalle, canceladaPor: usuario, hoy: fechaHoy, vencimiento: cobertura.fechaVencimiento });
          } catch (e) {
            if (e instanceof ReglaIncumplida && !([M.motivoInvalido, M.detalleObligatorio, M.detalleLargo] as string[]).includes(e.message)) {
              omitidas.push({ id: s.id, mensaje: e.message });
              continue;
            }
            throw e;
          }
          const d = cancelada[0].datos;
          const credito = decidirCredito(cobertura, { coberturaId: d.coberturaId, lineaId: d.lineaId, cantidad: d.unidades, sesionId: s.id });
          coberturas.set(k, credito.reduce((st, e) => agregadoCobertura.evolucionar(st, e), cobertura));
          eventos[`sesion:${s.id}`] = cancelada;
          (eventos[k] ??= []).push(...credito);
          canceladas++;
        }
        return { eventos };
      },
      contexto,
    });
    if (canceladas === 0) throw new ReglaIncumplida(omitidas[0]?.mensaje ?? M.sinSesionesMasivo);
    return { canceladas, omitidas, mensaje: M.canceladasMasivo(canceladas) };
  }

  async aceptarCyt(id: string, contexto: ContextoPeticion) {
    await this.ubicar(id, contexto);
    await this.ejecutor.ejecutar({ streamId: streamSesion(id), agregado: agregadoSesion, contexto, decidir: (s) => decidirAceptarCyt(s) });
    return { mensaje: M.cytAceptada };
  }

  async verificarCrucesDe(id: string, cambio: { terapeutaId?: string; terapeutaNombre?: string; fecha?: string; horaInicio?: string; horaFin?: string }, confirmar: unknown, contexto?: ContextoPeticion) {
    const actual = await obtenerSesion(this.db, id);
    if (!actual) throw new NoEncontrado(M.noEncontrada);
    const nueva = { ...actual, ...cambio };
    const ocupadas = await sesionesOcupadas(this.db, { terapeutas: [nueva.terapeutaId], pacientes: [nueva.pacienteId], fechas: [nueva.fecha] });
    verificarCruces([nueva], ocupadas, confirmar === true, contexto ? (sede) => puedeVerSede(contexto.usuario!, sede) : undefined);
  }

  async cambiarHorario(id: string, p: { horaInicio?: unknown; horaFin?: unknown; confirmarCruces?: unknown }, contexto: ContextoPeticion) {
    const s = await this.ubicar(id, contexto);
    const horas = validarHoras(p.horaInicio, p.horaFin);
    await this.verificarCrucesDe(id, horas, p.confirmarCruces);
    await this.ejecutor.ejecutarEnVarios({
      streams: { sesion: agregadoDeSesion(id), cobertura: lineaDeBolsa(s.coberturaId) },
      decidir: ({ sesion, cobertura }) => {
        const { eventos, delta } = decidirCambioDeHorario(sesion, p.horaInicio, p.horaFin);
        const d = sesion.datos!;
        const movimiento = { coberturaId: d.coberturaId, lineaId: d.lineaId, cantidad: Math.abs(delta), fecha: d.fecha, sesionId: id };
        const bolsa = delta > 0 ? decidirDebito(cobertura, movimiento) : delta < 0 ? decidirCredito(cobertura, movimiento) : [];
        return { eventos: { sesion: eventos, cobertura: bolsa } };
      },
      contexto,
    });
    return { mensaje: M.horarioCambiado };
  }

  async cambiarTerapeuta(id: string, p: { terapeuta?: unknown; confirmarCruces?: unknown }, contexto: ContextoPeticion) {
    await this.ubicar(id, contexto);
    if (typeof p.terapeuta !== 'string' || !p.terapeuta) throw new ReglaIncumplida(M.sinTerapeuta, 'invalido');
    const terapeuta = await terapeutaParaSesion(this.db, p.terapeuta);
    if (terapeuta?.activo) await this.verificarCrucesDe(id, { terapeutaId: terapeuta.id, terapeutaNombre: terapeuta.nombre }, p.confirmarCruces);
    await this.ejecutor.ejecutar({ streamId: streamSesion(id), agregado: agregadoSesion, contexto, decidir: (s) => decidirCambioDeTerapeuta(s, terapeuta) });
    return { mensaje: M.terapeutaCambiado };
  }

  async evolucionar(id: string, p: PedidoEvolucion, contexto: ContextoPeticion) {
    await this.ubicar(id, contexto, true);
    const sesion = await obtenerSesion(this.db, id);
    if (!sesion) throw new NoEncontrado(M.noEncontrada);
    const ids = Array.isArray(p.estrategias) ? p.estrategias.filter((e): e is string => typeof e === 'string') : [];
    const material = typeof p.material === 'string' && p.material.trim() ? p.material.trim() : null;
    const [estrategias, materiales, historia] = await Promise.all([
      itemsActivos(this.db, 20 + sesion.servicio, ids),
      material ? itemsActivos(this.db, 30 + sesion.servicio, [material]) : Promise.resolve([]),
      sesion.tipo === 'Evaluacion' ? estadoEvaluacion(this.db, sesion.pacienteId, sesion.fecha) : Promise.resolve(null),
    ]);
    const fechaHoy = hoy(this.reloj);
    const [evento] = (await this.ejecutor.ejecutar({
      streamId: streamSesion(id),
      agregado: agregadoSesion,
      contexto,
      decidir: (s) => decidirEvolucion(s, p, { usuarioId: contexto.usuario?.id ?? '', hoy: fechaHoy, estrategias, material: materiales[0] ?? null, historia }),
    })) as unknown as { datos: { atrasada: boolean } }[];
    return { mensaje: M.evolucionada, ...(evento.datos.atrasada ? { aviso: M.evolucionAtrasada } : {}) };
  }
}
