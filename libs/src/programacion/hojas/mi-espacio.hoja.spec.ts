import { ReglaIncumplida } from '../../dominio/errores.js';
import { hojaMiEspacioLiderados, hojaMiEspacioObjetivos, hojaMiEspacioSesiones } from './mi-espacio.hoja.js';

describe('Hojas de Mi espacio (objetivos próximos, pacientes liderados, sesiones realizadas)', () => {
  const terapeuta = { id: 't-1', sede: 'sur', permisos: new Set(['capacidad.mi-espacio']) };
  const admin = {
    id: 'a-1',
    sede: 'principal',
    permisos: new Set(['dashboard.mi-espacio-admin', 'capacidad.todas-las-sedes', 'capacidad.ver-historias-confidenciales']),
  };
  const coordinador = { id: 'c-1', sede: 'norte', permisos: new Set(['dashboard.mi-espacio-admin']) };
  const AJENO = new ReglaIncumplida('Solo puede consultar su propio espacio', 'prohibido');

  it('un terapeuta exporta solo lo suyo: sin terapeuta es él mismo, otro terapeuta se niega', () => {
    for (const hoja of [hojaMiEspacioObjetivos, hojaMiEspacioLiderados]) {
      expect(hoja.leerFiltro({ fecha: '2026-11-20' }, terapeuta)).toEqual({
        terapeuta: 't-1',
        sede: 'sur',
        lector: 't-1',
        confidenciales: false,
        fecha: '2026-11-20',
      });
      expect(hoja.leerFiltro({ terapeuta: 't-1' }, terapeuta)).toMatchObject({ terapeuta: 't-1' });
      expect(() => hoja.leerFiltro({ terapeuta: 't-2' }, terapeuta)).toThrow(AJENO);
    }
    expect(() => hojaMiEspacioSesiones.leerFiltro({ terapeuta: 't-2', desde: '2026-11-01', hasta: '2026-11-30' }, terapeuta)).toThrow(AJENO);
  });

  it('quien administra espacios elige el terapeuta; la sede es la suya salvo con todas las sedes', () => {
    expect(hojaMiEspacioLiderados.leerFiltro({ terapeuta: 't-2' }, admin)).toEqual({ terapeuta: 't-2', lector: 'a-1', confidenciales: true });
    expect(hojaMiEspacioLiderados.leerFiltro({ terapeuta: 't-2', sede: 'sur' }, coordinador)).toEqual({
      terapeuta: 't-2',
      sede: 'norte',
      lector: 'c-1',
      confidenciales: false,
    });
  });

  it('el trabajo lee el filtro tal como quedó registrado', () => {
    const registrado = hojaMiEspacioSesiones.leerFiltro({ desde: '2026-11-01', hasta: '2026-11-30' }, terapeuta);
    expect(hojaMiEspacioSesiones.leerFiltro(registrado as unknown as Record<string, unknown>)).toEqual(registrado);
    expect(() => hojaMiEspacioObjetivos.leerFiltro({ fecha: '2026-11-20' })).toThrow(new ReglaIncumplida('Filtro inválido: terapeuta', 'invalido'));
  });

  it('sesiones: las dos fechas, en orden y a lo sumo un año', () => {
    expect(() => hojaMiEspacioSesiones.leerFiltro({ desde: '2026-11-01' }, terapeuta)).toThrow(
      new ReglaIncumplida('ERROR: Faltan fechas por seleccionar', 'invalido'),
    );
    expect(() => hojaMiEspacioSesiones.leerFiltro({ desde: '2026-11-30', hasta: '2026-11-01' }, terapeuta)).toThrow(
      new ReglaIncumplida('La fecha final no puede ser anterior a la inicial', 'invalido'),
    );
    expect(() => hojaMiEspacioSesiones.leerFiltro({ desde: '2024-01-01', hasta: '2026-11-01' }, terapeuta)).toThrow(
      new ReglaIncumplida('El rango admite máximo 366 días', 'invalido'),
    );
    expect(() => hojaMiEspacioObjetivos.leerFiltro({ fecha: '20/11/2026' }, terapeuta)).toThrow(new ReglaIncumplida('Filtro inválido: fecha', 'invalido'));
  });

  it('filas con nombres y fechas dd/mm/aaaa, sin códigos', () => {
    expect(
      hojaMiEspacioSesiones.fila({
        id: 's',
        paciente: 'ANA PÉREZ',
        entidad: 'EPS Sur',
        fecha: '2026-11-20',
        hora: '16:00',
        lugar: 'Sede',
        tipo: 'Terapia',
        valor: 45000,
      }),
    ).toEqual({
      paciente: 'ANA PÉREZ',
      entidad: 'EPS Sur',
      fecha: '20/11/2026',
      hora: '16:00',
      lugar: 'Sede',
      tipo: 'Terapia',
      valor: 45000,
    });
    const liderado = {
      id: 'p',
      nombre: 'ANA PÉREZ',
      edad: 7,
      fechaNacimiento: '2019-01-01',
      fechaIngreso: '2026-01-01',
      tipoDocumento: 'TI',
      numeroDocumento: '123',
      dx: 'Retraso del desarrollo',
    };
    expect(hojaMiEspacioLiderados.fila(liderado)).toEqual({ paciente: 'ANA PÉREZ', edad: 7, documento: 'TI 123', dx: 'Retraso del desarrollo' });
    expect(hojaMiEspacioObjetivos.columnas.map((c) => c.encabezado)).toEqual(['Paciente', 'Fecha de ingreso', 'Fecha de cumplimiento', 'Objetivo']);
  });
});
