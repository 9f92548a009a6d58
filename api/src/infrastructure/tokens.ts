/** Injection tokens of what the api receives from outside Nest. */
export const CONFIGURACION = Symbol('CONFIGURACION');
export const BASE_DE_DATOS = Symbol('BASE_DE_DATOS');
export const DB = Symbol('DB');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const PROYECCIONES = Symbol('PROYECCIONES');
export const RELOJ = Symbol('RELOJ');
export const COLA = Symbol('COLA');
export const ALMACEN_ARCHIVOS = Symbol('ALMACEN_ARCHIVOS');
