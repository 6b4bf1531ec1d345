import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));

export default defineConfig({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@shared': src('shared'), '@': src('client') } },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The libraries every page's shell runs (queries, class names, the icon base) in one chunk:
        // left to the automatic split they come in five small files, five more round trips on
        // the first load of a slow connection.
        advancedChunks: {
          groups: [
            {
              name: 'shell-libs',
              test: /node_modules[\\/](?:@tanstack|clsx|tailwind-merge|class-variance-authority|lucide-react[\\/]dist[\\/]esm[\\/](?:createLucideIcon|defaultAttributes|Icon|shared|context))/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API of `npm run dev` (scripts/dev.mjs) listens on PORT.
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 5000}` },
  },
});
