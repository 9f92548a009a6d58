import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString } from 'class-validator';
import type { DiagnosticosSolicitud } from '@avanti/libs/historia-clinica/contrato';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

/** The diagnoses an impression takes, in its registration and in its update. */
export class DiagnosticosDto implements DiagnosticosSolicitud {
  @ApiPropertyOptional({ type: [String], description: 'Códigos CIE-10 con o sin punto (F84.0, F840)' })
  @IsString({ each: true, message: 'Los diagnósticos CIE-10 deben ser códigos' })
  @ArrayMaxSize(30, { message: 'Máximo 30 diagnósticos CIE-10' })
  @IsArray({ message: 'Los diagnósticos CIE-10 deben ser una lista' })
  @IsOptional()
  cie10?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Ids de patologías DSM-IV activas' })
  @IsString({ each: true, message: 'Los diagnósticos DSM deben ser ids' })
  @ArrayMaxSize(30, { message: 'Máximo 30 diagnósticos DSM' })
  @IsArray({ message: 'Los diagnósticos DSM deben ser una lista' })
  @IsOptional()
  dsm?: string[];
}
