/** Injection tokens of what the api receives from outside Nest. */
export const CONFIGURACION = Symbol('CONFIGURACION');
export const BASE_DE_DATOS = Symbol('BASE_DE_DATOS');
export const DB = Symbol('DB');
/**
 * The reads that need no read-your-writes (reports, dashboards, the audit list): the replica of DATABASE_READ_URL
 * while it keeps up, otherwise the primary (decision 0052). Commands, lists read right after a change, sign-in and
 * readiness use DB.
 */
export const DB_LECTURA = Symbol('DB_LECTURA');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const PROYECCIONES = Symbol('PROYECCIONES');
export const RELOJ = Symbol('RELOJ');
/** Measures how long a signed-in session went unused (decision 0028): the system's clock, a test's own. */
export const RELOJ_INACTIVIDAD = Symbol('RELOJ_INACTIVIDAD');
export const COLA = Symbol('COLA');
export const ALMACEN_ARCHIVOS = Symbol('ALMACEN_ARCHIVOS');
