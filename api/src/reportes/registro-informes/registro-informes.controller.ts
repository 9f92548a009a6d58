import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Db } from '@avanti/libs/database/conexion';
import { puedeVerHistoria } from '@avanti/libs/admisiones/index';
import type { ConsultaLista } from '@avanti/libs/http/rango';
import { listarRegistroInformes } from '@avanti/libs/reportes/lecturas/registro-informes';
import { RequierePermiso } from '../../acceso/autorizacion/decoradores.js';
import { Contexto, type ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { ConsultaDeLista, responderPagina, textoOpcional } from '../../infrastructure/http/lista.js';
import { DB_LECTURA } from '../../infrastructure/tokens.js';
import { rangoDelReporte, sedeDelReporte, textoBuscado } from '../filtros.js';

type Consulta = ConsultaLista<Record<string, unknown>>;
const CONFIDENCIAL = 'Historia confidencial';

/** The log of exported reports (spec 3 §2.2 item 12, /reportes/registro-informes). */
@ApiTags('reportes')
@ApiBearerAuth()
@Controller('reportes/registro-informes')
export class ReporteRegistroInformesController {
  constructor(@Inject(DB_LECTURA) private readonly db: Db) {}

  @Get()
  @RequierePermiso('reportes.registro-informes')
  @ApiOperation({
    summary:
      "Informes de pacientes exportados (filter {desde, hasta, paciente, q, sede}; 'ERROR: Faltan fechas por seleccionar'): entrega, tipo, creado, paciente, resumen, concepto, recomendación; la sede es la del paciente (la propia salvo quien ve todas); los textos de una historia confidencial solo para quien puede leerla",
  })
  async listar(
    @ConsultaDeLista({ orden: { campo: 'creado', direccion: 'DESC' } }) c: Consulta,
    @Contexto() contexto: ContextoPeticion,
    @Res({ passthrough: true }) res: Response,
  ) {
    const usuario = contexto.usuario!;
    const f = c.filtro;
    const filtro = {
      ...rangoDelReporte(f.desde, f.hasta),
      sede: sedeDelReporte(usuario, f.sede),
      paciente: textoOpcional(f.paciente, 'paciente', 60),
      q: textoBuscado(f.q),
    };
    const consulta = { ...c, filtro };
    const pagina = await listarRegistroInformes(this.db, consulta);
    const filas = pagina.filas.map(({ bloqueadoPara, ...fila }) =>
      puedeVerHistoria({ bloqueadoPara }, usuario) ? fila : { ...fila, resumen: CONFIDENCIAL, concepto: CONFIDENCIAL, recomendacion: CONFIDENCIAL },
    );
    return responderPagina(res, 'registro-informes', consulta, { ...pagina, filas });
  }
}
