import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { MENSAJES_INFORMES_PACIENTE as M } from '@avanti/libs/reportes/contrato-informes-paciente';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.
// The rules that depend on the type (dates, month, specialty, the summary's 1000 characters) are the
// libs filter's (leerFiltroInformePaciente), the same the preview and the worker read.

const FECHA = 'La fecha no es válida (aaaa-mm-dd)';

export class SolicitarInformePacienteDto {
  @ApiProperty({ enum: ['evolucion', 'mensual', 'objetivos'] })
  @IsIn(['evolucion', 'mensual', 'objetivos'], { message: M.tipoInvalido })
  tipo!: string;

  @ApiProperty({ description: 'Id del paciente' })
  @MaxLength(60, { message: M.pacienteInvalido })
  @IsString({ message: M.parametrosIncompletos })
  paciente!: string;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'Evolución y objetivos: fecha inicial (aaaa-mm-dd)' })
  @IsOptional()
  @MaxLength(10, { message: FECHA })
  @IsString({ message: FECHA })
  desde?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Evolución y objetivos: fecha final (aaaa-mm-dd)' })
  @IsOptional()
  @MaxLength(10, { message: FECHA })
  @IsString({ message: FECHA })
  hasta?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 12, description: 'Informe mensual: mes 1 (enero) a 12 (diciembre)' })
  @IsOptional()
  @IsInt({ message: M.mesInvalido })
  mes?: number;

  @ApiPropertyOptional({ description: 'Informe mensual: año (el actual por defecto)' })
  @IsOptional()
  @IsInt({ message: 'El año no es válido' })
  anio?: number;

  @ApiPropertyOptional({
    description:
      'Especialidad 2 Fisioterapia, 3 Fonoaudiología, 4 Terapia ocupacional, 5 Educación especial, 6 Psicología; sin ella, todas (el mensual la exige)',
  })
  @IsOptional()
  @IsInt({ message: M.especialidadInvalida })
  especialidad?: number;

  @ApiPropertyOptional({ maxLength: 20000, description: 'Resumen (evolución; objetivos hasta 1000 caracteres)' })
  @IsOptional()
  @MaxLength(20000, { message: M.textoLargo })
  @IsString({ message: M.textoLargo })
  resumen?: string;

  @ApiPropertyOptional({ maxLength: 20000, description: 'Concepto (informe mensual)' })
  @IsOptional()
  @MaxLength(20000, { message: M.textoLargo })
  @IsString({ message: M.textoLargo })
  concepto?: string;

  @ApiPropertyOptional({ maxLength: 20000, description: 'Recomendación (informe mensual)' })
  @IsOptional()
  @MaxLength(20000, { message: M.textoLargo })
  @IsString({ message: M.textoLargo })
  recomendacion?: string;
}
