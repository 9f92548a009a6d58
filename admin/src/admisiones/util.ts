/** '5 años y 3 meses' (spec: age in years and months). */
export const textoEdad = (edad: { anios: number; meses: number } | undefined): string => {
  if (!edad) return '';
  const a = `${edad.anios} ${edad.anios === 1 ? 'año' : 'años'}`;
  const m = `${edad.meses} ${edad.meses === 1 ? 'mes' : 'meses'}`;
  return `${a} y ${m}`;
};

export const mensajeDeError = (error: unknown, porDefecto: string): string => (error instanceof Error && error.message ? error.message : porDefecto);

export const nombreCompleto = (p: { primerNombre: string; segundoNombre?: string | null; primerApellido: string; segundoApellido?: string | null }) =>
  [p.primerApellido, p.segundoApellido, p.primerNombre, p.segundoNombre].filter(Boolean).join(' ');
