import type { Db } from '../../database/conexion.js';
import { contarPacientes, recorrerPacientes, type FiltroPacientes, type PacienteEnLista } from '../lecturas/pacientes.js';
import { ESTADOS_PACIENTE, SEXOS, TIPOS_CLIENTE } from '../contrato.js';
import { textoDe } from '../../contratos/opciones.js';
import { enteroDelFiltro, sinVacios, textoDelFiltro, type Hoja, type SolicitanteHoja } from '../../excel/hoja.js';

const fecha = (f: string) => f.split('-').reverse().join('/');

/**
 * Registered patients (/admisiones/pacientes), with the list's filter. The site follows the same rule
 * as the list: whoever does not see every site exports only their own, whatever the filter says.
 */
export const hojaPacientes: Hoja<FiltroPacientes, PacienteEnLista> = {
  columnas: [
    { encabezado: 'Código', clave: 'codigo', ancho: 18 },
    { encabezado: 'Tipo de documento', clave: 'tipoDocumento', ancho: 10 },
    { encabezado: 'Número de documento', clave: 'numeroDocumento', ancho: 18 },
    { encabezado: 'Apellidos', clave: 'apellidos', ancho: 28 },
    { encabezado: 'Nombres', clave: 'nombres', ancho: 28 },
    { encabezado: 'Fecha de nacimiento', clave: 'fechaNacimiento', ancho: 14, tipo: 'fecha' },
    { encabezado: 'Edad', clave: 'edad', ancho: 18 },
    { encabezado: 'Sexo', clave: 'sexo', ancho: 10 },
    { encabezado: 'Fecha de ingreso', clave: 'fechaIngreso', ancho: 14, tipo: 'fecha' },
    { encabezado: 'Tipo de cliente', clave: 'tipoCliente', ancho: 14 },
    { encabezado: 'Sede', clave: 'sede', ancho: 14 },
    { encabezado: 'Estado', clave: 'estado', ancho: 10 },
  ],
  leerFiltro: (f, solicitante?: SolicitanteHoja) => {
    const pedida = textoDelFiltro(f.sede, 'sede', 60);
    const sede = solicitante && !solicitante.permisos.has('capacidad.todas-las-sedes') ? solicitante.sede : pedida;
    return sinVacios({ q: textoDelFiltro(f.q, 'q'), estado: enteroDelFiltro(f.estado, 'estado'), sede });
  },
  contar: async (db: Db, filtro) => {
    const c = await contarPacientes(db, filtro);
    return filtro.estado === 1 ? c.activos : filtro.estado === 0 ? c.inactivos : c.todos;
  },
  recorrer: (db, filtro, hoy) => recorrerPacientes(db, filtro, hoy),
  fila: (p) => ({
    codigo: p.codigo,
    tipoDocumento: p.tipoDocumento,
    numeroDocumento: p.numeroDocumento,
    apellidos: [p.primerApellido, p.segundoApellido].filter(Boolean).join(' '),
    nombres: [p.primerNombre, p.segundoNombre].filter(Boolean).join(' '),
    fechaNacimiento: fecha(p.fechaNacimiento),
    edad: `${p.edad.anios} años y ${p.edad.meses} meses`,
    sexo: textoDe(SEXOS, p.sexo),
    fechaIngreso: fecha(p.fechaIngreso),
    tipoCliente: textoDe(TIPOS_CLIENTE, p.tipoCliente),
    sede: p.sedeNombre ?? p.sede,
    estado: textoDe(ESTADOS_PACIENTE, p.estado),
  }),
};
