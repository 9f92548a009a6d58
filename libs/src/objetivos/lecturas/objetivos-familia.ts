import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { objetivos, pacientes, usuarios } from '../../database/schema/index.js';
import { ESPECIALIDADES } from '../../catalogos/contrato.js';
import { progresoParaFamilia, type ObjetivosParaFamilia } from '../contrato-lecturas.js';
import { alcance, type Lector } from './objetivos.js';
import { columnasNombrePaciente, nombreDePaciente } from '../../admisiones/index.js';

interface PacienteFamilia {
  id: string;
  bloqueadoPara: string | null;
  lideres: Record<number, string | null>;
}

/**
 * A patient's objectives in plain words for the family (/diarioCampo/objetivos-logros-familia): per
 * specialty by name, each objective with its tasks, progress in words and a bar, completion date.
 * The same scope as the objectives screen: the patient's site (the caller checked it) and psychology
 * of a locked patient only for whoever may see it (left out here, server-side).
 */
export async function objetivosParaFamilia(db: Db, paciente: PacienteFamilia, lector: Lector, hoy: string): Promise<ObjetivosParaFamilia> {
  const [p] = await db
    .select({
      ...columnasNombrePaciente,
      tipoDocumento: pacientes.tipoDocumento,
      numeroDocumento: pacientes.numeroDocumento,
      fechaNacimiento: pacientes.fechaNacimiento,
    })
    .from(pacientes)
    .where(eq(pacientes.id, paciente.id));
  const filas = await db
    .select({ o: objetivos })
    .from(objetivos)
    .innerJoin(pacientes, eq(pacientes.id, objetivos.pacienteId))
    .where(and(eq(objetivos.pacienteId, paciente.id), alcance(lector)))
    .orderBy(desc(objetivos.fechaInicio), asc(objetivos.id));
  const idsLideres = [...new Set(Object.values(paciente.lideres).filter((v): v is string => !!v))];
  const lideres = idsLideres.length
    ? await db.select({ id: usuarios.id, nombres: usuarios.nombres, apellidos: usuarios.apellidos }).from(usuarios).where(inArray(usuarios.id, idsLideres))
    : [];
  const nombreLider = (especialidad: number) => {
    const l = lideres.find((x) => x.id === paciente.lideres[especialidad]);
    return l ? `${l.nombres} ${l.apellidos}`.trim() : null;
  };
  const especialidades = ESPECIALIDADES.map((e) => ({
    especialidad: e.nombre,
    terapeuta: nombreLider(e.codigo),
    objetivos: filas
      .filter(({ o }) => o.especialidad === e.codigo)
      .map(({ o }) => ({
        objetivo: o.objetivo,
        tareas: o.tareas,
        progreso: progresoParaFamilia(o),
        avance: o.porcentaje ?? 0,
        fechaInicio: o.fechaInicio,
        fechaCumplimiento: o.fechaFin,
        fechaLogro: o.fechaLogro,
        logro: o.logro,
      })),
  })).filter((e) => e.objetivos.length > 0);
  return {
    paciente: {
      nombre: p ? nombreDePaciente(p) : '',
      documento: p ? `${p.tipoDocumento} ${p.numeroDocumento}` : '',
      fechaNacimiento: p?.fechaNacimiento ?? null,
    },
    fecha: hoy,
    especialidades,
    psicologiaReservada: !lector.veConfidenciales && paciente.bloqueadoPara !== null && paciente.bloqueadoPara !== lector.id,
  };
}
