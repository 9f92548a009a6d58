import type { MontosSalario } from '@avanti/libs/eventos/finanzas';
import { salarioNeto } from '../../salarios/domain/salario.js';

/** A done session as the payroll reads it (the `sesiones` read model, estado 1). */
export interface SesionRealizada {
  id: string;
  terapeutaId: string;
  terapeutaNombre: string;
  pacienteNombre: string;
  fecha: string;
  fechaEvolucion: string | null;
  tipo: string;
  lugar: string;
  /** 1 authorization (insurer), 2 private service, 3 agreement. */
  formato: number;
  unidades: number;
  atrasada: boolean;
}

export type Montos = Omit<MontosSalario, 'tipoContrato'>;
export type ClaseSesion = 'sesion' | 'evaluacion';
export type Modalidad = 'Sede' | 'Domicilio' | 'Virtual';

/** One line of a therapist's payroll: sessions of one type, place, client kind and timeliness. */
export interface LineaNomina {
  clase: ClaseSesion;
  lugar: Modalidad;
  particular: boolean;
  atrasada: boolean;
  sesiones: number;
  unidades: number;
  /** The salary record's rate for one unit. */
  tarifa: number;
  total: number;
}

export interface NominaTerapeuta {
  terapeutaId: string;
  terapeutaNombre: string;
  /** Units done (a session count is its minutes / 30). */
  realizadas: number;
  /** Pay of therapy sessions (Terapia, CYT, GTSL). */
  sesiones: number;
  /** Pay of evaluations, on top of the sessions. */
  adicionales: number;
  /** Discards (descargos) registered in the range. */
  deducciones: number;
  neto: number;
  /** What late evolutions lost (the half not paid). */
  descuentoAtrasadas: number;
  lineas: LineaNomina[];
}

/**
 * Private clients are private services (formato 2) and agreements (formato 3): their value is typed
 * per session, not the insurer's rate; they pay the `...Particular` rates.
 */
export const esParticular = (formato: number) => formato === 2 || formato === 3;

/**
 * The salary record's rate for one unit of a done session (DOMAIN 'Money'): evaluations by
 * pagoPorEvaluacion(Domicilio), everything else by pagoPorSesion, its Domicilio and Particular
 * variants; a virtual session pays the site rate.
 */
export function tarifaDeSesion(m: Montos, s: Pick<SesionRealizada, 'tipo' | 'lugar' | 'formato'>): number {
  const domicilio = s.lugar === 'Domicilio';
  if (s.tipo === 'Evaluacion') return domicilio ? m.pagoPorEvaluacionDomicilio : m.pagoPorEvaluacion;
  if (esParticular(s.formato)) return domicilio ? m.pagoPorSesionDomicilioParticular : m.pagoPorSesionParticular;
  return domicilio ? m.pagoPorSesionDomicilio : m.pagoPorSesion;
}

/** Full pay of a session: rate × units; a late evolution pays half (rounded down to the peso). */
export function pagoDeSesion(m: Montos, s: SesionRealizada): { completo: number; pagado: number } {
  const completo = tarifaDeSesion(m, s) * s.unidades;
  return { completo, pagado: s.atrasada ? Math.floor(completo / 2) : completo };
}

const SIN_SALARIO: Montos = {
  salarioFijo: 0,
  transporte: 0,
  pagoPorSesion: 0,
  pagoPorSesionParticular: 0,
  pagoPorSesionDomicilio: 0,
  pagoPorSesionDomicilioParticular: 0,
  pagoPorEvaluacion: 0,
  pagoPorEvaluacionDomicilio: 0,
  eps: 0,
  pension: 0,
  arl: 0,
};

const modalidad = (lugar: string): Modalidad => (lugar === 'Domicilio' ? 'Domicilio' : lugar === 'Virtual' ? 'Virtual' : 'Sede');

/**
 * The therapists' payroll for a range: their done sessions grouped by type, place, client kind and
 * timeliness, each paid by their salary record; evaluations as extras; discards as deductions.
 * neto = sesiones + adicionales − deducciones. A therapist with discards and no sessions still appears.
 */
export function calcularNomina(
  sesiones: readonly SesionRealizada[],
  salarios: ReadonlyMap<string, Montos>,
  descargos: readonly { terapeutaId: string; terapeutaNombre: string; valor: number }[],
): NominaTerapeuta[] {
  const filas = new Map<string, NominaTerapeuta>();
  const fila = (id: string, nombre: string) => {
    let f = filas.get(id);
    if (!f) filas.set(id, (f = { terapeutaId: id, terapeutaNombre: nombre, realizadas: 0, sesiones: 0, adicionales: 0, deducciones: 0, neto: 0, descuentoAtrasadas: 0, lineas: [] }));
    return f;
  };
  for (const s of sesiones) {
    const f = fila(s.terapeutaId, s.terapeutaNombre);
    const m = salarios.get(s.terapeutaId) ?? SIN_SALARIO;
    const { completo, pagado } = pagoDeSesion(m, s);
    const clase: ClaseSesion = s.tipo === 'Evaluacion' ? 'evaluacion' : 'sesion';
    const lugar = modalidad(s.lugar);
    const particular = clase === 'sesion' && esParticular(s.formato);
    let linea = f.lineas.find((l) => l.clase === clase && l.lugar === lugar && l.particular === particular && l.atrasada === s.atrasada);
    if (!linea) f.lineas.push((linea = { clase, lugar, particular, atrasada: s.atrasada, sesiones: 0, unidades: 0, tarifa: tarifaDeSesion(m, s), total: 0 }));
    linea.sesiones += 1;
    linea.unidades += s.unidades;
    linea.total += pagado;
    f.realizadas += s.unidades;
    if (clase === 'evaluacion') f.adicionales += pagado;
    else f.sesiones += pagado;
    f.descuentoAtrasadas += completo - pagado;
  }
  for (const d of descargos) fila(d.terapeutaId, d.terapeutaNombre).deducciones += d.valor;
  for (const f of filas.values()) f.neto = f.sesiones + f.adicionales - f.deducciones;
  return [...filas.values()].sort((a, b) => a.terapeutaNombre.localeCompare(b.terapeutaNombre, 'es'));
}

export interface ResumenNomina {
  terapeutas: number;
  realizadas: number;
  sesiones: number;
  adicionales: number;
  deducciones: number;
  neto: number;
}

export const resumirNomina = (filas: readonly NominaTerapeuta[]): ResumenNomina =>
  filas.reduce<ResumenNomina>(
    (r, f) => ({
      terapeutas: r.terapeutas + 1,
      realizadas: r.realizadas + f.realizadas,
      sesiones: r.sesiones + f.sesiones,
      adicionales: r.adicionales + f.adicionales,
      deducciones: r.deducciones + f.deducciones,
      neto: r.neto + f.neto,
    }),
    { terapeutas: 0, realizadas: 0, sesiones: 0, adicionales: 0, deducciones: 0, neto: 0 },
  );

/** A late evolution with what it lost: the discounted half (spec 3 'Late-evolution row'). */
export function filaEvolucionAtrasada(s: SesionRealizada, m: Montos | undefined) {
  const { completo, pagado } = pagoDeSesion(m ?? SIN_SALARIO, s);
  return {
    id: s.id,
    terapeutaId: s.terapeutaId,
    terapeuta: s.terapeutaNombre,
    paciente: s.pacienteNombre,
    fecha: s.fecha,
    fechaEvolucion: s.fechaEvolucion,
    pagado,
    precio: completo - pagado,
  };
}

/** The payroll card: fixed-salary staff (contract 2 or 3, or any fixed salary) with their net. */
export function nominaFija(registros: readonly (Montos & { tipoContrato: number; usuarioId: string; usuarioNombre: string })[]) {
  const filas = registros
    .filter((r) => r.tipoContrato !== 1 || r.salarioFijo > 0)
    .map((r) => ({
      usuarioId: r.usuarioId,
      nombre: r.usuarioNombre,
      tipoContrato: r.tipoContrato,
      salarioFijo: r.salarioFijo,
      eps: r.eps,
      pension: r.pension,
      arl: r.arl,
      prestaciones: r.eps + r.pension + r.arl,
      transporte: r.transporte,
      neto: salarioNeto(r),
    }));
  return { filas, total: filas.reduce((t, f) => t + f.neto, 0) };
}
