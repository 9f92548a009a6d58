/**
 * A business rule refused the command. The message is the Spanish text the user reads;
 * `motivo` chooses the HTTP answer (409 conflict by default, 400 invalid, 404 not found, 403 forbidden).
 */
export class ReglaIncumplida extends Error {
  constructor(
    mensaje: string,
    readonly motivo: 'conflicto' | 'invalido' | 'no-encontrado' | 'prohibido' = 'conflicto',
  ) {
    super(mensaje);
    this.name = 'ReglaIncumplida';
  }
}

export class NoEncontrado extends ReglaIncumplida {
  constructor(mensaje = 'NO SE ENCONTRARON REGISTROS') {
    super(mensaje, 'no-encontrado');
  }
}
