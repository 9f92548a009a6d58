import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_COMENTARIO_COPAGO, MAXIMO_PESOS, MENSAJES_COPAGO as M, type RegistrarCopagoSolicitud } from '@avanti/libs/finanzas/contrato';
import { FechaIso, SiSeEnvia } from '../../../../infrastructure/http/validadores.js';
import { Pesos, Requeridos, TextoHasta } from '../../../comun/validadores.js';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.
// The fields are declared in the order the spec checks them: the first message is the one a person reads.

/** POST /api/copagos: a copay received. */
export class RegistrarCopagoDto implements RegistrarCopagoSolicitud {
  @ApiProperty({ type: String, format: 'date', example: '2026-11-20' })
  @FechaIso({ message: M.completar })
  @Requeridos(['fecha', 'monto', 'tipo'], { message: M.completar })
  fecha!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAXIMO_PESOS, example: 4500, description: 'Pesos enteros, sin puntos ni decimales' })
  @Pesos({ message: M.monto }, 1)
  monto!: number;

  @ApiProperty({ type: 'integer', enum: [1, 2], example: 1, description: '1 Efectivo, 2 Transferencia' })
  @IsIn([1, 2], { message: M.tipo })
  tipo!: number;

  @ApiProperty({ type: String, maxLength: 60, description: 'Id del paciente (de la propia sede salvo con todas las sedes)' })
  @MaxLength(60, { message: M.paciente })
  @IsNotEmpty({ message: M.paciente })
  @IsString({ message: M.paciente })
  paciente!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 60, description: "Id de la aseguradora; vacío: la del paciente, o 'Particulares'" })
  @MaxLength(60, { message: M.entidad })
  @IsString({ message: M.entidad })
  @SiSeEnvia()
  entidad?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_COMENTARIO_COPAGO })
  @TextoHasta(MAX_COMENTARIO_COPAGO, { message: M.comentario })
  @IsString({ message: M.comentario })
  @IsOptional()
  comentario?: string | null;
}
