import { ReglaIncumplida } from '../../dominio/errores.js';
import { hojaPatologias } from './patologias.hoja.js';

describe('Hoja de patologías', () => {
  it('lee el filtro de la lista y siempre se limita al catálogo de patologías', () => {
    expect(hojaPatologias.leerFiltro({ q: 'autis', tipo: '2', estado: '' })).toEqual({ catalogo: 'patologias', q: 'autis', tipo: 2 });
    expect(hojaPatologias.leerFiltro({ catalogo: 'estrategias' })).toEqual({ catalogo: 'patologias' });
    expect(() => hojaPatologias.leerFiltro({ tipo: 'dsm' })).toThrow(new ReglaIncumplida('Filtro inválido: tipo', 'invalido'));
  });

  it('escribe tipo y estado en palabras', () => {
    const fila = hojaPatologias.fila({
      id: 'p',
      catalogo: 'patologias',
      descripcion: '299.00 Trastorno autista',
      especialidad: null,
      tipoPatologia: 2,
      tipoDominio: 2,
      estado: 2,
    });
    expect(fila).toEqual({ descripcion: '299.00 Trastorno autista', tipo: 'DSM-IV', estado: 'Inactiva' });
    expect(hojaPatologias.columnas.map((c) => c.encabezado)).toEqual(['Descripción', 'Tipo', 'Estado']);
  });
});
