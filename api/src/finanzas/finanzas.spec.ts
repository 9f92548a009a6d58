import { plegar } from '@avanti/libs/dominio/agregado';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { agregadoCopago, decidirAnulacionCopago, decidirCopago, MENSAJES_COPAGO } from './copagos/domain/copago.js';
import { agregadoDescargo, decidirAnulacionDescargo, decidirDescargo, MENSAJES_DESCARGO } from './descargos/domain/descargo.js';
import { agregadoGasto, decidirAnulacionGasto, decidirGastoFijo, decidirGastoVariable, MENSAJES_GASTO } from './gastos/domain/gasto.js';
import { agregadoSalario, decidirSalario, MENSAJES_SALARIO, SALARIO_VACIO } from './salarios/domain/salario.js';

const rechaza = (f: () => unknown, mensaje: string) => {
  let error: unknown;
  try {
    f();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ReglaIncumplida);
  expect((error as Error).message).toBe(mensaje);
};

describe('Registro salarial', () => {
  const usuario = { id: 'u1', nombre: 'LAURA FISIO', sede: 'principal' };
  it('guarda el contrato y los montos en pesos enteros; lo omitido conserva su valor; el evento lleva el anterior', () => {
    const [primero] = decidirSalario(agregadoSalario.inicial, { usuario, montos: { tipoContrato: 1, pagoPorSesion: 20_000 }, hoy: '2026-11-02' });
    expect(primero!.datos).toMatchObject({ ...SALARIO_VACIO, pagoPorSesion: 20_000, usuarioNombre: 'LAURA FISIO', sede: 'principal', anterior: null, vigenteDesde: '2026-11-02' });
    const estado = plegar(agregadoSalario, [primero!]);
    const [segundo] = decidirSalario(estado, { usuario, montos: { tipoContrato: 3, salarioFijo: 1_500_000 }, hoy: '2026-11-16' });
    expect(segundo!.datos).toMatchObject({ tipoContrato: 3, salarioFijo: 1_500_000, pagoPorSesion: 20_000, anterior: { pagoPorSesion: 20_000, tipoContrato: 1 }, vigenteDesde: '2026-11-16' });
  });
  it('rechaza negativos, decimales, textos y contratos fuera de 1, 2, 3', () => {
    const d = (montos: object) => () => decidirSalario(agregadoSalario.inicial, { usuario, montos, hoy: '2026-11-02' });
    rechaza(d({ pagoPorSesion: -1 }), MENSAJES_SALARIO.monto('Pago por sesión'));
    rechaza(d({ salarioFijo: 1_500_000.5 }), MENSAJES_SALARIO.monto('Salario fijo'));
    rechaza(d({ arl: '1.000' }), MENSAJES_SALARIO.monto('ARL'));
    rechaza(d({ tipoContrato: 4 }), MENSAJES_SALARIO.tipoContrato);
    rechaza(d({ tipoContrato: '2' }), MENSAJES_SALARIO.tipoContrato);
  });
});

describe('Descargos', () => {
  const terapeuta = { id: 't1', nombre: 'LAURA FISIO', sede: 'principal' };
  it('terapeuta y valor obligatorios; concepto Informe atrasado por defecto; nota opcional', () => {
    const [e] = decidirDescargo(agregadoDescargo.inicial, { id: 'd1', terapeuta, valor: 15_000, fecha: '2026-11-20' });
    expect(e!.datos).toEqual({ id: 'd1', terapeutaId: 't1', terapeutaNombre: 'LAURA FISIO', sede: 'principal', valor: 15_000, concepto: 'Informe atrasado', nota: null, fecha: '2026-11-20', sesionId: null });
    const [o] = decidirDescargo(agregadoDescargo.inicial, { id: 'd2', terapeuta, valor: 5_000, concepto: 'Objetivos y logros', nota: ' sin logros ', fecha: '2026-11-20' });
    expect(o!.datos).toMatchObject({ concepto: 'Objetivos y logros', nota: 'sin logros' });
    rechaza(() => decidirDescargo(agregadoDescargo.inicial, { id: 'd', terapeuta: null, valor: 1, fecha: '2026-11-20' }), 'Complete los campos requeridos');
    rechaza(() => decidirDescargo(agregadoDescargo.inicial, { id: 'd', terapeuta, valor: '', fecha: '2026-11-20' }), 'Complete los campos requeridos');
    rechaza(() => decidirDescargo(agregadoDescargo.inicial, { id: 'd', terapeuta, valor: -5, fecha: '2026-11-20' }), 'Complete los campos requeridos');
    rechaza(() => decidirDescargo(agregadoDescargo.inicial, { id: 'd', terapeuta, valor: 1, concepto: 'Otro', fecha: '2026-11-20' }), MENSAJES_DESCARGO.concepto);
  });
  it('eliminar es un evento que conserva lo registrado; no dos veces', () => {
    const registrados = decidirDescargo(agregadoDescargo.inicial, { id: 'd1', terapeuta, valor: 15_000, fecha: '2026-11-20' });
    const estado = plegar(agregadoDescargo, registrados);
    const [anulado] = decidirAnulacionDescargo(estado, 'd1');
    expect(anulado).toEqual({ tipo: 'DescargoAnulado', datos: { id: 'd1', terapeutaNombre: 'LAURA FISIO', valor: 15_000, concepto: 'Informe atrasado', fecha: '2026-11-20' } });
    rechaza(() => decidirAnulacionDescargo(plegar(agregadoDescargo, [...registrados, anulado!]), 'd1'), MENSAJES_DESCARGO.yaAnulado);
    rechaza(() => decidirAnulacionDescargo(agregadoDescargo.inicial, 'd9'), MENSAJES_DESCARGO.noEncontrado);
  });
});

describe('Copagos', () => {
  const base = { id: 'c1', fecha: '2026-11-20', monto: 4_500, tipo: 1, paciente: { id: 'p1', nombre: 'ANA PÉREZ', sede: 'principal' }, entidad: { id: 'e1', nombre: 'SURA' } };
  it('fecha, monto y tipo (1 Efectivo, 2 Transferencia) obligatorios; paciente y entidad por nombre', () => {
    const [e] = decidirCopago(agregadoCopago.inicial, { ...base, comentario: 'pagó en caja' });
    expect(e!.datos).toEqual({ id: 'c1', fecha: '2026-11-20', monto: 4_500, tipo: 1, pacienteId: 'p1', pacienteNombre: 'ANA PÉREZ', entidadId: 'e1', entidadNombre: 'SURA', comentario: 'pagó en caja', sede: 'principal' });
    rechaza(() => decidirCopago(agregadoCopago.inicial, { ...base, fecha: '' }), MENSAJES_COPAGO.completar);
    rechaza(() => decidirCopago(agregadoCopago.inicial, { ...base, monto: undefined }), MENSAJES_COPAGO.completar);
    rechaza(() => decidirCopago(agregadoCopago.inicial, { ...base, monto: -100 }), MENSAJES_COPAGO.monto);
    rechaza(() => decidirCopago(agregadoCopago.inicial, { ...base, tipo: 3 }), MENSAJES_COPAGO.tipo);
    rechaza(() => decidirCopago(agregadoCopago.inicial, { ...base, paciente: null }), MENSAJES_COPAGO.paciente);
  });
  it('eliminar: CopagoAnulado con el paciente y el monto; no dos veces', () => {
    const reg = decidirCopago(agregadoCopago.inicial, base);
    const [a] = decidirAnulacionCopago(plegar(agregadoCopago, reg), 'c1');
    expect(a).toEqual({ tipo: 'CopagoAnulado', datos: { id: 'c1', pacienteNombre: 'ANA PÉREZ', monto: 4_500, fecha: '2026-11-20' } });
    rechaza(() => decidirAnulacionCopago(plegar(agregadoCopago, [...reg, a!]), 'c1'), MENSAJES_COPAGO.yaAnulado);
  });
});

describe('Gastos fijos y variables', () => {
  it("gasto fijo: valor y concepto obligatorios ('Complete los campos requeridos'), usuario opcional", () => {
    const [e] = decidirGastoFijo(agregadoGasto.inicial, { id: 'g1', valor: 1_200_000, concepto: 'Arriendo', usuario: null, sede: 'principal', hoy: '2026-11-20' });
    expect(e!.datos).toEqual({ id: 'g1', valor: 1_200_000, concepto: 'Arriendo', usuarioId: null, usuarioNombre: null, sede: 'principal', fecha: '2026-11-20' });
    rechaza(() => decidirGastoFijo(agregadoGasto.inicial, { id: 'g', valor: '', concepto: 'x', usuario: null, sede: 's', hoy: '2026-11-20' }), 'Complete los campos requeridos');
    rechaza(() => decidirGastoFijo(agregadoGasto.inicial, { id: 'g', valor: 10, concepto: '  ', usuario: null, sede: 's', hoy: '2026-11-20' }), 'Complete los campos requeridos');
    rechaza(() => decidirGastoFijo(agregadoGasto.inicial, { id: 'g', valor: 'diez', concepto: 'x', usuario: null, sede: 's', hoy: '2026-11-20' }), MENSAJES_GASTO.valor);
  });
  it('gasto variable: fecha, valor, categoría 1 Préstamo / 2 Gasto general / 3 Gasto servicios y concepto', () => {
    const [e] = decidirGastoVariable(agregadoGasto.inicial, { id: 'g2', fecha: '2026-11-19', valor: 85_000, categoria: 3, concepto: 'Energía', sede: 'principal' });
    expect(e!.datos).toEqual({ id: 'g2', fecha: '2026-11-19', valor: 85_000, categoria: 3, concepto: 'Energía', sede: 'principal' });
    rechaza(() => decidirGastoVariable(agregadoGasto.inicial, { id: 'g', fecha: '2026-11-19', valor: 1, categoria: 4, concepto: 'x', sede: 's' }), MENSAJES_GASTO.categoria);
    rechaza(() => decidirGastoVariable(agregadoGasto.inicial, { id: 'g', fecha: '', valor: 1, categoria: 1, concepto: 'x', sede: 's' }), 'Complete los campos requeridos');
  });
  it('eliminar: GastoAnulado de su clase; un gasto fijo no se anula como variable', () => {
    const reg = decidirGastoVariable(agregadoGasto.inicial, { id: 'g2', fecha: '2026-11-19', valor: 85_000, categoria: 3, concepto: 'Energía', sede: 'principal' });
    const estado = plegar(agregadoGasto, reg);
    rechaza(() => decidirAnulacionGasto(estado, 'g2', 'fijo'), MENSAJES_GASTO.noEncontrado);
    expect(decidirAnulacionGasto(estado, 'g2', 'variable')).toEqual([{ tipo: 'GastoAnulado', datos: { id: 'g2', clase: 'variable', valor: 85_000, concepto: 'Energía', fecha: '2026-11-19' } }]);
  });
});
