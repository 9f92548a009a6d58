import { MONTOS_SALARIO_EN_CERO, type LineaNominaLeida, type NominaTerapeutaLeida } from '../../contrato-lecturas.js';
import type { MontosSalario } from '../../eventos.js';

/**
 * The pure payroll rules (spec 3 §4, DOMAIN 'Money', decision 0018), shared by the api (GET /api/nomina,
 * /dashboard-nomina, /dashboard/avanti) and the payroll Excel sheet the workers write, so every screen and
 * the export show the same figures.
 */

/** Net salary of fixed-salary staff (spec 3 §4): salarioFijo − (eps + pension + arl) + transporte. */
export const salarioNeto = (m: Pick<MontosSalario, 'salarioFijo' | 'eps' | 'pension' | 'arl' | 'transporte'>): number =>
  m.salarioFijo - (m.eps + m.pension + m.arl) + m.transporte;

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
  /** Sessions alike that this one stands for (the payroll read summed from `tablero_dia`); 1 when absent. */
  cantidad?: number;
}

export type Montos = Omit<MontosSalario, 'tipoContrato'>;
export type ClaseSesion = LineaNominaLeida['clase'];
export type Modalidad = LineaNominaLeida['lugar'];

/** One line of a therapist's payroll (the contract's shape: the screen reads it as computed here). */
export type LineaNomina = LineaNominaLeida;

/** A therapist's payroll of the range, as the contract reads it (without the row id), with the discards' own detail. */
export interface NominaTerapeuta extends Omit<NominaTerapeutaLeida, 'id' | 'descargos'> {
  /** The discards behind `deducciones`, as the payroll screen and its export list them. */
  descargos: DescargoNomina[];
}

/** An active discard of the range (concept and date when the read brings them). */
export interface DescargoNomina {
  terapeutaId: string;
  terapeutaNombre: string;
  valor: number;
  fecha?: string;
  concepto?: string;
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

const SIN_SALARIO: Montos = MONTOS_SALARIO_EN_CERO;

/** A salary record and the business day it took effect. */
export interface RegistroVigente {
  vigenteDesde: string;
  montos: Montos;
}

/**
 * The record in force on `fecha` among a user's records (oldest first): the last one that took effect on or
 * before that day; a day before the first record is paid by the first (the pay was set after the work).
 */
export function vigenteEn(registros: readonly RegistroVigente[], fecha: string): Montos | undefined {
  let elegido = registros[0];
  for (const r of registros) {
    if (r.vigenteDesde > fecha) break;
    elegido = r;
  }
  return elegido?.montos;
}

/** Who is paid what on a given day. */
export type SalarioEn = (terapeutaId: string, fecha: string) => Montos | undefined;

export const salarioSegunHistorial =
  (historial: ReadonlyMap<string, readonly RegistroVigente[]>): SalarioEn =>
  (id, fecha) =>
    vigenteEn(historial.get(id) ?? [], fecha);

const modalidad = (lugar: string): Modalidad => (lugar === 'Domicilio' ? 'Domicilio' : lugar === 'Virtual' ? 'Virtual' : 'Sede');

/**
 * The therapists' payroll for a range: their done sessions grouped by type, place, client kind, timeliness
 * and rate, each paid by the salary record in force on its date; evaluations as extras; discards as deductions.
 * neto = sesiones + adicionales − deducciones. A therapist with discards and no sessions still appears.
 */
export function calcularNomina(
  sesiones: readonly SesionRealizada[],
  salarios: ReadonlyMap<string, Montos> | SalarioEn,
  descargos: readonly DescargoNomina[],
): NominaTerapeuta[] {
  const salarioEn: SalarioEn = typeof salarios === 'function' ? salarios : (id) => salarios.get(id);
  const filas = new Map<string, NominaTerapeuta>();
  const fila = (id: string, nombre: string) => {
    let f = filas.get(id);
    if (!f)
      filas.set(
        id,
        (f = {
          terapeutaId: id,
          terapeutaNombre: nombre,
          realizadas: 0,
          sesiones: 0,
          adicionales: 0,
          deducciones: 0,
          neto: 0,
          descuentoAtrasadas: 0,
          lineas: [],
          descargos: [],
        }),
      );
    return f;
  };
  for (const s of sesiones) {
    const f = fila(s.terapeutaId, s.terapeutaNombre);
    const m = salarioEn(s.terapeutaId, s.fecha) ?? SIN_SALARIO;
    const n = s.cantidad ?? 1;
    const uno = pagoDeSesion(m, s);
    const completo = uno.completo * n;
    const pagado = uno.pagado * n;
    const tarifa = tarifaDeSesion(m, s);
    const clase: ClaseSesion = s.tipo === 'Evaluacion' ? 'evaluacion' : 'sesion';
    const lugar = modalidad(s.lugar);
    const particular = clase === 'sesion' && esParticular(s.formato);
    let linea = f.lineas.find((l) => l.clase === clase && l.lugar === lugar && l.particular === particular && l.atrasada === s.atrasada && l.tarifa === tarifa);
    if (!linea) f.lineas.push((linea = { clase, lugar, particular, atrasada: s.atrasada, sesiones: 0, unidades: 0, tarifa, total: 0 }));
    linea.sesiones += n;
    linea.unidades += s.unidades * n;
    linea.total += pagado;
    f.realizadas += s.unidades * n;
    if (clase === 'evaluacion') f.adicionales += pagado;
    else f.sesiones += pagado;
    f.descuentoAtrasadas += completo - pagado;
  }
  for (const d of descargos) {
    const f = fila(d.terapeutaId, d.terapeutaNombre);
    f.deducciones += d.valor;
    f.descargos.push(d);
  }
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
