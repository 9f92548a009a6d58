import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { problemaNumeroDocumento, problemaTelefono } from '@avanti/libs/contratos/validaciones';

/** The document number checked against the `tipoDocumento` of the same body (rules in libs/src/contratos/validaciones.ts). */
export const NumeroSegunTipo = (opciones?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'numeroSegunTipo',
      validator: {
        validate: (valor: unknown, args?: ValidationArguments) =>
          typeof valor === 'string' && problemaNumeroDocumento((args?.object as { tipoDocumento?: string }).tipoDocumento, valor) === null,
        defaultMessage: (args?: ValidationArguments) =>
          problemaNumeroDocumento((args?.object as { tipoDocumento?: string }).tipoDocumento, String(args?.value ?? '')) ?? '',
      },
    },
    opciones,
  );

/** Digits only (spaces allowed between them), 7 to 15. */
export const Telefono = (opciones?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'telefono',
      validator: {
        validate: (valor: unknown) => typeof valor === 'string' && problemaTelefono(valor) === null,
        defaultMessage: () => problemaTelefono('x') ?? '',
      },
    },
    opciones,
  );
