import type { APIRoute } from 'astro';

/** Account pages are private; the sitemap's address depends on where the site is served. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('sitemap-index.xml', site).toString();
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /profile',
    'Disallow: /collections',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ];
  return new Response(body.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
