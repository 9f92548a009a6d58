import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { MENSAJES_EPS } from '../../domain/eps.js';

export class RegistrarEpsDto {
  @ApiProperty({ example: 'NUEVA EPS S.A.' })
  @IsString({ message: MENSAJES_EPS.nombreObligatorio })
  @IsNotEmpty({ message: MENSAJES_EPS.nombreObligatorio })
  @MaxLength(200, { message: 'El nombre admite máximo 200 caracteres' })
  nombre!: string;

  @ApiProperty({ example: 'NUEVA EPS' })
  @IsString({ message: MENSAJES_EPS.nombreCortoObligatorio })
  @IsNotEmpty({ message: MENSAJES_EPS.nombreCortoObligatorio })
  @MaxLength(60, { message: 'El nombre corto admite máximo 60 caracteres' })
  nombreCorto!: string;

  @ApiPropertyOptional({ example: '900156264-2' })
  @IsOptional()
  @IsString({ message: 'El NIT debe ser texto' })
  @MaxLength(30, { message: 'El NIT admite máximo 30 caracteres' })
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
