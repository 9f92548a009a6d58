import { plegar } from '@avanti/libs/dominio/agregado';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { MONTOS_SALARIO_EN_CERO } from '@avanti/libs/finanzas/contrato';
import { validacion } from '../infrastructure/http/validacion.js';
import { RegistrarCopagoDto } from './copagos/commands/registrar-copago/registrar-copago.dto.js';
import { RegistrarDescargoDto } from './descargos/commands/registrar-descargo/registrar-descargo.dto.js';
import { RegistrarGastoFijoDto } from './gastos/commands/registrar-gasto-fijo/registrar-gasto-fijo.dto.js';
import { RegistrarGastoVariableDto } from './gastos/commands/registrar-gasto-variable/registrar-gasto-variable.dto.js';
import { GuardarSalarioDto, tipoContratoDe } from './salarios/commands/guardar-salario/guardar-salario.dto.js';
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
    expect(primero!.datos).toMatchObject({
      ...SALARIO_VACIO,
      pagoPorSesion: 20_000,
      usuarioNombre: 'LAURA FISIO',
      sede: 'principal',
      anterior: null,
      vigenteDesde: '2026-11-02',
    });
    const estado = plegar(agregadoSalario, [primero!]);
    const [segundo] = decidirSalario(estado, { usuario, montos: { tipoContrato: 3, salarioFijo: 1_500_000 }, hoy: '2026-11-16' });
    expect(segundo!.datos).toMatchObject({
      tipoContrato: 3,
      salarioFijo: 1_500_000,
      pagoPorSesion: 20_000,
      anterior: { pagoPorSesion: 20_000, tipoContrato: 1 },
      vigenteDesde: '2026-11-16',
    });
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
    expect(e!.datos).toEqual({
      id: 'd1',
      terapeutaId: 't1',
      terapeutaNombre: 'LAURA FISIO',
      sede: 'principal',
      valor: 15_000,
      concepto: 'Informe atrasado',
      nota: null,
      fecha: '2026-11-20',
      sesionId: null,
    });
    const [o] = decidirDescargo(agregadoDescargo.inicial, {
      id: 'd2',
      terapeuta,
      valor: 5_000,
      concepto: 'Objetivos y logros',
      nota: ' sin logros ',
      fecha: '2026-11-20',
    });
    expect(o!.datos).toMatchObject({ concepto: 'Objetivos y logros', nota: 'sin logros' });
    rechaza(() => decidirDescargo(agregadoDescargo.inicial, { id: 'd', terapeuta: null, valor: 1, fecha: '2026-11-20' }), 'Complete los campos requeridos');
    rechaza(() => decidirDescargo(agregadoDescargo.inicial, { id: 'd', terapeuta, valor: -5, fecha: '2026-11-20' }), 'Complete los campos requeridos');
    rechaza(
      () => decidirDescargo(agregadoDescargo.inicial, { id: 'd', terapeuta, valor: 1, concepto: 'Otro', fecha: '2026-11-20' }),
      MENSAJES_DESCARGO.concepto,
    );
  });
  it('eliminar es un evento que conserva lo registrado; no dos veces', () => {
    const registrados = decidirDescargo(agregadoDescargo.inicial, { id: 'd1', terapeuta, valor: 15_000, fecha: '2026-11-20' });
    const estado = plegar(agregadoDescargo, registrados);
    const [anulado] = decidirAnulacionDescargo(estado, 'd1');
    expect(anulado).toEqual({
      tipo: 'DescargoAnulado',
      datos: { id: 'd1', terapeutaNombre: 'LAURA FISIO', valor: 15_000, concepto: 'Informe atrasado', fecha: '2026-11-20' },
    });
    rechaza(() => decidirAnulacionDescargo(plegar(agregadoDescargo, [...registrados, anulado!]), 'd1'), MENSAJES_DESCARGO.yaAnulado);
    rechaza(() => decidirAnulacionDescargo(agregadoDescargo.inicial, 'd9'), MENSAJES_DESCARGO.noEncontrado);
  });
});

describe('Copagos', () => {
  const base = {
    id: 'c1',
    fecha: '2026-11-20',
    monto: 4_500,
    tipo: 1,
    paciente: { id: 'p1', nombre: 'ANA PÉREZ', sede: 'principal' },
    entidad: { id: 'e1', nombre: 'SURA' },
  };
  it('fecha, monto y tipo (1 Efectivo, 2 Transferencia) obligatorios; paciente y entidad por nombre', () => {
    const [e] = decidirCopago(agregadoCopago.inicial, { ...base, comentario: 'pagó en caja' });
    expect(e!.datos).toEqual({
      id: 'c1',
      fecha: '2026-11-20',
      monto: 4_500,
      tipo: 1,
      pacienteId: 'p1',
      pacienteNombre: 'ANA PÉREZ',
      entidadId: 'e1',
      entidadNombre: 'SURA',
      comentario: 'pagó en caja',
      sede: 'principal',
    });
    rechaza(() => decidirCopago(agregadoCopago.inicial, { ...base, fecha: '' }), MENSAJES_COPAGO.completar);
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
    const [e] = decidirGastoFijo(agregadoGasto.inicial, {
      id: 'g1',
      valor: 1_200_000,
      concepto: 'Arriendo',
      usuario: null,
      sede: 'principal',
      hoy: '2026-11-20',
    });
    expect(e!.datos).toEqual({
      id: 'g1',
      valor: 1_200_000,
      concepto: 'Arriendo',
      usuarioId: null,
      usuarioNombre: null,
      sede: 'principal',
      fecha: '2026-11-20',
    });
    rechaza(
      () => decidirGastoFijo(agregadoGasto.inicial, { id: 'g', valor: 10, concepto: '  ', usuario: null, sede: 's', hoy: '2026-11-20' }),
      'Complete los campos requeridos',
    );
  });
  it('gasto variable: fecha, valor, categoría 1 Préstamo / 2 Gasto general / 3 Gasto servicios y concepto', () => {
    const [e] = decidirGastoVariable(agregadoGasto.inicial, {
      id: 'g2',
      fecha: '2026-11-19',
      valor: 85_000,
      categoria: 3,
      concepto: 'Energía',
      sede: 'principal',
    });
    expect(e!.datos).toEqual({ id: 'g2', fecha: '2026-11-19', valor: 85_000, categoria: 3, concepto: 'Energía', sede: 'principal' });
    rechaza(
      () => decidirGastoVariable(agregadoGasto.inicial, { id: 'g', fecha: '2026-11-19', valor: 1, categoria: 4, concepto: 'x', sede: 's' }),
      MENSAJES_GASTO.categoria,
    );
    rechaza(
      () => decidirGastoVariable(agregadoGasto.inicial, { id: 'g', fecha: '', valor: 1, categoria: 1, concepto: 'x', sede: 's' }),
      'Complete los campos requeridos',
    );
  });
  it('eliminar: GastoAnulado de su clase; un gasto fijo no se anula como variable', () => {
    const reg = decidirGastoVariable(agregadoGasto.inicial, {
      id: 'g2',
      fecha: '2026-11-19',
      valor: 85_000,
      categoria: 3,
      concepto: 'Energía',
      sede: 'principal',
    });
    const estado = plegar(agregadoGasto, reg);
    rechaza(() => decidirAnulacionGasto(estado, 'g2', 'fijo'), MENSAJES_GASTO.noEncontrado);
    expect(decidirAnulacionGasto(estado, 'g2', 'variable')).toEqual([
      { tipo: 'GastoAnulado', datos: { id: 'g2', clase: 'variable', valor: 85_000, concepto: 'Energía', fecha: '2026-11-19' } },
    ]);
  });
});

/** What the api answers a body, through the same validation pipe as every request (400 `{ mensaje, errores }`). */
async function cuerpo(dto: new () => object, datos: unknown): Promise<{ ok: true; valor: unknown } | { ok: false; mensaje: string }> {
  try {
    return { ok: true, valor: await validacion.transform(datos, { type: 'body', metatype: dto }) };
  } catch (error) {
    return { ok: false, mensaje: (error as { getResponse(): { mensaje: string } }).getResponse().mensaje };
  }
}
const rechazado = async (dto: new () => object, datos: unknown, mensaje: string) => expect(await cuerpo(dto, datos)).toEqual({ ok: false, mensaje });

describe('Las solicitudes: tipos y presencia en el borde, con los mensajes del spec y en su orden', () => {
  it('copago: fecha, monto y tipo juntos primero; luego el monto, el tipo y el paciente', async () => {
    const base = { fecha: '2026-11-20', monto: 4_500, tipo: 1, paciente: 'p1' };
    expect(await cuerpo(RegistrarCopagoDto, base)).toMatchObject({ ok: true, valor: base });
    await rechazado(RegistrarCopagoDto, { ...base, monto: undefined }, MENSAJES_COPAGO.completar);
    await rechazado(RegistrarCopagoDto, { ...base, fecha: '2026-02-30' }, MENSAJES_COPAGO.completar);
    await rechazado(RegistrarCopagoDto, { ...base, monto: '4.500', tipo: undefined }, MENSAJES_COPAGO.completar);
    await rechazado(RegistrarCopagoDto, { ...base, monto: '4.500', tipo: 9 }, MENSAJES_COPAGO.monto);
    await rechazado(RegistrarCopagoDto, { ...base, tipo: '1' }, MENSAJES_COPAGO.tipo);
    await rechazado(RegistrarCopagoDto, { ...base, paciente: '' }, MENSAJES_COPAGO.paciente);
    await rechazado(RegistrarCopagoDto, { ...base, comentario: 'x'.repeat(501) }, MENSAJES_COPAGO.comentario);
    await rechazado(RegistrarCopagoDto, { ...base, color: 'rojo' }, 'El campo color no está permitido');
    await rechazado(RegistrarCopagoDto, [base], 'El cuerpo de la solicitud debe ser un objeto JSON');
  });
  it('descargo: terapeuta y valor (un texto o un negativo tampoco) antes que el concepto', async () => {
    await rechazado(RegistrarDescargoDto, { terapeuta: 't1', valor: '' }, 'Complete los campos requeridos');
    await rechazado(RegistrarDescargoDto, { terapeuta: 't1', valor: -5, concepto: 'Otro' }, 'Complete los campos requeridos');
    await rechazado(RegistrarDescargoDto, { terapeuta: 't1', valor: 1, concepto: 'Otro' }, MENSAJES_DESCARGO.concepto);
    await rechazado(RegistrarDescargoDto, { terapeuta: 't1', valor: 1, fecha: 'ayer' }, MENSAJES_DESCARGO.fecha);
    expect(await cuerpo(RegistrarDescargoDto, { terapeuta: 't1', valor: 1, concepto: '', fecha: null, nota: ' n ' })).toMatchObject({ ok: true });
  });
  it("gastos: 'Complete los campos requeridos' para lo que falta; un valor en texto dice cómo escribirlo", async () => {
    await rechazado(RegistrarGastoFijoDto, { valor: '', concepto: 'x' }, 'Complete los campos requeridos');
    await rechazado(RegistrarGastoFijoDto, { valor: 'diez', concepto: 'x' }, MENSAJES_GASTO.valor);
    await rechazado(RegistrarGastoFijoDto, { valor: 10, concepto: '  ' }, 'Complete los campos requeridos');
    await rechazado(RegistrarGastoVariableDto, { valor: 1, categoria: 1, concepto: 'x' }, 'Complete los campos requeridos');
    await rechazado(RegistrarGastoVariableDto, { fecha: '2026-11-21', valor: 1, categoria: 4, concepto: 'x' }, MENSAJES_GASTO.categoria);
  });
  it('salario: acepta el registro que sirvió GET (lo de solo lectura se ignora); tipoContratoId es el tipo, también un número en tipoContrato', async () => {
    const leido = {
      id: 'u1',
      idUsuario: 'u1',
      nombreUsuario: 'LAURA',
      usuario: 'laura',
      rol: 2,
      sede: 'principal',
      tipoContratoId: 3,
      tipoContrato: 'Prestación de servicios',
      salarioNeto: 0,
      registrado: true,
      ...MONTOS_SALARIO_EN_CERO,
      pagoPorSesion: 20_000,
    };
    const r = await cuerpo(GuardarSalarioDto, leido);
    expect(r.ok).toBe(true);
    expect(tipoContratoDe((r as { valor: GuardarSalarioDto }).valor)).toBe(3);
    expect(tipoContratoDe(((await cuerpo(GuardarSalarioDto, { tipoContrato: 2 })) as { valor: GuardarSalarioDto }).valor)).toBe(2);
    await rechazado(GuardarSalarioDto, { tipoContrato: 4 }, MENSAJES_SALARIO.tipoContrato);
    await rechazado(GuardarSalarioDto, { tipoContratoId: 'Indefinido' }, MENSAJES_SALARIO.tipoContrato);
    await rechazado(GuardarSalarioDto, { arl: '1.000' }, MENSAJES_SALARIO.monto('ARL'));
    await rechazado(GuardarSalarioDto, { pagoPorSesion: -1 }, MENSAJES_SALARIO.monto('Pago por sesión'));
    await rechazado(GuardarSalarioDto, { salarioFijo: 1.5, pagoPorSesion: -1 }, MENSAJES_SALARIO.monto('Salario fijo'));
  });
});
