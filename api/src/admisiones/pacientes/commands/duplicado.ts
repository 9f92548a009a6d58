import { ConflictException } from '@nestjs/common';
import { streamClave } from '@avanti/libs/dominio/claves';
import type { Db } from '@avanti/libs/database/conexion';
import { CLAVE_DOCUMENTO_PACIENTE, valorClaveDocumento } from '@avanti/libs/admisiones/eventos';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import { pacientePorDocumento, ubicarPaciente } from '@avanti/libs/admisiones/lecturas/pacientes';
import { puedeVerSede } from '../../../acceso/autorizacion/alcance-sede.js';
import type { UsuarioAutenticado } from '../../../infrastructure/http/contexto.js';
import { MENSAJES_PACIENTE, PacienteDuplicado } from '../domain/paciente.js';

/**
 * A collision on the document key becomes 409 `{mensaje, pacienteExistente}`: the id of the patient
 * holding that document (from the key's reservation), so intake can offer to open it. A patient of a
 * site the user may not see is named only as 'in another site', without its id.
 */
export async function respuestaDuplicado(
  error: PacienteDuplicado,
  deps: { store: EventStore; db: Db; usuario: UsuarioAutenticado | null },
): Promise<ConflictException> {
  const { tipoDocumento, numeroDocumento } = error;
  const reserva = await deps.store.leerStream(streamClave(CLAVE_DOCUMENTO_PACIENTE, valorClaveDocumento(tipoDocumento, numeroDocumento)));
  const id =
    (reserva[0]?.datos as { registroId?: string } | undefined)?.registroId ?? (await pacientePorDocumento(deps.db, tipoDocumento, numeroDocumento))?.id;
  const paciente = id ? await ubicarPaciente(deps.db, id) : null;
  if (paciente && deps.usuario && puedeVerSede(deps.usuario, paciente.sede)) {
    return new ConflictException({ mensaje: error.message, pacienteExistente: paciente.id });
  }
  return new ConflictException({ mensaje: MENSAJES_PACIENTE.duplicadoOtraSede(tipoDocumento, numeroDocumento), pacienteExistente: null });
}
