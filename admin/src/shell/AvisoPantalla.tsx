import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** A card with an icon, a heading and a sentence: the frame of the en-construcción, sin-permiso and not-found pages. */
export const AvisoPantalla = ({
  icono,
  titulo,
  texto,
  children,
  testId,
}: {
  icono: ReactNode;
  titulo: string;
  texto: string;
  children?: ReactNode;
  testId?: string;
}) => (
  <Card sx={{ mt: 2, maxWidth: 640 }} data-testid={testId}>
    <CardContent>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, color: 'text.secondary' }}>
        {icono}
        <Typography variant="h5" component="h2" color="text.primary">
          {titulo}
        </Typography>
      </Box>
      <Typography>{texto}</Typography>
      {children}
    </CardContent>
  </Card>
);
