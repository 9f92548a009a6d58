import { eq } from 'drizzle-orm';
import { pacientes, usuarios } from '../../database/schema/index.js';
import { ESPECIALIDADES } from '../../catalogos/contrato.js';
import { textoDe } from '../../contratos/opciones.js';
import { TEXTO_PENDIENTE_EVALUAR } from '../../objetivos/contrato-lecturas.js';
import { textoIndiceAtencion } from '../../reportes/contrato-objetivos.js';
import { objetivosDelTrimestre, type FiltroReporteObjetivos } from '../../reportes/index.js';
import { hoy as hoyDe } from '../../clock/reloj.js';
import type { InformePdf } from './informe-pdf.js';

/** The request's filter: the quarter variant's (site and reader from the requester) and the evaluation period. */
export type FiltroObjetivosPeriodo = FiltroReporteObjetivos & { periodo: 'todos' | 1 | 2 | 3 };

/**
 * The PDF of a chosen evaluation period of the objectives report's quarter variant (spec 3 §2.2 item 3): every
 * objective of the patient, the therapist or all patients starting in the quarter, each task with its rating in
 * that period (or in every period), the period's percentage and the achievement.
 */
export const informeObjetivosPeriodo: InformePdf = {
  async preparar(deps, crudo) {
    const f = crudo as unknown as FiltroObjetivosPeriodo;
    const hoy = hoyDe(deps.reloj);
    const filas = await objetivosDelTrimestre(deps.db, f, hoy);
    const periodos = f.periodo === 'todos' ? [1, 2, 3] : [Number(f.periodo)];
    const [quien] = f.paciente
      ? await deps.db.select({ nombre: pacientes.primerNombre, apellido: pacientes.primerApellido }).from(pacientes).where(eq(pacientes.id, f.paciente))
      : f.terapeuta
        ? await deps.db.select({ nombre: usuarios.nombres, apellido: usuarios.apellidos }).from(usuarios).where(eq(usuarios.id, f.terapeuta))
        : [];
    const nombre = quien ? `${quien.nombre} ${quien.apellido}` : 'Todos los pacientes';
    const objetivos = filas.map((o) => {
      const calificaciones = o.calificaciones.filter((c) => periodos.includes(c.periodo));
      return {
        ...o,
        especialidadNombre: textoDe(ESPECIALIDADES, o.especialidad),
        indice: textoIndiceAtencion(o.indiceAtencion),
        porcentajeTexto: o.porcentaje === null ? TEXTO_PENDIENTE_EVALUAR : `${o.porcentaje}%`,
        periodos: periodos.map((p) => {
          const c = calificaciones.find((x) => x.periodo === p);
          return {
            periodo: p,
            porcentaje: c ? `${c.porcentaje}%` : TEXTO_PENDIENTE_EVALUAR,
            comentario: c?.comentario ?? null,
            tareas: o.tareas.map((descripcion, i) => ({ descripcion, puntaje: c?.tareas[i]?.puntaje ?? null })),
          };
        }),
      };
    });
    const periodoTexto = f.periodo === 'todos' ? 'Todos los periodos' : `Periodo ${f.periodo}`;
    return {
      plantilla: 'informe-objetivos-periodo',
      contexto: {
        titulo: 'Objetivos y logros del periodo',
        subtitulo: `${nombre} · Trimestre ${f.trimestre} de ${f.anio} · ${periodoTexto}`,
        nombre,
        porTerapeuta: Boolean(f.terapeuta),
        trimestre: f.trimestre,
        anio: f.anio,
        periodoTexto,
        desde: f.desde,
        hasta: f.hasta,
        objetivos,
      },
      nombreArchivo: `objetivos-periodo-${nombre}-${f.anio}-t${f.trimestre}-${f.periodo}`,
    };
  },
};
