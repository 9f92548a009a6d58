import { ReglaIncumplida } from '../../dominio/errores.js';
import type { FilaReporteObjetivo } from '../contrato-objetivos.js';
import { hojaEvolucionesSinLogro } from './reporte-evoluciones-sin-logro.hoja.js';
import { hojaReporteObjetivos } from './reporte-objetivos-y-logros.hoja.js';

const visor = { id: 'u8', sede: 'principal', permisos: new Set(['reportes.objetivos-y-logros']) };
const admin = { id: 'u1', sede: 'principal', permisos: new Set(['capacidad.todas-las-sedes', 'capacidad.ver-historias-confidenciales']) };
const anio = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date()).slice(0, 4));

describe('Hoja del reporte de objetivos y logros', () => {
  it('por fechas: exige ambas fechas; sede y lector salen de quien pide, no del filtro', () => {
    expect(() => hojaReporteObjetivos.leerFiltro({ desde: '2026-11-01' }, visor)).toThrow(
      new ReglaIncumplida('ERROR: Faltan fechas por seleccionar', 'invalido'),
    );
    expect(hojaReporteObjetivos.leerFiltro({ desde: '2026-11-01', hasta: '2026-11-30', sede: 'norte', lector: 'otro', veConfidenciales: true }, visor)).toEqual(
      {
        desde: '2026-11-01',
        hasta: '2026-11-30',
        sede: 'principal',
        lector: 'u8',
        veConfidenciales: false,
      },
    );
    expect(hojaReporteObjetivos.leerFiltro({ desde: '2026-11-01', hasta: '2026-11-30', sede: 'norte', q: ' ana ' }, admin)).toMatchObject({
      sede: 'norte',
      lector: 'u1',
      veConfidenciales: true,
      q: 'ana',
    });
  });

  it('por trimestre: paciente o terapeuta, trimestre y año; el trabajo relee el filtro ya resuelto', () => {
    const f = hojaReporteObjetivos.leerFiltro({ modo: 'trimestre', terapeuta: 't1', trimestre: '4', anio: String(anio) }, visor);
    expect(f).toEqual({
      desde: `${anio}-10-01`,
      hasta: `${anio}-12-31`,
      terapeuta: 't1',
      trimestre: 4,
      anio,
      sede: 'principal',
      lector: 'u8',
      veConfidenciales: false,
    });
    expect(hojaReporteObjetivos.leerFiltro(f as unknown as Record<string, unknown>)).toEqual({
      desde: `${anio}-10-01`,
      hasta: `${anio}-12-31`,
      terapeuta: 't1',
      sede: 'principal',
      lector: 'u8',
      veConfidenciales: false,
    });
    expect(() => hojaReporteObjetivos.leerFiltro({ modo: 'trimestre', trimestre: 4, anio }, visor)).toThrow('Parametros incompletos para la busqueda');
    expect(() => hojaReporteObjetivos.leerFiltro({ modo: 'trimestre', paciente: 'todos', trimestre: 1, anio: 2024 }, visor)).toThrow(
      `El año debe estar entre 2025 y ${anio}`,
    );
  });

  it('escribe el índice (o --), la especialidad, las fechas dd/mm/aaaa y el porcentaje o Pendiente evaluar', () => {
    const fila = (o: Partial<FilaReporteObjetivo>): FilaReporteObjetivo => ({
      id: 'o',
      pacienteId: 'p',
      paciente: 'ANA PÉREZ (CC 1)',
      indiceAtencion: 75,
      especialidad: 2,
      fechaInicio: '2026-11-24',
      fechaFin: '2026-12-31',
      objetivo: 'Marcha',
      logro: null,
      porcentaje: 80,
      aprobado: true,
      terapeuta: 'LUIS',
      estado: 'pendiente',
      estadoNombre: 'Pendiente',
      sede: 'principal',
      sedeNombre: 'Sede Principal',
      ...o,
    });
    expect(hojaReporteObjetivos.fila(fila({}))).toEqual({
      paciente: 'ANA PÉREZ (CC 1)',
      indiceAtencion: '75%',
      especialidad: 'Fisioterapia',
      fechaInicio: '24/11/2026',
      fechaFin: '31/12/2026',
      objetivo: 'Marcha',
      logro: '',
      porcentaje: '80%',
      terapeuta: 'LUIS',
      estado: 'Pendiente',
      sede: 'Sede Principal',
    });
    expect(hojaReporteObjetivos.fila(fila({ indiceAtencion: null, porcentaje: null }))).toMatchObject({
      indiceAtencion: '--',
      porcentaje: 'Pendiente evaluar',
    });
  });
});

describe('Hoja de evoluciones sin logro', () => {
  it('exige ambas fechas y fuerza la sede de quien no ve todas', () => {
    expect(() => hojaEvolucionesSinLogro.leerFiltro({ hasta: '2026-11-30' }, visor)).toThrow('ERROR: Faltan fechas por seleccionar');
    expect(hojaEvolucionesSinLogro.leerFiltro({ desde: '2026-11-01', hasta: '2026-11-30', sede: 'norte', paciente: 'p1' }, visor)).toEqual({
      desde: '2026-11-01',
      hasta: '2026-11-30',
      sede: 'principal',
      paciente: 'p1',
    });
    expect(hojaEvolucionesSinLogro.leerFiltro({ desde: '2026-11-01', hasta: '2026-11-30', sede: 'todas' }, admin)).toEqual({
      desde: '2026-11-01',
      hasta: '2026-11-30',
      sede: null,
    });
  });
});
