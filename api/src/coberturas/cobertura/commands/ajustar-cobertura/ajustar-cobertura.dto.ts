import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { AjustarCoberturaSolicitud } from '@avanti/libs/coberturas/contrato';
import { FechaIso } from '../../../../infrastructure/http/validadores.js';
import { MENSAJES_COBERTURA as M } from '../../domain/cobertura.js';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

/** POST /api/coberturas/:id/ajustar */
export class AjustarCoberturaDto implements AjustarCoberturaSolicitud {
  @ApiPropertyOptional({ description: 'Nuevo saldo en bolsa' })
  @Max(100000, { message: M.bolsaInvalida })
  @Min(0, { message: M.bolsaInvalida })
  @IsInt({ message: M.bolsaInvalida })
  @IsOptional()
  bolsa?: number | null;

  @ApiPropertyOptional({ example: '2027-01-10' })
  @FechaIso({ message: M.vencimientoInvalido })
  @IsString({ message: M.vencimientoInvalido })
  @IsOptional()
  fechaVencimiento?: string | null;

  @ApiProperty()
  @MaxLength(1000, { message: 'El motivo admite máximo 1000 caracteres' })
  @IsString({ message: M.motivoObligatorio })
  @IsNotEmpty({ message: M.motivoObligatorio })
  motivo!: string;
}
