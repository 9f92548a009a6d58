import { AlmacenArchivos } from '../../files/almacen-archivos.js';
import { detectarTipo } from '../../files/tipo-de-archivo.js';
import { ESPECIALIDADES } from '../../catalogos/contrato.js';
import { textoDe } from '../../contratos/opciones.js';
import { MENSAJES_INFORMES_PACIENTE as M, TEXTO_SIN_EVALUAR } from '../../reportes/contrato-informes-paciente.js';
import { textoIndiceAtencion } from '../../reportes/contrato-objetivos.js';
import { ReglaIncumplida } from '../../dominio/errores.js';
import { leerFiltroInformePaciente } from '../../reportes/index.js';
import {
  evolucionesDelInforme,
  informeMensual,
  liderDeEspecialidad,
  objetivosDelInforme,
  pacienteDelInforme,
  type LectorDelInforme,
} from '../../reportes/index.js';
import { hoy as hoyDe } from '../../clock/reloj.js';
import { imagenComoDataUri } from '../../pdf/plantillas.js';
import type { DependenciasArchivos } from '../trabajo-exportacion.js';
import type { InformePdf, InformePreparado } from './informe-pdf.js';

const ddmmaaaa = (f: string) => f.split('-').reverse().join('/');

/** The leader who signs: name, T.P. and the signature image when one is stored (none is not a refusal here). */
async function firmaDelLider(deps: DependenciasArchivos, pacienteId: string, especialidad: number | undefined) {
  if (especialidad === undefined) return null;
  const lider = await liderDeEspecialidad(deps.db, pacienteId, especialidad);
  const imagen = lider.firma ? await new AlmacenArchivos(deps.directorioArchivos).leer(lider.firma).catch(() => null) : null;
  const tipo = imagen ? detectarTipo(imagen) : null;
  const firma = imagen && (tipo === 'png' || tipo === 'jpg') ? imagenComoDataUri(imagen, tipo) : null;
  return { nombre: lider.nombre, tarjetaProfesional: lider.tarjetaProfesional, firma, especialidad: textoDe(ESPECIALIDADES, especialidad) };
}

/**
 * The three PDFs of /reportes/informeEvolucion (spec 3 §2.2 item 13). The filter is the one the request
 * recorded (read again with the same rules) and the reader's scope for the objectives' confidentiality; the
 * specialty's leader signs when a specialty is chosen ('No se encontró un lider para esta especialidad'
 * without one, checked again at render time).
 */
async function preparar(deps: DependenciasArchivos, crudo: Record<string, unknown>): Promise<InformePreparado> {
  const hoy = hoyDe(deps.reloj);
  const f = leerFiltroInformePaciente(crudo, hoy, true);
  const lector = crudo.lector as LectorDelInforme | undefined;
  const paciente = await pacienteDelInforme(deps.db, f.paciente, hoy);
  if (!paciente) throw new ReglaIncumplida(M.pacienteInvalido, 'no-encontrado');
  const lider = await firmaDelLider(deps, f.paciente, f.especialidad);
  const base = {
    paciente,
    desde: f.desde,
    hasta: f.hasta,
    especialidad: f.especialidad !== undefined ? textoDe(ESPECIALIDADES, f.especialidad) : 'Todas',
    lider,
    resumen: f.resumen ?? null,
    concepto: f.concepto ?? null,
    recomendacion: f.recomendacion ?? null,
    generado: ddmmaaaa(hoy),
  };
  const archivo = (nombre: string) => `${nombre}-${paciente.nombre}-${f.desde}`;
  if (f.tipo === 'evolucion') {
    const evoluciones = await evolucionesDelInforme(deps.db, f.paciente, f.desde, f.hasta, f.especialidad);
    return {
      plantilla: 'informe-evolucion',
      contexto: { titulo: 'Informe de evolución', subtitulo: paciente.nombre, ...base, evoluciones },
      nombreArchivo: archivo('informe-evolucion'),
    };
  }
  if (f.tipo === 'mensual') {
    const mensual = await informeMensual(deps.db, f.paciente, f.anio!, f.mes!, hoy, f.especialidad);
    return {
      plantilla: 'informe-mensual',
      contexto: {
        titulo: 'Informe mensual por paciente',
        subtitulo: `${paciente.nombre} · ${mensual.mesNombre} de ${mensual.anio}`,
        ...base,
        mensual: { ...mensual, indice: textoIndiceAtencion(mensual.indiceAtencion) },
        evolucionadas: mensual.sesiones.filter((s) => s.evolucion),
      },
      nombreArchivo: archivo('informe-mensual'),
    };
  }
  if (!lector || typeof lector !== 'object') throw new ReglaIncumplida(M.parametrosIncompletos, 'invalido');
  const objetivos = await objetivosDelInforme(deps.db, f.paciente, f.desde, f.hasta, lector, hoy, f.especialidad);
  return {
    plantilla: 'informe-objetivos',
    contexto: {
      titulo: 'Informe de objetivos y logros',
      subtitulo: paciente.nombre,
      ...base,
      objetivos: objetivos.map((o) => ({ ...o, porcentajeTexto: o.porcentaje === null ? TEXTO_SIN_EVALUAR : `${o.porcentaje}%` })),
    },
    nombreArchivo: archivo('informe-objetivos'),
  };
}

export const informePaciente: InformePdf = { preparar };
