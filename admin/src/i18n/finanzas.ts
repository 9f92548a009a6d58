/**
 * Finanzas' texts (copays, expenses, discards, payroll, salaries), merged into `resources`: the register forms'
 * fields by their resource, the rest under `resources.finanzas`.
 */
export const recursosFinanzas = {
  'copagos/registro': {
    fields: { fecha: 'Fecha', monto: 'Monto', tipo: 'Tipo de pago', paciente: 'Paciente', entidad: 'Entidad', comentario: 'Comentario' },
  },
  finanzas: {
    fields: { desde: 'Desde', hasta: 'Hasta', terapeuta: 'Terapeuta (todos si se deja vacío)' },
    complete: 'Complete los campos requeridos',
    registrado: 'Registrado con éxito',
    errorServidor: 'Error en el servidor, inténtelo de nuevo',
    mensajeFechas: 'Seleccione las fechas en las que quiere ver la información',
    consultar: 'Consultar',
    enPesos: 'En pesos, sin puntos',
    soloNumeros: 'Solo números, sin puntos',
    eliminarPregunta: '¿Eliminar %{descripcion}? Quedará registrado en la auditoría.',
    persona: { dosLetras: 'Escriba al menos 2 letras', sinCoincidencias: 'Sin coincidencias', buscando: 'Buscando…', escriba: 'Escriba para buscar' },
    copago: {
      registrar: 'Registrar copago',
      titulo: 'Registrar un copago',
      laDelPaciente: 'La del paciente',
      sinElegir: 'Sin elegir: la del paciente',
    },
    gastoVariable: { registrar: 'Registrar gasto variable', titulo: 'Registrar un gasto variable', todas: 'Todas' },
    gastoFijo: { registrar: 'Registrar un gasto fijo', titulo: 'Registrar un gasto fijo' },
    descargo: {
      registrar: 'Registrar descargo',
      titulo: 'Registrar un descargo',
      tituloAtrasada: 'Registrar el descuento de la evolución atrasada',
    },
    atrasadas: {
      pestana: 'Evoluciones atrasadas',
      nota: 'Evolución atrasada de %{paciente} del %{fecha}',
      terapeuta: 'Terapeuta',
      paciente: 'Paciente',
      fechaSesion: 'Fecha de la sesión',
      fechaEvolucion: 'Fecha de la evolución',
      pagado: 'Pagado',
      descuento: 'Descuento',
      registrarDescuento: 'Registrar descuento',
    },
    tablero: { pestana: 'Ingresos y gastos' },
    nomina: { pestana: 'Nómina de terapeutas' },
    salario: {
      titulo: 'Salario y contrato de %{nombre}',
      sinPuntos: 'Escribir salario sin puntos',
      reviseValores: 'Revise los valores: solo números en pesos, sin puntos',
      noActualizado: 'Error al actualizar la información',
    },
  },
};
