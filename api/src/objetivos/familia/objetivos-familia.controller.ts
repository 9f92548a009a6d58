import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Db } from '@avanti/libs/database/conexion';
import { objetivosParaFamilia } from '@avanti/libs/objetivos/lecturas/objetivos-familia';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { DB, RELOJ } from '../../infrastructure/tokens.js';
import { ComandosObjetivo } from '../objetivo/commands/comandos-objetivo.js';
import { lectorDe } from '../objetivo/objetivos.controller.js';

export const OBJETIVOS_FAMILIA = 'plan.objetivos-familia';

/** Spec 2 routes: /diarioCampo/objetivos-logros-familia, the families' read-only view of a patient's objectives. */
@ApiTags('objetivos')
@ApiBearerAuth()
@Controller()
export class ObjetivosFamiliaController {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
    private readonly comandos: ComandosObjetivo,
  ) {}

  @Get('pacientes/:id/objetivos/familia')
  @RequierePermiso(OBJETIVOS_FAMILIA)
  @ApiOperation({
    summary:
      'Objetivos del paciente en palabras sencillas para la familia: por especialidad, tareas, progreso y fecha de cumplimiento; de la propia sede; psicología de un paciente bloqueado solo para quien puede verla',
  })
  async familia(@Param('id') id: string, @Contexto() c: ContextoPeticion) {
    const usuario = c.usuario!;
    const paciente = await this.comandos.paciente(usuario, id);
    return objetivosParaFamilia(this.db, paciente, lectorDe(usuario), hoy(this.reloj));
  }
}
