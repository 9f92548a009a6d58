import { and, count, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { exportaciones, pacientes, usuarios } from '../../database/schema/index.js';
import { ESTADOS_EXPORTACION, type EstadoExportacion } from '../../exportaciones/contrato.js';
import type { FilaRegistroInforme } from '../contrato-valoraciones.js';
import { INFORMES_PDF } from '../../jobs/informes-pdf.js';
import { RECURSOS_EXPORTABLES } from '../../jobs/recursos-exportables.js';
import { buscarPorPalabras } from '../../database/normalizar.js';
import type { ConsultaLista, Pagina } from '../../http/rango.js';

/**
 * The log of exported reports (spec 3 §2.2 item 12, /reportes/registro-informes): every patient report
 * exported (its request in `exportaciones` with a patient), who delivered it (by name), the report, when, and
 * the summary, concept and recommendation written for it. Dates are Bogotá days of the request.
 */
export interface FiltroRegistroInformes {
  desde: string;
  hasta: string;
  /** The patient's site (as every read of a patient); null: every site. */
  sede: string | null;
  paciente?: string;
  /** Words of the patient's name or document (accents and case aside). */
  q?: string;
}

const inicioDelDia = (dia: string) => new Date(`${dia}T00:00:00-05:00`);
const diaSiguiente = (dia: string) => new Date(inicioDelDia(dia).getTime() + 24 * 3600 * 1000);

const titulo = (recurso: string): string =>
  (INFORMES_PDF as Record<string, { titulo: string }>)[recurso]?.titulo ??
  (RECURSOS_EXPORTABLES as Record<string, { titulo: string }>)[recurso]?.titulo ??
  recurso;

function donde(f: FiltroRegistroInformes): SQL | undefined {
  return and(
    isNotNull(exportaciones.pacienteId),
    gte(exportaciones.solicitadaEn, inicioDelDia(f.desde)),
    lt(exportaciones.solicitadaEn, diaSiguiente(f.hasta)),
    f.sede ? eq(pacientes.sede, f.sede) : undefined,
    f.paciente ? eq(exportaciones.pacienteId, f.paciente) : undefined,
    buscarPorPalabras(pacientes.busqueda, f.q),
  );
}

/** A row and the lock of its patient (the caller blanks what a confidential history's reader may not see). */
export type FilaRegistroConBloqueo = FilaRegistroInforme & { bloqueadoPara: string | null };

export async function listarRegistroInformes(db: Db, consulta: ConsultaLista<FiltroRegistroInformes>): Promise<Pagina<FilaRegistroConBloqueo>> {
  const filtro = donde(consulta.filtro);
  const [filas, [{ total }]] = await Promise.all([
    db
      .select({ e: exportaciones, bloqueadoPara: pacientes.bloqueadoPara, entrega: sql<string | null>`${usuarios.nombres} || ' ' || ${usuarios.apellidos}` })
      .from(exportaciones)
      .leftJoin(pacientes, eq(pacientes.id, exportaciones.pacienteId))
      .leftJoin(usuarios, eq(usuarios.id, exportaciones.usuarioId))
      .where(filtro)
      .orderBy(consulta.orden.direccion === 'ASC' ? exportaciones.solicitadaEn : desc(exportaciones.solicitadaEn), exportaciones.id)
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    db.select({ total: count() }).from(exportaciones).leftJoin(pacientes, eq(pacientes.id, exportaciones.pacienteId)).where(filtro),
  ]);
  return {
    total,
    filas: filas.map(({ e, bloqueadoPara, entrega }) => ({
      id: e.id,
      entrega: entrega ?? e.usuario,
      tipo: titulo(e.recurso),
      creado: e.solicitadaEn.toISOString(),
      pacienteId: e.pacienteId,
      paciente: e.paciente,
      resumen: e.resumen,
      concepto: e.concepto,
      recomendacion: e.recomendacion,
      estado: ESTADOS_EXPORTACION[e.estado as EstadoExportacion] ?? e.estado,
      bloqueadoPara,
    })),
  };
}
