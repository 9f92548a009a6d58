import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, ValidateNested } from 'class-validator';
import { MENSAJES_HISTORIA as M } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type { LineaPlanSolicitud, RegistrarPlanSolicitud } from '@avanti/libs/historia-clinica/contrato';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

export class LineaPlanDto implements LineaPlanSolicitud {
  @ApiProperty({ enum: [2, 3, 4, 5, 6] })
  @IsIn([2, 3, 4, 5, 6], { message: M.lineaInvalida })
  especialidad!: number;

  @ApiProperty({ minimum: 1, maximum: 500 })
  @IsInt({ message: M.lineaInvalida })
  sesiones!: number;
}

/** POST /api/pacientes/:id/historia/planes */
export class RegistrarPlanDto implements RegistrarPlanSolicitud {
  @ApiProperty({ example: '2026-11-23' })
  @IsNotEmpty({ message: M.fechaInicioObligatoria })
  @IsString({ message: M.fechaInicioObligatoria })
  fechaInicio!: string;

  @ApiPropertyOptional({ description: 'Sin fecha final: Indefinido' })
  @IsString({ message: M.fechaInvalida })
  @IsOptional()
  fechaFin?: string | null;

  @ApiProperty()
  @IsNotEmpty({ message: M.conclusionesObligatorias })
  @IsString({ message: M.conclusionesObligatorias })
  conclusiones!: string;

  @ApiProperty()
  @IsNotEmpty({ message: M.recomendacionesObligatorias })
  @IsString({ message: M.recomendacionesObligatorias })
  recomendaciones!: string;

  @ApiPropertyOptional({ type: [String] })
  @IsString({ each: true, message: 'Los diagnósticos CIE-10 deben ser códigos' })
  @ArrayMaxSize(30, { message: 'Máximo 30 diagnósticos CIE-10' })
  @IsArray({ message: 'Los diagnósticos CIE-10 deben ser una lista' })
  @IsOptional()
  cie10?: string[];

  @ApiPropertyOptional()
  @IsString({ message: 'Las actividades con la familia deben ser texto' })
  @IsOptional()
  actividadesFamilia?: string | null;

  @ApiProperty({ enum: [1, 2] })
  @IsIn([1, 2], { message: M.periodoInvalido })
  periodo!: number;

  @ApiProperty({ type: [LineaPlanDto] })
  @ValidateNested({ each: true, message: M.lineaInvalida })
  @Type(() => LineaPlanDto)
  @ArrayMaxSize(20, { message: M.lineaInvalida })
  @IsArray({ message: M.lineasObligatorias })
  lineas!: LineaPlanDto[];
}
