import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useFormContext, useFormState } from 'react-hook-form';
import { Form, required, TextInput, useLogin, useTranslate } from 'react-admin';
import { TituloDocumento } from '../shell/TituloDocumento';
import { NOMBRE_LOGIN } from '../rutas/pantallas';

const obligatorio = [required()];

/** The two fields and 'Ingresar'; after a refusal the password is emptied and the fields start over unmarked. */
const CamposIngreso = ({ intentosFallidos, error }: { intentosFallidos: number; error: string | null }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const { resetField, getValues } = useFormContext();
  // Locked while signing in on the MUI input only: a field disabled in the form would be sent empty.
  const bloqueo = { input: { disabled: isSubmitting } };
  useEffect(() => {
    if (intentosFallidos === 0) return;
    resetField('password', { defaultValue: '' });
    resetField('usuario', { defaultValue: getValues('usuario') });
  }, [intentosFallidos, resetField, getValues]);
  return (
    <>
      <TextInput source="usuario" validate={obligatorio} autoComplete="username" autoFocus margin="normal" slotProps={bloqueo} helperText=" " />
      <TextInput source="password" type="password" validate={obligatorio} autoComplete="current-password" margin="normal" slotProps={bloqueo} helperText=" " />
      <Box role="alert" data-testid="error-login" sx={{ minHeight: 48, mt: 1 }}>
        {error && <Alert severity="error">{error}</Alert>}
      </Box>
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        disabled={isSubmitting}
        sx={{ mt: 1, textTransform: 'none', fontSize: '1rem' }}
        startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {translate(isSubmitting ? 'resources.ingreso.iniciando' : 'resources.ingreso.ingresar')}
      </Button>
    </>
  );
};

/** Login (spec 1): user and password, 'Iniciando sesión...' while it runs, the server's message on failure. */
export const PaginaLogin = () => {
  const login = useLogin();
  const translate = useTranslate();
  // The server's refusal and how many there were: what the page shows after a try, not form data.
  const [error, setError] = useState<string | null>(null);
  const [intentosFallidos, setIntentosFallidos] = useState(0);

  const ingresar = async (valores: Record<string, unknown>) => {
    setError(null);
    try {
      await login({ usuario: String(valores.usuario ?? '').trim(), password: String(valores.password ?? '') });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : translate('resources.ingreso.noSePudo'));
      setIntentosFallidos((n) => n + 1);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        px: 2,
      }}
    >
      <TituloDocumento pantalla={NOMBRE_LOGIN} />
      <Card sx={{ width: '100%', maxWidth: 380 }} elevation={3}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h4" component="h1" align="center" color="primary" gutterBottom sx={{ fontWeight: 700 }}>
            Avanti
          </Typography>
          <Typography variant="body2" align="center" color="text.secondary" sx={{ mb: 3 }}>
            {translate('resources.ingreso.indicacion')}
          </Typography>
          <Box role="form" aria-label={translate('resources.ingreso.titulo')}>
            <Form defaultValues={{ usuario: '', password: '' }} onSubmit={ingresar} resource="ingreso" noValidate disableInvalidFormNotification>
              <CamposIngreso intentosFallidos={intentosFallidos} error={error} />
            </Form>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
