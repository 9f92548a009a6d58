import { imagenComoDataUri, LOGO_DATA_URI, renderizarPlantilla } from './plantillas.js';

const contexto = (extra: Record<string, unknown> = {}) => ({
  titulo: 'Informe clínico de valoración',
  paciente: {
    nombre: 'ANA <b>PÉREZ</b>',
    fechaNacimiento: '2015-03-10',
    documento: 'CC 1',
    sexo: 'Femenino',
    entidad: 'Particular',
    regimen: 'Contributivo',
    diagnostico: '',
  },
  fecha: '2026-11-23',
  motivos: [],
  antecedentes: [],
  impresion: null,
  examenes: [],
  plan: {
    fechaInicio: '2026-11-23',
    fechaFin: null,
    conclusiones: 'c',
    recomendaciones: 'r',
    actividadesFamilia: null,
    periodo: 'Semanal',
    lineas: [],
    cie10: [],
  },
  terapeuta: { nombre: 'Laura', tarjetaProfesional: null, firma: 'data:image/png;base64,AAAA' },
  recomendaciones: '<script>alert(1)</script>',
  ...extra,
});

describe('plantillas PDF (Handlebars, sin navegador)', () => {
  it('el informe de valoración: diseño A4 con el logo embebido, fechas dd/mm/aaaa, vacíos con su texto y todo valor escapado', () => {
    const html = renderizarPlantilla('informe-valoracion', contexto());
    expect(html).toContain('@page { size: A4; }');
    expect(html).toContain('text-align: justify');
    expect(html).toContain(`src="${LOGO_DATA_URI}"`);
    expect(LOGO_DATA_URI.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(html).toContain('10/03/2015');
    expect(html).toContain('Indefinido');
    expect(html).toContain('Sin antecedentes registrados.');
    expect(html).toContain('Sin actividades registradas.');
    expect(html).toContain('ANA &lt;b&gt;PÉREZ&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('solo plantillas por nombre simple; imágenes como data URI o nada', () => {
    expect(() => renderizarPlantilla('../documento', {})).toThrow('Plantilla inválida');
    expect(imagenComoDataUri(Buffer.from([1, 2]), 'png')).toBe('data:image/png;base64,AQI=');
    expect(imagenComoDataUri(Buffer.alloc(0), 'jpg')).toBeNull();
    expect(imagenComoDataUri(null, 'jpg')).toBeNull();
  });
});
