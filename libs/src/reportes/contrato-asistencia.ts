/** Attendance by patient (spec 3 §2.2 item 9) and the therapeutic sessions pivot (item 10): row shapes. */

/** The attendance counts of a row (by patient or by date) and of the reports' Total row. */
export interface ConteosAsistencia {
  realizadas: number;
  porcentajeRealizadas: number;
  canceladas: number;
  porcentajeCanceladas: number;
  /** Neither done nor cancelled (still pending). */
  ninguna: number;
  porcentajeNinguna: number;
  total: number;
}

export interface FilaAsistenciaUsuario extends ConteosAsistencia {
  /** The patient's id (hover only on screen). */
  id: string;
  paciente: string;
  documento: string;
}

/** The attendance reports' totals over the whole filter (both screens' last row, as the Excel's). */
export type TotalesAsistencia = ConteosAsistencia;

/** The pivot's columns: the session modalities (DOMAIN 'Sessions', lugar). */
export const MODALIDADES_SESION = ['Sede', 'Domicilio', 'Virtual'] as const;

/** Which sessions the pivot counts: 1 done (default on screen), 2 cancelled, 3 pending; absent = every state. */
export const ESTADOS_SESION_PIVOTE = [
  { codigo: 1, nombre: 'Realizadas' },
  { codigo: 2, nombre: 'Canceladas' },
  { codigo: 3, nombre: 'Pendientes' },
] as const;

/** One row of the pivot: a specialty (or the totals row, id 'total') with its sessions per modality and its total. */
export interface FilaSesionesTerapeuticas {
  id: string;
  especialidad: string;
  sede: number;
  domicilio: number;
  virtual: number;
  total: number;
  esTotal: boolean;
}
