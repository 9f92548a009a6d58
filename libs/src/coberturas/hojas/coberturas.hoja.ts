import { contarCoberturas, recorrerCoberturas, type FiltroCoberturas } from '../lecturas/coberturas.js';
import { ESTADOS_COBERTURA, FORMATOS_COBERTURA, type CoberturaEnLista, type LineaCoberturaLeida } from '../contrato-servicios.js';
import { textoDe } from '../../contratos/opciones.js';
import { filtroInvalido } from '../../http/filtro.js';
import { enteroDelFiltro, sinVacios, textoDelFiltro, type Hoja, type SolicitanteHoja } from '../../excel/hoja.js';
import { esFechaIso } from '../../dominio/fecha-iso.js';

const fecha = (f: string) => f.split('-').reverse().join('/');

const fechaDelFiltro = (valor: unknown, campo: string) => {
  const texto = textoDelFiltro(valor, campo, 10);
  if (texto !== undefined && !esFechaIso(texto)) throw filtroInvalido(campo);
  return texto;
};

type CoberturaConLineas = CoberturaEnLista & { lineas: LineaCoberturaLeida[] };

/**
 * The orders report (/reportes/ordenes) with its list's filter: dates, search, format and site. Whoever
 * does not see every site exports only their own, whatever the filter says (as the list answers).
 */
export const hojaCoberturas: Hoja<FiltroCoberturas, CoberturaConLineas> = {
  columnas: [
    { encabezado: 'Código', clave: 'codigo', ancho: 28 },
    { encabezado: 'Formato', clave: 'formato', ancho: 14 },
    { encabezado: 'N.º autorización EPS', clave: 'numeroAutorizacionEps', ancho: 22 },
    { encabezado: 'Paciente', clave: 'paciente', ancho: 36 },
    { encabezado: 'Entidad o cliente', clave: 'entidad', ancho: 30 },
    { encabezado: 'Fecha de expedición', clave: 'fecha', ancho: 14, tipo: 'fecha' },
    { encabezado: 'Fecha de vencimiento', clave: 'vencimiento', ancho: 14, tipo: 'fecha' },
    { encabezado: 'Servicios', clave: 'servicios', ancho: 48 },
    { encabezado: 'Saldo en bolsa', clave: 'bolsa', ancho: 10 },
    { encabezado: 'Orden médica', clave: 'orden', ancho: 28 },
    { encabezado: 'Estado', clave: 'estado', ancho: 10 },
    { encabezado: 'Sede', clave: 'sede', ancho: 16 },
    { encabezado: 'Observaciones', clave: 'observaciones', ancho: 40 },
  ],
  leerFiltro: (f, solicitante?: SolicitanteHoja) => {
    const pedida = textoDelFiltro(f.sede, 'sede', 60);
    const sede = solicitante && !solicitante.permisos.has('capacidad.todas-las-sedes') ? solicitante.sede : pedida === 'todas' ? undefined : pedida;
    return sinVacios({
      q: textoDelFiltro(f.q, 'q'),
      codigo: textoDelFiltro(f.codigo, 'codigo', 60),
      formato: enteroDelFiltro(f.formato, 'formato'),
      desde: fechaDelFiltro(f.desde, 'desde'),
      hasta: fechaDelFiltro(f.hasta, 'hasta'),
      sede,
    });
  },
  contar: contarCoberturas,
  recorrer: (db, filtro) => recorrerCoberturas(db, filtro),
  fila: (c) => ({
    codigo: c.codigo,
    formato: textoDe(FORMATOS_COBERTURA, c.formato),
    numeroAutorizacionEps: c.numeroAutorizacionEps ?? '',
    paciente: c.pacienteNombre,
    entidad: c.formato >= 2 ? (c.nombreCliente ?? c.entidadNombre) : c.entidadNombre,
    fecha: fecha(c.fecha),
    vencimiento: c.fechaVencimiento ? fecha(c.fechaVencimiento) : 'Sin vigencia',
    servicios: c.lineas.map((l) => `${l.especialidad} × ${l.cantidad} (${l.programadas} programadas)`).join('; '),
    bolsa: c.bolsa,
    orden: c.perteneceCodigo ?? '',
    estado: textoDe(ESTADOS_COBERTURA, c.estado),
    sede: c.sedeNombre ?? c.sede,
    observaciones: c.observaciones ?? '',
  }),
};
