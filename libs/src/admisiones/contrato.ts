import type { Opcion } from '../contratos/opciones.js';

/** Code lists of admissions (spec 1 §3): what the api validates, the admin shows and the exports write. */

export const TIPOS_DOCUMENTO: readonly Opcion<string>[] = [
  { codigo: 'NUIP', nombre: 'NUIP' },
  { codigo: 'CC', nombre: 'Cédula de ciudadanía' },
  { codigo: 'PA', nombre: 'Pasaporte' },
  { codigo: 'TI', nombre: 'Tarjeta de identidad' },
  { codigo: 'CE', nombre: 'Cédula de extranjería' },
  { codigo: 'RC', nombre: 'Registro civil' },
  { codigo: 'NIT', nombre: 'NIT' },
  { codigo: 'RUT', nombre: 'RUT' },
  { codigo: 'PPT', nombre: 'Permiso por protección temporal' },
];

/** The intake radio group: 6 EPS, 7 Prepagada, 8 Póliza, 2 Particular, 3 Convenio. */
export const TIPOS_CLIENTE: readonly Opcion<number>[] = [
  { codigo: 6, nombre: 'EPS' },
  { codigo: 7, nombre: 'Prepagada' },
  { codigo: 8, nombre: 'Póliza' },
  { codigo: 2, nombre: 'Particular' },
  { codigo: 3, nombre: 'Convenio' },
];

export const REGIMENES: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Contributivo' },
  { codigo: 2, nombre: 'Subsidiado' },
];

export const SEXOS: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Masculino' },
  { codigo: 2, nombre: 'Femenino' },
];

/** Relationship codes (TerRolCod); spouse or partner is also 9. */
export const PARENTESCOS: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Madre' },
  { codigo: 2, nombre: 'Padre' },
  { codigo: 3, nombre: 'Abuela' },
  { codigo: 4, nombre: 'Abuelo' },
  { codigo: 5, nombre: 'Hermano(a)' },
  { codigo: 6, nombre: 'Tío(a)' },
  { codigo: 7, nombre: 'Otro' },
  { codigo: 8, nombre: 'Cuidador(a)' },
  { codigo: 9, nombre: 'Amigo(a) / Cónyuge o compañero(a)' },
];

/** Occupation codes (OcuCodTer). */
export const OCUPACIONES: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Empleado(a)' },
  { codigo: 2, nombre: 'Comerciante' },
  { codigo: 3, nombre: 'Ama de casa' },
  { codigo: 4, nombre: 'Profesional independiente' },
  { codigo: 5, nombre: 'Estudiante' },
  { codigo: 6, nombre: 'Otro' },
  { codigo: 7, nombre: 'Emprendedor(a)' },
  { codigo: 8, nombre: 'Sin ocupación' },
];

/** Affiliation type (PacTipVin): the spec names the field but not its values. */
export const TIPOS_VINCULACION: readonly Opcion<string>[] = [
  { codigo: 'COTIZANTE', nombre: 'Cotizante' },
  { codigo: 'BENEFICIARIO', nombre: 'Beneficiario' },
  { codigo: 'ADICIONAL', nombre: 'Adicional' },
  { codigo: 'NO_APLICA', nombre: 'No aplica' },
];

/** Countries of origin and residence, ISO 3166-1 numeric codes (DIVIPOLA covers only Colombia). */
export const CODIGO_COLOMBIA = '170';
export const PAISES: readonly Opcion<string>[] = [
  { codigo: '170', nombre: 'Colombia' },
  { codigo: '032', nombre: 'Argentina' },
  { codigo: '068', nombre: 'Bolivia' },
  { codigo: '076', nombre: 'Brasil' },
  { codigo: '152', nombre: 'Chile' },
  { codigo: '188', nombre: 'Costa Rica' },
  { codigo: '192', nombre: 'Cuba' },
  { codigo: '218', nombre: 'Ecuador' },
  { codigo: '724', nombre: 'España' },
  { codigo: '840', nombre: 'Estados Unidos' },
  { codigo: '484', nombre: 'México' },
  { codigo: '591', nombre: 'Panamá' },
  { codigo: '604', nombre: 'Perú' },
  { codigo: '214', nombre: 'República Dominicana' },
  { codigo: '858', nombre: 'Uruguay' },
  { codigo: '862', nombre: 'Venezuela' },
  { codigo: '999', nombre: 'Otro' },
];

/** The spec's code 16: N/A for EPS, prepaid plan and policy. The API stores and answers null. */
export const CODIGO_NO_APLICA = 16;

/** A patient's state: 1 active, 0 inactive. */
export const ESTADOS_PACIENTE: readonly Opcion<number>[] = [
  { codigo: 1, nombre: 'Activo' },
  { codigo: 0, nombre: 'Inactivo' },
];

/** The patient's leaders, one per therapy area: the field of the read shape, the role its leader holds, its name. */
export const AREAS_LIDER = [
  { campo: 'fisioterapia', rol: 2, nombre: 'Fisioterapia' },
  { campo: 'fonoaudiologia', rol: 3, nombre: 'Fonoaudiología' },
  { campo: 'terapiaOcupacional', rol: 4, nombre: 'Terapia ocupacional' },
  { campo: 'psicologia', rol: 6, nombre: 'Psicología' },
  { campo: 'educacionEspecial', rol: 5, nombre: 'Educación especial' },
] as const;

export type AreaLider = (typeof AREAS_LIDER)[number]['campo'];

/** The six intake documents (spec UrlDoc, UrlAcu, UrlCon, UrlOrd, UrlAut, UrlArc), in the form's order. */
export const DOCUMENTOS_PACIENTE = [
  { campo: 'documento', nombre: 'Documento del paciente' },
  { campo: 'documentoAcudiente', nombre: 'Documento del acudiente' },
  { campo: 'consentimiento', nombre: 'Consentimiento informado' },
  { campo: 'ordenMedica', nombre: 'Orden médica' },
  { campo: 'autorizacion', nombre: 'Autorización' },
  { campo: 'otro', nombre: 'Otro' },
] as const;

export const TIPOS_DOCUMENTO_PACIENTE = DOCUMENTOS_PACIENTE.map((d) => d.campo);
/** A stored document of a patient: one of the six, or the photo (url_foto). */
export type TipoDocumentoPaciente = (typeof DOCUMENTOS_PACIENTE)[number]['campo'] | 'foto';
