import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString } from 'class-validator';

const lider = 'Los líderes se eligen por id de usuario (o null)';

/** A leading therapist per specialty (user ids; null = none) and the confidential lock. */
export class AsignarLideresDto {
  @ApiPropertyOptional({ nullable: true }) @IsString({ message: lider }) @IsOptional() fisioterapia?: string | null;
  @ApiPropertyOptional({ nullable: true }) @IsString({ message: lider }) @IsOptional() fonoaudiologia?: string | null;
  @ApiPropertyOptional({ nullable: true }) @IsString({ message: lider }) @IsOptional() terapiaOcupacional?: string | null;
  @ApiPropertyOptional({ nullable: true }) @IsString({ message: lider }) @IsOptional() psicologia?: string | null;
  @ApiPropertyOptional({ nullable: true }) @IsString({ message: lider }) @IsOptional() educacionEspecial?: string | null;

  @ApiPropertyOptional({ description: 'Bloquea la historia clínica (solo con capacidad.lider-confidencial y con un líder elegido)' })
  @IsBoolean({ message: 'El campo confidencial debe ser verdadero o falso' })
  @IsOptional()
  confidencial?: boolean;
}
