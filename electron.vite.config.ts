import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      lib: {
        entry: {
          index: resolve(__dirname, 'src-main/electron/main.ts'),
          cli: resolve(__dirname, 'src-main/cli.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      lib: { entry: { preload: resolve(__dirname, 'src-main/electron/preload.ts') } },
      // A sandboxed preload cannot be an ES module.
      rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src-renderer'),
    base: './',
    plugins: [svelte()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      rolldownOptions: { input: resolve(__dirname, 'src-renderer/index.html') },
    },
  },
});
