import { FORMATOS_COBERTURA, textoDe } from '../../contratos';

export const etiquetaFormato = (formato: number) => textoDe(FORMATOS_COBERTURA, formato);
