import type { Opcion } from '../contratos/opciones.js';

/** The catalogue screens (spec 2 'Catalogues (maintenance)') as the api names them. */
export const TIPOS_CATALOGO = ['estrategias', 'materiales', 'patologias', 'motivos-consulta'] as const;
export type TipoCatalogo = (typeof TIPOS_CATALOGO)[number];

/** Specialties as codes everywhere in the api: 2 physiotherapy, 3 speech, 4 occupational, 5 special education, 6 psychology. */
export const ESPECIALIDADES: readonly Opcion<number>[] = [
  { codigo: 2, nombre: 'Fisioterapia' },
  { codigo: 3, nombre: 'Fonoaudiología' },
  { codigo: 4, nombre: 'Terapia ocupacional' },
  { codigo: 5, nombre: 'Educación especial' },
  { codigo: 6, nombre: 'Psicología' },
];

/** Pathology types: 1 CIE-10, 2 DSM-IV. */
export const TIPOS_PATOLOGIA: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'CIE-10' },
  { codigo: 2, nombre: 'DSM-IV' },
];

/** 1 Activa, 2 Inactiva (spec DomEst). */
export const ESTADOS_ITEM_CATALOGO: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Activa' },
  { codigo: 2, nombre: 'Inactiva' },
];

/**
 * The spec's domain type (DomTip) of an item: strategies 20 + specialty (22–26), materials 30 + specialty
 * (32–36), consultation-reason terms 3, pathologies 1 (CIE-10) or 2 (DSM-IV).
 */
export function tipoDominio(catalogo: TipoCatalogo, especialidad: number | null, tipoPatologia: number | null): number {
  switch (catalogo) {
    case 'estrategias':
      return 20 + (especialidad ?? 0);
    case 'materiales':
      return 30 + (especialidad ?? 0);
    case 'motivos-consulta':
      return 3;
    case 'patologias':
      return tipoPatologia ?? 1;
  }
}

export interface ItemCatalogoLeido {
  id: string;
  catalogo: TipoCatalogo;
  descripcion: string;
  /** Strategies and materials: 2–6; otherwise null. */
  especialidad: number | null;
  /** Pathologies: 1 CIE-10, 2 DSM-IV; otherwise null. */
  tipoPatologia: number | null;
  tipoDominio: number;
  estado: 1 | 2;
  /** Pathologies of type CIE-10: the code without the dot (`F840`); the imported table's rows are read-only (`id` 'cie10:F840'). */
  codigo?: string | null;
}

/** What registering an item answers: the item as GET /api/catalogos/<catalogo>/:id serves it, and the message to show. */
export interface ItemCatalogoRegistrado extends ItemCatalogoLeido {
  mensaje: string;
}

/** A CIE-10 row: codes without the dot as the file writes them (`F840`), `codigoConPunto` as people read it (`F84.0`). */
export interface Cie10Leido {
  codigo: string;
  codigoConPunto: string;
  descripcion: string;
  nivel: number;
  padre: string | null;
}

export const MENSAJES_CATALOGO = {
  registrado: 'REGISTRADO CON ÉXITO',
  activado: 'ACTIVADO CON ÉXITO',
  desactivado: 'DESACTIVADO CON ÉXITO',
  descripcionObligatoria: 'La descripción es obligatoria',
  descripcionLarga: 'La descripción admite máximo 500 caracteres',
  especialidadInvalida: 'La especialidad debe ser 2 (Fisioterapia), 3 (Fonoaudiología), 4 (Terapia ocupacional), 5 (Educación especial) o 6 (Psicología)',
  especialidadNoAplica: 'La especialidad solo aplica a estrategias y materiales',
  tipoPatologiaInvalido: 'El tipo de patología debe ser 1 (CIE-10) o 2 (DSM-IV)',
  tipoNoAplica: 'El tipo solo aplica a patologías',
  yaExiste: 'Ya existe un ítem con esa descripción en este catálogo',
  noEncontrado: 'No se encontró el ítem del catálogo',
  yaActivo: 'El ítem ya está activo',
  yaInactivo: 'El ítem ya está inactivo',
  codigoCie10Obligatorio: 'Escriba el código CIE-10 de la patología (una letra y dos dígitos, p. ej. F84.0)',
  codigoSoloCie10: 'El código solo aplica a patologías CIE-10',
  codigoCie10Existe: (codigo: string) => `El código ${codigo} ya está en el catálogo de patologías`,
  referenciaCie10: 'Los códigos de la CIE-10 importada no se activan ni se inactivan desde aquí',
} as const;

/** `F84.0`, `f840 ` → `F840`; null when it is not a CIE-10 code. */
export const codigoCie10 = (texto: string | null | undefined): string | null => {
  const codigo = (texto ?? '').replace(/[\s.]/g, '').toUpperCase();
  return /^[A-Z]\d{2}[0-9A-Z]{0,4}$/.test(codigo) ? codigo : null;
};

/** How the audit and the screens name each catalogue. */
export const NOMBRES_CATALOGO: Readonly<Record<TipoCatalogo, string>> = {
  estrategias: 'Estrategias terapéuticas',
  materiales: 'Materiales de apoyo',
  patologias: 'Patologías',
  'motivos-consulta': 'Motivos de consulta',
};

/** `F840` → `F84.0`; chapters, blocks and three-character categories stay as written. */
export const conPunto = (codigo: string): string => (/^[A-Z]\d{2}[0-9A-Z]+$/.test(codigo) ? `${codigo.slice(0, 3)}.${codigo.slice(3)}` : codigo);
