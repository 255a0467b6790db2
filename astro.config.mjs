// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';

const site = process.env.SITE_URL || 'http://127.0.0.1:4321';

export default defineConfig({
  site,
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  trailingSlash: 'ignore',
  integrations: [react(), sitemap()],
  server: { host: '127.0.0.1', port: 4321 },
  build: { format: 'directory' },
});
