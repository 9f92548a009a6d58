import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../database/conexion.js';
import { acudientes, motivosIngreso, pacientes, sedes, usuarios } from '../../database/schema/index.js';
import type { ArchivoGuardado } from '../eventos.js';
import { buscarPorPalabras } from '../../database/normalizar.js';
import { contarConTope, type ConsultaLista, type Pagina } from '../../http/rango.js';
import type { AcudienteLeido, ContadoresPacientes, LiderLeido, MotivoLeido, PacienteEnLista, PacienteLeido, TerapeutaLeido } from '../contrato-pacientes.js';

export type {
  AcudienteLeido,
  ContadoresPacientes,
  DocumentoLeido,
  LiderLeido,
  MotivoLeido,
  PacienteEnLista,
  PacienteGuardado,
  PacienteLeido,
  TerapeutaLeido,
} from '../contrato-pacientes.js';

export interface FiltroPacientes {
  q?: string;
  /** 1 active, 0 inactive; absent (or the spec's 2/3) = all. */
  estado?: number;
  /** null = every site (only for users who may see them all). */
  sede?: string | null;
  /** react-admin's getMany: only these ids. */
  ids?: string[];
}

/** The columns a patient's full name is made of (read with nombreDePaciente). */
export const columnasNombrePaciente = {
  primerNombre: pacientes.primerNombre,
  segundoNombre: pacientes.segundoNombre,
  primerApellido: pacientes.primerApellido,
  segundoApellido: pacientes.segundoApellido,
};

/** 'Ana María Pérez Gómez': the patient's names and surnames that are present, in order. */
export const nombreDePaciente = (p: { primerNombre: string; segundoNombre: string | null; primerApellido: string; segundoApellido: string | null }): string =>
  [p.primerNombre, p.segundoNombre, p.primerApellido, p.segundoApellido].filter(Boolean).join(' ');

/** Whole years and months between a birth date and today (both yyyy-mm-dd): the contracts' rule, shared with the admin. */
import { calcularEdad } from '../../contratos/fechas.js';
export { calcularEdad };

const columnasLista = {
  id: pacientes.id,
  codigo: pacientes.codigo,
  tipoDocumento: pacientes.tipoDocumento,
  numeroDocumento: pacientes.numeroDocumento,
  primerNombre: pacientes.primerNombre,
  segundoNombre: pacientes.segundoNombre,
  primerApellido: pacientes.primerApellido,
  segundoApellido: pacientes.segundoApellido,
  fechaNacimiento: pacientes.fechaNacimiento,
  sexo: pacientes.sexo,
  fechaIngreso: pacientes.fechaIngreso,
  tipoCliente: pacientes.tipoCliente,
  diagnostico: pacientes.diagnostico,
  estado: pacientes.estado,
  sede: pacientes.sede,
  sedeNombre: sedes.nombre,
  bloqueadoPara: pacientes.bloqueadoPara,
};
const ordenables: Record<string, SQL | (typeof columnasLista)[keyof typeof columnasLista]> = {
  ...columnasLista,
  edad: pacientes.fechaNacimiento,
};

function sinFiltroDeEstado(estado: number | undefined) {
  return estado === undefined || (estado !== 0 && estado !== 1);
}

function condiciones(f: FiltroPacientes, conEstado = true): SQL | undefined {
  const partes: SQL[] = [];
  if (f.ids) partes.push(inArray(pacientes.id, f.ids));
  if (f.sede) partes.push(eq(pacientes.sede, f.sede));
  if (conEstado && !sinFiltroDeEstado(f.estado)) partes.push(eq(pacientes.estado, f.estado!));
  // Each word must match a surname, a name, the document number or the code (spec: PacApe1, PacNom1,
  // PacNumDoc), accents and case aside: the projector writes them normalised in `busqueda`.
  const busqueda = buscarPorPalabras(pacientes.busqueda, f.q);
  if (busqueda) partes.push(busqueda);
  return partes.length ? and(...partes) : undefined;
}

const conEdad = <T extends { fechaNacimiento: string }>(fila: T, hoy: string) => ({ ...fila, edad: calcularEdad(fila.fechaNacimiento, hoy) });

/** What `listarPacientes` reads: the in-memory answers of the list are retired only by events that write these (decision 0053). */
export const TABLAS_DE_LISTAR_PACIENTES = [pacientes, sedes] as const;

export async function listarPacientes(db: Db, consulta: ConsultaLista<FiltroPacientes>, hoy: string): Promise<Pagina<PacienteEnLista>> {
  const donde = condiciones(consulta.filtro);
  const campo = consulta.orden.campo;
  const columna = ordenables[campo] ?? pacientes.primerApellido;
  // Age ascending is birth date descending.
  const ascendente = (consulta.orden.direccion === 'ASC') !== (campo === 'edad');
  const orden = ascendente ? asc(columna) : desc(columna);
  const [filas, [{ total }]] = await Promise.all([
    db
      .select(columnasLista)
      .from(pacientes)
      .leftJoin(sedes, eq(sedes.id, pacientes.sede))
      .where(donde)
      .orderBy(orden, asc(pacientes.primerNombre), asc(pacientes.id))
      .offset(consulta.desde)
      .limit(consulta.hasta - consulta.desde + 1),
    contarConTope(db, pacientes, donde).then((total) => [{ total }]),
  ]);
  return { filas: filas.map((f) => conEdad(f, hoy)), total: Number(total) };
}

/** Counters of the list (active, inactive, all) for the same search and site, whatever the state filter. */
export async function contarPacientes(db: Db, filtro: FiltroPacientes): Promise<ContadoresPacientes> {
  const filas = await db.select({ estado: pacientes.estado, n: count() }).from(pacientes).where(condiciones(filtro, false)).groupBy(pacientes.estado);
  const de = (e: number) => Number(filas.find((f) => f.estado === e)?.n ?? 0);
  return { activos: de(1), inactivos: de(0), todos: de(1) + de(0) };
}

/** Every patient matching a filter, a page at a time (for exports). */
export async function* recorrerPacientes(db: Db, filtro: FiltroPacientes, hoy: string, tamanoPagina = 1000): AsyncGenerator<PacienteEnLista[]> {
  for (let desde = 0; ; desde += tamanoPagina) {
    const { filas } = await listarPacientes(db, { filtro, desde, hasta: desde + tamanoPagina - 1, orden: { campo: 'primerApellido', direccion: 'ASC' } }, hoy);
    if (filas.length === 0) return;
    yield filas;
    if (filas.length < tamanoPagina) return;
  }
}

/** Site and state of a patient: what the api checks before any command or read on it. */
export async function ubicarPaciente(
  db: Db,
  id: string,
): Promise<{ id: string; sede: string; estado: number; documentos: Record<string, ArchivoGuardado> } | null> {
  const [fila] = await db
    .select({ id: pacientes.id, sede: pacientes.sede, estado: pacientes.estado, documentos: pacientes.documentos })
    .from(pacientes)
    .where(eq(pacientes.id, id));
  return fila ? { ...fila, documentos: (fila.documentos ?? {}) as Record<string, ArchivoGuardado> } : null;
}

export async function pacientePorDocumento(db: Db, tipoDocumento: string, numeroDocumento: string): Promise<{ id: string; sede: string } | null> {
  const [fila] = await db
    .select({ id: pacientes.id, sede: pacientes.sede })
    .from(pacientes)
    .where(and(eq(pacientes.tipoDocumento, tipoDocumento), eq(pacientes.numeroDocumento, numeroDocumento)));
  return fila ?? null;
}

/** What the detail adds to a list row: origin, residence, coverage, companion; and what it derives leaders and documents from. */
const columnasDetalle = {
  ...columnasLista,
  paisOrigen: pacientes.paisOrigen,
  departamentoOrigen: pacientes.departamentoOrigen,
  ciudadOrigen: pacientes.ciudadOrigen,
  paisResidencia: pacientes.paisResidencia,
  departamentoResidencia: pacientes.departamentoResidencia,
  ciudadResidencia: pacientes.ciudadResidencia,
  barrio: pacientes.barrio,
  direccion: pacientes.direccion,
  telefono: pacientes.telefono,
  regimen: pacientes.regimen,
  eps: pacientes.eps,
  prepagada: pacientes.prepagada,
  poliza: pacientes.poliza,
  tipoVinculacion: pacientes.tipoVinculacion,
  nombreAcompanante: pacientes.nombreAcompanante,
  telefonoAcompanante: pacientes.telefonoAcompanante,
  remitente: pacientes.remitente,
  liderFisioterapia: pacientes.liderFisioterapia,
  liderFonoaudiologia: pacientes.liderFonoaudiologia,
  liderTerapiaOcupacional: pacientes.liderTerapiaOcupacional,
  liderPsicologia: pacientes.liderPsicologia,
  liderEducacionEspecial: pacientes.liderEducacionEspecial,
  documentos: pacientes.documentos,
};

export async function obtenerPaciente(db: Db, id: string, hoy: string): Promise<PacienteLeido | null> {
  const [fila] = await db.select(columnasDetalle).from(pacientes).leftJoin(sedes, eq(sedes.id, pacientes.sede)).where(eq(pacientes.id, id));
  if (!fila) return null;
  const { liderFisioterapia, liderFonoaudiologia, liderTerapiaOcupacional, liderPsicologia, liderEducacionEspecial, documentos: guardados, ...p } = fila;
  const ids = [liderFisioterapia, liderFonoaudiologia, liderTerapiaOcupacional, liderPsicologia, liderEducacionEspecial].filter((x): x is string => !!x);
  const nombres = ids.length
    ? await db.select({ id: usuarios.id, nombres: usuarios.nombres, apellidos: usuarios.apellidos }).from(usuarios).where(inArray(usuarios.id, ids))
    : [];
  const lider = (uid: string | null): LiderLeido | null => {
    if (!uid) return null;
    const u = nombres.find((n) => n.id === uid);
    return { id: uid, nombre: u ? `${u.nombres} ${u.apellidos}`.trim() : uid };
  };
  const documentos = Object.fromEntries(
    Object.entries((guardados ?? {}) as Record<string, ArchivoGuardado>).map(([t, a]) => [
      t,
      { tipo: a.tipo, tamano: a.tamano, nombreOriginal: a.nombreOriginal },
    ]),
  );
  return {
    ...conEdad(p, hoy),
    lideres: {
      fisioterapia: lider(liderFisioterapia),
      fonoaudiologia: lider(liderFonoaudiologia),
      terapiaOcupacional: lider(liderTerapiaOcupacional),
      psicologia: lider(liderPsicologia),
      educacionEspecial: lider(liderEducacionEspecial),
    },
    confidencial: p.bloqueadoPara !== null,
    documentos,
  };
}

export function listarAcudientes(db: Db, pacienteId: string): Promise<AcudienteLeido[]> {
  return db
    .select({
      pacienteId: acudientes.pacienteId,
      parentesco: acudientes.parentesco,
      tipoDocumento: acudientes.tipoDocumento,
      numeroDocumento: acudientes.numeroDocumento,
      nombres: acudientes.nombres,
      apellidos: acudientes.apellidos,
      telefono: acudientes.telefono,
      correo: acudientes.correo,
      ocupacion: acudientes.ocupacion,
    })
    .from(acudientes)
    .where(eq(acudientes.pacienteId, pacienteId))
    .orderBy(asc(acudientes.registradoEn), asc(acudientes.numeroDocumento));
}

export function listarMotivos(db: Db, pacienteId: string): Promise<MotivoLeido[]> {
  return db
    .select({
      id: motivosIngreso.id,
      pacienteId: motivosIngreso.pacienteId,
      fecha: motivosIngreso.fecha,
      descripcion: motivosIngreso.descripcion,
      estado: motivosIngreso.estado,
    })
    .from(motivosIngreso)
    .where(eq(motivosIngreso.pacienteId, pacienteId))
    .orderBy(desc(motivosIngreso.fecha), desc(motivosIngreso.registradoEn));
}

/** Active therapists of roles 2-6 (leader candidates), optionally of one site. */
export function listarTerapeutas(db: Db, sede: string | null): Promise<TerapeutaLeido[]> {
  const donde = and(inArray(usuarios.rolId, [2, 3, 4, 5, 6]), eq(usuarios.estado, 1), sede ? eq(usuarios.sedeId, sede) : undefined);
  return db
    .select({ id: usuarios.id, nombre: sql<string>`trim(${usuarios.nombres} || ' ' || ${usuarios.apellidos})`, rol: usuarios.rolId, sede: usuarios.sedeId })
    .from(usuarios)
    .where(donde)
    .orderBy(asc(usuarios.rolId), asc(usuarios.nombres), asc(usuarios.apellidos));
}

/** Whether a user may read a patient's clinical record (DOMAIN.md: confidential lock PacBlo). */
export const puedeVerHistoria = (paciente: { bloqueadoPara: string | null }, usuario: { id: string; permisos: ReadonlySet<string> }): boolean =>
  paciente.bloqueadoPara === null || paciente.bloqueadoPara === usuario.id || usuario.permisos.has('capacidad.ver-historias-confidenciales');
