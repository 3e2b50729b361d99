import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY } from './src-main/lan/security-headers';

/**
 * The page also carries the CSP as a meta tag, from the same constant the servers send as a
 * header, so a page loaded any other way (a dev server) is no less locked down.
 */
const cspMeta = (): Plugin => ({
  name: 'safehouse-csp-meta',
  transformIndexHtml: () => [
    // frame-ancestors is ignored (and warned about) in a meta tag; the header carries it.
    {
      tag: 'meta',
      attrs: {
        'http-equiv': 'Content-Security-Policy',
        content: CONTENT_SECURITY_POLICY.replace(/; frame-ancestors [^;]+/, ''),
      },
      injectTo: 'head-prepend',
    },
  ],
});

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      lib: {
        entry: {
          index: resolve(__dirname, 'src-main/electron/main.ts'),
          cli: resolve(__dirname, 'src-main/cli.ts'),
          // Bots think in a worker thread; src-main/bots/bot-runner.ts finds it beside the host.
          'bot-worker': resolve(__dirname, 'src-main/bots/bot-worker.ts'),
        },
      },
      // The bot worker runs from app.asar.unpacked, so every chunk it imports must be unpacked
      // too (electron-builder.yml). What it imports (the rules engines, the bots' host side) goes
      // to chunks of fixed names, so the host code that happens to share them (the physical
      // board, the LAN server) cannot move them into a chunk named after whatever imported first.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'engine', test: /[\\/]engine[\\/]/ },
              { name: 'bots', test: /[\\/]src-main[\\/]bots[\\/]/ },
            ],
          },
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
    plugins: [svelte(), cspMeta()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      // electron-vite leaves the screens unminified; minified, the page has less to parse before
      // its first frame (the render bench's script_kb and scripts_run_ms).
      minify: true,
      // One page with Pixi inside: its main chunk is ~800 kB minified by design (a start-up cost
      // the render bench tracks), so the 500 kB warning would only be noise on every build.
      chunkSizeWarningLimit: 1000,
      rolldownOptions: { input: resolve(__dirname, 'src-renderer/index.html') },
    },
  },
});
