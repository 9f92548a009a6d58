import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { esStreamClave, reservarClave } from '@avanti/libs/dominio/claves';
import { CLAVE_DOCUMENTO_PACIENTE, streamPaciente } from '@avanti/libs/admisiones/eventos';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import { obtenerPaciente, type PacienteGuardado } from '@avanti/libs/admisiones/lecturas/pacientes';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB, EVENT_STORE, RELOJ } from '../../../../infrastructure/tokens.js';
import { AlcancePacientes } from '../../alcance.js';
import { agregadoPaciente, decidirActualizacion, MENSAJES_PACIENTE, PacienteDuplicado } from '../../domain/paciente.js';
import { HechosPaciente } from '../../hechos.js';
import { datosDe } from '../admitir-paciente/admitir-paciente.dto.js';
import { respuestaDuplicado } from '../duplicado.js';
import { ActualizarPaciente } from './actualizar-paciente.command.js';

/** Only the patient's data change: site, state, leaders, documents and the rest GET adds are not this command's. */
@CommandHandler(ActualizarPaciente)
export class ActualizarPacienteHandler implements ICommandHandler<ActualizarPaciente> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    private readonly hechos: HechosPaciente,
    private readonly alcance: AlcancePacientes,
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ id, datos, contexto }: ActualizarPaciente): Promise<PacienteGuardado> {
    await this.alcance.verificar(contexto.usuario, id);
    const paciente = datosDe(datos);
    const hechos = await this.hechos.para(paciente);
    try {
      await this.ejecutor.ejecutar({
        streamId: streamPaciente(id),
        agregado: agregadoPaciente,
        contexto,
        decidir: (estado) => {
          const { eventos, claveNueva } = decidirActualizacion(estado, id, { ...paciente, fechaIngreso: datos.fechaIngreso ?? null }, hechos);
          return { eventos, ademas: claveNueva ? [reservarClave(CLAVE_DOCUMENTO_PACIENTE, claveNueva, id)] : [] };
        },
        alChocarClave: (stream) =>
          esStreamClave(stream, CLAVE_DOCUMENTO_PACIENTE)
            ? new PacienteDuplicado(paciente.tipoDocumento.trim().toUpperCase(), paciente.numeroDocumento.trim().toUpperCase())
            : null,
      });
    } catch (error) {
      if (error instanceof PacienteDuplicado) throw await respuestaDuplicado(error, { store: this.store, db: this.db, usuario: contexto.usuario });
      throw error;
    }
    return { ...(await obtenerPaciente(this.db, id, hoy(this.reloj)))!, mensaje: MENSAJES_PACIENTE.actualizado };
  }
}
