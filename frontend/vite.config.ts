import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { adminPathDigest } from './admin-path-digest';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  // The manifest lets scripts/check-bundle-budget.ts follow which chunks each route loads.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  // Only the digest of the admin path secret reaches the bundle (features/admin-responses).
  define: { __ADMIN_PATH_DIGEST__: JSON.stringify(adminPathDigest()) },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
