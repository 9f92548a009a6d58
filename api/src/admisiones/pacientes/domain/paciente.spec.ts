import { plegar } from '@avanti/libs/dominio/agregado';
import type { DatosPaciente, EventoPaciente } from '@avanti/libs/admisiones/eventos';
import {
  agregadoPaciente,
  codigoPaciente,
  decidirAcudiente,
  decidirActualizacion,
  decidirAdmision,
  decidirCambioEstado,
  decidirLideres,
  decidirMotivo,
  type Hechos,
} from './paciente.js';

const hechos: Hechos = { hoy: '2026-11-20', aseguradoras: [{ id: 'pre', tipo: 2, regimen: null, estado: 1 }], ubicacionValida: true };
const datos: DatosPaciente = {
  tipoDocumento: 'cc',
  numeroDocumento: ' 123 ',
  primerNombre: ' ana  maría ',
  segundoNombre: '',
  primerApellido: 'pérez',
  segundoApellido: null,
  fechaNacimiento: '2015-01-01',
  sexo: 2,
  tipoCliente: 7,
  diagnostico: null,
  paisOrigen: null,
  departamentoOrigen: null,
  ciudadOrigen: null,
  paisResidencia: null,
  departamentoResidencia: null,
  ciudadResidencia: null,
  barrio: null,
  direccion: null,
  telefono: null,
  regimen: 1,
  eps: null,
  prepagada: 'pre',
  poliza: null,
  tipoVinculacion: null,
  nombreAcompanante: 'josé',
  telefonoAcompanante: null,
  remitente: null,
};
const admitido = decidirAdmision(agregadoPaciente.inicial, { id: 'p1', sede: 'principal', fechaIngreso: '2026-11-20', datos }, hechos);
const dado = (...mas: EventoPaciente[]) => plegar(agregadoPaciente, [...admitido, ...mas]);

describe('Paciente (dominio)', () => {
  it('admite en mayúsculas con el código tipo+número', () => {
    expect(admitido[0].datos).toMatchObject({
      codigo: 'CC123',
      tipoDocumento: 'CC',
      numeroDocumento: '123',
      primerNombre: 'ANA MARÍA',
      segundoNombre: null,
      nombreAcompanante: 'JOSÉ',
      prepagada: 'pre',
    });
    expect(codigoPaciente('TI', 'ab-1')).toBe('TIAB-1');
  });

  it('régimen 2 no admite prepagada; la fecha de nacimiento no puede ser futura', () => {
    expect(() =>
      decidirAdmision(agregadoPaciente.inicial, { id: 'x', sede: 's', fechaIngreso: '2026-11-20', datos: { ...datos, regimen: 2 } }, hechos),
    ).toThrow('La prepagada y la póliza no aplican al régimen subsidiado');
    expect(() =>
      decidirAdmision(agregadoPaciente.inicial, { id: 'x', sede: 's', fechaIngreso: '2026-11-20', datos: { ...datos, fechaNacimiento: '2026-11-21' } }, hechos),
    ).toThrow('La fecha de nacimiento no puede ser mayor a la fecha actual');
  });

  it('editar con el mismo documento no reserva otra clave; con uno nuevo sí', () => {
    expect(decidirActualizacion(dado(), 'p1', datos, hechos).claveNueva).toBeNull();
    expect(decidirActualizacion(dado(), 'p1', { ...datos, numeroDocumento: '124' }, hechos).claveNueva).toBe('CC-124');
  });

  it('inactivo: no admite acudientes ni motivos', () => {
    const inactivo = dado(...decidirCambioEstado(dado(), 'p1', 0));
    const acudiente = { parentesco: 1, tipoDocumento: 'CC', numeroDocumento: '9', nombres: 'a', apellidos: 'b', telefono: '1', correo: 'a@b.co', ocupacion: 1 };
    expect(() => decidirAcudiente(inactivo, 'p1', acudiente)).toThrow('El paciente está inactivo: no se pueden registrar ni desvincular acudientes');
    expect(() => decidirMotivo(inactivo, { pacienteId: 'p1', id: 'm', fecha: '2026-11-20', descripcion: 'x' })).toThrow('motivos de consulta');
    expect(decidirAcudiente(dado(), 'p1', acudiente)[0].datos).toMatchObject({ nombres: 'A', apellidos: 'B' });
  });

  it('el bloqueo confidencial queda para el líder de psicología, o el primer líder elegido', () => {
    const usuarios = new Map([
      ['f', { rol: 2, estado: 1, sede: 'principal' }],
      ['p', { rol: 6, estado: 1, sede: 'principal' }],
      ['n', { rol: 6, estado: 1, sede: 'norte' }],
    ]);
    const base = { puedeAsignar: true, puedeConfidencial: true, usuarios, confidencial: true };
    const sinLideres = { fisioterapia: null, fonoaudiologia: null, terapiaOcupacional: null, psicologia: null, educacionEspecial: null };
    const conPsico = decidirLideres(dado(), 'p1', { ...base, lideres: { ...sinLideres, fisioterapia: 'f', psicologia: 'p' } });
    expect(conPsico[0].datos).toMatchObject({ bloqueadoPara: 'p', confidencial: true });
    const soloFisio = decidirLideres(dado(), 'p1', { ...base, lideres: { ...sinLideres, fisioterapia: 'f' } });
    expect(soloFisio[0].datos).toMatchObject({ bloqueadoPara: 'f' });
    expect(() => decidirLideres(dado(), 'p1', { ...base, lideres: sinLideres })).toThrow('Elija al menos un líder');
    expect(() => decidirLideres(dado(), 'p1', { ...base, lideres: { ...sinLideres, psicologia: 'n' } })).toThrow(
      'El líder de psicología debe ser de la sede del paciente',
    );
  });
});
