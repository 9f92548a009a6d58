/** The catalogues' texts (strategies, materials, pathologies, reasons for consultation), merged into `resources`. */
export const recursosCatalogos = {
  catalogos: {
    nuevo: 'Nuevo',
    nuevoTitulo: 'Nuevo: %{nombre}',
    codigoCie10: 'Código CIE-10',
    ejemploCie10: 'Por ejemplo F84.0',
    noSeRegistro: 'No se pudo registrar.',
    activa: 'Activa',
    inactiva: 'Inactiva',
    cie10Importada: 'CIE-10 importada',
    inactivarTitulo: '¿Inactivar el ítem?',
    inactivarContenido: '%{descripcion} dejará de ofrecerse hasta que lo active de nuevo.',
    noSeCambio: 'No se pudo cambiar el estado.',
  },
};
