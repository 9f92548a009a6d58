/** The reports', dashboard's and personal space's labels and messages (admin/src/reportes, dashboard, mi-espacio), merged into `resources` of es.ts. */
export const recursosReportes = {
  'informe-valoracion': {
    name: 'Informe clínico de valoración',
    fields: {
      fecha: 'Fecha de la valoración',
      recomendaciones: 'Recomendaciones',
    },
    titulo: 'Informe clínico de valoración',
    valoracionDel: 'valoración del %{fecha}',
    noDisponible: 'No se puede generar el informe: %{mensaje}.',
    generar: 'Generar informe',
  },
  'informe-paciente-pdf': {
    name: 'PDF del informe',
    fields: {
      mes: 'Mes',
      especialidad: 'Especialidad',
      desde: 'Fecha inicial',
      hasta: 'Fecha final',
      concepto: 'Concepto',
      recomendacion: 'Recomendación',
      resumen: 'Resumen',
    },
    generar: 'Generar PDF',
  },
  'informes-paciente': {
    name: 'Informe |||| Informes',
    fields: {
      tipo: 'Tipo de informe',
      paciente: 'Paciente',
      especialidad: 'Especialidad',
      mes: 'Mes',
      desde: 'Fecha inicial',
      hasta: 'Fecha final',
    },
    todas: 'Todas',
  },
  'filtro-valoraciones': {
    name: 'Valoración |||| Valoraciones',
    fields: {
      sede: 'Sede',
      paciente: 'Paciente',
    },
    todasLasSedes: 'Todas las sedes',
    sinPacientes: 'Sin pacientes',
    exportarPdf: 'Exportar PDF',
  },
  'filtro-objetivos-trimestre': {
    name: 'Objetivo |||| Objetivos',
    fields: {
      quien: 'Buscar por',
      paciente: 'Paciente',
      terapeuta: 'Terapeuta',
      trimestre: 'Trimestre',
      anio: 'Año',
      periodo: 'Periodo',
    },
    quien: { todos: 'Todos los pacientes', paciente: 'Un paciente', terapeuta: 'Un terapeuta' },
    trimestreN: 'Trimestre %{n}',
    modos: { fechas: 'Por fechas', trimestre: 'Por paciente o terapeuta y trimestre' },
    periodos: { todos: 'Todos', periodoN: 'Periodo %{n}' },
    pdfDelPeriodo: 'PDF del periodo',
  },
  tablero: {
    name: 'Tablero',
    fields: {
      sede: 'Sede',
      desde: 'Desde',
      hasta: 'Hasta',
    },
    todasLasSedes: 'Todas las sedes',
    consultar: 'Consultar',
  },
  'mi-espacio': {
    name: 'Mi espacio',
    fields: {
      desde: 'Desde',
      hasta: 'Hasta',
      terapeuta: 'Terapeuta',
    },
    buscarAtenciones: 'Buscar atenciones',
    buscarLiderado: 'Buscar',
  },
};
