import type { Agregado } from '@avanti/libs/dominio/agregado';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { CopagoAnulado, CopagoRegistrado, EventoCopago, TipoCopago } from '@avanti/libs/finanzas/eventos';
import { MAX_COMENTARIO_COPAGO as MAX_COMENTARIO, MENSAJES_COPAGO } from '@avanti/libs/finanzas/contrato';
import { esFechaIso, esPesosPositivos, textoLimpio } from '../../comun/domain/dinero.js';

export { MAX_COMENTARIO, MENSAJES_COPAGO };

export interface EstadoCopago {
  existe: boolean;
  anulado: boolean;
  pacienteNombre: string;
  monto: number;
  fecha: string;
}

export const agregadoCopago: Agregado<EstadoCopago, EventoCopago> = {
  inicial: { existe: false, anulado: false, pacienteNombre: '', monto: 0, fecha: '' },
  evolucionar(estado, e) {
    switch (e.tipo) {
      case 'CopagoRegistrado':
        return { existe: true, anulado: false, pacienteNombre: e.datos.pacienteNombre, monto: e.datos.monto, fecha: e.datos.fecha };
      case 'CopagoAnulado':
        return { ...estado, anulado: true };
    }
  },
};

/** A copay to register, typed (the request DTO checked presence and types); the patient and entity already found by name. */
export interface DatosCopago {
  id: string;
  fecha: string;
  monto: number;
  tipo: number;
  /** null when not found or not visible to whoever registers it. */
  paciente: { id: string; nombre: string; sede: string } | null;
  entidad: { id: string | null; nombre: string };
  comentario?: string | null;
}

/** A copay received: fecha, monto and tipo required; the patient and their entity named; an optional comment. */
export function decidirCopago(estado: EstadoCopago, d: DatosCopago): CopagoRegistrado[] {
  if (estado.existe) throw new ReglaIncumplida(MENSAJES_COPAGO.noEncontrado);
  if (!esFechaIso(d.fecha)) throw new ReglaIncumplida(MENSAJES_COPAGO.completar, 'invalido');
  if (!esPesosPositivos(d.monto)) throw new ReglaIncumplida(MENSAJES_COPAGO.monto, 'invalido');
  if (d.tipo !== 1 && d.tipo !== 2) throw new ReglaIncumplida(MENSAJES_COPAGO.tipo, 'invalido');
  if (!d.paciente) throw new ReglaIncumplida(MENSAJES_COPAGO.paciente, 'invalido');
  const comentario = textoLimpio(d.comentario);
  if (comentario && comentario.length > MAX_COMENTARIO) throw new ReglaIncumplida(MENSAJES_COPAGO.comentario, 'invalido');
  return [
    {
      tipo: 'CopagoRegistrado',
      datos: {
        id: d.id,
        fecha: d.fecha,
        monto: d.monto,
        tipo: d.tipo as TipoCopago,
        pacienteId: d.paciente.id,
        pacienteNombre: d.paciente.nombre,
        entidadId: d.entidad.id,
        entidadNombre: d.entidad.nombre,
        comentario,
        sede: d.paciente.sede,
      },
    },
  ];
}

export function decidirAnulacionCopago(estado: EstadoCopago, id: string): CopagoAnulado[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_COPAGO.noEncontrado);
  if (estado.anulado) throw new ReglaIncumplida(MENSAJES_COPAGO.yaAnulado);
  return [{ tipo: 'CopagoAnulado', datos: { id, pacienteNombre: estado.pacienteNombre, monto: estado.monto, fecha: estado.fecha } }];
}
