import type { Agregado } from '@avanti/libs/dominio/agregado';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { codigoCie10, MENSAJES_CATALOGO, tipoDominio, type TipoCatalogo } from '@avanti/libs/catalogos/contrato';
import type { EventoCatalogo, ItemCatalogoRegistrado } from '@avanti/libs/catalogos/eventos';

/** A catalogue item (spec 'Domain item'): starts active (1), deactivated to 2 and back. */
export interface EstadoItemCatalogo {
  existe: boolean;
  catalogo: TipoCatalogo | null;
  descripcion: string;
  estado: 1 | 2;
}

export const agregadoItemCatalogo: Agregado<EstadoItemCatalogo, EventoCatalogo> = {
  inicial: { existe: false, catalogo: null, descripcion: '', estado: 1 },
  evolucionar(estado, evento) {
    switch (evento.tipo) {
      case 'ItemCatalogoRegistrado':
        return { existe: true, catalogo: evento.datos.catalogo, descripcion: evento.datos.descripcion, estado: 1 };
      case 'ItemCatalogoDesactivado':
        return { ...estado, estado: 2 };
      case 'ItemCatalogoActivado':
        return { ...estado, estado: 1 };
    }
  },
};

export interface RegistrarItemDatos {
  id: string;
  catalogo: TipoCatalogo;
  descripcion: string;
  especialidad?: number | null;
  tipo?: number | null;
  /** CIE-10 pathologies: the code the diagnosis picker offers it by. */
  codigo?: string | null;
}

export const MAX_DESCRIPCION_ITEM = 500;
const ESPECIALIDADES = [2, 3, 4, 5, 6];
const limpiar = (texto: string | null | undefined) => (texto ?? '').replace(/\s+/g, ' ').trim();

export function decidirRegistroItem(estado: EstadoItemCatalogo, datos: RegistrarItemDatos): ItemCatalogoRegistrado[] {
  if (estado.existe) throw new ReglaIncumplida(MENSAJES_CATALOGO.yaExiste);
  const descripcion = limpiar(datos.descripcion);
  if (!descripcion) throw new ReglaIncumplida(MENSAJES_CATALOGO.descripcionObligatoria, 'invalido');
  if (descripcion.length > MAX_DESCRIPCION_ITEM) throw new ReglaIncumplida(MENSAJES_CATALOGO.descripcionLarga, 'invalido');
  const porEspecialidad = datos.catalogo === 'estrategias' || datos.catalogo === 'materiales';
  const especialidad = datos.especialidad ?? null;
  if (porEspecialidad && (especialidad === null || !ESPECIALIDADES.includes(especialidad)))
    throw new ReglaIncumplida(MENSAJES_CATALOGO.especialidadInvalida, 'invalido');
  if (!porEspecialidad && especialidad !== null) throw new ReglaIncumplida(MENSAJES_CATALOGO.especialidadNoAplica, 'invalido');
  const esPatologia = datos.catalogo === 'patologias';
  const tipoPatologia = esPatologia ? (datos.tipo ?? 1) : null;
  if (esPatologia && tipoPatologia !== 1 && tipoPatologia !== 2) throw new ReglaIncumplida(MENSAJES_CATALOGO.tipoPatologiaInvalido, 'invalido');
  if (!esPatologia && datos.tipo !== undefined && datos.tipo !== null) throw new ReglaIncumplida(MENSAJES_CATALOGO.tipoNoAplica, 'invalido');
  // A CIE-10 pathology is one catalogue with the imported table: it needs its code to reach the diagnosis picker (issue 28).
  const codigo = tipoPatologia === 1 ? codigoCie10(datos.codigo) : null;
  if (tipoPatologia === 1 && !codigo) throw new ReglaIncumplida(MENSAJES_CATALOGO.codigoCie10Obligatorio, 'invalido');
  if (tipoPatologia !== 1 && (datos.codigo ?? '').trim()) throw new ReglaIncumplida(MENSAJES_CATALOGO.codigoSoloCie10, 'invalido');
  return [
    {
      tipo: 'ItemCatalogoRegistrado',
      datos: {
        id: datos.id,
        catalogo: datos.catalogo,
        tipoDominio: tipoDominio(datos.catalogo, especialidad, tipoPatologia),
        descripcion,
        especialidad,
        tipoPatologia,
        ...(codigo ? { codigo } : {}),
      },
    },
  ];
}

/** An item of another catalogue answers as one that does not exist (`/materiales/<id of a strategy>`). */
function existente(estado: EstadoItemCatalogo, catalogo: TipoCatalogo) {
  if (!estado.existe || estado.catalogo !== catalogo) throw new NoEncontrado(MENSAJES_CATALOGO.noEncontrado);
  return { catalogo, descripcion: estado.descripcion };
}

export function decidirDesactivacionItem(estado: EstadoItemCatalogo, id: string, catalogo: TipoCatalogo): EventoCatalogo[] {
  const item = existente(estado, catalogo);
  if (estado.estado === 2) throw new ReglaIncumplida(MENSAJES_CATALOGO.yaInactivo);
  return [{ tipo: 'ItemCatalogoDesactivado', datos: { id, ...item } }];
}

export function decidirActivacionItem(estado: EstadoItemCatalogo, id: string, catalogo: TipoCatalogo): EventoCatalogo[] {
  const item = existente(estado, catalogo);
  if (estado.estado === 1) throw new ReglaIncumplida(MENSAJES_CATALOGO.yaActivo);
  return [{ tipo: 'ItemCatalogoActivado', datos: { id, ...item } }];
}
