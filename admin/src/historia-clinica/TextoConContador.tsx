import { FormDataConsumer, TextInput, type TextInputProps } from 'react-admin';
import { contador } from './DialogoEntrada';

/** A react-admin text area of the history with its counter under it ('120 / 30000') and its maximum length. */
export const TextoConContador = ({ source, maximo, ...props }: TextInputProps & { maximo: number }) => (
  <FormDataConsumer>
    {({ formData }) => (
      <TextInput
        source={source}
        multiline
        fullWidth
        helperText={contador(String((formData as Record<string, unknown>)[source] ?? ''), maximo)}
        slotProps={{ htmlInput: { maxLength: maximo } }}
        {...props}
      />
    )}
  </FormDataConsumer>
);
