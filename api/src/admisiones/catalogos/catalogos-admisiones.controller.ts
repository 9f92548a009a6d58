import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import { OCUPACIONES, PAISES, PARENTESCOS, REGIMENES, SEXOS, TIPOS_CLIENTE, TIPOS_DOCUMENTO, TIPOS_VINCULACION } from '@avanti/libs/catalogos/index';
import { listarDepartamentos, listarMunicipios } from '@avanti/libs/catalogos/index';
import type { Db } from '@avanti/libs/database/conexion';
import { eps } from '@avanti/libs/database/schema/index';
import { listarTerapeutas } from '@avanti/libs/admisiones/lecturas/pacientes';
import { sedesPermitidas } from '../../acceso/autorizacion/alcance-sede.js';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { UsuarioActual, type UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { enteroOpcional, textoOpcional } from '../../infrastructure/http/lista.js';
import { DB } from '../../infrastructure/tokens.js';

/** Lookup lists of the intake and patient screens (spec 1 §7: selectPais, selectDepartamento, selectCiudad, tipoDocumento, tipoCliente, selectEps, selectPrepagada, selectPoliza). */
@ApiTags('admisiones')
@ApiBearerAuth()
@Controller('admisiones')
@RequierePermiso('admisiones.ingreso', 'admisiones.pacientes')
export class CatalogosAdmisionesController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @Get('catalogos')
  @ApiOperation({ summary: 'Listas de códigos: tipos de documento y de cliente, sexos, regímenes, parentescos, ocupaciones, vinculación, países' })
  catalogos() {
    return {
      tiposDocumento: TIPOS_DOCUMENTO,
      tiposCliente: TIPOS_CLIENTE,
      sexos: SEXOS,
      regimenes: REGIMENES,
      parentescos: PARENTESCOS,
      ocupaciones: OCUPACIONES,
      tiposVinculacion: TIPOS_VINCULACION,
      paises: PAISES,
    };
  }

  @Get('departamentos')
  @ApiOperation({ summary: 'Departamentos de DIVIPOLA' })
  departamentos() {
    return listarDepartamentos(this.db);
  }

  @Get('municipios')
  @ApiOperation({ summary: 'Municipios de DIVIPOLA (código DANE de 5 dígitos), opcionalmente de un departamento' })
  municipios(@Query('departamento') departamento?: string) {
    return listarMunicipios(this.db, textoOpcional(departamento, 'departamento', 2));
  }

  @Get('aseguradoras')
  @ApiOperation({ summary: 'Aseguradoras activas de un tipo (1 EPS, 2 prepagada, 3 póliza); las EPS filtradas por régimen (incluye las de ambos)' })
  aseguradoras(@Query('tipo') tipo?: string, @Query('regimen') regimen?: string) {
    const t = enteroOpcional(tipo, 'tipo');
    const r = enteroOpcional(regimen, 'regimen');
    const partes: (SQL | undefined)[] = [eq(eps.estado, 1)];
    if (t !== undefined) partes.push(eq(eps.tipo, t));
    if (r !== undefined && (t === undefined || t === 1)) partes.push(or(eq(eps.regimen, r), eq(eps.regimen, 3)));
    return this.db
      .select({ id: eps.id, nombre: eps.nombre, nombreCorto: eps.nombreCorto, tipo: eps.tipo, regimen: eps.regimen })
      .from(eps)
      .where(and(...partes))
      .orderBy(asc(eps.nombre));
  }

  @Get('terapeutas')
  @ApiOperation({
    summary:
      'Candidatos a líder: usuarios activos de los roles 2 a 6 de la propia sede; quien ve todas las sedes puede pedir los de una (`sede`, la del paciente)',
  })
  terapeutas(@UsuarioActual() usuario: UsuarioAutenticado, @Query('sede') sede?: string) {
    const permitidas = sedesPermitidas(usuario);
    const pedida = textoOpcional(sede, 'sede', 60) ?? null;
    return listarTerapeutas(this.db, permitidas === 'todas' ? pedida : permitidas);
  }
}
