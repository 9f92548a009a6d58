/**
 * Checks the admin runs as the user types and the api runs again on every request, with the same
 * Spanish messages: document numbers by document type, and phone numbers.
 */

interface ReglaDocumento {
  patron: RegExp;
  mensaje: string;
}

/** Colombian numeric ids are digits only; foreign ones are letters and digits (issue 9). */
const REGLAS_DOCUMENTO: Record<string, ReglaDocumento> = {
  CC: { patron: /^\d{3,10}$/, mensaje: 'La cédula de ciudadanía solo admite números, de 3 a 10 dígitos' },
  TI: { patron: /^\d{6,11}$/, mensaje: 'La tarjeta de identidad solo admite números, de 6 a 11 dígitos' },
  PA: { patron: /^[A-Za-z0-9]{4,16}$/, mensaje: 'El pasaporte solo admite letras y números, de 4 a 16 caracteres' },
  CE: { patron: /^[A-Za-z0-9]{3,15}$/, mensaje: 'La cédula de extranjería solo admite letras y números, de 3 a 15 caracteres' },
};

const REGLA_GENERAL: ReglaDocumento = {
  patron: /^[A-Za-z0-9-]{1,20}$/,
  mensaje: 'El número de documento solo admite letras, números y guiones (máximo 20)',
};

/** The problem with a document number for its type, or null when it is fine (surrounding spaces do not count). */
export const problemaNumeroDocumento = (tipo: string | null | undefined, numero: string): string | null => {
  const regla = REGLAS_DOCUMENTO[String(tipo ?? '')] ?? REGLA_GENERAL;
  return regla.patron.test(numero.trim()) ? null : regla.mensaje;
};

export const MENSAJE_TELEFONO = 'El teléfono solo admite números, de 7 a 15 dígitos';

/** The problem with a phone number, or null when it is fine or empty (spaces between digits are allowed). */
export const problemaTelefono = (telefono: string | null | undefined): string | null => {
  const limpio = String(telefono ?? '').replace(/\s+/g, '');
  return limpio === '' || /^\d{7,15}$/.test(limpio) ? null : MENSAJE_TELEFONO;
};
