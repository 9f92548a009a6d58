/** Injection tokens of what the api receives from outside Nest. */
export const CONFIGURACION = Symbol('CONFIGURACION');
export const BASE_DE_DATOS = Symbol('BASE_DE_DATOS');
export const DB = Symbol('DB');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const PROYECCIONES = Symbol('PROYECCIONES');
export const RELOJ = Symbol('RELOJ');
/** Measures how long a signed-in session went unused (decision 0028): the system's clock, a test's own. */
export const RELOJ_INACTIVIDAD = Symbol('RELOJ_INACTIVIDAD');
export const COLA = Symbol('COLA');
export const ALMACEN_ARCHIVOS = Symbol('ALMACEN_ARCHIVOS');
