import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { inArray } from 'drizzle-orm';
import type { Db } from '@avanti/libs/database/conexion';
import { usuarios } from '@avanti/libs/database/schema/index';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamPaciente, type Lideres } from '@avanti/libs/admisiones/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { AlcancePacientes } from '../../alcance.js';
import { agregadoPaciente, decidirLideres, MENSAJES_PACIENTE } from '../../domain/paciente.js';
import { AsignarLideres } from './asignar-lideres.command.js';

export const CAPACIDAD_ASIGNAR_LIDERES = 'capacidad.asignar-lideres';
export const CAPACIDAD_LIDER_CONFIDENCIAL = 'capacidad.lider-confidencial';

@CommandHandler(AsignarLideres)
export class AsignarLideresHandler implements ICommandHandler<AsignarLideres> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    private readonly alcance: AlcancePacientes,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ id, datos, contexto }: AsignarLideres): Promise<void> {
    const usuario = contexto.usuario!;
    const puedeAsignar = usuario.permisos.has(CAPACIDAD_ASIGNAR_LIDERES);
    if (!puedeAsignar) throw new ReglaIncumplida(MENSAJES_PACIENTE.sinPermisoLideres, 'prohibido');
    await this.alcance.verificar(usuario, id);
    const lideres: Lideres = {
      fisioterapia: datos.fisioterapia || null,
      fonoaudiologia: datos.fonoaudiologia || null,
      terapiaOcupacional: datos.terapiaOcupacional || null,
      psicologia: datos.psicologia || null,
      educacionEspecial: datos.educacionEspecial || null,
    };
    const ids = Object.values(lideres).filter((x): x is string => !!x);
    const filas = ids.length
      ? await this.db
          .select({ id: usuarios.id, rol: usuarios.rolId, estado: usuarios.estado, sede: usuarios.sedeId })
          .from(usuarios)
          .where(inArray(usuarios.id, ids))
      : [];
    await this.ejecutor.ejecutar({
      streamId: streamPaciente(id),
      agregado: agregadoPaciente,
      contexto,
      decidir: (estado) =>
        decidirLideres(estado, id, {
          lideres,
          confidencial: datos.confidencial,
          puedeAsignar,
          puedeConfidencial: usuario.permisos.has(CAPACIDAD_LIDER_CONFIDENCIAL),
          usuarios: new Map(filas.map((f) => [f.id, { rol: f.rol, estado: f.estado, sede: f.sede }])),
        }),
    });
  }
}
