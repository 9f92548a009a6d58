import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { MENSAJES_OBJETIVOS as M } from '@avanti/libs/objetivos/contrato-lecturas';
import type { ExtenderObjetivoSolicitud } from '@avanti/libs/objetivos/contrato';

/** POST /api/objetivos/:id/extender: its type here; a date, not before today, is the domain's (decidirExtension), as before. */
export class ExtenderObjetivoDto implements ExtenderObjetivoSolicitud {
  @ApiProperty({ format: 'date', example: '2026-12-31' })
  @IsString({ message: M.fechaInvalida })
  @IsOptional()
  fecha!: string;
}
