import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { FechaIso } from '../../../../infrastructure/http/validadores.js';
import { MENSAJES_PACIENTE as M } from '../../domain/paciente.js';

export class RegistrarMotivoDto {
  @ApiProperty({ maxLength: 1000 })
  @MaxLength(1000, { message: M.motivoLargo })
  @Matches(/\S/, { message: M.motivoObligatorio })
  @IsNotEmpty({ message: M.motivoObligatorio })
  @IsString({ message: M.motivoObligatorio })
  descripcion!: string;

  @ApiPropertyOptional({ description: 'aaaa-mm-dd; por defecto hoy' })
  @FechaIso({ message: 'La fecha del motivo no es válida' })
  @IsOptional()
  fecha?: string;
}
