import { useEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Form, FormDataConsumer, useTranslate } from 'react-admin';
import type { ErroresDeCampo } from '../comun/useErroresDeCampo';
import { useCierreConConfirmacion } from '../programacion/ConfirmarDescarte';

export type Valores = Record<string, unknown>;

/** What the values allow: the line beside 'Guardar' (why it is disabled) and whether it is. */
export interface EstadoObjetivo {
  aviso: string | null;
  bloqueado: boolean;
}

/** Tells the dialog whether anything is typed (closing then asks first). */
const AvisoEscrito = ({ hay, alCambiar }: { hay: boolean; alCambiar: (hay: boolean) => void }) => {
  useEffect(() => alCambiar(hay), [hay, alCambiar]);
  return null;
};

const estilo = { '& .formulario-objetivo': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' } } as const;

/**
 * An objectives dialog on react-admin's `<Form>` (resource 'objetivos'): its fields, the line saying why 'Guardar' is
 * disabled, 'Cancelar', and closing with something typed asks '¿Descartar lo escrito?' first (issue 27 item 2).
 */
export const DialogoObjetivo = ({
  dialogo,
  titulo,
  ancho,
  valores,
  guardar,
  enviando,
  escrito,
  estado,
  onCerrar,
  children,
}: {
  dialogo: string;
  titulo: ReactNode;
  ancho: 'xs' | 'sm' | 'md';
  valores: Valores;
  guardar: (valores: Valores) => Promise<ErroresDeCampo | undefined>;
  enviando: boolean;
  escrito: (valores: Valores) => boolean;
  estado: (valores: Valores) => EstadoObjetivo;
  onCerrar: () => void;
  children: ReactNode;
}) => {
  const t = useTranslate();
  const [hayEscrito, setHayEscrito] = useState(false);
  const { cerrar, confirmacion } = useCierreConConfirmacion(hayEscrito, onCerrar);
  return (
    <Dialog open onClose={cerrar} maxWidth={ancho} fullWidth data-dialogo={dialogo} sx={estilo}>
      <Form
        defaultValues={valores}
        // Enter in a field submits the form: nothing is sent while 'Guardar' would be disabled.
        onSubmit={(v: Valores) => (estado(v).bloqueado ? undefined : guardar(v))}
        resource="objetivos"
        className="formulario-objetivo"
        noValidate
      >
        <DialogTitle>{titulo}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>{children}</DialogContent>
        <FormDataConsumer>
          {({ formData }) => {
            const { aviso, bloqueado } = estado(formData as Valores);
            return (
              <DialogActions>
                <AvisoEscrito hay={escrito(formData as Valores)} alCambiar={setHayEscrito} />
                {aviso && (
                  <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', ml: 2 }}>
                    {aviso}
                  </Typography>
                )}
                <Button onClick={cerrar}>{t('ra.action.cancel')}</Button>
                <Button type="submit" variant="contained" disabled={bloqueado || enviando}>
                  {t('ra.action.save')}
                </Button>
              </DialogActions>
            );
          }}
        </FormDataConsumer>
      </Form>
      {confirmacion}
    </Dialog>
  );
};
