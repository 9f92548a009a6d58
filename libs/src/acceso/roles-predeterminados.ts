import { CATALOGO_PERMISOS } from './catalogo-permisos.js';

/**
 * The fixed role numbers of the specs, seeded with default grants. The specs do not show the
 * permission sets; these defaults follow each role's landing screen and the special rules of the specs.
 * An administrator changes them at /acceso/roles.
 */
export interface RolPredeterminado {
  numero: number;
  nombre: string;
  permisos: string[];
}

const todos = CATALOGO_PERMISOS.map((d) => d.id);
const deModulo = (prefijo: string) => todos.filter((id) => id.startsWith(`${prefijo}.`));

const terapeuta = (numero: number, nombre: string): RolPredeterminado => ({
  numero,
  nombre,
  permisos: [...deModulo('plan'), 'historia-clinica.historia', 'capacidad.mi-espacio'],
});

export const ROLES_PREDETERMINADOS: readonly RolPredeterminado[] = [
  { numero: 1, nombre: 'Administrador', permisos: todos.filter((id) => id !== 'capacidad.mi-espacio') },
  terapeuta(2, 'Fisioterapia'),
  terapeuta(3, 'Fonoaudiología'),
  terapeuta(4, 'Terapia ocupacional'),
  terapeuta(5, 'Educación especial'),
  terapeuta(6, 'Psicología'),
  {
    numero: 7,
    nombre: 'Programación',
    permisos: [...deModulo('programacion'), 'dashboard.gestion-terapias', ...deModulo('admisiones')],
  },
  // Report viewers also read the main dashboard (issue 16): the same figures as their reports, their own site.
  { numero: 8, nombre: 'Reportes', permisos: [...deModulo('reportes'), 'dashboard.avanti'] },
  {
    numero: 9,
    nombre: 'Coordinación de programación',
    permisos: [
      ...deModulo('programacion'),
      ...deModulo('admisiones'),
      'dashboard.gestion-terapias',
      'dashboard.gestion-ordenes',
      'historia-clinica.historia',
      ...deModulo('plan'),
      'capacidad.ver-historias-confidenciales',
      'capacidad.asignar-lideres',
      'capacidad.calificar-objetivos',
    ],
  },
  { numero: 10, nombre: 'Historia clínica', permisos: ['historia-clinica.historia'] },
  {
    numero: 13,
    nombre: 'Coordinación clínica',
    permisos: [
      'historia-clinica.historia',
      ...deModulo('plan'),
      ...deModulo('reportes'),
      'admisiones.pacientes',
      'capacidad.ver-historias-confidenciales',
      'capacidad.asignar-lideres',
      'capacidad.calificar-objetivos',
    ],
  },
  {
    numero: 14,
    nombre: 'Dirección',
    permisos: ['dashboard.avanti', 'dashboard.gestion-ordenes', ...deModulo('reportes'), ...deModulo('admisiones'), 'capacidad.asignar-lideres'],
  },
  {
    numero: 15,
    nombre: 'Coordinación terapéutica',
    permisos: [
      ...deModulo('plan'),
      'historia-clinica.historia',
      'admisiones.pacientes',
      'reportes.objetivos-y-logros',
      'capacidad.asignar-lideres',
      'capacidad.calificar-objetivos',
    ],
  },
  { numero: 19, nombre: 'Coordinación de valoraciones', permisos: ['reportes.valoraciones', 'plan.evoluciones', 'capacidad.elegir-sede-valoraciones'] },
  { numero: 20, nombre: 'Auditoría médica', permisos: ['reportes.valoraciones', 'plan.evoluciones', 'capacidad.elegir-sede-valoraciones'] },
  { numero: 23, nombre: 'Calidad', permisos: ['reportes.valoraciones', 'plan.evoluciones', 'capacidad.elegir-sede-valoraciones'] },
  // Issue 26: billing staff generate the RIPS, configure what it reports and read the master report it must agree with.
  { numero: 24, nombre: 'Facturación', permisos: ['facturacion.rips', 'mantenimiento.facturacion', 'reportes.maestro', 'capacidad.elegir-sede-reportes'] },
];

/** Landing screen after sign-in (spec 1, Login). */
export function inicioPorRol(rol: number): string {
  if (rol === 1 || rol === 14) return '/dashboard/avanti';
  if (rol === 7 || rol === 9) return '/programacion/programacion-citas';
  if (rol === 8) return '/reportes/pacientes';
  if (rol === 10) return '/historiaClinica/historia';
  if (rol === 24) return '/facturacion/rips';
  return '/diarioCampo/evoluciones';
}
