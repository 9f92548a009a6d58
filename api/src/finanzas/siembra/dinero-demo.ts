import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { copagos, coberturas, descargos, gastos, salarios, sedes, sesiones, usuarios } from '@avanti/libs/database/schema/index';
import { streamCopago, streamDescargo, streamGasto, streamSalario, type CategoriaGasto, type MontosSalario } from '@avanti/libs/finanzas/eventos';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import type { CambioDeStream } from '@avanti/libs/eventstore/tipos';
import { metadatosDeSiembra } from '../../infrastructure/siembra/metadatos.js';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { sumarDias } from '../../programacion/sesion/domain/calendario.js';
import { agregadoCopago, decidirCopago } from '../copagos/domain/copago.js';
import { agregadoDescargo, decidirDescargo } from '../descargos/domain/descargo.js';
import { agregadoGasto, decidirGastoFijo, decidirGastoVariable } from '../gastos/domain/gasto.js';
import { agregadoSalario, decidirSalario } from '../salarios/domain/salario.js';

interface Deps {
  store: EventStore;
  db: Db;
  reloj: Reloj;
}

const ROLES_TERAPEUTA = [2, 3, 4, 5, 6];
/** Administrative staff of the demo with a fixed salary (admissions, coordination, accounting...). */
const ROLES_NOMINA_FIJA = [7, 9, 15];

const nuevo = (streamId: string, eventos: CambioDeStream['eventos']): CambioDeStream => ({ streamId, versionEsperada: 0, eventos });
const vacia = async (db: Db, tabla: typeof salarios | typeof copagos | typeof gastos | typeof descargos) =>
  Number((await db.select({ n: count() }).from(tabla))[0].n) === 0;

/** Whole thousands, deterministic from an index. */
const mil = (base: number, k: number, paso: number, variantes: number) => base + (k % variantes) * paso;

/**
 * Salary records in Colombian pesos: therapists paid per session (private and home visits higher, evaluations
 * more), two of them also on a fixed contract; some administrative staff on a fixed salary with transport.
 * Contracts 2 and 3 carry the employee's health (4 %), pension (4 %) and ARL contributions.
 */
export function montosDemo(rol: number, k: number): Partial<MontosSalario> {
  const sesion = mil(18_000, k, 1_500, 5);
  if (ROLES_TERAPEUTA.includes(rol)) {
    const fijo = rol === 5 || rol === 6;
    const salarioFijo = fijo ? mil(1_800_000, k, 200_000, 5) : 0;
    return {
      tipoContrato: fijo ? 2 : 1,
      salarioFijo,
      transporte: fijo ? 200_000 : 0,
      pagoPorSesion: sesion,
      pagoPorSesionParticular: sesion + 7_000,
      pagoPorSesionDomicilio: sesion + 10_000,
      pagoPorSesionDomicilioParticular: sesion + 15_000,
      pagoPorEvaluacion: mil(35_000, k, 2_500, 5),
      pagoPorEvaluacionDomicilio: mil(45_000, k, 2_500, 5),
      eps: fijo ? Math.round(salarioFijo * 0.04) : 0,
      pension: fijo ? Math.round(salarioFijo * 0.04) : 0,
      arl: fijo ? Math.round(salarioFijo * 0.00522) : 0,
    };
  }
  const salarioFijo = mil(1_900_000, k, 350_000, 3);
  return {
    tipoContrato: k % 2 === 0 ? 2 : 3,
    salarioFijo,
    transporte: 200_000,
    eps: Math.round(salarioFijo * 0.04),
    pension: Math.round(salarioFijo * 0.04),
    arl: Math.round(salarioFijo * 0.00522),
  };
}

async function sembrarSalarios({ store, db, reloj }: Deps): Promise<number> {
  if (!(await vacia(db, salarios))) return 0;
  const personas = await db
    .select({ id: usuarios.id, rol: usuarios.rolId, nombres: usuarios.nombres, apellidos: usuarios.apellidos, sede: usuarios.sedeId })
    .from(usuarios)
    .where(and(inArray(usuarios.rolId, [...ROLES_TERAPEUTA, ...ROLES_NOMINA_FIJA]), eq(usuarios.estado, 1)))
    .orderBy(asc(usuarios.usuario));
  const cambios = personas.map((u, k) =>
    nuevo(
      streamSalario(u.id),
      decidirSalario(agregadoSalario.inicial, {
        usuario: { id: u.id, nombre: `${u.nombres} ${u.apellidos}`.trim(), sede: u.sede },
        montos: montosDemo(u.rol, k),
        hoy: hoy(reloj),
      }),
    ),
  );
  if (cambios.length) await store.anexar(cambios, metadatosDeSiembra(reloj, 'admin', 1));
  return cambios.length;
}

/** Copays of about a third of the patients seen over the demo's two months: cash or transfer, on the session's date. */
async function sembrarCopagos({ store, db, reloj }: Deps): Promise<number> {
  if (!(await vacia(db, copagos))) return 0;
  const realizadas = await db
    .select({
      pacienteId: sesiones.pacienteId,
      pacienteNombre: sesiones.pacienteNombre,
      fecha: sesiones.fecha,
      copago: sesiones.copago,
      sede: sesiones.sede,
      entidadId: coberturas.entidadId,
      entidadNombre: sesiones.entidadNombre,
    })
    .from(sesiones)
    .innerJoin(coberturas, eq(coberturas.id, sesiones.coberturaId))
    .where(and(eq(sesiones.estado, 1), gte(sesiones.fecha, sumarDias(hoy(reloj), -62))))
    .orderBy(asc(sesiones.fecha), asc(sesiones.horaInicio), asc(sesiones.id));
  const cambios: CambioDeStream[] = [];
  realizadas.forEach((s, k) => {
    if (k % 3 !== 0) return;
    const id = randomUUID();
    const monto = s.copago > 0 ? s.copago : mil(4_500, k, 1_500, 6);
    const entidad = s.entidadId ? { id: s.entidadId, nombre: s.entidadNombre ?? '' } : { id: null, nombre: 'Particulares' };
    const eventos = decidirCopago(agregadoCopago.inicial, {
      id,
      fecha: s.fecha,
      monto,
      tipo: k % 2 === 0 ? 1 : 2,
      paciente: { id: s.pacienteId, nombre: s.pacienteNombre, sede: s.sede },
      entidad,
      comentario: k % 4 === 0 ? 'Copago de la sesión' : null,
    });
    cambios.push(nuevo(streamCopago(id), eventos));
  });
  if (cambios.length) await store.anexar(cambios, metadatosDeSiembra(reloj, 'rol7', 7));
  return cambios.length;
}

const GASTOS_FIJOS: { concepto: string; valor: number }[] = [
  { concepto: 'Arriendo de la sede', valor: 4_800_000 },
  { concepto: 'Servicios públicos (agua, luz, gas)', valor: 850_000 },
  { concepto: 'Internet y telefonía', valor: 230_000 },
  { concepto: 'Nómina administrativa', valor: 6_400_000 },
];

const GASTOS_VARIABLES: { categoria: CategoriaGasto; concepto: string; valor: number }[] = [
  { categoria: 2, concepto: 'Material didáctico para terapia ocupacional', valor: 380_000 },
  { categoria: 2, concepto: 'Papelería y tóner', valor: 145_000 },
  { categoria: 2, concepto: 'Elementos de aseo y desinfección', valor: 210_000 },
  { categoria: 3, concepto: 'Mantenimiento del aire acondicionado', valor: 320_000 },
  { categoria: 3, concepto: 'Reparación de la camilla de fisioterapia', valor: 275_000 },
  { categoria: 1, concepto: 'Préstamo a empleado (abono de nómina)', valor: 500_000 },
];

/**
 * Per site: the fixed expenses once, registered on the 1st of the previous month (they count in every month from
 * then, decision 0032); per month (this one and the previous) variable ones through the month up to today.
 */
async function sembrarGastos({ store, db, reloj }: Deps): Promise<number> {
  if (!(await vacia(db, gastos))) return 0;
  const fechaHoy = hoy(reloj);
  const [anio, mes] = fechaHoy.split('-').map(Number);
  const primero = (m: number) => {
    const d = new Date(Date.UTC(anio, mes - 1 + m, 1));
    return d.toISOString().slice(0, 10);
  };
  const listaSedes = await db.select({ id: sedes.id }).from(sedes).orderBy(asc(sedes.id));
  const cambios: CambioDeStream[] = [];
  listaSedes.forEach((sede, s) => {
    const factor = s === 0 ? 1 : 0.75;
    for (const m of [-1, 0]) {
      const inicio = primero(m);
      for (const g of m === -1 ? GASTOS_FIJOS : []) {
        const id = randomUUID();
        cambios.push(
          nuevo(
            streamGasto(id),
            decidirGastoFijo(agregadoGasto.inicial, {
              id,
              valor: Math.round((g.valor * factor) / 1000) * 1000,
              concepto: g.concepto,
              usuario: null,
              sede: sede.id,
              hoy: inicio,
            }),
          ),
        );
      }
      GASTOS_VARIABLES.forEach((g, k) => {
        if ((k + s + m) % 2 !== 0 && g.categoria === 2) return;
        const fecha = sumarDias(inicio, 3 + k * 4 + s);
        if (fecha > fechaHoy) return;
        const id = randomUUID();
        cambios.push(
          nuevo(
            streamGasto(id),
            decidirGastoVariable(agregadoGasto.inicial, {
              id,
              fecha,
              valor: g.valor + s * 15_000,
              categoria: g.categoria,
              concepto: g.concepto,
              sede: sede.id,
            }),
          ),
        );
      });
    }
  });
  if (cambios.length) await store.anexar(cambios, metadatosDeSiembra(reloj, 'admin', 1));
  return cambios.length;
}

/** 'Informe atrasado' on a few late evolutions: the half of the session pay not paid, dated the day of the evolution. */
async function sembrarDescargos({ store, db, reloj }: Deps): Promise<number> {
  if (!(await vacia(db, descargos))) return 0;
  const fechaHoy = hoy(reloj);
  const atrasadas = await db
    .select({
      id: sesiones.id,
      terapeutaId: sesiones.terapeutaId,
      terapeutaNombre: sesiones.terapeutaNombre,
      sede: sesiones.sede,
      fecha: sesiones.fecha,
      fechaEvolucion: sesiones.fechaEvolucion,
      pacienteNombre: sesiones.pacienteNombre,
    })
    .from(sesiones)
    .where(and(eq(sesiones.estado, 1), eq(sesiones.atrasada, true)))
    .orderBy(asc(sesiones.fecha), asc(sesiones.id));
  const pago = new Map((await db.select({ id: salarios.usuarioId, valor: salarios.pagoPorSesion }).from(salarios)).map((s) => [s.id, s.valor]));
  const cambios: CambioDeStream[] = [];
  atrasadas.forEach((s, k) => {
    if (k % 4 !== 0) return;
    const id = randomUUID();
    const valor = Math.round((pago.get(s.terapeutaId) ?? 20_000) / 2);
    const eventos = decidirDescargo(agregadoDescargo.inicial, {
      id,
      terapeuta: { id: s.terapeutaId, nombre: s.terapeutaNombre, sede: s.sede },
      valor,
      concepto: 'Informe atrasado',
      nota: `Evolución de ${s.pacienteNombre} registrada después del día de la sesión`,
      fecha: [s.fechaEvolucion ?? s.fecha, fechaHoy].sort()[0],
      sesionId: s.id,
    });
    cambios.push(nuevo(streamDescargo(id), eventos));
  });
  if (cambios.length) await store.anexar(cambios, metadatosDeSiembra(reloj, 'admin', 1));
  return cambios.length;
}

/** The demo's money: salary records, copays, expenses and discards, each part once. */
export async function sembrarDineroDemo(deps: Deps): Promise<void> {
  await sembrarSalarios(deps);
  await sembrarCopagos(deps);
  await sembrarGastos(deps);
  await sembrarDescargos(deps);
}
