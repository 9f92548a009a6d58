import { CATALOGO_PERMISOS } from '../acceso/catalogo';

/** A screen of the product: its deep link, the name shown in the top bar and title, and the permission it needs. */
export interface Pantalla {
  ruta: string;
  nombre: string;
  /** Permission id from the catalogue; null when any signed-in user may open it. */
  permiso: string | null;
  modulo: string;
}

/** Every screen opened by a permission of the catalogue. */
const pantallasDelCatalogo: Pantalla[] = CATALOGO_PERMISOS.filter((d) => d.ruta !== null).map((d) => ({
  ruta: d.ruta as string,
  nombre: d.submodulo,
  permiso: d.id,
  modulo: d.modulo,
}));

/** Screens of the specs that no menu entry opens, guarded by the permission of the screen they belong to. */
const pantallasAdicionales: Pantalla[] = [
  {
    ruta: '/historiaClinica/historia-movil',
    nombre: 'Historia clínica (móvil)',
    permiso: 'historia-clinica.historia',
    modulo: 'Historia Clínica',
  },
  {
    ruta: '/examenes/psicologia-ninos',
    nombre: 'Exámenes de psicología infantil',
    permiso: 'historia-clinica.historia',
    modulo: 'Historia Clínica',
  },
];

export const PANTALLAS: readonly Pantalla[] = [...pantallasDelCatalogo, ...pantallasAdicionales];

/** Parent paths and aliases of the specs, and where they lead. */
export const REDIRECCIONES: Readonly<Record<string, string>> = {
  '/dashboard': '/dashboard/avanti',
  '/mantenimiento': '/mantenimiento/mantenimientoEps',
  '/reportes': '/reportes/pacientes',
  '/acceso': '/acceso/usuario',
  '/admisiones': '/admisiones/ingreso',
  '/admisiones/copagos': '/copagos',
  '/reportes/objetivos-logros': '/reportes/objetivos-y-logros',
};

export const NOMBRE_LOGIN = 'Iniciar sesión';
export const NOMBRE_NO_ENCONTRADA = 'Página no encontrada';

const normalizar = (ruta: string): string => (ruta.length > 1 ? ruta.replace(/\/+$/, '') : ruta);

const porRuta = new Map(PANTALLAS.map((p) => [p.ruta.toLowerCase(), p]));

export const pantallaDeRuta = (ruta: string): Pantalla | undefined => porRuta.get(normalizar(ruta).toLowerCase());

/** The name of the screen at a path, for the top bar and the document title. */
export const nombrePantalla = (ruta: string): string => {
  const limpia = normalizar(ruta);
  if (limpia === '/' || limpia === '/login') return NOMBRE_LOGIN;
  const destino = REDIRECCIONES[limpia];
  return pantallaDeRuta(destino ?? limpia)?.nombre ?? NOMBRE_NO_ENCONTRADA;
};

export const tituloDocumento = (pantalla: string): string => `Avanti | ${pantalla}`;
