import AttachFileIcon from '@mui/icons-material/AttachFile';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const tamano = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/**
 * One file of an upload form: what it is, the file chosen (name and size) or 'Sin elegir', whether a
 * version is already saved with a link to see it, and the formats it takes. The native input stays in
 * the page (hidden) so keyboard, tests and screen readers reach it through its label.
 */
export const CampoArchivo = ({
  campo,
  nombre,
  acepta,
  formatos,
  elegido,
  guardado,
  disabled,
  onElegir,
  onVerGuardado,
}: {
  campo: string;
  nombre: string;
  acepta: string;
  /** 'jpg, png o pdf' */
  formatos: string;
  elegido: File | null | undefined;
  guardado: boolean;
  disabled?: boolean;
  onElegir: (archivo: File | null) => void;
  onVerGuardado: () => void;
}) => (
  <Box
    data-archivo={campo}
    sx={{ display: 'grid', gridTemplateColumns: 'minmax(160px, 1fr) auto', gap: 0.5, alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}
  >
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {nombre}
      </Typography>
      <Typography variant="caption" color={elegido ? 'primary' : 'text.secondary'} component="div" data-elegido={elegido ? elegido.name : ''}>
        {elegido ? `Por guardar: ${elegido.name} (${tamano(elegido.size)})` : `Sin elegir · ${formatos}`}
      </Typography>
      {guardado && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 16 }} />
          <Typography variant="caption">Guardado</Typography>
          <Link
            component="a"
            href="#"
            variant="caption"
            underline="hover"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
            onClick={(e: React.MouseEvent) => {
              e.preventDefault();
              onVerGuardado();
            }}
          >
            <VisibilityIcon sx={{ fontSize: 14 }} /> Ver
          </Link>
        </Box>
      )}
    </Box>
    <Button component="label" size="small" variant="outlined" startIcon={<AttachFileIcon />} disabled={disabled}>
      {elegido ? 'Cambiar' : 'Elegir archivo'}
      <input type="file" name={campo} accept={acepta} hidden disabled={disabled} onChange={(e) => onElegir(e.target.files?.[0] ?? null)} />
    </Button>
  </Box>
);
