import { plegar } from '@avanti/libs/dominio/agregado';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { MENSAJES_RIPS, TEXTOS_PROBLEMA_RIPS, type ProblemaRips } from '@avanti/libs/facturacion/contrato';
import { construirRips } from '@avanti/libs/facturacion/constructor';
import type { EventoFacturacion } from '@avanti/libs/facturacion/eventos';
import {
  fechaInicioAtencion,
  grupoDeSesion,
  modalidadRips,
  problemasDeSesion,
  recaudoRips,
  servicioEfectivo,
  sexoRips,
  tipoUsuarioRips,
  type SesionParaRips,
} from '@avanti/libs/facturacion/reglas';
import { validarRips } from '@avanti/libs/facturacion/validar-rips';
import { agregadoRipsEps, decidirSolicitud, RipsConProblemas, type SolicitudRips } from './rips.js';

const sesion = (cambios: Partial<SesionParaRips> = {}): SesionParaRips => ({
  id: 's1',
  pacienteId: 'p1',
  pacienteNombre: 'ANA PÉREZ',
  tipoDocumento: 'TI',
  numeroDocumento: '1000000001',
  fechaNacimiento: '2015-04-02',
  sexo: 2,
  paisResidencia: '170',
  municipioResidencia: '11001',
  municipioValido: true,
  paisOrigen: '170',
  regimen: 1,
  tipoVinculacion: 'BENEFICIARIO',
  tipoEntidad: 1,
  formatoCobertura: 1,
  coberturaCodigo: 'EPS-AUT1-20261101',
  especialidad: 2,
  especialidadNombre: 'Fisioterapia',
  tipo: 'Terapia',
  lugar: 'Sede',
  fecha: '2026-11-03',
  horaInicio: '08:30',
  unidades: 1,
  valor: 45_000,
  copago: 4_500,
  sede: 'principal',
  sedeNombre: 'Sede Principal',
  terapeutaId: 't1',
  terapeutaNombre: 'LUISA GÓMEZ',
  terapeutaDocumento: '52123456',
  diagnosticos: ['F840'],
  diagnosticosValidos: true,
  tarifa: { tarifa: 45_000, copago: 4_500 },
  prestador: { nit: '900123456-1', codigoHabilitacion: '110010000001' },
  servicio: servicioEfectivo(2, 'Fisioterapia', 'Terapia'),
  reportadaEn: null,
  ...cambios,
});

const codigos = (s: SesionParaRips) => problemasDeSesion(s).map((p) => p.codigo);

describe('régimen → tipoUsuario', () => {
  it('contributivo: cotizante 01, beneficiario 02, adicional 03', () => {
    expect(tipoUsuarioRips(1, 1, 'COTIZANTE')).toBe('01');
    expect(tipoUsuarioRips(1, 1, 'BENEFICIARIO')).toBe('02');
    expect(tipoUsuarioRips(1, 1, 'ADICIONAL')).toBe('03');
  });
  it('subsidiado 04, whatever the affiliation', () => {
    expect(tipoUsuarioRips(1, 2, null)).toBe('04');
    expect(tipoUsuarioRips(1, 2, 'COTIZANTE')).toBe('04');
  });
  it('prepaid plans and policies are voluntary plans: 11', () => {
    expect(tipoUsuarioRips(2, 1, 'BENEFICIARIO')).toBe('11');
    expect(tipoUsuarioRips(3, 1, null)).toBe('11');
  });
  it('contributory without a known affiliation is not guessed: null, and a problem in Spanish', () => {
    expect(tipoUsuarioRips(1, 1, null)).toBeNull();
    expect(tipoUsuarioRips(1, 1, 'NO_APLICA')).toBeNull();
    expect(problemasDeSesion(sesion({ tipoVinculacion: null }))[0]).toMatchObject({
      codigo: 'sin-vinculacion',
      mensaje: TEXTOS_PROBLEMA_RIPS['sin-vinculacion'].mensaje,
    });
  });
});

describe('tipo de sesión → consulta o procedimiento (servicios por defecto de la issue)', () => {
  it('physiotherapy 931001, speech 937000, occupational 938303: procedures of group 02', () => {
    for (const [esp, cups, reps] of [
      [2, '931001', 739],
      [3, '937000', 740],
      [4, '938303', 728],
    ] as const) {
      for (const tipo of ['Terapia', 'Evaluacion', 'CYT', 'GTSL']) {
        const s = servicioEfectivo(esp, 'x', tipo);
        expect({ cups: s.cups, grupo: grupoDeSesion(s), grupoServicios: s.grupoServicios, codServicio: s.codServicio }).toEqual({
          cups,
          grupo: 'procedimiento',
          grupoServicios: '02',
          codServicio: reps,
        });
      }
    }
  });
  it('psychology: 890208 first time (evaluation) and 890308 control, consultations of group 01', () => {
    expect(servicioEfectivo(6, 'Psicología', 'Evaluacion')).toMatchObject({ cups: '890208', grupo: 'consulta', grupoServicios: '01', codServicio: 344 });
    expect(servicioEfectivo(6, 'Psicología', 'Terapia')).toMatchObject({ cups: '890308', grupo: 'consulta' });
  });
  it('an evaluation is for diagnosis (15), a therapy for rehabilitation (17)', () => {
    expect(servicioEfectivo(2, 'x', 'Evaluacion').finalidad).toBe('15');
    expect(servicioEfectivo(2, 'x', 'Terapia').finalidad).toBe('17');
  });
  it('special education has no default CUPS: "Falta el código CUPS…"', () => {
    expect(servicioEfectivo(5, 'Educación especial', 'Terapia').cups).toBeNull();
    expect(codigos(sesion({ especialidad: 5, servicio: servicioEfectivo(5, 'Educación especial', 'Terapia') }))).toEqual(['sin-cups']);
  });
  it('the session place gives the modality: site 01, home 03, virtual 06', () => {
    expect([modalidadRips('Sede'), modalidadRips('Domicilio'), modalidadRips('Virtual')]).toEqual(['01', '03', '06']);
  });
  it('sex M/F', () => {
    expect([sexoRips(1), sexoRips(2)]).toEqual(['M', 'F']);
  });
});

describe('valor y copago', () => {
  it('no copay: 05 No aplica and 0', () => {
    expect(recaudoRips(0, 1, 1)).toEqual({ conceptoRecaudo: '05', valorPagoModerador: 0 });
  });
  it('contributory pays a cuota moderadora (02), subsidised a copago (01), voluntary plans 03', () => {
    expect(recaudoRips(4500, 1, 1)).toEqual({ conceptoRecaudo: '02', valorPagoModerador: 4500 });
    expect(recaudoRips(3000, 1, 2)).toEqual({ conceptoRecaudo: '01', valorPagoModerador: 3000 });
    expect(recaudoRips(8000, 2, 1)).toEqual({ conceptoRecaudo: '03', valorPagoModerador: 8000 });
  });
  it('a value other than the rate, or no rate, is a problem', () => {
    expect(codigos(sesion({ valor: 40_000 }))).toEqual(['valor-distinto']);
    expect(codigos(sesion({ tarifa: null }))).toEqual(['sin-tarifa']);
  });
  it('a copay other than the rate’s, or above the value, is inconsistent', () => {
    expect(codigos(sesion({ copago: 5_000 }))).toEqual(['copago-inconsistente']);
    expect(codigos(sesion({ valor: 4_000, copago: 4_500, tarifa: { tarifa: 4_000, copago: 4_500 } }))).toEqual(['copago-inconsistente']);
  });
});

describe('fechaInicioAtencion en hora de Bogotá', () => {
  it('a session stored as Bogotá date and time: AAAA-MM-DD HH:MM', () => {
    expect(fechaInicioAtencion('2026-11-03', '08:30')).toBe('2026-11-03 08:30');
    expect(fechaInicioAtencion('2026-11-03', '14:00:00')).toBe('2026-11-03 14:00');
  });
  it('an instant is converted to Bogotá (UTC−5), across midnight', () => {
    expect(fechaInicioAtencion(new Date('2026-11-04T02:15:00Z'))).toBe('2026-11-03 21:15');
    expect(fechaInicioAtencion(new Date('2026-11-03T13:30:00Z'))).toBe('2026-11-03 08:30');
  });
  it('refuses what is not a date and a time', () => {
    expect(() => fechaInicioAtencion('03/11/2026', '08:30')).toThrow();
  });
});

describe('problemas, cada uno con su mensaje en español y su enlace', () => {
  const casos: [Partial<SesionParaRips>, string, string][] = [
    [{ municipioResidencia: null }, 'sin-municipio', '/admisiones/pacientes?filter='],
    [{ municipioValido: false }, 'municipio-invalido', '/admisiones/pacientes?filter='],
    [{ diagnosticos: [] }, 'sin-diagnostico', '/historiaClinica/historia?paciente=p1'],
    [{ diagnosticosValidos: false }, 'diagnostico-invalido', '/historiaClinica/historia?paciente=p1'],
    [{ formatoCobertura: 0 }, 'sin-autorizacion', '/gestion-ordenes?codigo='],
    [{ terapeutaDocumento: null }, 'terapeuta-sin-documento', '/acceso/usuario?filter='],
    [{ terapeutaDocumento: '  ' }, 'terapeuta-sin-documento', '/acceso/usuario?filter='],
    [{ prestador: null }, 'sin-prestador', '/mantenimiento/facturacion?pestana=prestadores&sede=principal'],
    [{ tipoDocumento: 'NUIP' }, 'documento-sin-equivalente', '/admisiones/pacientes?filter='],
    [{ reportadaEn: 'FE-100' }, 'ya-reportada', '/facturacion/rips'],
  ];
  it.each(casos)('%o → %s', (cambio, codigo, enlace) => {
    const [p] = problemasDeSesion(sesion(cambio));
    expect(p.codigo).toBe(codigo);
    expect(p.mensaje).toBe(TEXTOS_PROBLEMA_RIPS[p.codigo].mensaje);
    expect(p.enlace.startsWith(enlace)).toBe(true);
  });
  it('the issue’s wording for each problem', () => {
    expect(TEXTOS_PROBLEMA_RIPS['sin-municipio'].mensaje).toBe('Falta el municipio de residencia del paciente');
    expect(TEXTOS_PROBLEMA_RIPS['sin-diagnostico'].mensaje).toMatch(/^Falta el diagnóstico CIE-10 en la historia clínica/);
    expect(TEXTOS_PROBLEMA_RIPS['sin-autorizacion'].mensaje).toBe('Sesión de un paciente de aseguradora sin número de autorización');
    expect(TEXTOS_PROBLEMA_RIPS['terapeuta-sin-documento'].mensaje).toBe('El terapeuta no tiene número de documento (cédula)');
    expect(TEXTOS_PROBLEMA_RIPS['sin-cups'].mensaje).toBe('Falta el código CUPS de la especialidad para este tipo de sesión');
  });
  it('a complete session has none', () => {
    expect(problemasDeSesion(sesion())).toEqual([]);
  });
});

const solicitud = (cambios: Partial<SolicitudRips> = {}): SolicitudRips => ({
  id: 'g2',
  exportacionId: 'x2',
  epsId: 'e1',
  epsNombre: 'NUEVA EPS',
  desde: '2026-11-01',
  hasta: '2026-11-30',
  sede: null,
  numFactura: 'FE-200',
  tipoNota: null,
  numNota: null,
  excluidas: [],
  ...cambios,
});
const limpia = (id: string) => ({ id, problemas: [] as ProblemaRips[], nit: '900123456' });
const yaGenerado = (sesiones: string[], id = 'g1'): EventoFacturacion[] => [
  { tipo: 'RipsSolicitado', datos: { ...solicitud({ id, numFactura: 'FE-100' }), sesiones, excluidas: [], exportacionId: 'x1' } },
];
const falla = (f: () => unknown): ReglaIncumplida => {
  try {
    f();
  } catch (e) {
    return e as ReglaIncumplida;
  }
  throw new Error('no falló');
};

describe('nunca dos veces, salvo con nota (tipoNota)', () => {
  it('a session reported to an invoice is refused in a second RIPS, naming it and its invoice', () => {
    const estado = plegar(agregadoRipsEps, yaGenerado(['s1', 's2']));
    const e = falla(() => decidirSolicitud(estado, solicitud(), [limpia('s1'), limpia('s3')])) as RipsConProblemas;
    expect(e).toBeInstanceOf(RipsConProblemas);
    expect(e.message).toBe(MENSAJES_RIPS.yaReportadas(1));
    expect(e.errores).toEqual([{ campo: 's1', mensaje: 'Ya reportada en FE-100' }]);
  });
  it('a credit, debit or adjustment note reports it again', () => {
    const estado = plegar(agregadoRipsEps, yaGenerado(['s1']));
    for (const tipoNota of ['NC', 'ND', 'NA']) {
      const [ev] = decidirSolicitud(estado, solicitud({ tipoNota, numFactura: 'FE-100', numNota: 'NC-1' }), [limpia('s1')]);
      expect(ev.datos.sesiones).toEqual(['s1']);
    }
  });
  it('"RIPS sin factura" is not a note: it does not report twice either', () => {
    const estado = plegar(agregadoRipsEps, yaGenerado(['s1']));
    expect(falla(() => decidirSolicitud(estado, solicitud({ tipoNota: 'RS', numFactura: null }), [limpia('s1')])).message).toBe(MENSAJES_RIPS.yaReportadas(1));
  });
  it('a failed generation frees its sessions', () => {
    const estado = plegar(agregadoRipsEps, [...yaGenerado(['s1']), { tipo: 'RipsFallido', datos: { id: 'g1', epsId: 'e1', mensaje: 'x' } }]);
    expect(decidirSolicitud(estado, solicitud(), [limpia('s1')])[0].datos.sesiones).toEqual(['s1']);
  });
  it('a failed generation does not free what another live one holds', () => {
    const estado = plegar(agregadoRipsEps, [
      ...yaGenerado(['s1'], 'g0'),
      ...yaGenerado(['s1'], 'g1'),
      { tipo: 'RipsFallido', datos: { id: 'g1', epsId: 'e1', mensaje: 'x' } },
    ]);
    expect(estado.reportadas.has('s1')).toBe(true);
  });
});

describe('generar: bloqueos, exclusiones y cabecera', () => {
  const inicial = agregadoRipsEps.inicial;
  it('a session with problems blocks the generation, each problem named', () => {
    const p = problemasDeSesion(sesion({ diagnosticos: [] }));
    const e = falla(() => decidirSolicitud(inicial, solicitud(), [{ id: 's1', problemas: p, nit: '9' }, limpia('s2')])) as RipsConProblemas;
    expect(e.message).toBe(MENSAJES_RIPS.conProblemas(1));
    expect(e.message).toBe('Hay 1 sesión con problemas que el Ministerio rechazaría: corríjalas o exclúyalas indicando el motivo');
    expect(e.errores).toEqual([{ campo: 's1', mensaje: TEXTOS_PROBLEMA_RIPS['sin-diagnostico'].mensaje }]);
  });
  it('excluded explicitly, with its reason recorded in the event', () => {
    const p = problemasDeSesion(sesion({ diagnosticos: [] }));
    const [ev] = decidirSolicitud(inicial, solicitud({ excluidas: [{ sesionId: 's1', motivo: '  Se factura  aparte ' }] }), [
      { id: 's1', problemas: p, nit: '9' },
      limpia('s2'),
    ]);
    expect(ev.datos.sesiones).toEqual(['s2']);
    expect(ev.datos.excluidas).toEqual([{ sesionId: 's1', motivo: 'Se factura aparte' }]);
  });
  it('an exclusion needs a reason and a session of the request', () => {
    expect(falla(() => decidirSolicitud(inicial, solicitud({ excluidas: [{ sesionId: 's1', motivo: ' ' }] }), [limpia('s1'), limpia('s2')])).message).toBe(
      MENSAJES_RIPS.exclusionSinMotivo,
    );
    expect(falla(() => decidirSolicitud(inicial, solicitud({ excluidas: [{ sesionId: 'otra', motivo: 'x' }] }), [limpia('s1')])).message).toBe(
      MENSAJES_RIPS.exclusionAjena,
    );
  });
  it('nothing to report', () => {
    expect(falla(() => decidirSolicitud(inicial, solicitud(), [])).message).toBe(MENSAJES_RIPS.sinSesiones);
  });
  it('invoice or "RIPS sin factura"; notes need their invoice and number', () => {
    expect(falla(() => decidirSolicitud(inicial, solicitud({ numFactura: null }), [limpia('s1')])).message).toBe(MENSAJES_RIPS.facturaOSinFactura);
    expect(decidirSolicitud(inicial, solicitud({ numFactura: null, tipoNota: 'RS' }), [limpia('s1')])[0].datos.tipoNota).toBe('RS');
    expect(falla(() => decidirSolicitud(inicial, solicitud({ numFactura: null, tipoNota: 'NC', numNota: '1' }), [limpia('s1')])).message).toBe(
      MENSAJES_RIPS.notaSinFactura,
    );
    expect(falla(() => decidirSolicitud(inicial, solicitud({ tipoNota: 'ND' }), [limpia('s1')])).message).toBe(MENSAJES_RIPS.notaSinNumero);
    expect(falla(() => decidirSolicitud(inicial, solicitud({ tipoNota: 'XX' }), [limpia('s1')])).message).toBe(MENSAJES_RIPS.notaInvalida);
    expect(falla(() => decidirSolicitud(inicial, solicitud({ numFactura: 'FE 1/2' }), [limpia('s1')])).message).toBe(MENSAJES_RIPS.facturaInvalida);
  });
  it('the period: not inverted, at most 366 days', () => {
    expect(falla(() => decidirSolicitud(inicial, solicitud({ desde: '2026-12-01' }), [limpia('s1')])).message).toBe(MENSAJES_RIPS.rangoInvertido);
    expect(falla(() => decidirSolicitud(inicial, solicitud({ desde: '2025-01-01' }), [limpia('s1')])).message).toBe(MENSAJES_RIPS.periodoLargo);
  });
  it('sites billing under different NITs are generated apart', () => {
    expect(falla(() => decidirSolicitud(inicial, solicitud(), [limpia('s1'), { ...limpia('s2'), nit: '800' }])).message).toBe(MENSAJES_RIPS.nitsDistintos);
  });
});

describe('el archivo', () => {
  it('one user per patient with its procedures and consultations, valid against the annex schema', () => {
    const psico = servicioEfectivo(6, 'Psicología', 'Evaluacion');
    const filas = [
      sesion(),
      sesion({ id: 's2', fecha: '2026-11-05', especialidad: 6, servicio: psico, tipo: 'Evaluacion', copago: 0, tarifa: { tarifa: 45_000, copago: 0 } }),
      sesion({ id: 's3', pacienteId: 'p2', numeroDocumento: '1000000002', diagnosticos: ['G80'] }),
    ];
    const { documento, resumen } = construirRips({ nit: '900.123.456-1', numFactura: 'FE-1', tipoNota: null, numNota: null }, filas);
    expect(resumen).toEqual({ usuarios: 2, consultas: 1, procedimientos: 2, valorTotal: 135_000, copagoTotal: 9_000 });
    expect(documento.numDocumentoIdObligado).toBe('900123456');
    expect(documento.usuarios[0]).toMatchObject({
      tipoDocumentoIdentificacion: 'TI',
      tipoUsuario: '02',
      codSexo: 'F',
      codMunicipioResidencia: '11001',
      consecutivo: 1,
    });
    expect(documento.usuarios[0].servicios.procedimientos?.[0]).toMatchObject({
      codProcedimiento: '931001',
      fechaInicioAtencion: '2026-11-03 08:30',
      numAutorizacion: 'EPS-AUT1-20261101',
      conceptoRecaudo: '02',
      valorPagoModerador: 4500,
      consecutivo: 1,
    });
    expect(documento.usuarios[0].servicios.consultas?.[0]).toMatchObject({
      codConsulta: '890208',
      tipoDiagnosticoPrincipal: '01',
      conceptoRecaudo: '05',
      valorPagoModerador: 0,
    });
    expect(documento.usuarios[1].servicios.procedimientos?.[0].codDiagnosticoPrincipal).toBe('G80X');
    expect(validarRips(documento, new Set(['931001', '890208']))).toEqual({ valido: true, errores: [] });
  });
  it('the schema refuses a wrong date format, a short REPS code and an unconfigured CUPS', () => {
    const { documento } = construirRips({ nit: '900123456', numFactura: 'FE-1', tipoNota: null, numNota: null }, [sesion()]);
    const malo = structuredClone(documento);
    malo.usuarios[0].servicios.procedimientos![0].fechaInicioAtencion = '03/11/2026 08:30';
    malo.usuarios[0].servicios.procedimientos![0].codPrestador = '1100100';
    expect(validarRips(malo).errores.length).toBeGreaterThanOrEqual(2);
    expect(validarRips(documento, new Set(['999999'])).valido).toBe(false);
  });
});
