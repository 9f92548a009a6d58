import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MENSAJES_HISTORIA as M } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type { RegistrarMotivoSolicitud } from '@avanti/libs/historia-clinica/contrato';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

/** POST /api/pacientes/:id/historia/motivos */
export class RegistrarMotivoHistoriaDto implements RegistrarMotivoSolicitud {
  @ApiProperty({ maxLength: 500 })
  @MaxLength(500, { message: M.motivoLargo })
  @IsNotEmpty({ message: M.motivoObligatorio })
  @IsString({ message: M.motivoObligatorio })
  motivo!: string;

  @ApiProperty({ maxLength: 500 })
  @MaxLength(500, { message: M.observacionesLargas })
  @IsNotEmpty({ message: M.observacionesObligatorias })
  @IsString({ message: M.observacionesObligatorias })
  observaciones!: string;
}
