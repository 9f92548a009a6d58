import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { plegar } from '@avanti/libs/dominio/agregado';
import {
  agregadoHistoria,
  decidirAntecedente,
  decidirDiagnostico,
  decidirExamen,
  decidirImpresion,
  decidirMotivo,
  decidirPlan,
  decidirVerificacion,
} from './historia.js';

const base = { pacienteId: 'p-1', fecha: '2026-11-23', usuarioId: 'u-1', terapeuta: 'Ana Ruiz' };
const invalido = (mensaje: string) => new ReglaIncumplida(mensaje, 'invalido');
const plan = {
  id: 'pl-1',
  fechaInicio: '2026-11-23',
  conclusiones: 'c',
  recomendaciones: 'r',
  cie10: [],
  periodo: 1,
  lineas: [{ especialidad: 3, sesiones: 8 }],
};

describe('historia clínica: decisiones', () => {
  it('motivo: obligatorio, hasta 500 caracteres, observaciones hasta 500; se guarda sin espacios sobrantes', () => {
    expect(decidirMotivo({ ...base, id: 'm', motivo: '  Habla tardía ', observaciones: ' Remitido ' })[0].datos).toMatchObject({
      motivo: 'Habla tardía',
      observaciones: 'Remitido',
      terapeuta: 'Ana Ruiz',
    });
    expect(() => decidirMotivo({ ...base, id: 'm', motivo: 'Habla tardía', observaciones: ' ' })).toThrow(invalido('Las observaciones son obligatorias'));
    expect(() => decidirMotivo({ ...base, id: 'm', motivo: ' ' })).toThrow(invalido('El motivo de consulta es obligatorio'));
    expect(() => decidirMotivo({ ...base, id: 'm', motivo: 'x'.repeat(501) })).toThrow(invalido('El motivo de consulta admite máximo 500 caracteres'));
    expect(() => decidirMotivo({ ...base, id: 'm', motivo: 'x', observaciones: 'x'.repeat(501) })).toThrow(
      invalido('Las observaciones admiten máximo 500 caracteres'),
    );
  });

  it('verificación: solo un motivo por verificar del paciente, una vez, con fecha real y al menos un término', () => {
    const terminos = [{ id: 't', descripcion: 'Lenguaje' }];
    const datos = { ...base, fechaVerificacion: '2026-11-22', terminos };
    const [e] = decidirVerificacion(agregadoHistoria.inicial, { id: 'm', estado: 0 }, datos);
    expect(e).toMatchObject({ tipo: 'MotivoConsultaVerificado', datos: { motivoId: 'm', fecha: '2026-11-22', terminos } });
    const verificado = plegar(agregadoHistoria, [e]);
    expect(() => decidirVerificacion(verificado, { id: 'm', estado: 0 }, datos)).toThrow('El motivo de consulta ya está verificado');
    expect(() => decidirVerificacion(agregadoHistoria.inicial, { id: 'm', estado: 1 }, datos)).toThrow('El motivo de consulta ya está verificado');
    expect(() => decidirVerificacion(agregadoHistoria.inicial, null, datos)).toThrow(NoEncontrado);
    expect(() => decidirVerificacion(agregadoHistoria.inicial, { id: 'm', estado: 0 }, { ...datos, fechaVerificacion: '2026-02-30' })).toThrow(
      'La fecha no es válida (aaaa-mm-dd)',
    );
    expect(() => decidirVerificacion(agregadoHistoria.inicial, { id: 'm', estado: 0 }, { ...datos, terminos: [] })).toThrow(
      'Seleccione al menos un término del catálogo de motivos de consulta',
    );
  });

  it('antecedente: tipos 1 a 5, descripción y observación obligatorias, observación hasta 30000', () => {
    expect(decidirAntecedente({ ...base, id: 'a', tipo: 5, descripcion: 'd', observacion: 'x'.repeat(30_000) })[0].datos.tipo).toBe(5);
    expect(() => decidirAntecedente({ ...base, id: 'a', tipo: 0, descripcion: 'd', observacion: 'o' })).toThrow(/El tipo de antecedente/);
    expect(() => decidirAntecedente({ ...base, id: 'a', tipo: 1, descripcion: '', observacion: 'o' })).toThrow('La descripción es obligatoria');
    expect(() => decidirAntecedente({ ...base, id: 'a', tipo: 1, descripcion: 'd', observacion: ' ' })).toThrow('La observación es obligatoria');
    expect(() => decidirAntecedente({ ...base, id: 'a', tipo: 1, descripcion: 'd', observacion: 'x'.repeat(30_001) })).toThrow(
      'La observación admite máximo 30000 caracteres',
    );
  });

  it('impresión hasta 30000; el diagnóstico se actualiza solo sobre una impresión de la historia', () => {
    const dx = [{ sistema: 'cie10' as const, codigo: 'F840', descripcion: 'Autismo en la niñez' }];
    expect(() => decidirImpresion({ ...base, id: 'i', descripcion: 'x'.repeat(30_001), diagnosticos: [] })).toThrow(
      'La impresión general admite máximo 30000 caracteres',
    );
    const historia = plegar(agregadoHistoria, decidirImpresion({ ...base, id: 'i', descripcion: 'ok', diagnosticos: [] }));
    expect(decidirDiagnostico(historia, { ...base, impresionId: 'i', diagnosticos: dx })[0].datos.diagnosticos).toEqual(dx);
    expect(() => decidirDiagnostico(historia, { ...base, impresionId: 'otra', diagnosticos: dx })).toThrow('No se encontró la impresión diagnóstica');
  });

  it('examen: nombre obligatorio', () => {
    const archivo = { archivo: 'a.pdf', tipo: 'pdf' as const, tamano: 10, nombreOriginal: 'a.pdf' };
    expect(() => decidirExamen({ ...base, id: 'e', tipo: 1, nombreExamen: ' ', archivo })).toThrow('El nombre del examen es obligatorio');
  });

  it('plan: sin fecha final es Indefinido; fechas, conclusiones, recomendaciones, periodo y al menos una línea especialidad × sesiones', () => {
    expect(decidirPlan({ ...base, ...plan, fechaFin: '' })[0].datos).toMatchObject({ fechaFin: null, periodo: 1, lineas: [{ especialidad: 3, sesiones: 8 }] });
    expect(() => decidirPlan({ ...base, ...plan, fechaInicio: '' })).toThrow('La fecha de inicio es obligatoria');
    expect(() => decidirPlan({ ...base, ...plan, fechaFin: '2026-11-01' })).toThrow('La fecha final no puede ser anterior a la fecha de inicio');
    expect(() => decidirPlan({ ...base, ...plan, conclusiones: ' ' })).toThrow('Las conclusiones son obligatorias');
    expect(() => decidirPlan({ ...base, ...plan, recomendaciones: '' })).toThrow('Las recomendaciones son obligatorias');
    expect(() => decidirPlan({ ...base, ...plan, periodo: 3 })).toThrow('El periodo debe ser 1 (semanal) o 2 (mensual)');
    expect(() => decidirPlan({ ...base, ...plan, lineas: [] })).toThrow('Agregue al menos un servicio con su número de sesiones');
    expect(() => decidirPlan({ ...base, ...plan, lineas: [{ especialidad: 1, sesiones: 2 }] })).toThrow(/Cada servicio necesita/);
    expect(() => decidirPlan({ ...base, ...plan, lineas: [{ especialidad: 2, sesiones: 0 }] })).toThrow(/Cada servicio necesita/);
  });
});
