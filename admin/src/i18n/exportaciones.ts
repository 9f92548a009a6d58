/** The Excel exports' texts (the button, the progress, the failures), merged into `resources`. */
export const recursosExportaciones = {
  exportaciones: {
    exportar: 'Exportar a Excel',
    descargar: 'Descargar',
    noSeInicio: 'No se pudo iniciar la exportación.',
    noSeDescargo: 'No se pudo descargar el archivo.',
    noSeGenero: 'No se pudo generar el archivo.',
    noSeConsulto: 'No se pudo consultar el estado de la exportación.',
  },
};
