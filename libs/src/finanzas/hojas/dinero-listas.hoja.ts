import { asc } from 'drizzle-orm';
import type { DescargoLeido, GastoLeido } from '../contrato-lecturas.js';
import type { Db } from '../../database/conexion.js';
import { sedes } from '../../database/schema/index.js';
import { listarDescargos, listarGastos, type FiltroDinero } from '../lecturas/finanzas.js';
import type { ConsultaLista, Pagina } from '../../http/rango.js';
import { fechaDelFiltro } from '../../http/filtro.js';
import { filtroDinero } from './finanzas.hoja.js';
import { sinVacios, textoDelFiltro, type Hoja, type SolicitanteHoja } from '../../excel/hoja.js';

const PAGINA = 1000;

/** Every page of a list read, in its screen's order, until a short page. */
async function* todasLasPaginas<T>(leer: (consulta: ConsultaLista<FiltroDinero>) => Promise<Pagina<T>>, filtro: FiltroDinero): AsyncGenerator<T[]> {
  for (let desde = 0; ; desde += PAGINA) {
    const { filas } = await leer({ filtro, desde, hasta: desde + PAGINA - 1, orden: { campo: 'fecha', direccion: 'ASC' } });
    if (filas.length) yield filas;
    if (filas.length < PAGINA) return;
  }
}

async function nombresDeSedes(db: Db): Promise<Map<string, string>> {
  return new Map((await db.select({ id: sedes.id, nombre: sedes.nombre }).from(sedes).orderBy(asc(sedes.id))).map((s) => [s.id, s.nombre]));
}

/** Discards (/descargos) of a date range, optionally one therapist: as the list shows them, who registered them by name. */
export const hojaDescargos: Hoja<FiltroDinero, DescargoLeido> = {
  columnas: [
    { encabezado: 'Fecha', clave: 'fecha', ancho: 12, tipo: 'fecha' },
    { encabezado: 'Terapeuta', clave: 'terapeuta', ancho: 32 },
    { encabezado: 'Concepto', clave: 'concepto', ancho: 24 },
    { encabezado: 'Nota', clave: 'nota', ancho: 40 },
    { encabezado: 'Valor (COP)', clave: 'valor', ancho: 14, tipo: 'dinero' },
    { encabezado: 'Registrado por', clave: 'registradoPor', ancho: 24 },
  ],
  leerFiltro: (f, solicitante?: SolicitanteHoja) => sinVacios({ ...filtroDinero(f, solicitante), terapeuta: textoDelFiltro(f.terapeuta, 'terapeuta', 60) }),
  contar: async (db, filtro) => (await listarDescargos(db, { filtro, desde: 0, hasta: 0, orden: { campo: 'fecha', direccion: 'ASC' } })).total,
  recorrer: (db, filtro) => todasLasPaginas((c) => listarDescargos(db, c), filtro),
  fila: (d) => ({ fecha: d.fecha, terapeuta: d.terapeuta, concepto: d.concepto, nota: d.nota, valor: d.valor, registradoPor: d.registradoPor }),
};

type GastoFijoConSede = GastoLeido & { sedeNombre: string };

/** Fixed expenses (/gastos-fijos), active, of the requester's site unless they see every site: each with its site by name. */
export const hojaGastosFijos: Hoja<FiltroDinero, GastoFijoConSede> = {
  columnas: [
    { encabezado: 'Sede', clave: 'sede', ancho: 18 },
    { encabezado: 'Concepto', clave: 'concepto', ancho: 40 },
    { encabezado: 'Valor mensual (COP)', clave: 'valor', ancho: 16, tipo: 'dinero' },
    { encabezado: 'Usuario', clave: 'usuario', ancho: 28 },
    { encabezado: 'Registrado el', clave: 'fecha', ancho: 12, tipo: 'fecha' },
    { encabezado: 'Registrado por', clave: 'registradoPor', ancho: 24 },
  ],
  leerFiltro: (f, solicitante) => {
    const pedida = textoDelFiltro(f.sede, 'sede', 60);
    const sede = solicitante && !solicitante.permisos.has('capacidad.todas-las-sedes') ? solicitante.sede : pedida === 'todas' ? undefined : pedida;
    // The list's optional dates, read as the list reads them (issue 25 item 4: it exported every fixed expense).
    return sinVacios({ desde: fechaDelFiltro(f.desde, 'desde'), hasta: fechaDelFiltro(f.hasta, 'hasta'), sede });
  },
  contar: async (db, filtro) => (await listarGastos(db, 'fijo', { filtro, desde: 0, hasta: 0, orden: { campo: 'fecha', direccion: 'ASC' } })).total,
  async *recorrer(db, filtro) {
    const nombres = await nombresDeSedes(db);
    for await (const lote of todasLasPaginas((c) => listarGastos(db, 'fijo', c), filtro))
      yield lote.map((g) => ({ ...g, sedeNombre: nombres.get(g.sede) ?? g.sede }));
  },
  fila: (g) => ({ sede: g.sedeNombre, concepto: g.concepto, valor: g.valor, usuario: g.usuario, fecha: g.fecha, registradoPor: g.registradoPor }),
};
