import { MENSAJES_HISTORIA } from '@avanti/libs/historia-clinica/contrato-lecturas';
import { MENSAJES_INFORMES_PACIENTE as M } from '@avanti/libs/reportes/contrato-informes-paciente';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import { pacienteDeHistoria, type PacienteDeHistoria } from '@avanti/libs/historia-clinica/index';
import { puedeVerHistoria } from '@avanti/libs/admisiones/index';
import type { FiltroInformePaciente } from '@avanti/libs/reportes/lecturas/filtro-informes-paciente';
import type { LectorDelInforme } from '@avanti/libs/reportes/lecturas/informes-paciente';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { puedeVerSede, sedesPermitidas } from '../../acceso/autorizacion/alcance-sede.js';
import { registrarLecturaHistoria } from '../../historia-clinica/historia/acceso-historia.js';
import type { ContextoPeticion, UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { CAPACIDAD_CONFIDENCIALES } from '../../objetivos/objetivo/commands/comandos-objetivo.js';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const lectorDe = (u: UsuarioAutenticado): LectorDelInforme => ({
  id: u.id,
  sede: sedesPermitidas(u) === 'todas' ? null : u.sede,
  veConfidenciales: u.permisos.has(CAPACIDAD_CONFIDENCIALES),
});

/**
 * The patient of a report, for its preview and its PDF: 404 outside the reader's sites and, for the history's
 * reports (evolution, monthly), 403 with the history's words when it is locked to them, and the read recorded.
 */
export async function abrirPacienteDelInforme(
  db: Db,
  store: EventStore,
  reloj: Reloj,
  contexto: ContextoPeticion,
  f: FiltroInformePaciente,
): Promise<PacienteDeHistoria> {
  const usuario = contexto.usuario!;
  if (!UUID.test(f.paciente)) throw new NoEncontrado(M.pacienteInvalido);
  const paciente = await pacienteDeHistoria(db, f.paciente);
  if (!paciente || !puedeVerSede(usuario, paciente.sede)) throw new NoEncontrado(M.pacienteInvalido);
  if (f.tipo === 'objetivos') return paciente;
  if (!puedeVerHistoria(paciente, usuario)) throw new ReglaIncumplida(MENSAJES_HISTORIA.confidencial, 'prohibido');
  await registrarLecturaHistoria(store, reloj, contexto, paciente, 'evoluciones');
  return paciente;
}
