import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../infrastructure/http/contexto.js';
import type { IngresarDto } from './ingresar.dto.js';

export interface Ingreso {
  token: string;
  usuario: { id: string; usuario: string; nombres: string; apellidos: string; rol: number; sede: string; sedeNombre: string };
  inicio: string;
}

export class Ingresar extends Command<Ingreso> {
  constructor(
    readonly datos: IngresarDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
