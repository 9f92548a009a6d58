import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLogin } from 'react-admin';
import { TituloDocumento } from '../shell/TituloDocumento';
import { NOMBRE_LOGIN } from '../rutas/pantallas';

const OBLIGATORIO = 'Obligatorio';

/** Login (spec 1): user and password, 'Iniciando sesión...' while it runs, the server's message on failure. */
export const PaginaLogin = () => {
  const login = useLogin();
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [intentado, setIntentado] = useState(false);

  const faltaUsuario = intentado && usuario.trim() === '';
  const faltaPassword = intentado && password === '';

  const ingresar = async (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    setIntentado(true);
    if (usuario.trim() === '' || password === '' || enviando) return;
    setEnviando(true);
    setError(null);
    try {
      await login({ usuario: usuario.trim(), password });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'No se pudo iniciar sesión.');
      setPassword('');
      setIntentado(false);
      setEnviando(false);
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
            Ingrese con su usuario y contraseña
          </Typography>
          <form onSubmit={ingresar} noValidate aria-label="Iniciar sesión">
            <TextField
              name="usuario"
              id="usuario"
              label="Usuario"
              value={usuario}
              onChange={(e) => setUsuario(e.target.value)}
              autoComplete="username"
              autoFocus
              required
              fullWidth
              margin="normal"
              disabled={enviando}
              error={faltaUsuario}
              helperText={faltaUsuario ? OBLIGATORIO : ' '}
            />
            <TextField
              name="password"
              id="password"
              label="Contraseña"
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              required
              fullWidth
              margin="normal"
              disabled={enviando}
              error={faltaPassword}
              helperText={faltaPassword ? OBLIGATORIO : ' '}
            />
            <Box role="alert" data-testid="error-login" sx={{ minHeight: 48, mt: 1 }}>
              {error && <Alert severity="error">{error}</Alert>}
            </Box>
            <Button
              type="submit"
              variant="contained"
              fullWidth
              size="large"
              disabled={enviando}
              sx={{ mt: 1, textTransform: 'none', fontSize: '1rem' }}
              startIcon={enviando ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {enviando ? 'Iniciando sesión...' : 'Ingresar'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
};
