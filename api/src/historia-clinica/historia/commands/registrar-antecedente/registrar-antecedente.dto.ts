import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MENSAJES_HISTORIA as M } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type { RegistrarAntecedenteSolicitud } from '@avanti/libs/historia-clinica/contrato';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

/** POST /api/pacientes/:id/historia/antecedentes */
export class RegistrarAntecedenteDto implements RegistrarAntecedenteSolicitud {
  @ApiProperty({ enum: [1, 2, 3, 4, 5], description: '1 prenatal, 2 neonatal/perinatal, 3 postnatal, 4 personal, 5 familiar' })
  @IsIn([1, 2, 3, 4, 5], { message: M.tipoAntecedenteInvalido })
  tipo!: number;

  @ApiProperty()
  @MaxLength(20_000, { message: M.textoLargo('La descripción', 20_000) })
  @IsNotEmpty({ message: M.descripcionObligatoria })
  @IsString({ message: M.descripcionObligatoria })
  descripcion!: string;

  @ApiProperty({ maxLength: 30_000 })
  @MaxLength(30_000, { message: M.observacionLarga })
  @IsNotEmpty({ message: M.observacionObligatoria })
  @IsString({ message: M.observacionObligatoria })
  observacion!: string;
}
