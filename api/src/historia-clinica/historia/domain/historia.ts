import type { Agregado } from '@avanti/libs/dominio/agregado';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { MENSAJES_HISTORIA as M } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type {
  AntecedenteRegistrado,
  Autor,
  Diagnostico,
  DiagnosticoActualizado,
  EventoHistoria,
  ExamenCargado,
  ImpresionDiagnosticaRegistrada,
  LineaPlan,
  MotivoConsultaRegistrado,
  MotivoConsultaVerificado,
  PlanTratamientoRegistrado,
  TipoAntecedente,
} from '@avanti/libs/historia-clinica/eventos';
import type { ArchivoGuardado } from '@avanti/libs/admisiones/index';
import { esFechaIso } from '@avanti/libs/dominio/fecha-iso';

/** A patient's clinical history: what the decisions need to know of it (entries are never edited in place). */
export interface EstadoHistoria {
  verificados: ReadonlySet<string>;
  impresiones: ReadonlySet<string>;
}

export const agregadoHistoria: Agregado<EstadoHistoria, EventoHistoria> = {
  inicial: { verificados: new Set(), impresiones: new Set() },
  evolucionar(estado, e) {
    switch (e.tipo) {
      case 'MotivoConsultaVerificado':
        return { ...estado, verificados: new Set([...estado.verificados, e.datos.motivoId]) };
      case 'ImpresionDiagnosticaRegistrada':
        return { ...estado, impresiones: new Set([...estado.impresiones, e.datos.id]) };
      default:
        return estado;
    }
  },
};

export const MAX_MOTIVO = 500;
export const MAX_TEXTO_LARGO = 30_000;
export const MAX_TEXTO_GENERAL = 20_000;
const fechaValida = esFechaIso;
const limpio = (t: string | null | undefined) => (t ?? '').trim();
const invalido = (mensaje: string) => new ReglaIncumplida(mensaje, 'invalido');

interface Base extends Autor {
  pacienteId: string;
  /** Business date of the entry (Bogotá). */
  fecha: string;
}

export function decidirMotivo(d: Base & { id: string; motivo: string; observaciones?: string | null }): MotivoConsultaRegistrado[] {
  const motivo = limpio(d.motivo);
  const observaciones = limpio(d.observaciones) || null;
  if (!motivo) throw invalido(M.motivoObligatorio);
  if (motivo.length > MAX_MOTIVO) throw invalido(M.motivoLargo);
  // Spec 2 §5: a new consultation reason needs its observations (issue 28 item 19).
  if (!observaciones) throw invalido(M.observacionesObligatorias);
  if (observaciones.length > MAX_MOTIVO) throw invalido(M.observacionesLargas);
  return [
    {
      tipo: 'MotivoConsultaRegistrado',
      datos: { pacienteId: d.pacienteId, id: d.id, fecha: d.fecha, motivo, observaciones, usuarioId: d.usuarioId, terapeuta: d.terapeuta },
    },
  ];
}

/** `motivo`: the reason as the history lists it (registered here or at intake), null when the patient has none with that id. */
export function decidirVerificacion(
  estado: EstadoHistoria,
  motivo: { id: string; estado: number } | null,
  d: Base & { fechaVerificacion: string; terminos: { id: string; descripcion: string }[]; observaciones?: string | null },
): MotivoConsultaVerificado[] {
  if (!motivo) throw new NoEncontrado(M.motivoNoEncontrado);
  if (motivo.estado === 1 || estado.verificados.has(motivo.id)) throw new ReglaIncumplida(M.motivoYaVerificado);
  if (!fechaValida(d.fechaVerificacion)) throw invalido(M.fechaInvalida);
  if (d.terminos.length === 0) throw invalido(M.terminosObligatorios);
  const observaciones = limpio(d.observaciones) || null;
  if (observaciones && observaciones.length > MAX_MOTIVO) throw invalido(M.observacionesLargas);
  return [
    {
      tipo: 'MotivoConsultaVerificado',
      datos: {
        pacienteId: d.pacienteId,
        motivoId: motivo.id,
        fecha: d.fechaVerificacion,
        terminos: d.terminos,
        observaciones,
        usuarioId: d.usuarioId,
        terapeuta: d.terapeuta,
      },
    },
  ];
}

export function decidirAntecedente(d: Base & { id: string; tipo: number; descripcion: string; observacion: string }): AntecedenteRegistrado[] {
  if (![1, 2, 3, 4, 5].includes(d.tipo)) throw invalido(M.tipoAntecedenteInvalido);
  const descripcion = limpio(d.descripcion);
  const observacion = limpio(d.observacion);
  if (!descripcion) throw invalido(M.descripcionObligatoria);
  if (descripcion.length > MAX_TEXTO_GENERAL) throw invalido(M.textoLargo('La descripción', MAX_TEXTO_GENERAL));
  if (!observacion) throw invalido(M.observacionObligatoria);
  if (observacion.length > MAX_TEXTO_LARGO) throw invalido(M.observacionLarga);
  return [
    {
      tipo: 'AntecedenteRegistrado',
      datos: {
        pacienteId: d.pacienteId,
        id: d.id,
        fecha: d.fecha,
        tipo: d.tipo as TipoAntecedente,
        descripcion,
        observacion,
        usuarioId: d.usuarioId,
        terapeuta: d.terapeuta,
      },
    },
  ];
}

export function decidirImpresion(d: Base & { id: string; descripcion: string; diagnosticos: Diagnostico[] }): ImpresionDiagnosticaRegistrada[] {
  const descripcion = limpio(d.descripcion);
  if (!descripcion) throw invalido(M.impresionObligatoria);
  if (descripcion.length > MAX_TEXTO_LARGO) throw invalido(M.impresionLarga);
  return [
    {
      tipo: 'ImpresionDiagnosticaRegistrada',
      datos: { pacienteId: d.pacienteId, id: d.id, fecha: d.fecha, descripcion, diagnosticos: d.diagnosticos, usuarioId: d.usuarioId, terapeuta: d.terapeuta },
    },
  ];
}

export function decidirDiagnostico(estado: EstadoHistoria, d: Base & { impresionId: string; diagnosticos: Diagnostico[] }): DiagnosticoActualizado[] {
  if (!estado.impresiones.has(d.impresionId)) throw new NoEncontrado(M.impresionNoEncontrada);
  return [
    {
      tipo: 'DiagnosticoActualizado',
      datos: {
        pacienteId: d.pacienteId,
        impresionId: d.impresionId,
        fecha: d.fecha,
        diagnosticos: d.diagnosticos,
        usuarioId: d.usuarioId,
        terapeuta: d.terapeuta,
      },
    },
  ];
}

export function decidirExamen(d: Base & { id: string; tipo: number; nombreExamen: string; archivo: ArchivoGuardado }): ExamenCargado[] {
  const nombreExamen = limpio(d.nombreExamen);
  if (!nombreExamen) throw invalido(M.nombreExamenObligatorio);
  if (nombreExamen.length > 200) throw invalido(M.textoLargo('El nombre del examen', 200));
  return [
    {
      tipo: 'ExamenCargado',
      datos: {
        pacienteId: d.pacienteId,
        id: d.id,
        fecha: d.fecha,
        tipo: d.tipo,
        nombreExamen,
        archivo: d.archivo,
        usuarioId: d.usuarioId,
        terapeuta: d.terapeuta,
      },
    },
  ];
}

export interface DatosPlan {
  fechaInicio: string;
  fechaFin?: string | null;
  conclusiones: string;
  recomendaciones: string;
  cie10: Diagnostico[];
  actividadesFamilia?: string | null;
  periodo: number;
  lineas: LineaPlan[];
}

export function decidirPlan(d: Base & { id: string } & DatosPlan): PlanTratamientoRegistrado[] {
  if (!limpio(d.fechaInicio)) throw invalido(M.fechaInicioObligatoria);
  if (!fechaValida(d.fechaInicio) || (d.fechaFin && !fechaValida(d.fechaFin))) throw invalido(M.fechaInvalida);
  if (d.fechaFin && d.fechaFin < d.fechaInicio) throw invalido(M.fechaFinAnterior);
  const conclusiones = limpio(d.conclusiones);
  const recomendaciones = limpio(d.recomendaciones);
  const actividadesFamilia = limpio(d.actividadesFamilia) || null;
  if (!conclusiones) throw invalido(M.conclusionesObligatorias);
  if (!recomendaciones) throw invalido(M.recomendacionesObligatorias);
  for (const [campo, texto] of [
    ['Las conclusiones', conclusiones],
    ['Las recomendaciones', recomendaciones],
    ['Las actividades con la familia', actividadesFamilia ?? ''],
  ] as const) {
    if (texto.length > MAX_TEXTO_GENERAL) throw invalido(M.textoLargo(campo, MAX_TEXTO_GENERAL));
  }
  if (d.periodo !== 1 && d.periodo !== 2) throw invalido(M.periodoInvalido);
  if (d.lineas.length === 0) throw invalido(M.lineasObligatorias);
  if (d.lineas.some((l) => ![2, 3, 4, 5, 6].includes(l.especialidad) || !Number.isInteger(l.sesiones) || l.sesiones < 1 || l.sesiones > 500))
    throw invalido(M.lineaInvalida);
  return [
    {
      tipo: 'PlanTratamientoRegistrado',
      datos: {
        pacienteId: d.pacienteId,
        id: d.id,
        fecha: d.fecha,
        fechaInicio: d.fechaInicio,
        fechaFin: d.fechaFin || null,
        conclusiones,
        recomendaciones,
        cie10: d.cie10,
        actividadesFamilia,
        periodo: d.periodo,
        lineas: d.lineas.map((l) => ({ especialidad: l.especialidad, sesiones: l.sesiones })),
        usuarioId: d.usuarioId,
        terapeuta: d.terapeuta,
      },
    },
  ];
}
