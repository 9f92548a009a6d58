import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { plegar } from '@avanti/libs/dominio/agregado';
import { agregadoItemCatalogo, decidirActivacionItem, decidirDesactivacionItem, decidirRegistroItem } from './item-catalogo.js';
import { MENSAJES_CATALOGO } from '@avanti/libs/catalogos/contrato';

const inicial = agregadoItemCatalogo.inicial;
const id = 'i-1';

describe('ítem de catálogo', () => {
  it('una estrategia lleva el tipo de dominio 20 + especialidad y nace activa', () => {
    const [e] = decidirRegistroItem(inicial, { id, catalogo: 'estrategias', descripcion: '  Juego   simbólico ', especialidad: 6 });
    expect(e.datos).toEqual({ id, catalogo: 'estrategias', tipoDominio: 26, descripcion: 'Juego simbólico', especialidad: 6, tipoPatologia: null });
    expect(plegar(agregadoItemCatalogo, [e]).estado).toBe(1);
  });

  it('materiales 30 + especialidad, motivos 3, patologías 1 (CIE-10 por defecto) o 2 (DSM)', () => {
    expect(decidirRegistroItem(inicial, { id, catalogo: 'materiales', descripcion: 'Balón', especialidad: 2 })[0].datos.tipoDominio).toBe(32);
    expect(decidirRegistroItem(inicial, { id, catalogo: 'motivos-consulta', descripcion: 'Lenguaje' })[0].datos.tipoDominio).toBe(3);
    expect(decidirRegistroItem(inicial, { id, catalogo: 'patologias', descripcion: 'X', codigo: 'u99.9 ' })[0].datos).toMatchObject({
      tipoDominio: 1,
      codigo: 'U999',
    });
    // A CIE-10 pathology reaches the diagnosis picker by its code: it is required, and only for CIE-10 (issue 28).
    expect(() => decidirRegistroItem(inicial, { id, catalogo: 'patologias', descripcion: 'X' })).toThrow(MENSAJES_CATALOGO.codigoCie10Obligatorio);
    expect(() => decidirRegistroItem(inicial, { id, catalogo: 'patologias', descripcion: 'X', codigo: '123' })).toThrow(
      MENSAJES_CATALOGO.codigoCie10Obligatorio,
    );
    expect(() => decidirRegistroItem(inicial, { id, catalogo: 'patologias', descripcion: 'X', tipo: 2, codigo: 'F84' })).toThrow(
      MENSAJES_CATALOGO.codigoSoloCie10,
    );
    expect(decidirRegistroItem(inicial, { id, catalogo: 'patologias', descripcion: 'X', tipo: 2 })[0].datos).toMatchObject({
      tipoDominio: 2,
      tipoPatologia: 2,
    });
  });

  it.each([
    [{ catalogo: 'motivos-consulta', descripcion: '   ' }, 'La descripción es obligatoria'],
    [
      { catalogo: 'estrategias', descripcion: 'X' },
      'La especialidad debe ser 2 (Fisioterapia), 3 (Fonoaudiología), 4 (Terapia ocupacional), 5 (Educación especial) o 6 (Psicología)',
    ],
    [
      { catalogo: 'materiales', descripcion: 'X', especialidad: 7 },
      'La especialidad debe ser 2 (Fisioterapia), 3 (Fonoaudiología), 4 (Terapia ocupacional), 5 (Educación especial) o 6 (Psicología)',
    ],
    [{ catalogo: 'motivos-consulta', descripcion: 'X', especialidad: 2 }, 'La especialidad solo aplica a estrategias y materiales'],
    [{ catalogo: 'patologias', descripcion: 'X', tipo: 3 }, 'El tipo de patología debe ser 1 (CIE-10) o 2 (DSM-IV)'],
    [{ catalogo: 'estrategias', descripcion: 'X', especialidad: 2, tipo: 1 }, 'El tipo solo aplica a patologías'],
    [{ catalogo: 'motivos-consulta', descripcion: 'x'.repeat(501) }, 'La descripción admite máximo 500 caracteres'],
  ] as const)('rechaza %j: %s', (datos, mensaje) => {
    expect(() => decidirRegistroItem(inicial, { id, ...datos })).toThrow(new ReglaIncumplida(mensaje, 'invalido'));
  });

  it('desactiva y activa; repetir es un conflicto; otro catálogo o inexistente es no encontrado', () => {
    const registrado = plegar(agregadoItemCatalogo, decidirRegistroItem(inicial, { id, catalogo: 'motivos-consulta', descripcion: 'Lenguaje' }));
    expect(() => decidirActivacionItem(registrado, id, 'motivos-consulta')).toThrow('El ítem ya está activo');
    const [des] = decidirDesactivacionItem(registrado, id, 'motivos-consulta');
    expect(des).toEqual({ tipo: 'ItemCatalogoDesactivado', datos: { id, catalogo: 'motivos-consulta', descripcion: 'Lenguaje' } });
    const inactivo = agregadoItemCatalogo.evolucionar(registrado, des);
    expect(() => decidirDesactivacionItem(inactivo, id, 'motivos-consulta')).toThrow('El ítem ya está inactivo');
    expect(decidirActivacionItem(inactivo, id, 'motivos-consulta')[0].tipo).toBe('ItemCatalogoActivado');
    expect(() => decidirDesactivacionItem(registrado, id, 'estrategias')).toThrow(NoEncontrado);
    expect(() => decidirDesactivacionItem(inicial, id, 'motivos-consulta')).toThrow(NoEncontrado);
  });
});
