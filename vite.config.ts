import react from '@vitejs/plugin-react';
import pxToViewport from 'postcss-px-to-viewport-8-plugin';
import { defineConfig } from 'vite';
import { reactRouterTreeShaking } from './tools/build/react-router-tree-shaking';
import { textScale } from './tools/build/text-scale-postcss';

const API_PREFIXES = [
  '/course/api',
  '/course/upload',
  '/course-phase/api',
  '/live/api',
  '/user/api',
  '/user/oauth',
  '/meeting/api',
  '/layout/api',
  '/ops/api',
  '/wechat',
  '/media',
  '/healthz',
];
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

/** Names the build in failure reports: VITE_APP_BUILD when set (e.g. a commit), else the build's UTC minute. */
const appBuild = process.env.VITE_APP_BUILD ?? new Date().toISOString().replace(/\D/g, '').slice(0, 12);

export default defineConfig({
  plugins: [reactRouterTreeShaking(), react()],
  define: { 'import.meta.env.VITE_APP_BUILD': JSON.stringify(appBuild) },
  css: {
    postcss: {
      // Widgets are written at a 375px design width; phones of every size get the same proportions.
      // Text and touch targets grow with the 字体大小 setting (not the operator console's own styles).
      plugins: [
        textScale({ exclude: [/node_modules/, /[\\/]src[\\/]ops[\\/]/] }),
        pxToViewport({ viewportWidth: 375, unitPrecision: 4, minPixelValue: 1, exclude: [/node_modules/], selectorBlackList: ['.desktop-stage'] }),
      ],
    },
  },
  build: {
    // Older Android WeChat engines (X5) still need ES2017 output.
    target: 'es2017',
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: tools/budgets reads each route group's initial chunks from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // What every page loads first, in two files rather than a dozen small shared chunks: each extra
        // file is another request and another module for a phone to fetch, link and run before the first
        // screen works (home's initial JS also compresses 4 KB smaller). The libraries are a file of their
        // own, so a release that changes only the app's code leaves them in returning doctors' caches.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // xfwd: the API sees who the proxy serves (X-Forwarded-For), so its loopback-only development tools
      // do not answer a phone on the LAN that reaches them through `vite --host`.
      ...Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false, xfwd: true }])),
      // Live-room chat: socket.io upgrades to a websocket on the API server.
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false, xfwd: true },
    },
  },
});
