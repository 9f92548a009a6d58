import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { MENSAJES_EPS } from '../../domain/eps.js';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

export class RegistrarEpsDto {
  @ApiProperty({ example: 'NUEVA EPS S.A.' })
  @MaxLength(200, { message: 'El nombre admite máximo 200 caracteres' })
  @IsNotEmpty({ message: MENSAJES_EPS.nombreObligatorio })
  @IsString({ message: MENSAJES_EPS.nombreObligatorio })
  nombre!: string;

  @ApiProperty({ example: 'NUEVA EPS' })
  @MaxLength(60, { message: 'El nombre corto admite máximo 60 caracteres' })
  @IsNotEmpty({ message: MENSAJES_EPS.nombreCortoObligatorio })
  @IsString({ message: MENSAJES_EPS.nombreCortoObligatorio })
  nombreCorto!: string;

  @ApiPropertyOptional({ example: '900156264-2' })
  @MaxLength(30, { message: 'El NIT admite máximo 30 caracteres' })
  @IsString({ message: 'El NIT debe ser texto' })
  @IsOptional()
  nit?: string | null;

  @ApiPropertyOptional({ enum: [1, 2, 3], default: 1, description: '1 EPS, 2 Prepagada, 3 Póliza' })
  @IsOptional()
  @IsIn([1, 2, 3], { message: MENSAJES_EPS.tipoInvalido })
  tipo?: 1 | 2 | 3;

  @ApiPropertyOptional({ enum: [1, 2, 3], default: 1, description: '1 Contributivo, 2 Subsidiado, 3 Ambos; solo para tipo 1' })
  @ValidateIf((o: RegistrarEpsDto) => (o.tipo ?? 1) === 1 && o.regimen !== undefined && o.regimen !== null)
  @IsIn([1, 2, 3], { message: MENSAJES_EPS.regimenInvalido })
  regimen?: 1 | 2 | 3 | null;
}
