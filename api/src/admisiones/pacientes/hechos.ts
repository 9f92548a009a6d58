import { Inject, Injectable } from '@nestjs/common';
import { inArray } from 'drizzle-orm';
import { CODIGO_COLOMBIA, PAISES } from '@avanti/libs/catalogos/index';
import { municipioDe } from '@avanti/libs/catalogos/index';
import type { Db } from '@avanti/libs/database/conexion';
import { eps } from '@avanti/libs/database/schema/index';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { DatosPaciente } from '@avanti/libs/admisiones/eventos';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { DB, RELOJ } from '../../infrastructure/tokens.js';
import { MENSAJES_PACIENTE, type Hechos } from './domain/paciente.js';

/** What the patient rules need from outside the aggregate: today, the chosen insurers, DIVIPOLA. */
@Injectable()
export class HechosPaciente {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  hoy(): string {
    return hoy(this.reloj);
  }

  async para(
    datos: Pick<
      DatosPaciente,
      'eps' | 'prepagada' | 'poliza' | 'paisOrigen' | 'departamentoOrigen' | 'ciudadOrigen' | 'paisResidencia' | 'departamentoResidencia' | 'ciudadResidencia'
    >,
  ): Promise<Hechos> {
    const ids = [datos.eps, datos.prepagada, datos.poliza].filter((x): x is string => !!x);
    const aseguradoras = ids.length
      ? await this.db.select({ id: eps.id, tipo: eps.tipo, regimen: eps.regimen, estado: eps.estado }).from(eps).where(inArray(eps.id, ids))
      : [];
    const ubicacionValida =
      (await this.ubicacion(datos.paisOrigen, datos.departamentoOrigen, datos.ciudadOrigen)) &&
      (await this.ubicacion(datos.paisResidencia, datos.departamentoResidencia, datos.ciudadResidencia));
    return { hoy: this.hoy(), aseguradoras, ubicacionValida };
  }

  /** In Colombia, department and city must be DIVIPOLA codes and the city must belong to the department. */
  private async ubicacion(pais: string | null, departamento: string | null, ciudad: string | null): Promise<boolean> {
    if (pais && !PAISES.some((p) => p.codigo === pais)) throw new ReglaIncumplida(MENSAJES_PACIENTE.paisInvalido, 'invalido');
    if (!departamento && !ciudad) return true;
    if (pais && pais !== CODIGO_COLOMBIA) return false;
    if (ciudad) {
      const m = await municipioDe(this.db, ciudad);
      return !!m && (!departamento || m.departamento === departamento);
    }
    return /^\d{2}$/.test(departamento ?? '');
  }
}
