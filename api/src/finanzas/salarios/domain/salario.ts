import { CAMPOS_MONTO_SALARIO, type CampoMontoSalario, MONTOS_SALARIO_EN_CERO } from '@avanti/libs/contratos/finanzas';
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

/** What a person reads next to each amount (the messages name the field). */
export const NOMBRES_CAMPO_SALARIO: Record<CampoMontoSalario, string> = {
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

export const SALARIO_VACIO: MontosSalario = { tipoContrato: 1, ...MONTOS_SALARIO_EN_CERO };

export interface EstadoSalario {
  montos: MontosSalario | null;
}

export const agregadoSalario: Agregado<EstadoSalario, EventoSalario> = {
  inicial: { montos: null },
  evolucionar(_estado, e) {
    const { usuarioId: _u, usuarioNombre: _n, sede: _s, anterior: _a, vigenteDesde: _v, ...montos } = e.datos;
    return { montos };
  },
};

/** Sets a user's whole salary record; amounts are whole pesos, never negative. Fields left out keep their value. */
export function decidirSalario(
  estado: EstadoSalario,
  d: { usuario: { id: string; nombre: string; sede: string }; montos: Partial<Record<keyof MontosSalario, unknown>>; hoy: string },
): SalarioActualizado[] {
  const base = estado.montos ?? SALARIO_VACIO;
  const tipoContrato = d.montos.tipoContrato ?? base.tipoContrato;
  if (tipoContrato !== 1 && tipoContrato !== 2 && tipoContrato !== 3) throw new ReglaIncumplida(MENSAJES_SALARIO.tipoContrato, 'invalido');
  const montos: MontosSalario = { ...base, tipoContrato };
  for (const campo of CAMPOS_MONTO_SALARIO) {
    const valor = d.montos[campo] ?? base[campo];
    if (!esPesos(valor)) throw new ReglaIncumplida(MENSAJES_SALARIO.monto(NOMBRES_CAMPO_SALARIO[campo]), 'invalido');
    montos[campo] = valor;
  }
  return [{ tipo: 'SalarioActualizado', datos: { ...montos, usuarioId: d.usuario.id, usuarioNombre: d.usuario.nombre, sede: d.usuario.sede, anterior: estado.montos, vigenteDesde: d.hoy } }];
}
