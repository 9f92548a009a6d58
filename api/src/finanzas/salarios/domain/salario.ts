import { CAMPOS_MONTO_SALARIO, MENSAJES_SALARIO, MONTOS_SALARIO_EN_CERO, NOMBRES_CAMPO_SALARIO } from '@avanti/libs/finanzas/contrato';
import type { Agregado } from '@avanti/libs/dominio/agregado';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { EventoSalario, MontosSalario, SalarioActualizado } from '@avanti/libs/finanzas/eventos';
import { esPesos } from '../../comun/domain/dinero.js';

export { MENSAJES_SALARIO, NOMBRES_CAMPO_SALARIO };

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

/** What a salary command sets: the contract type and any amounts, typed; absent or null keeps the saved value. */
export type MontosSalarioAGuardar = { [K in keyof MontosSalario]?: number | null };

/** Sets a user's whole salary record; amounts are whole pesos, never negative. Fields left out keep their value. */
export function decidirSalario(
  estado: EstadoSalario,
  d: { usuario: { id: string; nombre: string; sede: string }; montos: MontosSalarioAGuardar; hoy: string },
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
  return [
    {
      tipo: 'SalarioActualizado',
      datos: { ...montos, usuarioId: d.usuario.id, usuarioNombre: d.usuario.nombre, sede: d.usuario.sede, anterior: estado.montos, vigenteDesde: d.hoy },
    },
  ];
}
