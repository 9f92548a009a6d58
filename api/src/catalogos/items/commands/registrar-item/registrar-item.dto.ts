import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MENSAJES_CATALOGO } from '@avanti/libs/catalogos/contrato';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

export class RegistrarItemDto {
  @ApiProperty({ example: 'Integración sensorial' })
  @MaxLength(500, { message: MENSAJES_CATALOGO.descripcionLarga })
  @IsNotEmpty({ message: MENSAJES_CATALOGO.descripcionObligatoria })
  @IsString({ message: MENSAJES_CATALOGO.descripcionObligatoria })
  descripcion!: string;

  @ApiPropertyOptional({
    enum: [2, 3, 4, 5, 6],
    description: 'Estrategias y materiales: 2 Fisioterapia, 3 Fonoaudiología, 4 Terapia ocupacional, 5 Educación especial, 6 Psicología',
  })
  @IsOptional()
  @IsIn([2, 3, 4, 5, 6], { message: MENSAJES_CATALOGO.especialidadInvalida })
  especialidad?: number | null;

  @ApiPropertyOptional({ enum: [1, 2], description: 'Patologías: 1 CIE-10 (por defecto), 2 DSM-IV' })
  @IsOptional()
  @IsIn([1, 2], { message: MENSAJES_CATALOGO.tipoPatologiaInvalido })
  tipo?: number | null;

  @ApiPropertyOptional({ example: 'F84.0', description: 'Patologías CIE-10: el código (con o sin punto)' })
  @IsOptional()
  @MaxLength(10, { message: MENSAJES_CATALOGO.codigoCie10Obligatorio })
  @IsString({ message: MENSAJES_CATALOGO.codigoCie10Obligatorio })
  codigo?: string | null;
}
