import { asc } from 'drizzle-orm';
import type { FilaReportePaciente } from '../contrato.js';
import { sedes } from '../../database/schema/index.js';
import { enteroDelFiltro, filtroInvalido } from '../../http/filtro.js';
import { listarReportePacientes, type FiltroReportePacientes } from '../lecturas/reportes.js';
import { rangoOpcional } from '../lecturas/filtro-reporte.js';
import { sinVacios, textoDelFiltro, type Hoja, type SolicitanteHoja } from '../../excel/hoja.js';

const PAGINA = 1000;

const entre = (valor: unknown, campo: string, admitidos: readonly number[]) => {
  const n = enteroDelFiltro(valor, campo);
  if (n !== undefined && !admitidos.includes(n)) throw filtroInvalido(campo);
  return n;
};

/** The patient report's filter as its list reads it; the site the requester's own unless they see every site. */
export function leerFiltroReportePacientes(f: Record<string, unknown>, solicitante?: SolicitanteHoja): FiltroReportePacientes {
  const pedida = textoDelFiltro(f.sede, 'sede', 60);
  const todas = !solicitante || solicitante.permisos.has('capacidad.todas-las-sedes');
  const sede = !todas ? solicitante!.sede : !pedida || pedida === 'todas' ? null : pedida;
  const q = textoDelFiltro(f.q, 'q', 100)?.trim() || undefined;
  return sinVacios({
    ...rangoOpcional(f.desde, f.hasta),
    sede,
    estado: entre(f.estado, 'estado', [0, 1]),
    tipoCliente: entre(f.tipoCliente, 'tipoCliente', [2, 3, 6, 7, 8]),
    tipoEntidad: entre(f.tipoEntidad, 'tipoEntidad', [1, 2, 3]),
    regimen: entre(f.regimen, 'regimen', [1, 2]),
    entidad: textoDelFiltro(f.entidad, 'entidad', 60),
    especialidad: entre(f.especialidad, 'especialidad', [2, 3, 4, 5, 6]),
    q,
  });
}

type FilaConSede = FilaReportePaciente & { sedeNombre: string };

/** Patient report (/reportes/pacientes): the list's columns, its filter, its order (by surname). */
export const hojaReportePacientes: Hoja<FiltroReportePacientes, FilaConSede> = {
  columnas: [
    { encabezado: 'Nombre', clave: 'nombre', ancho: 36 },
    { encabezado: 'Documento', clave: 'documento', ancho: 18 },
    { encabezado: 'Fecha de nacimiento', clave: 'fechaNacimiento', ancho: 14, tipo: 'fecha' },
    { encabezado: 'Fecha de ingreso', clave: 'fechaIngreso', ancho: 14, tipo: 'fecha' },
    { encabezado: 'Tipo de cliente', clave: 'tipoCliente', ancho: 18 },
    { encabezado: 'Estado', clave: 'estado', ancho: 10 },
    { encabezado: 'Sede', clave: 'sede', ancho: 18 },
  ],
  leerFiltro: leerFiltroReportePacientes,
  contar: async (db, filtro) => (await listarReportePacientes(db, { filtro, desde: 0, hasta: 0, orden: { campo: 'nombre', direccion: 'ASC' } })).total,
  async *recorrer(db, filtro) {
    const nombres = new Map((await db.select({ id: sedes.id, nombre: sedes.nombre }).from(sedes).orderBy(asc(sedes.id))).map((s) => [s.id, s.nombre]));
    for (let desde = 0; ; desde += PAGINA) {
      const { filas } = await listarReportePacientes(db, { filtro, desde, hasta: desde + PAGINA - 1, orden: { campo: 'nombre', direccion: 'ASC' } });
      if (filas.length) yield filas.map((p) => ({ ...p, sedeNombre: nombres.get(p.sede) ?? p.sede }));
      if (filas.length < PAGINA) return;
    }
  },
  fila: (p) => ({
    nombre: p.nombre,
    documento: p.documento,
    fechaNacimiento: p.fechaNacimiento,
    fechaIngreso: p.fechaIngreso,
    tipoCliente: p.tipoClienteNombre,
    estado: p.estado === 1 ? 'Activo' : 'Inactivo',
    sede: p.sedeNombre,
  }),
};
