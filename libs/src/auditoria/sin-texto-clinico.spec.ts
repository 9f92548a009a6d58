import { sinTextoClinico } from './sin-texto-clinico.js';

describe('sinTextoClinico: lo que la auditoría guarda y muestra de un evento', () => {
  it('una evolución: la sesión, el paciente y las fechas, sin estrategias, estado del paciente ni evolución', () => {
    const datos = {
      id: 's1',
      pacienteId: 'p1',
      pacienteNombre: 'ANA PÉREZ',
      terapeutaId: 't1',
      terapeutaNombre: 'LUZ',
      fecha: '2026-11-23',
      fechaEvolucion: '2026-11-23',
      atrasada: false,
      estrategias: [{ id: 'e1', descripcion: 'Marcha' }],
      material: 'Balón',
      estadoPaciente: 'Ansioso',
      evolucion: 'Camina con apoyo',
      requiereExamen: true,
    };
    expect(sinTextoClinico('EvolucionRegistrada', datos)).toEqual({
      id: 's1',
      pacienteId: 'p1',
      pacienteNombre: 'ANA PÉREZ',
      terapeutaId: 't1',
      terapeutaNombre: 'LUZ',
      fecha: '2026-11-23',
      fechaEvolucion: '2026-11-23',
      atrasada: false,
    });
  });

  it('las entradas de la historia y los objetivos pierden su texto; los demás eventos quedan igual', () => {
    expect(sinTextoClinico('AntecedenteRegistrado', { pacienteId: 'p1', id: 'a1', tipo: 4, descripcion: 'x', observacion: 'y' })).toEqual({
      pacienteId: 'p1',
      id: 'a1',
      tipo: 4,
    });
    expect(
      sinTextoClinico('PlanTratamientoRegistrado', {
        pacienteId: 'p1',
        conclusiones: 'c',
        recomendaciones: 'r',
        cie10: [],
        actividadesFamilia: 'a',
        periodo: 1,
      }),
    ).toEqual({ pacienteId: 'p1', periodo: 1 });
    expect(sinTextoClinico('PeriodoObjetivoCalificado', { id: 'o1', porcentaje: 80, comentario: 'logro', evidencia: 'foto' })).toEqual({
      id: 'o1',
      porcentaje: 80,
    });
    expect(sinTextoClinico('EpsRegistrada', { id: 'e1', nombre: 'Sanitas' })).toEqual({ id: 'e1', nombre: 'Sanitas' });
  });

  it('la solicitud de un informe PDF: el paciente y el periodo, sin resumen, concepto ni recomendaciones; una de Excel, igual', () => {
    const pdf = {
      id: 'x1',
      recurso: 'informe-valoracion',
      formato: 'pdf',
      filtro: { paciente: 'p1', fecha: '2026-11-20', recomendaciones: 'secreto' },
      informe: { pacienteId: 'p1', paciente: 'ANA PÉREZ (CC 1)', resumen: 'r', concepto: 'c', recomendacion: 'secreto' },
    };
    expect(sinTextoClinico('ExportacionSolicitada', pdf)).toEqual({
      id: 'x1',
      recurso: 'informe-valoracion',
      formato: 'pdf',
      filtro: { paciente: 'p1', fecha: '2026-11-20' },
      informe: { pacienteId: 'p1', paciente: 'ANA PÉREZ (CC 1)' },
    });
    const excel = { id: 'x2', recurso: 'eps', filtro: { q: 'san' } };
    expect(sinTextoClinico('ExportacionSolicitada', excel)).toEqual(excel);
  });
});
