import { Query } from '@nestjs/cqrs';
import type { AcudienteLeido, MotivoLeido, PacienteLeido } from '@avanti/libs/admisiones/lecturas/pacientes';
import type { UsuarioAutenticado } from '../../../../infrastructure/http/contexto.js';

export class ObtenerPaciente extends Query<PacienteLeido> {
  constructor(
    readonly id: string,
    readonly usuario: UsuarioAutenticado,
  ) {
    super();
  }
}

export class ListarAcudientes extends Query<AcudienteLeido[]> {
  constructor(
    readonly id: string,
    readonly usuario: UsuarioAutenticado,
  ) {
    super();
  }
}

export class ListarMotivos extends Query<MotivoLeido[]> {
  constructor(
    readonly id: string,
    readonly usuario: UsuarioAutenticado,
  ) {
    super();
  }
}

export interface DocumentoDescargable {
  datos: Buffer;
  mime: string;
  nombre: string;
}

export class ObtenerDocumento extends Query<DocumentoDescargable> {
  constructor(
    readonly id: string,
    readonly tipo: string,
    readonly usuario: UsuarioAutenticado,
  ) {
    super();
  }
}
