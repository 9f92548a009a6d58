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
};
