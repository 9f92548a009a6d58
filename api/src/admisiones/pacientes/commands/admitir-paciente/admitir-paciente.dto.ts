import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { FechaIso, SoloLectura } from '../../../../infrastructure/http/validadores.js';
import { CODIGO_NO_APLICA, TIPOS_CLIENTE, TIPOS_DOCUMENTO } from '@avanti/libs/catalogos/index';
import { MENSAJES_PACIENTE as M } from '../../domain/paciente.js';
import { NumeroSegunTipo, Telefono } from '../validadores.js';

// class-validator runs a property's decorators bottom-up: presence checks sit last so they speak first.

const MAX = 20000;
const largo = { message: M.textoLargo };

/** The spec's code 16 (N/A) and empty mean no insurer: stored and answered as null. */
const aseguradora = () => Transform(({ value }) => (value === CODIGO_NO_APLICA || value === String(CODIGO_NO_APLICA) || value === '' ? null : value));

/** Patient fields of intake, with the spec's names in clear Spanish (docs/trazabilidad-admisiones.md maps them). */
export class DatosPacienteDto {
  @ApiProperty({ enum: TIPOS_DOCUMENTO.map((t) => t.codigo), example: 'CC' })
  @IsIn(
    TIPOS_DOCUMENTO.map((t) => t.codigo),
    { message: M.tipoDocumentoInvalido },
  )
  @IsNotEmpty({ message: M.tipoDocumentoObligatorio })
  @IsString({ message: M.tipoDocumentoObligatorio })
  tipoDocumento!: string;

  @ApiProperty({ example: '1020304050' })
  @NumeroSegunTipo()
  @IsNotEmpty({ message: M.numeroDocumentoObligatorio })
  @IsString({ message: M.numeroDocumentoObligatorio })
  numeroDocumento!: string;

  @ApiProperty({ example: 'Ana' })
  @MaxLength(100, largo)
  @IsNotEmpty({ message: M.primerNombreObligatorio })
  @IsString({ message: M.primerNombreObligatorio })
  primerNombre!: string;

  @ApiPropertyOptional({ example: 'María' })
  @MaxLength(100, largo)
  @IsString({ message: 'Los datos del paciente deben ser texto' })
  @IsOptional()
  segundoNombre?: string | null;

  @ApiProperty({ example: 'Pérez' })
  @MaxLength(100, largo)
  @IsNotEmpty({ message: M.primerApellidoObligatorio })
  @IsString({ message: M.primerApellidoObligatorio })
  primerApellido!: string;

  @ApiPropertyOptional({ example: 'Gómez' })
  @MaxLength(100, largo)
  @IsString({ message: 'Los datos del paciente deben ser texto' })
  @IsOptional()
  segundoApellido?: string | null;

  @ApiProperty({ example: '2018-04-21', description: 'aaaa-mm-dd; no puede ser posterior a hoy' })
  @FechaIso({ message: M.fechaNacimientoInvalida })
  @IsNotEmpty({ message: M.fechaNacimientoObligatoria })
  @IsString({ message: M.fechaNacimientoObligatoria })
  fechaNacimiento!: string;

  @ApiProperty({ enum: [1, 2], description: '1 masculino, 2 femenino' })
  @IsIn([1, 2], { message: M.sexoInvalido })
  @IsNotEmpty({ message: M.sexoObligatorio })
  sexo!: 1 | 2;

  @ApiProperty({ enum: TIPOS_CLIENTE.map((t) => t.codigo), description: '6 EPS, 7 Prepagada, 8 Póliza, 2 Particular, 3 Convenio' })
  @IsIn(
    TIPOS_CLIENTE.map((t) => t.codigo),
    { message: M.tipoClienteInvalido },
  )
  @IsNotEmpty({ message: M.tipoClienteObligatorio })
  tipoCliente!: number;

  @ApiPropertyOptional({ description: 'Diagnóstico (texto)' })
  @MaxLength(MAX, largo)
  @IsString({ message: 'Los datos del paciente deben ser texto' })
  @IsOptional()
  diagnostico?: string | null;

  @ApiPropertyOptional({ example: '170', description: 'Código ISO 3166 numérico' })
  @MaxLength(3, { message: M.paisInvalido })
  @IsString({ message: M.paisInvalido })
  @IsOptional()
  paisOrigen?: string | null;

  @ApiPropertyOptional({ example: '05', description: 'Código DIVIPOLA del departamento' })
  @MaxLength(2, { message: M.ubicacionInvalida })
  @IsString({ message: M.ubicacionInvalida })
  @IsOptional()
  departamentoOrigen?: string | null;

  @ApiPropertyOptional({ example: '05001', description: 'Código DIVIPOLA (DANE) del municipio' })
  @MaxLength(5, { message: M.ubicacionInvalida })
  @IsString({ message: M.ubicacionInvalida })
  @IsOptional()
  ciudadOrigen?: string | null;

  @ApiPropertyOptional({ example: '170' })
  @MaxLength(3, { message: M.paisInvalido })
  @IsString({ message: M.paisInvalido })
  @IsOptional()
  paisResidencia?: string | null;

  @ApiPropertyOptional({ example: '11' })
  @MaxLength(2, { message: M.ubicacionInvalida })
  @IsString({ message: M.ubicacionInvalida })
  @IsOptional()
  departamentoResidencia?: string | null;

  @ApiPropertyOptional({ example: '11001' })
  @MaxLength(5, { message: M.ubicacionInvalida })
  @IsString({ message: M.ubicacionInvalida })
  @IsOptional()
  ciudadResidencia?: string | null;

  @ApiPropertyOptional() @MaxLength(MAX, largo) @IsString({ message: 'Los datos del paciente deben ser texto' }) @IsOptional() barrio?: string | null;
  @ApiPropertyOptional() @MaxLength(MAX, largo) @IsString({ message: 'Los datos del paciente deben ser texto' }) @IsOptional() direccion?: string | null;
  @ApiPropertyOptional({ description: 'Solo números (de 7 a 15)' })
  @Telefono()
  @MaxLength(50, largo)
  @IsString({ message: 'Los datos del paciente deben ser texto' })
  @IsOptional()
  telefono?: string | null;

  @ApiPropertyOptional({ enum: [1, 2], default: 1, description: '1 Contributivo, 2 Subsidiado' })
  @IsIn([1, 2], { message: M.regimenInvalido })
  @IsOptional()
  regimen?: 1 | 2;

  @ApiPropertyOptional({ description: 'Id de una EPS activa (tipo 1) del régimen; 16 o null = N/A' })
  @IsString({ message: M.epsInvalida })
  @IsOptional()
  @aseguradora()
  eps?: string | null;

  @ApiPropertyOptional({ description: 'Id de una prepagada activa (tipo 2); 16 o null = N/A' })
  @IsString({ message: M.prepagadaInvalida })
  @IsOptional()
  @aseguradora()
  prepagada?: string | null;

  @ApiPropertyOptional({ description: 'Id de una póliza activa (tipo 3); 16 o null = N/A' })
  @IsString({ message: M.polizaInvalida })
  @IsOptional()
  @aseguradora()
  poliza?: string | null;

  @ApiPropertyOptional({ description: 'Tipo de vinculación' })
  @MaxLength(50, largo)
  @IsString({ message: 'Los datos del paciente deben ser texto' })
  @IsOptional()
  tipoVinculacion?: string | null;
  @ApiPropertyOptional() @MaxLength(200, largo) @IsString({ message: 'Los datos del paciente deben ser texto' }) @IsOptional() nombreAcompanante?:
    | string
    | null;
  @ApiPropertyOptional({ description: 'Solo números (de 7 a 15)' })
  @Telefono()
  @MaxLength(50, largo)
  @IsString({ message: 'Los datos del paciente deben ser texto' })
  @IsOptional()
  telefonoAcompanante?: string | null;
  @ApiPropertyOptional() @MaxLength(200, largo) @IsString({ message: 'Los datos del paciente deben ser texto' }) @IsOptional() remitente?: string | null;
}

export class AdmitirPacienteDto extends DatosPacienteDto {
  @ApiProperty({ example: '2026-11-20', description: 'Fecha de ingreso (aaaa-mm-dd); bloqueada en modo edición' })
  @FechaIso({ message: M.fechaIngresoInvalida })
  @IsNotEmpty({ message: M.fechaIngresoObligatoria })
  @IsString({ message: M.fechaIngresoObligatoria })
  fechaIngreso!: string;

  @ApiPropertyOptional({ description: 'Sede del paciente; solo quien ve todas las sedes puede elegirla (por defecto la propia)' })
  @MaxLength(60, { message: M.sedeInvalida })
  @IsString({ message: M.sedeInvalida })
  @IsOptional()
  sede?: string;
}

/**
 * PUT /api/pacientes/:id: the patient's data, or the patient GET served whole. What other commands change (site,
 * state, leaders, confidentiality, documents) and what GET derives (code, age, site name) are read-only and ignored.
 */
export class ActualizarPacienteDto extends DatosPacienteDto {
  @ApiPropertyOptional({ description: 'Si se envía debe ser la fecha de ingreso registrada (no se puede cambiar)' })
  @ValidateIf((o: ActualizarPacienteDto) => o.fechaIngreso !== undefined && o.fechaIngreso !== null)
  @FechaIso({ message: M.fechaIngresoInvalida })
  fechaIngreso?: string | null;

  @SoloLectura() id?: unknown;
  @SoloLectura() codigo?: unknown;
  @SoloLectura() estado?: unknown;
  @SoloLectura() sede?: unknown;
  @SoloLectura() sedeNombre?: unknown;
  @SoloLectura() bloqueadoPara?: unknown;
  @SoloLectura() edad?: unknown;
  @SoloLectura() lideres?: unknown;
  @SoloLectura() confidencial?: unknown;
  @SoloLectura() documentos?: unknown;
}

export const datosDe = (dto: DatosPacienteDto) => ({
  tipoDocumento: dto.tipoDocumento,
  numeroDocumento: dto.numeroDocumento,
  primerNombre: dto.primerNombre,
  segundoNombre: dto.segundoNombre ?? null,
  primerApellido: dto.primerApellido,
  segundoApellido: dto.segundoApellido ?? null,
  fechaNacimiento: dto.fechaNacimiento,
  sexo: dto.sexo,
  tipoCliente: dto.tipoCliente,
  diagnostico: dto.diagnostico ?? null,
  paisOrigen: dto.paisOrigen ?? null,
  departamentoOrigen: dto.departamentoOrigen ?? null,
  ciudadOrigen: dto.ciudadOrigen ?? null,
  paisResidencia: dto.paisResidencia ?? null,
  departamentoResidencia: dto.departamentoResidencia ?? null,
  ciudadResidencia: dto.ciudadResidencia ?? null,
  barrio: dto.barrio ?? null,
  direccion: dto.direccion ?? null,
  telefono: dto.telefono ?? null,
  regimen: dto.regimen ?? 1,
  eps: dto.eps ?? null,
  prepagada: dto.prepagada ?? null,
  poliza: dto.poliza ?? null,
  tipoVinculacion: dto.tipoVinculacion ?? null,
  nombreAcompanante: dto.nombreAcompanante ?? null,
  telefonoAcompanante: dto.telefonoAcompanante ?? null,
  remitente: dto.remitente ?? null,
});
