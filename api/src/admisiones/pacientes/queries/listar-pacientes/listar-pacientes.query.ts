import { Query } from '@nestjs/cqrs';
import type { ConsultaLista, Pagina } from '@avanti/libs/http/rango';
import type { ContadoresPacientes, FiltroPacientes, PacienteEnLista } from '@avanti/libs/admisiones/lecturas/pacientes';

export class ListarPacientes extends Query<Pagina<PacienteEnLista>> {
  constructor(readonly consulta: ConsultaLista<FiltroPacientes>) {
    super();
  }
}

export class ContarPacientes extends Query<ContadoresPacientes> {
  constructor(readonly filtro: FiltroPacientes) {
    super();
  }
}
