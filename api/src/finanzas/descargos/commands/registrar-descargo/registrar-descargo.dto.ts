import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CONCEPTOS_DESCARGO, MAX_NOTA_DESCARGO, MAXIMO_PESOS, MENSAJES_DESCARGO as M, type RegistrarDescargoSolicitud } from '@avanti/libs/finanzas/contrato';
import { FechaIso, SiSeEnvia } from '../../../../infrastructure/http/validadores.js';
import { Pesos, Requeridos, TextoHasta } from '../../../comun/validadores.js';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.
// The fields are declared in the order the spec checks them: the first message is the one a person reads.

const conceptos = CONCEPTOS_DESCARGO.map((c) => c.codigo);

/** POST /api/descargos: a deduction from a therapist's pay. */
export class RegistrarDescargoDto implements RegistrarDescargoSolicitud {
  @ApiProperty({ type: String, maxLength: 60, description: 'Id del terapeuta (de la propia sede salvo con todas las sedes)' })
  @MaxLength(60, { message: M.completar })
  @IsString({ message: M.completar })
  @Requeridos(['terapeuta', 'valor'], { message: M.completar })
  terapeuta!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAXIMO_PESOS, example: 15000, description: 'Pesos enteros, sin puntos ni decimales' })
  @Pesos({ message: M.completar }, 1)
  valor!: number;

  @ApiPropertyOptional({ type: String, nullable: true, enum: conceptos, example: 'Informe atrasado', description: "'Informe atrasado' si no se indica" })
  @IsIn(conceptos, { message: M.concepto })
  @SiSeEnvia()
  concepto?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date', example: '2026-11-20', description: 'Hoy (Bogotá) si no se indica' })
  @FechaIso({ message: M.fecha })
  @SiSeEnvia()
  fecha?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_NOTA_DESCARGO })
  @TextoHasta(MAX_NOTA_DESCARGO, { message: M.nota })
  @IsString({ message: M.nota })
  @IsOptional()
  nota?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 60, description: "La sesión atrasada que descuenta (desde 'Evoluciones atrasadas')" })
  @MaxLength(60, { message: M.sesion })
  @IsString({ message: M.sesion })
  @SiSeEnvia()
  sesion?: string | null;
}
