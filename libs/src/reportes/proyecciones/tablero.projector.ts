import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { tableroCoberturas, tableroDia, tableroSesiones } from '../../database/schema/index.js';
import type { DatosCobertura, EventoCobertura } from '../../coberturas/index.js';
import { TIPOS_EVENTO_SESION, type DatosSesionProgramada, type EventoSesion } from '../../programacion/index.js';
import { FilasEnMemoria, loteEnMemoria, SumasEnMemoria } from '../../projections/filas-en-memoria.js';
import type { Proyector } from '../../projections/proyector.js';

type SesionTablero = typeof tableroSesiones.$inferSelect;

/** The dashboard's client kind of a coverage: its insurer kind (1 EPS, 2 prepaid, 3 policy), particular otherwise. */
export const claseDeCliente = (tipoEntidad: number | null): string =>
  tipoEntidad === 1 ? 'eps' : tipoEntidad === 2 ? 'prepagada' : tipoEntidad === 3 ? 'poliza' : 'particular';

/** The `tablero_dia` row one session adds (signo 1) or takes away (signo -1). */
const filaDelDia = (s: SesionTablero, signo: 1 | -1): typeof tableroDia.$inferInsert => ({
  fecha: s.fecha,
  sede: s.sede,
  terapeutaId: s.terapeutaId,
  terapeutaNombre: s.terapeutaNombre,
  especialidad: s.especialidad,
  claseCliente: s.claseCliente,
  entidadNombre: s.entidadNombre,
  estado: s.estado,
  evaluacion: s.tipo === 'Evaluacion',
  lugar: s.lugar,
  particular: s.formato === 2 || s.formato === 3,
  atrasada: s.atrasada,
  unidadesSesion: s.unidades,
  sesiones: signo,
  unidades: signo * s.unidades,
  valor: signo * s.valor * s.unidades,
});

const CLAVE_DEL_DIA = [
  'sede',
  'fecha',
  'terapeutaId',
  'terapeutaNombre',
  'especialidad',
  'claseCliente',
  'entidadNombre',
  'estado',
  'evaluacion',
  'lugar',
  'particular',
  'atrasada',
  'unidadesSesion',
] as const;

/** Adds (signo 1) or takes away (signo -1) one session from its day's row. */
function sumar(tx: Db, s: SesionTablero, signo: 1 | -1) {
  return tx
    .insert(tableroDia)
    .values(filaDelDia(s, signo))
    .onConflictDoUpdate({
      target: [
        tableroDia.sede,
        tableroDia.fecha,
        tableroDia.terapeutaId,
        tableroDia.terapeutaNombre,
        tableroDia.especialidad,
        tableroDia.claseCliente,
        tableroDia.entidadNombre,
        tableroDia.estado,
        tableroDia.evaluacion,
        tableroDia.lugar,
        tableroDia.particular,
        tableroDia.atrasada,
        tableroDia.unidadesSesion,
      ],
      set: {
        sesiones: sql`${tableroDia.sesiones} + excluded.sesiones`,
        unidades: sql`${tableroDia.unidades} + excluded.unidades`,
        valor: sql`${tableroDia.valor} + excluded.valor`,
      },
    });
}

/** A session changes: its old contribution leaves its day's row and the new one joins its (maybe other) row. */
async function cambiar(tx: Db, id: string, cambio: Partial<SesionTablero>) {
  const [antes] = await tx.select().from(tableroSesiones).where(eq(tableroSesiones.id, id));
  if (!antes) return;
  const despues = { ...antes, ...cambio };
  await sumar(tx, antes, -1);
  await sumar(tx, despues, 1);
  await tx.update(tableroSesiones).set(cambio).where(eq(tableroSesiones.id, id));
}

const COBERTURAS = ['OrdenMedicaRegistrada', 'AutorizacionRegistrada', 'ServicioParticularRegistrado', 'ConvenioRegistrado'] as const;

/**
 * The main dashboard's and the payroll's sums per day (issue 29, decision 0046): each session counted once in
 * `tablero_dia` under its site, therapist, specialty, client kind, entity, state and pay class. It keeps its own
 * copy of each session's counted fields and of each coverage's client kind (projectors read only their tables).
 * Inline, as the sessions it sums: the dashboard shows a change as soon as the calendar does.
 */
export const proyectorTablero: Proyector = {
  nombre: 'tablero',
  modo: 'en-linea',
  tablas: [tableroDia, tableroSesiones, tableroCoberturas],
  tipos: [...COBERTURAS, ...TIPOS_EVENTO_SESION],
  async aplicar(tx, almacenado) {
    const e = almacenado as unknown as EventoSesion | EventoCobertura;
    switch (e.tipo) {
      case 'OrdenMedicaRegistrada':
      case 'AutorizacionRegistrada':
      case 'ServicioParticularRegistrado':
      case 'ConvenioRegistrado': {
        const d = e.datos as DatosCobertura;
        await tx
          .insert(tableroCoberturas)
          .values({ id: d.id, claseCliente: claseDeCliente(d.tipoEntidad) })
          .onConflictDoNothing();
        return;
      }
      case 'SesionProgramada': {
        const d = e.datos;
        const [c] = await tx.select({ clase: tableroCoberturas.claseCliente }).from(tableroCoberturas).where(eq(tableroCoberturas.id, d.coberturaId));
        const s = sesionProgramada(d, c?.clase);
        await tx.insert(tableroSesiones).values(s);
        await sumar(tx, s, 1);
        return;
      }
      case 'SesionCancelada':
        return cambiar(tx, e.datos.id, { estado: 2 });
      case 'CytAceptada':
        return cambiar(tx, e.datos.id, { estado: 1 });
      case 'EvolucionRegistrada':
        return cambiar(tx, e.datos.id, { estado: 1, atrasada: e.datos.atrasada });
      case 'HorarioSesionCambiado':
        return cambiar(tx, e.datos.id, { fecha: e.datos.fecha, unidades: e.datos.unidades });
      case 'TerapeutaSesionCambiado':
        return cambiar(tx, e.datos.id, { terapeutaId: e.datos.terapeutaId, terapeutaNombre: e.datos.terapeutaNombre });
    }
  },
  aplicarLote: loteEnMemoria(
    () => ({
      coberturas: new FilasEnMemoria(tableroCoberturas),
      sesiones: new FilasEnMemoria(tableroSesiones),
      dias: new SumasEnMemoria(tableroDia, [...CLAVE_DEL_DIA], ['sesiones', 'unidades', 'valor']),
    }),
    (m, almacenado) => {
      const e = almacenado as unknown as EventoSesion | EventoCobertura;
      if (e.tipo === 'SesionProgramada') m.coberturas.pedir({ id: e.datos.coberturaId });
      else if (!(COBERTURAS as readonly string[]).includes(e.tipo)) m.sesiones.pedir({ id: (e.datos as { id: string }).id });
    },
    (m, almacenado) => {
      const e = almacenado as unknown as EventoSesion | EventoCobertura;
      const cambiarEnMemoria = (id: string, cambio: Partial<SesionTablero>) => {
        const antes = m.sesiones.obtener({ id });
        if (!antes) return;
        m.dias.sumar(filaDelDia(antes, -1));
        m.dias.sumar(filaDelDia({ ...antes, ...cambio }, 1));
        m.sesiones.cambiar({ id }, cambio);
      };
      switch (e.tipo) {
        case 'OrdenMedicaRegistrada':
        case 'AutorizacionRegistrada':
        case 'ServicioParticularRegistrado':
        case 'ConvenioRegistrado': {
          const d = e.datos as DatosCobertura;
          if (!m.coberturas.obtener({ id: d.id })) m.coberturas.poner({ id: d.id, claseCliente: claseDeCliente(d.tipoEntidad) });
          return;
        }
        case 'SesionProgramada': {
          const s = sesionProgramada(e.datos, m.coberturas.obtener({ id: e.datos.coberturaId })?.claseCliente);
          m.sesiones.poner(s);
          m.dias.sumar(filaDelDia(s, 1));
          return;
        }
        case 'SesionCancelada':
          return cambiarEnMemoria(e.datos.id, { estado: 2 });
        case 'CytAceptada':
          return cambiarEnMemoria(e.datos.id, { estado: 1 });
        case 'EvolucionRegistrada':
          return cambiarEnMemoria(e.datos.id, { estado: 1, atrasada: e.datos.atrasada });
        case 'HorarioSesionCambiado':
          return cambiarEnMemoria(e.datos.id, { fecha: e.datos.fecha, unidades: e.datos.unidades });
        case 'TerapeutaSesionCambiado':
          return cambiarEnMemoria(e.datos.id, { terapeutaId: e.datos.terapeutaId, terapeutaNombre: e.datos.terapeutaNombre });
      }
    },
  ),
};

/** A scheduled session as the dashboard counts it: pending, on time, with its coverage's client kind. */
function sesionProgramada(d: DatosSesionProgramada, clase: string | undefined): SesionTablero {
  return {
    id: d.id,
    fecha: d.fecha,
    sede: d.sede,
    terapeutaId: d.terapeutaId,
    terapeutaNombre: d.terapeutaNombre,
    especialidad: d.especialidad,
    claseCliente: clase ?? 'particular',
    entidadNombre: d.entidadNombre,
    estado: 3,
    tipo: d.tipo,
    lugar: d.lugar,
    formato: d.formato,
    atrasada: false,
    unidades: d.unidades,
    valor: d.valor,
  };
}
