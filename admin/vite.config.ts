import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The admin is served by the API at `/` (admin/dist); in development Vite proxies `/api` to it.
export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
