import { ReglaIncumplida } from '../../dominio/errores.js';
import { hojaReporteMaestro } from './reporte-maestro.hoja.js';
import { hojaReporteAsistenciaPorFecha, hojaReporteAutorizacionesVencimiento, hojaReporteCancelaciones } from './reportes.hoja.js';

const RANGO = { desde: '2026-11-01', hasta: '2026-11-20' };
const visorDeNorte = { sede: 'norte', permisos: new Set(['reportes.cancelaciones']) };
const administrador = { sede: 'principal', permisos: new Set(['capacidad.todas-las-sedes']) };

describe('Hojas de los reportes', () => {
  it('quien no ve todas las sedes exporta la suya, diga lo que diga el filtro; quien las ve, la pedida o todas', () => {
    for (const hoja of [hojaReporteMaestro, hojaReporteCancelaciones, hojaReporteAsistenciaPorFecha, hojaReporteAutorizacionesVencimiento]) {
      expect(hoja.leerFiltro({ ...RANGO, sede: 'principal' }, visorDeNorte)).toMatchObject({ sede: 'norte' });
      expect(hoja.leerFiltro({ ...RANGO, sede: 'principal' }, administrador)).toMatchObject({ sede: 'principal' });
    }
    expect(hojaReporteMaestro.leerFiltro({ ...RANGO, sede: 'todas', q: '  pérez ' }, administrador)).toEqual({ ...RANGO, sede: null, q: 'pérez' });
  });

  it('las validaciones de la especificación: fechas, fin no antes del inicio, sede requerida en cancelaciones', () => {
    expect(() => hojaReporteMaestro.leerFiltro({ desde: '2026-11-01' }, administrador)).toThrow(
      new ReglaIncumplida('ERROR: Faltan fechas por seleccionar', 'invalido'),
    );
    expect(() => hojaReporteAsistenciaPorFecha.leerFiltro({ desde: '2026-11-20', hasta: '2026-11-01' })).toThrow(
      new ReglaIncumplida('La fecha final no puede se menor a la fecha inicial', 'invalido'),
    );
    expect(() => hojaReporteCancelaciones.leerFiltro({ hasta: '2026-11-01' }, visorDeNorte)).toThrow(
      new ReglaIncumplida('Este campo es requerido', 'invalido'),
    );
    expect(() => hojaReporteCancelaciones.leerFiltro(RANGO, administrador)).toThrow(new ReglaIncumplida('Este campo es requerido', 'invalido'));
    // The worker re-reads the filter already scoped at request time (no requester then): it must not refuse it.
    expect(hojaReporteCancelaciones.leerFiltro({ ...RANGO, sede: 'norte' })).toMatchObject({ sede: 'norte' });
    expect(() => hojaReporteMaestro.leerFiltro({ desde: '01/11/2026', hasta: '2026-11-20' })).toThrow(ReglaIncumplida);
  });

  it('escribe fechas dd/mm/aaaa, la etiqueta de vencimiento y nombres, no códigos', () => {
    expect(
      hojaReporteAutorizacionesVencimiento.fila({
        id: 'x',
        codigo: 'A1',
        paciente: 'ANA PÉREZ (CC 1)',
        bolsa: 3,
        entidad: 'EPS',
        fecha: '2026-11-19',
        fechaVencimiento: null,
        orden: null,
        ordenVencimiento: null,
        estadoVencimiento: 'Autorización sin orden',
        sede: 'principal',
      }),
    ).toEqual({
      codigo: 'A1',
      paciente: 'ANA PÉREZ (CC 1)',
      bolsa: 3,
      entidad: 'EPS',
      fecha: '19/11/2026',
      fechaVencimiento: 'Sin vigencia',
      orden: '',
      ordenVencimiento: '',
      estado: 'Autorización sin orden',
    });
    const maestro = hojaReporteMaestro.fila({
      id: 's',
      nombrePaciente: 'ANA',
      tipoDocumento: 'CC',
      documentoPaciente: '1',
      entidad: 'EPS',
      fecha: '2026-11-23',
      horaInicio: '08:00',
      horaFin: '08:30',
      sesionesCantidad: 1,
      nombreTerapeuta: 'T',
      especialidad: 2,
      especialidadNombre: 'Fisioterapia',
      lugar: 'Sede',
      estadoEvento: 2,
      tipo: 'GTSL',
      etiqueta: 'CE',
      sede: 'principal',
    });
    expect(maestro).toMatchObject({ fecha: '23/11/2026', especialidad: 'Fisioterapia', tipo: 'CE' });
    expect(Object.values(maestro)).not.toContain('principal');
  });
});
