import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { OCUPACIONES, PARENTESCOS, TIPOS_DOCUMENTO } from '@avanti/libs/catalogos/index';
import { MENSAJES_PACIENTE as M } from '../../domain/paciente.js';
import { NumeroSegunTipo, Telefono } from '../validadores.js';

const falta = { message: M.faltanCampos };

/** A responsible person: every field is required ('Faltan campos por llenar!'). */
export class RegistrarAcudienteDto {
  @ApiProperty({
    enum: PARENTESCOS.map((p) => p.codigo),
    description: '1 madre, 2 padre, 3 abuela, 4 abuelo, 5 hermano(a), 6 tío(a), 7 otro, 8 cuidador(a), 9 amigo(a) o cónyuge',
  })
  @IsIn(
    PARENTESCOS.map((p) => p.codigo),
    { message: M.parentescoInvalido },
  )
  @IsNotEmpty(falta)
  parentesco!: number;

  @ApiProperty({ enum: TIPOS_DOCUMENTO.map((t) => t.codigo) })
  @IsIn(
    TIPOS_DOCUMENTO.map((t) => t.codigo),
    { message: M.tipoDocumentoInvalido },
  )
  @IsNotEmpty(falta)
  @IsString(falta)
  tipoDocumento!: string;

  @ApiProperty({ example: '52111222' })
  @NumeroSegunTipo()
  @IsNotEmpty(falta)
  @IsString(falta)
  numeroDocumento!: string;

  @ApiProperty() @MaxLength(200, { message: M.textoLargo }) @Matches(/\S/, falta) @IsNotEmpty(falta) @IsString(falta) nombres!: string;
  @ApiProperty() @MaxLength(200, { message: M.textoLargo }) @Matches(/\S/, falta) @IsNotEmpty(falta) @IsString(falta) apellidos!: string;
  @ApiProperty({ description: 'Solo números (de 7 a 15)' })
  @Telefono()
  @MaxLength(50, { message: M.textoLargo })
  @Matches(/\S/, falta)
  @IsNotEmpty(falta)
  @IsString(falta)
  telefono!: string;

  @ApiProperty({ example: 'acudiente@correo.com' })
  @IsEmail({}, { message: M.correoInvalido })
  @IsNotEmpty(falta)
  @IsString(falta)
  correo!: string;

  @ApiProperty({
    enum: OCUPACIONES.map((o) => o.codigo),
    description: '1 empleado, 2 comerciante, 3 ama de casa, 4 profesional independiente, 5 estudiante, 6 otro, 7 emprendedor, 8 sin ocupación',
  })
  @IsIn(
    OCUPACIONES.map((o) => o.codigo),
    { message: M.ocupacionInvalida },
  )
  @IsNotEmpty(falta)
  ocupacion!: number;
}
