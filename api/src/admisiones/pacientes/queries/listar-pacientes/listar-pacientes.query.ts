import { Query } from '@nestjs/cqrs';
import type { ConsultaLista, Pagina } from '@avanti/libs/lecturas/rango';
import type { ContadoresPacientes, FiltroPacientes, PacienteEnLista } from '@avanti/libs/lecturas/pacientes';

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
