import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { streamSalario } from '@avanti/libs/finanzas/eventos';
import { CAMPOS_MONTO_SALARIO, MENSAJES_SALARIO as M, type SalarioRespuesta } from '@avanti/libs/finanzas/contrato';
import { obtenerSalario, personaParaDinero } from '@avanti/libs/finanzas/lecturas/finanzas';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { puedeVerSede } from '../../../../acceso/autorizacion/alcance-sede.js';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB, RELOJ } from '../../../../infrastructure/tokens.js';
import { agregadoSalario, decidirSalario, type MontosSalarioAGuardar } from '../../domain/salario.js';
import { GuardarSalario } from './guardar-salario.command.js';
import { tipoContratoDe } from './guardar-salario.dto.js';

/** A user's salary record (of a site the caller sees; 404 otherwise, nothing said about another site's staff). */
@CommandHandler(GuardarSalario)
export class GuardarSalarioHandler implements ICommandHandler<GuardarSalario> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ usuarioId, datos, contexto }: GuardarSalario): Promise<SalarioRespuesta> {
    const u = await personaParaDinero(this.db, usuarioId);
    if (!u || !puedeVerSede(contexto.usuario!, u.sede)) throw new NoEncontrado(M.usuarioNoEncontrado);
    const montos: MontosSalarioAGuardar = { tipoContrato: tipoContratoDe(datos) };
    for (const campo of CAMPOS_MONTO_SALARIO) montos[campo] = datos[campo];
    await this.ejecutor.ejecutar({
      streamId: streamSalario(usuarioId),
      agregado: agregadoSalario,
      contexto,
      decidir: (estado) => decidirSalario(estado, { usuario: { id: u.id, nombre: u.nombre, sede: u.sede }, montos, hoy: hoy(this.reloj) }),
    });
    return { ...(await obtenerSalario(this.db, usuarioId))!, mensaje: M.actualizado };
  }
}
