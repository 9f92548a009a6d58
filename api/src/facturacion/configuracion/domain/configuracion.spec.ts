import { MENSAJES_RIPS } from '@avanti/libs/facturacion/contrato';
import { agregadoConfiguracion, decidirPrestador, decidirServicio } from './configuracion.js';

const inicial = agregadoConfiguracion.inicial;
const prestador = { sede: 'principal', sedeNombre: 'Sede Principal', nit: '900123456', codigoHabilitacion: '110010000001' };
const servicio = {
  especialidad: 5,
  especialidadNombre: 'Educación especial',
  tipoSesion: 'Terapia',
  cups: '938610',
  grupo: 'procedimiento',
  grupoServicios: '02',
  codServicio: 739,
  finalidad: '17',
  causaAtencion: '38',
  viaIngreso: '02',
};

describe('prestador por sede', () => {
  it('NIT of 5 to 15 digits (dots and spaces ignored) and a 12-digit REPS code', () => {
    expect(decidirPrestador(inicial, { ...prestador, nit: '900.123.456' })[0].datos.nit).toBe('900123456');
    expect(() => decidirPrestador(inicial, { ...prestador, nit: '900123456-1' })).toThrow(MENSAJES_RIPS.nitInvalido);
    expect(() => decidirPrestador(inicial, { ...prestador, codigoHabilitacion: '11001000000' })).toThrow(MENSAJES_RIPS.habilitacionInvalida);
    expect(() => decidirPrestador(inicial, { ...prestador, codigoHabilitacion: '11001000000A' })).toThrow(MENSAJES_RIPS.habilitacionInvalida);
  });
  it('saving the same values again says there is nothing to save', () => {
    const estado = agregadoConfiguracion.evolucionar(inicial, decidirPrestador(inicial, prestador)[0]);
    expect(() => decidirPrestador(estado, prestador)).toThrow(MENSAJES_RIPS.sinCambios);
  });
});

describe('servicio RIPS por especialidad y tipo de sesión', () => {
  it('a CUPS of 6 characters, a group, and codes of the annex tables', () => {
    expect(decidirServicio(inicial, { ...servicio, cups: '938610 ' })[0].datos).toMatchObject({ cups: '938610', grupo: 'procedimiento' });
    expect(() => decidirServicio(inicial, { ...servicio, cups: '9386' })).toThrow(MENSAJES_RIPS.cupsInvalido);
    expect(() => decidirServicio(inicial, { ...servicio, grupo: 'otro' })).toThrow(MENSAJES_RIPS.grupoInvalido);
    expect(() => decidirServicio(inicial, { ...servicio, grupoServicios: '09' })).toThrow(MENSAJES_RIPS.codigoInvalido('grupo de servicios'));
    expect(() => decidirServicio(inicial, { ...servicio, finalidad: '99' })).toThrow(MENSAJES_RIPS.codigoInvalido('finalidad'));
    expect(() => decidirServicio(inicial, { ...servicio, codServicio: 12 })).toThrow(MENSAJES_RIPS.codServicioInvalido);
    expect(() => decidirServicio(inicial, { ...servicio, tipoSesion: 'Otra' })).toThrow(MENSAJES_RIPS.tipoSesionInvalido);
  });
});
