import type { Agregado } from '@avanti/libs/dominio/agregado';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { MENSAJES_RIPS, NOTAS_QUE_REPORTAN_DE_NUEVO, type ExclusionRips, type ProblemaRips } from '@avanti/libs/facturacion/contrato';
import type { EventoFacturacion, PeticionRips, RipsSolicitado } from '@avanti/libs/facturacion/eventos';

/**
 * The RIPS of one insurer (stream facturacion-rips-eps-<id>): which sessions are held or reported by a generation
 * that has not failed. The never-twice rule is decided here, over the stream's version, so two generations
 * asked at the same time cannot both report a session.
 */
export interface EstadoRipsEps {
  /** session id → the invoice (or 'RIPS sin factura') of the generation that holds it. */
  reportadas: ReadonlyMap<string, string>;
  /** generation id → its sessions, while it has not failed. */
  generaciones: ReadonlyMap<string, readonly string[]>;
}

export const agregadoRipsEps: Agregado<EstadoRipsEps, EventoFacturacion> = {
  inicial: { reportadas: new Map(), generaciones: new Map() },
  evolucionar(estado, evento) {
    switch (evento.tipo) {
      case 'RipsSolicitado': {
        const reportadas = new Map(estado.reportadas);
        const etiqueta = evento.datos.numFactura ?? 'RIPS sin factura';
        for (const s of evento.datos.sesiones) if (!reportadas.has(s)) reportadas.set(s, etiqueta);
        return { reportadas, generaciones: new Map(estado.generaciones).set(evento.datos.id, evento.datos.sesiones) };
      }
      case 'RipsFallido': {
        const sesiones = estado.generaciones.get(evento.datos.id);
        if (!sesiones) return estado;
        const generaciones = new Map(estado.generaciones);
        generaciones.delete(evento.datos.id);
        const reportadas = new Map<string, string>();
        // Whatever another live generation still holds stays reported.
        for (const [id, lista] of generaciones) for (const s of lista) if (!reportadas.has(s)) reportadas.set(s, estado.reportadas.get(s) ?? id);
        return { reportadas, generaciones };
      }
      default:
        return estado;
    }
  },
};

/** A refusal that names each session and its problem (the api answers 409 with `errores`). */
export class RipsConProblemas extends ReglaIncumplida {
  constructor(
    mensaje: string,
    readonly errores: { campo: string; mensaje: string }[],
  ) {
    super(mensaje, 'conflicto');
    this.name = 'RipsConProblemas';
  }
}

/** What the person asked (typed at the edge by the request DTO). */
export interface SolicitudRips {
  id: string;
  exportacionId: string;
  epsId: string;
  epsNombre: string;
  desde: string;
  hasta: string;
  sede: string | null;
  numFactura: string | null;
  tipoNota: string | null;
  numNota: string | null;
  excluidas: ExclusionRips[];
}

/** A session of the preview as the decision sees it: its id and its problems (the read side computed them). */
export interface SesionCandidata {
  id: string;
  problemas: readonly ProblemaRips[];
  /** The NIT of the session's site (null when not configured: a problem of its own). */
  nit: string | null;
}

const FACTURA = /^[A-Za-z0-9-]{1,20}$/;
const MAXIMO_DIAS = 366;

const dias = (desde: string, hasta: string) => Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000);

/** The invoice, note and period rules of the request, before any session is looked at. */
export function validarCabecera(s: Pick<SolicitudRips, 'desde' | 'hasta' | 'numFactura' | 'tipoNota' | 'numNota'>): void {
  if (s.hasta < s.desde) throw new ReglaIncumplida(MENSAJES_RIPS.rangoInvertido, 'invalido');
  if (dias(s.desde, s.hasta) > MAXIMO_DIAS) throw new ReglaIncumplida(MENSAJES_RIPS.periodoLargo, 'invalido');
  if (s.tipoNota !== null && !['NC', 'ND', 'NA', 'RS'].includes(s.tipoNota)) throw new ReglaIncumplida(MENSAJES_RIPS.notaInvalida, 'invalido');
  if (s.tipoNota === 'RS') {
    if (s.numFactura) throw new ReglaIncumplida(MENSAJES_RIPS.facturaOSinFactura, 'invalido');
  } else {
    if (!s.numFactura) throw new ReglaIncumplida(s.tipoNota ? MENSAJES_RIPS.notaSinFactura : MENSAJES_RIPS.facturaOSinFactura, 'invalido');
    if (!FACTURA.test(s.numFactura)) throw new ReglaIncumplida(MENSAJES_RIPS.facturaInvalida, 'invalido');
  }
  if (s.tipoNota && s.tipoNota !== 'RS' && !s.numNota) throw new ReglaIncumplida(MENSAJES_RIPS.notaSinNumero, 'invalido');
  if (s.numNota && !FACTURA.test(s.numNota)) throw new ReglaIncumplida(MENSAJES_RIPS.facturaInvalida, 'invalido');
}

/**
 * Decides a generation: every done session of the period is reported unless the person excluded it with a reason
 * (recorded in the event); a session with a problem blocks the generation (never silently dropped); a session
 * already reported to an invoice is reported again only on a credit, debit or adjustment note.
 */
export function decidirSolicitud(estado: EstadoRipsEps, solicitud: SolicitudRips, candidatas: readonly SesionCandidata[]): RipsSolicitado[] {
  validarCabecera(solicitud);
  const ids = new Set(candidatas.map((c) => c.id));
  const excluidas = new Map<string, string>();
  for (const e of solicitud.excluidas) {
    const motivo = e.motivo.replace(/\s+/g, ' ').trim();
    if (!motivo) throw new ReglaIncumplida(MENSAJES_RIPS.exclusionSinMotivo, 'invalido');
    if (!ids.has(e.sesionId)) throw new ReglaIncumplida(MENSAJES_RIPS.exclusionAjena, 'invalido');
    excluidas.set(e.sesionId, motivo);
  }
  const incluidas = candidatas.filter((c) => !excluidas.has(c.id));
  if (incluidas.length === 0) throw new ReglaIncumplida(MENSAJES_RIPS.sinSesiones);
  const conNota = (NOTAS_QUE_REPORTAN_DE_NUEVO as readonly string[]).includes(solicitud.tipoNota ?? '');
  const yaReportadas = incluidas.filter((c) => estado.reportadas.has(c.id));
  if (yaReportadas.length > 0 && !conNota) {
    throw new RipsConProblemas(
      MENSAJES_RIPS.yaReportadas(yaReportadas.length),
      yaReportadas.map((c) => ({ campo: c.id, mensaje: `Ya reportada en ${estado.reportadas.get(c.id)}` })),
    );
  }
  const conProblemas = incluidas.filter((c) => c.problemas.some((p) => p.codigo !== 'ya-reportada'));
  if (conProblemas.length > 0) {
    throw new RipsConProblemas(
      MENSAJES_RIPS.conProblemas(conProblemas.length),
      conProblemas.flatMap((c) => c.problemas.filter((p) => p.codigo !== 'ya-reportada').map((p) => ({ campo: c.id, mensaje: p.mensaje }))),
    );
  }
  // One file is one provider's transaction: sites that bill under different NITs are generated apart.
  if (new Set(incluidas.map((c) => c.nit)).size > 1) throw new ReglaIncumplida(MENSAJES_RIPS.nitsDistintos);
  const datos: PeticionRips = {
    id: solicitud.id,
    epsId: solicitud.epsId,
    epsNombre: solicitud.epsNombre,
    desde: solicitud.desde,
    hasta: solicitud.hasta,
    sede: solicitud.sede,
    numFactura: solicitud.numFactura,
    tipoNota: solicitud.tipoNota,
    numNota: solicitud.numNota,
    sesiones: incluidas.map((c) => c.id),
    excluidas: [...excluidas].map(([sesionId, motivo]) => ({ sesionId, motivo })),
    exportacionId: solicitud.exportacionId,
  };
  return [{ tipo: 'RipsSolicitado', datos }];
}
