import type { Agregado } from '@avanti/libs/dominio/agregado';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { EventoTarifa, TarifaActualizada, TarifaRegistrada } from '@avanti/libs/coberturas/eventos';

export const MENSAJES_TARIFA = {
  epsObligatoria: 'Seleccione la aseguradora',
  especialidadObligatoria: 'Seleccione la especialidad',
  tarifaInvalida: 'La tarifa debe ser un valor numérico en pesos, sin decimales',
  copagoInvalido: 'El copago debe ser un valor numérico en pesos, sin decimales',
  repetida: 'Ya existe una tarifa para esta aseguradora y especialidad: edítela',
  noEncontrada: 'No se encontró la tarifa',
  yaExiste: 'La tarifa ya existe',
  registrada: 'Tarifa registrada con éxito',
  actualizada: 'Tarifa actualizada con éxito',
} as const;

export interface EstadoTarifa {
  existe: boolean;
  tarifa: number;
  copago: number;
  epsNombre: string;
  especialidadNombre: string;
}

export const agregadoTarifa: Agregado<EstadoTarifa, EventoTarifa> = {
  inicial: { existe: false, tarifa: 0, copago: 0, epsNombre: '', especialidadNombre: '' },
  evolucionar(estado, e) {
    switch (e.tipo) {
      case 'TarifaRegistrada':
        return { existe: true, tarifa: e.datos.tarifa, copago: e.datos.copago, epsNombre: e.datos.epsNombre, especialidadNombre: e.datos.especialidadNombre };
      case 'TarifaActualizada':
        return { ...estado, tarifa: e.datos.tarifa, copago: e.datos.copago };
    }
  },
};

const pesos = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1_000_000_000;

export function decidirRegistroTarifa(
  estado: EstadoTarifa,
  d: {
    id: string;
    eps: { id: string; nombre: string } | null;
    especialidad: { codigo: number; nombre: string } | null;
    tarifa: number;
    copago?: number | null;
  },
): TarifaRegistrada[] {
  if (estado.existe) throw new ReglaIncumplida(MENSAJES_TARIFA.yaExiste);
  if (!d.eps) throw new ReglaIncumplida(MENSAJES_TARIFA.epsObligatoria, 'invalido');
  if (!d.especialidad) throw new ReglaIncumplida(MENSAJES_TARIFA.especialidadObligatoria, 'invalido');
  if (!pesos(d.tarifa)) throw new ReglaIncumplida(MENSAJES_TARIFA.tarifaInvalida, 'invalido');
  const copago = d.copago ?? 0;
  if (!pesos(copago)) throw new ReglaIncumplida(MENSAJES_TARIFA.copagoInvalido, 'invalido');
  return [
    {
      tipo: 'TarifaRegistrada',
      datos: {
        id: d.id,
        eps: d.eps.id,
        epsNombre: d.eps.nombre,
        especialidad: d.especialidad.codigo,
        especialidadNombre: d.especialidad.nombre,
        tarifa: d.tarifa,
        copago,
      },
    },
  ];
}

export function decidirActualizacionTarifa(estado: EstadoTarifa, d: { id: string; tarifa: number; copago?: number | null }): TarifaActualizada[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_TARIFA.noEncontrada);
  if (!pesos(d.tarifa)) throw new ReglaIncumplida(MENSAJES_TARIFA.tarifaInvalida, 'invalido');
  const copago = d.copago ?? estado.copago;
  if (!pesos(copago)) throw new ReglaIncumplida(MENSAJES_TARIFA.copagoInvalido, 'invalido');
  return [
    {
      tipo: 'TarifaActualizada',
      datos: {
        id: d.id,
        tarifa: d.tarifa,
        copago,
        tarifaAnterior: estado.tarifa,
        copagoAnterior: estado.copago,
        epsNombre: estado.epsNombre,
        especialidadNombre: estado.especialidadNombre,
      },
    },
  ];
}
