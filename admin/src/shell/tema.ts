import { esES } from '@mui/material/locale';
import type { Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * React-admin's default theme in the product's colours, with Material UI's Spanish texts (pagination's 'Ir a la página
 * siguiente', the dropdowns' 'Abrir', 'Cerrar', 'Sin opciones', ...) and a name for every progress indicator: screen
 * readers heard them in English or not at all (issue 27 item 11).
 */
export const tema: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#00796b' },
    secondary: { main: '#00564d' },
  },
  components: {
    ...defaultTheme.components,
    ...esES.components,
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Cargando' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Cargando' } },
    // On a 1024 px tablet (below lg) a list's filters and buttons wrap onto a second line and table cells wrap their
    // text, so no list scrolls sideways; on the 1366 px laptops rows stay on one line (issue 27 item 11).
    // React-admin's layout is `min-width: fit-content` and its columns are flex items that grow to their widest table:
    // the whole page then scrolls sideways. Here the page keeps the window's width and a wide table scrolls in its card.
    RaLayout: {
      styleOverrides: { root: { minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } } },
    },
    RaList: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.down('lg')]: {
            '& .RaList-actions': { flexWrap: 'wrap', rowGap: theme.spacing(1) },
            '& .RaList-actions .MuiToolbar-root': { flexWrap: 'wrap' },
          },
          '& .list-page, & .RaList-main': { minWidth: 0 },
        }),
      },
    },
    RaDataTable: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          [theme.breakpoints.down('lg')]: { '& td, & th': { whiteSpace: 'normal' } },
        }),
      },
    },
  },
};
