import type { Agregado } from '@avanti/libs/dominio/agregado';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { EventoSalario, MontosSalario, SalarioActualizado } from '@avanti/libs/eventos/finanzas';
import { esPesos } from '../../comun/domain/dinero.js';

export const MENSAJES_SALARIO = {
  actualizado: 'Datos actualizados correctamente',
  error: 'Error al actualizar la información',
  tipoContrato: 'Seleccione el tipo de contrato: 1 prestación de servicios, 2 indefinido o 3 término fijo',
  monto: (campo: string) => `${campo}: escriba el valor en pesos, sin puntos ni decimales, y no negativo`,
  usuarioNoEncontrado: 'No se encontró el usuario',
} as const;

export const CAMPOS_MONTO = [
  'salarioFijo',
  'transporte',
  'pagoPorSesion',
  'pagoPorSesionParticular',
  'pagoPorSesionDomicilio',
  'pagoPorSesionDomicilioParticular',
  'pagoPorEvaluacion',
  'pagoPorEvaluacionDomicilio',
  'eps',
  'pension',
  'arl',
] as const satisfies readonly Exclude<keyof MontosSalario, 'tipoContrato'>[];

/** What a person reads next to each amount (the messages name the field). */
export const NOMBRES_CAMPO_SALARIO: Record<(typeof CAMPOS_MONTO)[number], string> = {
  salarioFijo: 'Salario fijo',
  transporte: 'Auxilio de transporte',
  pagoPorSesion: 'Pago por sesión',
  pagoPorSesionParticular: 'Pago por sesión particular',
  pagoPorSesionDomicilio: 'Pago por sesión a domicilio',
  pagoPorSesionDomicilioParticular: 'Pago por sesión a domicilio particular',
  pagoPorEvaluacion: 'Pago por evaluación',
  pagoPorEvaluacionDomicilio: 'Pago por evaluación a domicilio',
  eps: 'Caja de compensación (EPS)',
  pension: 'Pensión',
  arl: 'ARL',
};

export const SALARIO_VACIO: MontosSalario = {
  tipoContrato: 1,
  salarioFijo: 0,
  transporte: 0,
  pagoPorSesion: 0,
  pagoPorSesionParticular: 0,
  pagoPorSesionDomicilio: 0,
  pagoPorSesionDomicilioParticular: 0,
  pagoPorEvaluacion: 0,
  pagoPorEvaluacionDomicilio: 0,
  eps: 0,
  pension: 0,
  arl: 0,
};

export interface EstadoSalario {
  montos: MontosSalario | null;
}

export const agregadoSalario: Agregado<EstadoSalario, EventoSalario> = {
  inicial: { montos: null },
  evolucionar(_estado, e) {
    const { usuarioId: _u, usuarioNombre: _n, sede: _s, anterior: _a, ...montos } = e.datos;
    return { montos };
  },
};

/** Net salary of fixed-salary staff (spec 3 §4): salarioFijo − (eps + pension + arl) + transporte. */
export const salarioNeto = (m: Pick<MontosSalario, 'salarioFijo' | 'eps' | 'pension' | 'arl' | 'transporte'>): number => m.salarioFijo - (m.eps + m.pension + m.arl) + m.transporte;

/** Sets a user's whole salary record; amounts are whole pesos, never negative. Fields left out keep their value. */
export function decidirSalario(
  estado: EstadoSalario,
  d: { usuario: { id: string; nombre: string; sede: string }; montos: Partial<Record<keyof MontosSalario, unknown>> },
): SalarioActualizado[] {
  const base = estado.montos ?? SALARIO_VACIO;
  const tipoContrato = d.montos.tipoContrato ?? base.tipoContrato;
  if (tipoContrato !== 1 && tipoContrato !== 2 && tipoContrato !== 3) throw new ReglaIncumplida(MENSAJES_SALARIO.tipoContrato, 'invalido');
  const montos: MontosSalario = { ...base, tipoContrato };
  for (const campo of CAMPOS_MONTO) {
    const valor = d.montos[campo] ?? base[campo];
    if (!esPesos(valor)) throw new ReglaIncumplida(MENSAJES_SALARIO.monto(NOMBRES_CAMPO_SALARIO[campo]), 'invalido');
    montos[campo] = valor;
  }
  return [{ tipo: 'SalarioActualizado', datos: { ...montos, usuarioId: d.usuario.id, usuarioNombre: d.usuario.nombre, sede: d.usuario.sede, anterior: estado.montos } }];
}
