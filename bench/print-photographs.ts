/**
 * Photographs for a photo-heavy print PDF: each page its own picture at print resolution (300 dpi
 * over a letter page), with grain, so it compresses as a photograph does rather than as a flat
 * colour; a luxury title's issue is mostly such pages.
 */
import sharp from 'sharp';

/** A letter page at 300 dpi. */
export const PRINT_PHOTO = { width: 2550, height: 3300 } as const;

/** Film grain, a tile of it: a few tiles, so neighbouring pages differ. */
function grainTile(number: number): Promise<Buffer> {
  const side = 509 + (number % 7) * 2;
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
}

/** A different landscape for each `number`: sky, sea and shore in its own colours, with grain. */
export async function printPhotograph(number: number): Promise<Buffer> {
  const hue = (number * 47) % 360;
  // The scene is soft, so it is drawn at a quarter of the size and enlarged; the grain is full size.
  const width = PRINT_PHOTO.width / 4;
  const height = PRINT_PHOTO.height / 4;
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${hue} 60% 78%)"/>
        <stop offset="0.55" stop-color="hsl(${(hue + 30) % 360} 55% 52%)"/>
        <stop offset="1" stop-color="hsl(${(hue + 200) % 360} 45% 22%)"/>
      </linearGradient>
      <radialGradient id="sun" cx="${20 + (number % 60)}%" cy="30%" r="25%">
        <stop offset="0" stop-color="hsl(45 100% 92%)"/>
        <stop offset="1" stop-color="hsl(45 100% 92%)" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect width="100%" height="100%" fill="url(#sun)"/>
    <path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * (0.6 + (number % 5) / 50)} ${width} ${height * 0.72} L ${width} ${height} L 0 ${height} Z" fill="hsl(${(hue + 120) % 360} 35% 28%)"/>
  </svg>`;
  const drawn = await sharp(Buffer.from(scene))
    .resize(PRINT_PHOTO.width, PRINT_PHOTO.height)
    .removeAlpha()
    .raw()
    .toBuffer();
  return sharp(drawn, { raw: { ...PRINT_PHOTO, channels: 3 } })
    .composite([{ input: await grainTile(number), tile: true, blend: 'soft-light' }])
    .jpeg({ quality: 85, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
