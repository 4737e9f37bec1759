import sharp from 'sharp';

/**
 * How a specimen card is photographed: the tests' and the benchmark's degradations, applied in
 * the order a phone camera would — geometry (turn, tilt), light (glare, dim room), optics (blur),
 * sensor (noise), then the file (scale, JPEG). Deterministic: the noise is seeded.
 */
export interface Degradation {
  /** Degrees the card is turned in the photo. */
  rotate?: number;
  /**
   * The card tilted away from the camera: `x` > 0 shortens its right edge (turned about a
   * vertical axis), `y` > 0 its bottom edge; negative values the opposite edge. Fractions of
   * the photo's size, 0.1 being a clear keystone.
   */
  perspective?: { x?: number; y?: number };
  /** Adds a bright elliptical reflection that misses the barcode. */
  glareSpot?: boolean;
  /**
   * A reflection centred at (`x`, `y`) (fractions of the photo), `size` its radius (fraction of
   * the width), fading from `opacity` white at its centre to nothing at its rim.
   */
  glare?: { x: number; y: number; size: number; opacity: number };
  /** Gaussian blur sigma. */
  blur?: number;
  /** A dim room: the exposure (1 = normal, 0.3 = a third of the light), with sensor noise. */
  lowLight?: number;
  /** Scales the final photo (0.5 = half the pixels on each side). */
  scale?: number;
  /** JPEG quality; PNG when absent. */
  jpegQuality?: number;
  /** Seed of the sensor noise (`lowLight`); the same seed gives the same photo. */
  seed?: number;
}

const TABLE = { r: 0x5b, g: 0x53, b: 0x4a };

/** A card (PNG) photographed on a table, with the degradations `d`. */
export async function photograph(card: Buffer, d: Degradation = {}): Promise<Buffer> {
  let photo = sharp(card).extend({
    top: 120,
    bottom: 120,
    left: 120,
    right: 120,
    background: '#5b534a',
  });
  if (d.rotate)
    photo = sharp(await photo.png().toBuffer()).rotate(d.rotate, { background: '#5b534a' });
  let buffer: Buffer = await photo.png().toBuffer();
  if (d.perspective) buffer = await tilt(buffer, d.perspective.x ?? 0, d.perspective.y ?? 0);
  if (d.glareSpot) {
    const m = await sharp(buffer).metadata();
    const glare = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${m.width}" height="${m.height}">` +
        `<ellipse cx="${m.width! * 0.75}" cy="${m.height! * 0.2}" rx="${m.width! * 0.12}" ry="${m.height! * 0.08}" fill="#fff" fill-opacity="0.85"/></svg>`,
    );
    buffer = await sharp(buffer)
      .composite([{ input: glare }])
      .png()
      .toBuffer();
  }
  if (d.glare) buffer = await reflect(buffer, d.glare);
  let out = sharp(buffer);
  if (d.blur) out = out.blur(d.blur);
  if (d.lowLight !== undefined) {
    buffer = await out.png().toBuffer();
    out = sharp(await dim(buffer, d.lowLight, d.seed ?? 1));
  }
  if (d.scale && d.scale !== 1) {
    const m = await sharp(buffer).metadata();
    out = out.resize({ width: Math.round(m.width! * d.scale) });
  }
  return d.jpegQuality ? out.jpeg({ quality: d.jpegQuality }).toBuffer() : out.png().toBuffer();
}

async function reflect(buffer: Buffer, g: NonNullable<Degradation['glare']>): Promise<Buffer> {
  const m = await sharp(buffer).metadata();
  const w = m.width!;
  const h = m.height!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="${g.opacity}"/>` +
    `<stop offset="0.55" stop-color="#fff" stop-opacity="${g.opacity * 0.7}"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse cx="${w * g.x}" cy="${h * g.y}" rx="${w * g.size}" ry="${w * g.size * 0.6}" fill="url(#g)"/></svg>`;
  return sharp(buffer)
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}

/** Less light and the sensor's noise (Gaussian, seeded), as the phone's gain would show it. */
async function dim(buffer: Buffer, exposure: number, seed: number): Promise<Buffer> {
  const { data, info } = await sharp(buffer)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const random = gaussian(seed);
  const sigma = 3 + 14 * (1 - exposure);
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) {
    out[i] = Math.max(0, Math.min(255, Math.round(data[i]! * exposure + 12 + random() * sigma)));
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png()
    .toBuffer();
}

/** The photo seen at an angle: a homography that shortens one edge, bilinear sampling. */
async function tilt(buffer: Buffer, x: number, y: number): Promise<Buffer> {
  const { data, info } = await sharp(buffer)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels: c } = info;
  const corners: [number, number][] = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  const seen = corners.map(([cx, cy]) => {
    const inX = x > 0 ? cx === w : x < 0 ? cx === 0 : false;
    const inY = y > 0 ? cy === h : y < 0 ? cy === 0 : false;
    return [
      cx + (inY ? (cx === 0 ? 1 : -1) * Math.abs(y) * w * 0.5 : 0),
      cy + (inX ? (cy === 0 ? 1 : -1) * Math.abs(x) * h * 0.5 : 0),
    ] as [number, number];
  });
  const H = homography(seen, corners);
  const out = Buffer.alloc(w * h * c);
  const background = [TABLE.r, TABLE.g, TABLE.b];
  for (let v = 0; v < h; v++) {
    for (let u = 0; u < w; u++) {
      const z = H[6]! * u + H[7]! * v + 1;
      const sx = (H[0]! * u + H[1]! * v + H[2]!) / z;
      const sy = (H[3]! * u + H[4]! * v + H[5]!) / z;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const o = (v * w + u) * c;
      if (x0 < 0 || y0 < 0 || x0 >= w - 1 || y0 >= h - 1) {
        for (let k = 0; k < c; k++) out[o + k] = background[k] ?? 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = (y0 * w + x0) * c;
      for (let k = 0; k < c; k++) {
        const top = data[i + k]! * (1 - fx) + data[i + c + k]! * fx;
        const bottom = data[i + w * c + k]! * (1 - fx) + data[i + w * c + c + k]! * fx;
        out[o + k] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return sharp(out, { raw: { width: w, height: h, channels: c } })
    .png()
    .toBuffer();
}

/** The 3 × 3 homography (h33 = 1) taking each `from` point to its `to` point. */
function homography(from: [number, number][], to: [number, number][]): number[] {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gauss–Jordan elimination with partial pivoting on the 8 × 9 augmented matrix.
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) {
      if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    }
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    const p = rows[col]!;
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const f = rows[r]![col]! / p[col]!;
      for (let k = col; k < 9; k++) rows[r]![k]! -= f * p[k]!;
    }
  }
  return rows.map((r, i) => r[8]! / r[i]!);
}

/** Standard normal samples from a seeded generator (mulberry32, Box–Muller). */
function gaussian(seed: number): () => number {
  let s = seed >>> 0;
  const uniform = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}
