/**
 * The sizes of issue 29. Per site, about 60 sessions a working day (3 million sessions over 20 sites and
 * 10 years): ~130 patients in treatment at a time, 1.35 lines each, one or two sessions a week per line.
 */
export interface Perfil {
  nombre: string;
  sedes: number;
  anios: number;
  /** Patients in treatment a site keeps (new ones are admitted while it has fewer). */
  pacientesActivosPorSede: number;
  admisionesMaximasPorDia: number;
  tasaCancelacion: number;
  /** Share of evolutions written one to four days after the session (paid at half). */
  tasaAtraso: number;
  /** Share of finished authorizations renewed with a new order and authorization. */
  tasaRenovacion: number;
  /** 'comandos': through the running app's event store (inline projections, every append checked); 'bloque': bulk rows, then the rebuild. */
  via: 'comandos' | 'bloque';
}

const comun = { pacientesActivosPorSede: 130, admisionesMaximasPorDia: 6, tasaCancelacion: 0.13, tasaAtraso: 0.12, tasaRenovacion: 0.7 };

export const PERFILES: Record<string, Perfil> = {
  pequeño: { nombre: 'pequeño', sedes: 1, anios: 1, ...comun, via: 'comandos' },
  mediano: { nombre: 'mediano', sedes: 5, anios: 3, ...comun, via: 'bloque' },
  grande: { nombre: 'grande', sedes: 20, anios: 10, ...comun, via: 'bloque' },
  /** For the test: one site, six weeks, a few patients. */
  mini: { nombre: 'mini', sedes: 1, anios: 0.12, ...comun, pacientesActivosPorSede: 12, admisionesMaximasPorDia: 4, via: 'comandos' },
};
