import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { sedes } from '@avanti/libs/database/schema/index';
import { esStreamClave, reservarClave } from '@avanti/libs/dominio/claves';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { CLAVE_DOCUMENTO_PACIENTE, streamPaciente, valorClaveDocumento, type PacienteAdmitido } from '@avanti/libs/admisiones/eventos';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import { obtenerPaciente, type PacienteGuardado } from '@avanti/libs/admisiones/lecturas/pacientes';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { sedesPermitidas } from '../../../../acceso/autorizacion/alcance-sede.js';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB, EVENT_STORE, RELOJ } from '../../../../infrastructure/tokens.js';
import { agregadoPaciente, decidirAdmision, MENSAJES_PACIENTE, PacienteDuplicado } from '../../domain/paciente.js';
import { HechosPaciente } from '../../hechos.js';
import { respuestaDuplicado } from '../duplicado.js';
import { datosDe } from './admitir-paciente.dto.js';
import { AdmitirPaciente } from './admitir-paciente.command.js';

@CommandHandler(AdmitirPaciente)
export class AdmitirPacienteHandler implements ICommandHandler<AdmitirPaciente> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    private readonly hechos: HechosPaciente,
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ datos, contexto }: AdmitirPaciente): Promise<PacienteGuardado> {
    const usuario = contexto.usuario!;
    // Writes use the user's own site; only who sees every site may choose another one.
    let sede = usuario.sede;
    if (datos.sede && sedesPermitidas(usuario) === 'todas') {
      const [existe] = await this.db.select({ id: sedes.id }).from(sedes).where(eq(sedes.id, datos.sede));
      if (!existe) throw new ReglaIncumplida(MENSAJES_PACIENTE.sedeInvalida, 'invalido');
      sede = datos.sede;
    }
    const paciente = datosDe(datos);
    const hechos = await this.hechos.para(paciente);
    const id = randomUUID();
    try {
      await this.ejecutor.ejecutar({
        streamId: streamPaciente(id),
        agregado: agregadoPaciente,
        contexto,
        decidir: (estado) => {
          const eventos = decidirAdmision(estado, { id, sede, fechaIngreso: datos.fechaIngreso, datos: paciente }, hechos);
          const admitido = eventos[0] as PacienteAdmitido;
          return {
            eventos,
            ademas: [reservarClave(CLAVE_DOCUMENTO_PACIENTE, valorClaveDocumento(admitido.datos.tipoDocumento, admitido.datos.numeroDocumento), id)],
          };
        },
        alChocarClave: (stream) =>
          esStreamClave(stream, CLAVE_DOCUMENTO_PACIENTE)
            ? new PacienteDuplicado(paciente.tipoDocumento.trim().toUpperCase(), paciente.numeroDocumento.trim().toUpperCase())
            : null,
      });
    } catch (error) {
      if (error instanceof PacienteDuplicado) throw await respuestaDuplicado(error, { store: this.store, db: this.db, usuario });
      throw error;
    }
    return { ...(await obtenerPaciente(this.db, id, hoy(this.reloj)))!, mensaje: MENSAJES_PACIENTE.registrado };
  }
}
