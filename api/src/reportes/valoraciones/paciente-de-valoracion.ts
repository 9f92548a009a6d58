import { MENSAJES_HISTORIA } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { pacienteDeHistoria, type PacienteDeHistoria } from '@avanti/libs/historia-clinica/index';
import { puedeVerHistoria } from '@avanti/libs/admisiones/index';
import { puedeVerSede } from '../../acceso/autorizacion/alcance-sede.js';
import type { UsuarioAutenticado } from '../../infrastructure/http/contexto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CAPACIDAD_ELEGIR_SEDE = 'capacidad.elegir-sede-valoraciones';
export const PACIENTE_NO_ENCONTRADO = 'No se encontró el paciente';

/** Whoever may choose the branch in this report (roles 1, 19, 20, 23 by default) reads any site; the others their own. */
export const eligeSede = (u: UsuarioAutenticado) => u.permisos.has(CAPACIDAD_ELEGIR_SEDE) && u.permisos.has('reportes.valoraciones');

/** An id that cannot be a patient's: 404 before any read. */
export function exigirIdDePaciente(id: unknown): asserts id is string {
  if (typeof id !== 'string' || !UUID.test(id)) throw new NoEncontrado(PACIENTE_NO_ENCONTRADO);
}

/**
 * The patient whose evaluation report is read or exported: 404 outside the reader's sites (unless they choose the
 * site), 403 with the history's words when the history is locked to them.
 */
export async function pacienteDeValoracion(db: Db, usuario: UsuarioAutenticado, id: string): Promise<PacienteDeHistoria> {
  const paciente = await pacienteDeHistoria(db, id);
  if (!paciente || !(eligeSede(usuario) || puedeVerSede(usuario, paciente.sede))) throw new NoEncontrado(PACIENTE_NO_ENCONTRADO);
  if (!puedeVerHistoria(paciente, usuario)) throw new ReglaIncumplida(MENSAJES_HISTORIA.confidencial, 'prohibido');
  return paciente;
}
