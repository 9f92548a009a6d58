import { plegar } from '@avanti/libs/dominio/agregado';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { EventoCobertura } from '@avanti/libs/coberturas/eventos';
import {
  agregadoCobertura,
  bolsa,
  calcularVencimiento,
  codigoBase,
  conSufijo,
  decidirAjuste,
  decidirAutorizacionConOrden,
  decidirAutorizacionSinOrden,
  decidirCancelacion,
  decidirConvenio,
  decidirCredito,
  decidirDebito,
  decidirOrden,
  decidirParticular,
  MENSAJES_COBERTURA as M,
  type ComunRegistro,
  type EntidadParaCobertura,
  type EspecialidadDeCatalogo,
} from './cobertura.js';

const dado = (...eventos: EventoCobertura[]) => plegar(agregadoCobertura, eventos);
const especialidades = new Map([
  [2, { codigo: 2, nombre: 'Fisioterapia', cups: '931001' }],
  [3, { codigo: 3, nombre: 'Fonoaudiología', cups: '937000' }],
]);
const paciente = { id: 'p1', codigo: '1020', nombre: 'ANA PÉREZ (CC 1020)', sede: 's1', estado: 1 };
const eps: EntidadParaCobertura = { id: 'e1', nombre: 'NUEVA EPS', tipo: 1, estado: 1 };
const comun = (extra: Partial<ComunRegistro> = {}): ComunRegistro => ({
  id: 'c1',
  codigo: 'EPS-1020-20261120',
  paciente,
  fecha: '2026-11-20',
  cobertura: 30,
  lineas: [
    { servicio: 2, cantidad: 10 },
    { servicio: 3, cantidad: 5 },
  ],
  observaciones: '  primera   vez ',
  especialidades,
  ...extra,
});
const orden = () => decidirOrden(dado(), { ...comun(), entidad: eps })[0];
const autorizacion = (cantidad = 10) =>
  decidirAutorizacionSinOrden(dado(), {
    ...comun({ id: 'a1', codigo: 'aut-77', lineas: [{ servicio: 2, cantidad }] }),
    sinOrden: true,
    codigo90: false,
    entidad: eps,
    usuario: 'admin',
  })[0];

describe('Cobertura: códigos y vencimiento', () => {
  it('vence en la fecha de expedición más los días de cobertura, cruzando meses y años', () => {
    expect(calcularVencimiento('2026-11-20', 30)).toBe('2026-12-20');
    expect(calcularVencimiento('2026-12-15', 45)).toBe('2027-01-29');
    expect(calcularVencimiento('2028-02-28', 1)).toBe('2028-02-29');
    expect(calcularVencimiento('2026-11-20', null)).toBeNull();
  });

  it('arma los códigos de DOMAIN.md por formato y tipo de entidad', () => {
    expect(codigoBase({ formato: 0, tipoEntidad: 1, pacienteCodigo: '1020', fecha: '2026-11-20' })).toBe('EPS-1020-20261120');
    expect(codigoBase({ formato: 0, tipoEntidad: 2, pacienteCodigo: '1020', fecha: '2026-11-20' })).toBe('PRE-1020-20261120');
    expect(codigoBase({ formato: 0, tipoEntidad: 3, pacienteCodigo: '1020', fecha: '2026-11-20' })).toBe('POL-1020-20261120');
    expect(codigoBase({ formato: 1, tipoEntidad: 1, pacienteCodigo: '1020', fecha: '2026-11-20', ordenCodigo: 'EPS-1020-20261101' })).toBe(
      'EPS-AUT1020-20261120',
    );
    expect(codigoBase({ formato: 1, tipoEntidad: 2, pacienteCodigo: '1020', fecha: '2026-11-20', ordenCodigo: null })).toBe('PRE-AUT1020-20261120');
    expect(codigoBase({ formato: 1, tipoEntidad: 3, pacienteCodigo: '1020', fecha: '2026-11-20', ordenCodigo: 'POL-1020-20261101' })).toBe(
      'POL-AUT-POL-1020-20261101',
    );
    expect(codigoBase({ formato: 2, pacienteCodigo: '1020', fecha: '2026-11-20' })).toBe('PAR-1020-20261120');
    expect(codigoBase({ formato: 3, pacienteCodigo: '1020', fecha: '2026-11-20' })).toBe('CON-1020-20261120');
  });

  it('el segundo y el tercero del mismo día llevan -2 y -3', () => {
    expect([1, 2, 3].map((n) => conSufijo('PAR-1020-20261120', n))).toEqual(['PAR-1020-20261120', 'PAR-1020-20261120-2', 'PAR-1020-20261120-3']);
  });
});

describe('Cobertura: registro', () => {
  it('una orden médica suma sus líneas en la bolsa, con CUPS y vencimiento', () => {
    const e = orden();
    expect(e.tipo).toBe('OrdenMedicaRegistrada');
    expect(e.datos).toMatchObject({
      formato: 0,
      entidadNombre: 'NUEVA EPS',
      fechaVencimiento: '2026-12-20',
      observaciones: 'primera vez',
      sede: 's1',
      lineas: [
        { id: '1', servicio: 2, especialidad: 'Fisioterapia', cups: '931001', cantidad: 10 },
        { id: '2', servicio: 3, especialidad: 'Fonoaudiología', cups: '937000', cantidad: 5 },
      ],
    });
    expect(bolsa(dado(e))).toBe(15);
  });

  it.each([
    ['orden', () => decidirOrden(dado(), { ...comun({ lineas: [] }), entidad: eps }), M.sinServiciosOrden],
    [
      'autorización sin orden',
      () => decidirAutorizacionSinOrden(dado(), { ...comun({ lineas: [] }), sinOrden: true, codigo90: false, entidad: eps, usuario: 'u' }),
      M.sinServiciosSinOrden,
    ],
    [
      'particular',
      () => decidirParticular(dado(), { ...comun({ lineas: [] }), nombreCliente: 'x', formaPago: 1, periodo: 30, contrato: 'C1' }),
      M.sinServiciosAutorizacion,
    ],
    ['convenio', () => decidirConvenio(dado(), comun({ lineas: [] })), M.sinServiciosAutorizacion],
  ])('sin servicios, la %s se rechaza con el mensaje del spec', (_, registrar, mensaje) => {
    expect(registrar).toThrow(new ReglaIncumplida(mensaje));
  });

  it.each([
    [{ lineas: [{ servicio: 9, cantidad: 1 }] }, M.servicioInvalido],
    [{ lineas: [{ servicio: 2, cantidad: 0 }] }, M.cantidadInvalida],
    [{ lineas: [{ servicio: 2, cantidad: 1.5 }] }, M.cantidadInvalida],
    [{ fecha: '2026-02-30' }, M.fechaInvalida],
    [{ cobertura: 31 }, M.coberturaInvalida([30, 45, 60, 90, 120, 150, 180])],
    [{ cobertura: null }, M.sinVigenciaNoPermitida],
    [{ paciente: null }, M.pacienteNoEncontrado],
    [{ paciente: { ...paciente, estado: 0 } }, M.pacienteInactivo],
  ])('una orden con %j se rechaza: %s', (extra, mensaje) => {
    expect(() => decidirOrden(dado(), { ...comun(extra), entidad: eps })).toThrow(mensaje);
  });

  it('una orden exige una entidad activa', () => {
    expect(() => decidirOrden(dado(), { ...comun(), entidad: null })).toThrow(M.entidadObligatoria);
    expect(() => decidirOrden(dado(), { ...comun(), entidad: { ...eps, estado: 2 } })).toThrow(M.entidadInactiva);
  });

  it('una autorización contra una orden toma la entidad de la orden y marca la orden como cargada', () => {
    const ordenEstado = dado(orden());
    const r = decidirAutorizacionConOrden(
      dado(),
      ordenEstado,
      'c1',
      { ...comun({ id: 'a1', codigo: 'EPS-AUT1020-20261120' }), usuario: 'admin' },
      '2026-11-21',
    );
    expect(r.autorizacion[0].datos).toMatchObject({
      formato: 1,
      pertenece: 'c1',
      perteneceCodigo: 'EPS-1020-20261120',
      entidadId: 'e1',
      sinOrden: false,
      codigo90: false,
    });
    expect(r.orden).toEqual([
      { tipo: 'AutorizacionCargada', datos: { ordenId: 'c1', ordenCodigo: 'EPS-1020-20261120', autorizacionId: 'a1', codigo: 'EPS-AUT1020-20261120' } },
    ]);
  });

  it('guarda el N.º autorización EPS sin espacios alrededor; vacío es null; otro carácter o más de 30 se rechaza (issue 27 ítem 9)', () => {
    const ordenEstado = dado(orden());
    const pedido = (numeroAutorizacionEps?: string | null) => ({ ...comun({ id: 'a1' }), usuario: 'admin', numeroAutorizacionEps });
    expect(decidirAutorizacionConOrden(dado(), ordenEstado, 'c1', pedido('  SURA-77 '), '2026-11-21').autorizacion[0].datos.numeroAutorizacionEps).toBe(
      'SURA-77',
    );
    expect(decidirAutorizacionConOrden(dado(), ordenEstado, 'c1', pedido(' '), '2026-11-21').autorizacion[0].datos.numeroAutorizacionEps).toBeNull();
    expect(decidirAutorizacionConOrden(dado(), ordenEstado, 'c1', pedido(undefined), '2026-11-21').autorizacion[0].datos.numeroAutorizacionEps).toBeNull();
    for (const malo of ['SURA 77', 'AUT/1', 'x'.repeat(31), 'ñ-1']) {
      expect(() => decidirAutorizacionConOrden(dado(), ordenEstado, 'c1', pedido(malo), '2026-11-21')).toThrow(
        new ReglaIncumplida(M.numeroEpsInvalido, 'invalido'),
      );
    }
    const sinOrden = decidirAutorizacionSinOrden(dado(), {
      ...comun({ codigo: 'AUT-1' }),
      sinOrden: true,
      codigo90: false,
      entidad: eps,
      usuario: 'u',
      numeroAutorizacionEps: 'N-1',
    });
    expect(sinOrden[0].datos.numeroAutorizacionEps).toBe('N-1');
  });

  it('no carga una autorización a una orden vencida, cancelada, de otro paciente o que no es orden', () => {
    const ordenEstado = dado(orden());
    const pedido = { ...comun({ id: 'a1' }), usuario: 'admin' };
    expect(() => decidirAutorizacionConOrden(dado(), ordenEstado, 'c1', pedido, '2026-12-21')).toThrow(M.ordenNoActiva);
    const cancelada = dado(orden(), { tipo: 'CoberturaCancelada', datos: { id: 'c1', codigo: 'x', formato: 0 } });
    expect(() => decidirAutorizacionConOrden(dado(), cancelada, 'c1', pedido, '2026-11-21')).toThrow(M.ordenNoActiva);
    expect(() => decidirAutorizacionConOrden(dado(), ordenEstado, 'c1', { ...pedido, paciente: { ...paciente, id: 'p2' } }, '2026-11-21')).toThrow(
      M.ordenDeOtroPaciente,
    );
    expect(() => decidirAutorizacionConOrden(dado(), dado(autorizacion()), 'a1', pedido, '2026-11-21')).toThrow(M.noEncontrada);
  });

  it('una autorización solo carga lo que su orden prescribe: sus especialidades, hasta sus unidades (issue 28)', () => {
    const ordenEstado = dado(orden()); // Fisioterapia 10, Fonoaudiología 5
    const pedido = (lineas: { servicio: number; cantidad: number }[]) => ({ ...comun({ id: 'a1', lineas }), usuario: 'admin' });
    const conPsicologia = new Map<number, EspecialidadDeCatalogo>([...especialidades, [6, { codigo: 6, nombre: 'Psicología', cups: null }]]);
    expect(() =>
      decidirAutorizacionConOrden(dado(), ordenEstado, 'c1', { ...pedido([{ servicio: 6, cantidad: 40 }]), especialidades: conPsicologia }, '2026-11-21'),
    ).toThrow(M.servicioNoPrescrito('Psicología', 'EPS-1020-20261120'));
    expect(() =>
      decidirAutorizacionConOrden(
        dado(),
        ordenEstado,
        'c1',
        pedido([
          { servicio: 3, cantidad: 3 },
          { servicio: 3, cantidad: 3 },
        ]),
        '2026-11-21',
      ),
    ).toThrow('La orden médica EPS-1020-20261120 prescribe 5 sesiones de Fonoaudiología: no se pueden autorizar 6');
    expect(
      decidirAutorizacionConOrden(
        dado(),
        ordenEstado,
        'c1',
        pedido([
          { servicio: 2, cantidad: 10 },
          { servicio: 3, cantidad: 5 },
        ]),
        '2026-11-21',
      ).autorizacion,
    ).toHaveLength(1);
  });

  it('sin orden, la entidad elegida es obligatoria: nunca queda como Particulares (issue 28)', () => {
    const pedido = { ...comun({ codigo: 'AUT-1' }), sinOrden: true, codigo90: false, usuario: 'u' };
    expect(() => decidirAutorizacionSinOrden(dado(), { ...pedido, entidad: null })).toThrow(M.entidadObligatoria);
    expect(() => decidirAutorizacionSinOrden(dado(), { ...pedido, entidad: { ...eps, estado: 2 } })).toThrow(M.entidadInactiva);
  });

  it('sin orden: número escrito (en mayúsculas), puede quedar sin vigencia; código 90 es la entidad 16', () => {
    expect(autorizacion().datos).toMatchObject({ codigo: 'AUT-77', entidadNombre: 'NUEVA EPS', sinOrden: true });
    const [c90] = decidirAutorizacionSinOrden(dado(), {
      ...comun({ codigo: '90-1', cobertura: null }),
      sinOrden: false,
      codigo90: true,
      entidad: eps,
      usuario: 'ana',
    });
    expect(c90.datos).toMatchObject({
      entidadId: null,
      entidadNombre: 'Particulares',
      tipoEntidad: null,
      codigo90: true,
      fechaVencimiento: null,
      cobertura: null,
      registradaPor: 'ana',
    });
    expect(() => decidirAutorizacionSinOrden(dado(), { ...comun({ codigo: ' ' }), sinOrden: true, codigo90: false, entidad: eps, usuario: 'u' })).toThrow(
      M.codigoObligatorio,
    );
  });

  it('un particular pide cliente, forma de pago, periodo y contrato; su cobertura es de 15 días a 4 meses', () => {
    const base = { ...comun({ cobertura: 15 }), nombreCliente: ' juan  gómez ', formaPago: 2, periodo: 60, contrato: 'CT-9', orden: '' };
    expect(decidirParticular(dado(), base)[0].datos).toMatchObject({
      formato: 2,
      nombreCliente: 'JUAN GÓMEZ',
      entidadNombre: 'Particulares',
      fechaVencimiento: '2026-12-05',
      orden: null,
    });
    expect(() => decidirParticular(dado(), { ...base, nombreCliente: '' })).toThrow(M.nombreClienteObligatorio);
    expect(() => decidirParticular(dado(), { ...base, formaPago: 3 })).toThrow(M.formaPagoInvalida);
    expect(() => decidirParticular(dado(), { ...base, periodo: 45 })).toThrow(M.periodoInvalido);
    expect(() => decidirParticular(dado(), { ...base, contrato: '' })).toThrow(M.contratoObligatorio);
    expect(() => decidirParticular(dado(), { ...base, cobertura: 45 })).toThrow(M.coberturaInvalida([15, 30, 60, 90, 120]));
  });

  it('no registra dos veces la misma cobertura', () => {
    expect(() => decidirConvenio(dado(orden()), comun())).toThrow(M.yaExiste);
  });
});

describe('Cobertura: ajuste y cancelación', () => {
  it('ajustar registra bolsa y vencimiento anteriores y nuevos con el motivo', () => {
    const [e] = decidirAjuste(dado(orden()), 'c1', { bolsa: 20, fechaVencimiento: '2027-01-10', motivo: ' la EPS amplió ' });
    expect(e).toEqual({
      tipo: 'OrdenAjustada',
      datos: {
        id: 'c1',
        codigo: 'EPS-1020-20261120',
        bolsaAnterior: 15,
        bolsaNueva: 20,
        vencimientoAnterior: '2026-12-20',
        vencimientoNuevo: '2027-01-10',
        motivo: 'la EPS amplió',
        lineas: [
          { id: '1', cantidad: 15 },
          { id: '2', cantidad: 5 },
        ],
      },
    });
    expect(bolsa(dado(orden(), e))).toBe(20);
  });

  it('bajar la bolsa quita de las últimas líneas sin tocar lo ya programado', () => {
    const a = autorizacion(10);
    const debito = decidirDebito(dado(a), { coberturaId: 'a1', lineaId: '1', cantidad: 4 })[0];
    const [e] = decidirAjuste(dado(a, debito), 'a1', { bolsa: 1, motivo: 'corrección' });
    expect(e.datos).toMatchObject({ bolsaAnterior: 6, bolsaNueva: 1, lineas: [{ id: '1', cantidad: 5 }] });
    expect(bolsa(dado(a, debito, e))).toBe(1);
  });

  it.each([
    [{ bolsa: 3 }, M.motivoObligatorio],
    [{ bolsa: -1, motivo: 'x' }, M.bolsaInvalida],
    [{ bolsa: 2.5, motivo: 'x' }, M.bolsaInvalida],
    [{ fechaVencimiento: '2026-13-01', motivo: 'x' }, M.vencimientoInvalido],
    [{ fechaVencimiento: '2026-11-19', motivo: 'x' }, M.vencimientoAnterior],
    [{ bolsa: 15, motivo: 'x' }, M.sinCambios],
  ])('ajustar con %j se rechaza: %s', (pedido, mensaje) => {
    expect(() => decidirAjuste(dado(orden()), 'c1', pedido)).toThrow(mensaje);
  });

  it('no adelanta el vencimiento antes de sesiones pendientes: las nombra (issue 28)', () => {
    const a = autorizacion(); // vence 2026-12-20
    const pendientes = [
      { fecha: '2026-12-18', horaInicio: '09:00', terapeutaNombre: 'LUZ DÍAZ' },
      { fecha: '2026-12-15', horaInicio: '08:00', terapeutaNombre: 'LUZ DÍAZ' },
      { fecha: '2026-12-01', horaInicio: '08:00', terapeutaNombre: 'LUZ DÍAZ' },
    ];
    expect(() => decidirAjuste(dado(a), 'a1', { fechaVencimiento: '2026-12-10', motivo: 'x' }, pendientes)).toThrow(
      'Hay 2 sesiones programadas después de la nueva fecha de vencimiento: 15/12/2026 08:00 con LUZ DÍAZ; 18/12/2026 09:00 con LUZ DÍAZ',
    );
    expect(decidirAjuste(dado(a), 'a1', { fechaVencimiento: '2026-12-18', motivo: 'x' }, pendientes)[0].datos.vencimientoNuevo).toBe('2026-12-18');
    expect(decidirAjuste(dado(a), 'a1', { bolsa: 3, motivo: 'x' }, pendientes)[0].datos.bolsaNueva).toBe(3);
  });

  it('una orden con autorizaciones cargadas no se cancela; sin ellas, sí', () => {
    const cargada: EventoCobertura = { tipo: 'AutorizacionCargada', datos: { ordenId: 'c1', ordenCodigo: 'x', autorizacionId: 'a1', codigo: 'y' } };
    expect(() => decidirCancelacion(dado(orden(), cargada), 'c1')).toThrow(new ReglaIncumplida(M.noCancelable));
    const [e] = decidirCancelacion(dado(orden()), 'c1');
    expect(e).toEqual({ tipo: 'CoberturaCancelada', datos: { id: 'c1', codigo: 'EPS-1020-20261120', formato: 0 } });
    expect(() => decidirCancelacion(dado(orden(), e), 'c1')).toThrow(M.yaCancelada);
    expect(() => decidirCancelacion(dado(), 'c1')).toThrow(M.noEncontrada);
  });

  it('una autorización con sesiones programadas no se desactiva', () => {
    const a = autorizacion();
    const debito = decidirDebito(dado(a), { coberturaId: 'a1', lineaId: '1', cantidad: 1 })[0];
    expect(() => decidirCancelacion(dado(a, debito), 'a1')).toThrow(M.autorizacionConSesiones);
    expect(decidirCancelacion(dado(a), 'a1')[0].datos.formato).toBe(1);
  });
});

describe('Cobertura: la bolsa', () => {
  it('debitar descuenta de la línea hasta cero y luego rechaza con el mensaje del spec', () => {
    let eventos: EventoCobertura[] = [autorizacion(2)];
    for (let i = 0; i < 2; i++) eventos = [...eventos, ...decidirDebito(dado(...eventos), { coberturaId: 'a1', lineaId: '1', cantidad: 1, sesionId: `s${i}` })];
    expect(bolsa(dado(...eventos))).toBe(0);
    expect(() => decidirDebito(dado(...eventos), { coberturaId: 'a1', lineaId: '1', cantidad: 1 })).toThrow(new ReglaIncumplida(M.sinSesionesDisponibles));
  });

  it('acreditar devuelve lo programado, nunca más', () => {
    const a = autorizacion(3);
    const d = decidirDebito(dado(a), { coberturaId: 'a1', lineaId: '1', cantidad: 2 })[0];
    expect(decidirCredito(dado(a, d), { coberturaId: 'a1', lineaId: '1', cantidad: 2 })[0].datos.cantidad).toBe(2);
    expect(() => decidirCredito(dado(a, d), { coberturaId: 'a1', lineaId: '1', cantidad: 3 })).toThrow(M.acreditoInvalido);
  });

  it('una orden médica, una cobertura cancelada o vencida en la fecha no se programan', () => {
    expect(() => decidirDebito(dado(orden()), { coberturaId: 'c1', lineaId: '1', cantidad: 1 })).toThrow(M.ordenNoAgenda);
    const a = autorizacion();
    expect(() => decidirDebito(dado(a), { coberturaId: 'a1', lineaId: '1', cantidad: 1, fecha: '2026-12-21' })).toThrow(M.vencida);
    expect(() => decidirDebito(dado(a), { coberturaId: 'a1', lineaId: '9', cantidad: 1 })).toThrow(M.lineaNoEncontrada);
    const cancelada = dado(a, { tipo: 'CoberturaCancelada', datos: { id: 'a1', codigo: 'x', formato: 1 } });
    expect(() => decidirDebito(cancelada, { coberturaId: 'a1', lineaId: '1', cantidad: 1 })).toThrow(M.coberturaCancelada);
  });
});
