import type { Agregado } from '@avanti/libs/dominio/agregado';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { ConceptoDescargo, DescargoAnulado, DescargoRegistrado, EventoDescargo } from '@avanti/libs/finanzas/eventos';
import { MAX_NOTA_DESCARGO as MAX_NOTA, MENSAJES_DESCARGO } from '@avanti/libs/finanzas/contrato';
import { esFechaIso, esPesosPositivos, textoLimpio } from '../../comun/domain/dinero.js';

export const CONCEPTOS_DESCARGO: readonly ConceptoDescargo[] = ['Informe atrasado', 'Objetivos y logros'];
export { MAX_NOTA, MENSAJES_DESCARGO };

/** A deduction to register, typed (the request DTO checked presence and types); the therapist already found. */
export interface DatosDescargo {
  id: string;
  /** null when not found or not visible to whoever registers it. */
  terapeuta: { id: string; nombre: string; sede: string } | null;
  valor: number;
  concepto?: string | null;
  nota?: string | null;
  fecha: string;
  sesionId?: string | null;
}

export interface EstadoDescargo {
  existe: boolean;
  anulado: boolean;
  terapeutaNombre: string;
  valor: number;
  concepto: ConceptoDescargo;
  fecha: string;
}

export const agregadoDescargo: Agregado<EstadoDescargo, EventoDescargo> = {
  inicial: { existe: false, anulado: false, terapeutaNombre: '', valor: 0, concepto: 'Informe atrasado', fecha: '' },
  evolucionar(estado, e) {
    switch (e.tipo) {
      case 'DescargoRegistrado':
        return {
          existe: true,
          anulado: false,
          terapeutaNombre: e.datos.terapeutaNombre,
          valor: e.datos.valor,
          concepto: e.datos.concepto,
          fecha: e.datos.fecha,
        };
      case 'DescargoAnulado':
        return { ...estado, anulado: true };
    }
  },
};

/** A deduction from a therapist's pay: therapist and value required; concept 'Informe atrasado' unless 'Objetivos y logros'. */
export function decidirDescargo(estado: EstadoDescargo, d: DatosDescargo): DescargoRegistrado[] {
  if (estado.existe) throw new ReglaIncumplida(MENSAJES_DESCARGO.noEncontrado);
  if (!d.terapeuta || !esPesosPositivos(d.valor)) throw new ReglaIncumplida(MENSAJES_DESCARGO.completar, 'invalido');
  const concepto = d.concepto === undefined || d.concepto === null || d.concepto === '' ? 'Informe atrasado' : d.concepto;
  if (!CONCEPTOS_DESCARGO.includes(concepto as ConceptoDescargo)) throw new ReglaIncumplida(MENSAJES_DESCARGO.concepto, 'invalido');
  if (!esFechaIso(d.fecha)) throw new ReglaIncumplida(MENSAJES_DESCARGO.fecha, 'invalido');
  const nota = textoLimpio(d.nota);
  if (nota && nota.length > MAX_NOTA) throw new ReglaIncumplida(MENSAJES_DESCARGO.nota, 'invalido');
  return [
    {
      tipo: 'DescargoRegistrado',
      datos: {
        id: d.id,
        terapeutaId: d.terapeuta.id,
        terapeutaNombre: d.terapeuta.nombre,
        sede: d.terapeuta.sede,
        valor: d.valor,
        concepto: concepto as ConceptoDescargo,
        nota,
        fecha: d.fecha,
        sesionId: d.sesionId ?? null,
      },
    },
  ];
}

/** Deleting a discard is an event: the original stays in the stream and the audit. */
export function decidirAnulacionDescargo(estado: EstadoDescargo, id: string): DescargoAnulado[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_DESCARGO.noEncontrado);
  if (estado.anulado) throw new ReglaIncumplida(MENSAJES_DESCARGO.yaAnulado);
  return [
    { tipo: 'DescargoAnulado', datos: { id, terapeutaNombre: estado.terapeutaNombre, valor: estado.valor, concepto: estado.concepto, fecha: estado.fecha } },
  ];
}
