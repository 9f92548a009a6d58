import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** React-admin's default theme in the product's colours. */
export const tema: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#00796b' },
    secondary: { main: '#00564d' },
  },
};
