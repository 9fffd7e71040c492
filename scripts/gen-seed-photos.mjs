#!/usr/bin/env node
/**
 * Generates the demo listing "photos": flat SVG illustrations of workspaces,
 * written to public/seed/office-01.svg ... office-16.svg (deterministic: everything derives
 * from the index), then stored the way an uploaded photo is (issue 17, docs/decisions.md
 * "Responsive photos"): each illustration drawn by Chromium's canvas in PHOTO_WIDTHS
 * (480, 960, 1600 px) and written as WebP at the upload's quality (src/lib/images.ts,
 * initialQuality 0.8): public/seed/office-01-480w.webp, …-960w.webp, …-1600w.webp. The seed
 * (src/services/seed/data.ts, seedPhoto) lists those widths, so cards and galleries offer
 * them in srcset like any uploaded photo. tests/unit/seed.test.ts checks the files.
 *
 *   node scripts/gen-seed-photos.mjs          (needs Chromium: apt install chromium)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { requireChrome } from './chrome.mjs';

/** src/domain/photos.ts PHOTO_WIDTHS, and the upload's WebP quality (src/lib/images.ts). */
const SEED_PHOTO_WIDTHS = [480, 960, 1600];
const WEBP_QUALITY = 0.8;

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'seed');
const COUNT = 16;
const MAX_BYTES = 6 * 1024;

/** Warm palettes: wall, floor, accent (zellige / rug), wood, sky, fabric. */
const PALETTES = [
  {
    wall: '#f3e3cf',
    floor: '#c98f5a',
    accent: '#1f6f78',
    wood: '#8a5a35',
    sky: '#9fd3e6',
    fabric: '#d9643a',
  },
  {
    wall: '#f6d9c4',
    floor: '#a86b45',
    accent: '#2f5d8a',
    wood: '#6e4327',
    sky: '#b9e0ec',
    fabric: '#e0a030',
  },
  {
    wall: '#efe6d8',
    floor: '#b7805a',
    accent: '#b8452f',
    wood: '#7b4a2b',
    sky: '#a7d8e8',
    fabric: '#2f7d6d',
  },
  {
    wall: '#f8ecd6',
    floor: '#d1a06b',
    accent: '#0f7c6b',
    wood: '#946036',
    sky: '#c4e6f0',
    fabric: '#c2413a',
  },
  {
    wall: '#ead2bd',
    floor: '#9b5f3c',
    accent: '#d08a2e',
    wood: '#5e3a22',
    sky: '#f2c79b',
    fabric: '#3d6b8f',
  },
  {
    wall: '#f5e1d2',
    floor: '#c07b53',
    accent: '#6a4c93',
    wood: '#80502f',
    sky: '#a9d6ea',
    fabric: '#e07b39',
  },
  {
    wall: '#fbf1e1',
    floor: '#caa177',
    accent: '#1b5e7a',
    wood: '#7a4f31',
    sky: '#bfe4f2',
    fabric: '#b5523b',
  },
  {
    wall: '#e9d8c3',
    floor: '#a4714b',
    accent: '#c0392b',
    wood: '#654026',
    sky: '#f5d1a4',
    fabric: '#2e8b7a',
  },
];

const TITLES = [
  'Bureau lumineux avec fenêtre en arc',
  'Open-space chaleureux aux tons ocre',
  'Salle de réunion avec vue sur la médina',
  'Poste de travail calme et végétalisé',
  'Espace de coworking au coucher du soleil',
  'Bureau d’équipe aux touches de zellige',
  'Coin travail avec lampe suspendue',
  'Bureau partagé baigné de lumière',
  'Salle de réunion aux murs terracotta',
  'Bureau individuel avec double écran',
  'Atelier créatif aux couleurs chaudes',
  'Open-space avec grandes baies en arc',
  'Bureau cosy avec plantes et étagères',
  'Espace de travail au style riad',
  'Bureau moderne face à l’océan',
  'Coworking convivial avec tapis berbère',
];

const W = 1200;
const H = 800;
const FLOOR_Y = 560;

/** Deterministic pseudo-variation from the index. */
function pick(i, salt, n) {
  return (i * 7 + salt * 13 + ((i * salt) % 5)) % n;
}

/** Arch outline: horseshoe (an arc wider than a half circle) or pointed (two curves meeting at the top). */
function archPath(x, bottom, w, spring, r, pointed) {
  if (!pointed) return `M${x} ${bottom}V${spring}A${r} ${r} 0 1 1 ${x + w} ${spring}V${bottom}Z`;
  const top = Math.round(spring - r * 1.25);
  const ctl = Math.round(spring - r * 0.85);
  return `M${x} ${bottom}V${spring}Q${x} ${ctl} ${x + w / 2} ${top}Q${x + w} ${ctl} ${x + w} ${spring}V${bottom}Z`;
}

/** Moroccan-style arch window with a view (hills or a setting sun). */
function archWindow(x, y, w, h, p, withSunset, pointed) {
  const r = Math.round(w * 0.56);
  const bottom = y + h;
  const spring = y + r;
  const outer = archPath(x - 14, bottom + 14, w + 28, spring, r + 14, pointed);
  const inner = archPath(x, bottom, w, spring, r, pointed);
  const mid = x + w / 2;
  const hills = withSunset
    ? `<circle cx="${mid}" cy="${bottom - 40}" r="46" fill="#f7b267"/>`
    : `<path d="M${x} ${bottom - 50}q${w / 4} -40 ${w / 2} -10t${w / 2} -20V${bottom}H${x}Z" fill="${p.accent}" opacity=".35"/>`;
  return (
    `<path d="${outer}" fill="${p.accent}"/>` +
    `<path d="${inner}" fill="${p.sky}"/>` +
    hills +
    `<path d="M${mid} ${y - r * 0.3}V${bottom}M${x} ${spring + 30}H${x + w}" stroke="${p.wall}" stroke-width="8"/>`
  );
}

function desk(x, w, p) {
  const top = FLOOR_Y - 110;
  return (
    `<rect x="${x}" y="${top}" width="${w}" height="16" rx="4" fill="${p.wood}"/>` +
    `<rect x="${x + 14}" y="${top + 16}" width="12" height="94" fill="${p.wood}"/>` +
    `<rect x="${x + w - 26}" y="${top + 16}" width="12" height="94" fill="${p.wood}"/>`
  );
}

function screen(cx, p, wide) {
  const w = wide ? 150 : 110;
  const top = FLOOR_Y - 110 - 96;
  return (
    `<rect x="${cx - w / 2}" y="${top}" width="${w}" height="78" rx="6" fill="#2b2b33"/>` +
    `<rect x="${cx - w / 2 + 8}" y="${top + 8}" width="${w - 16}" height="62" rx="3" fill="${p.sky}" opacity=".85"/>` +
    `<rect x="${cx - 6}" y="${top + 78}" width="12" height="14" fill="#2b2b33"/>` +
    `<rect x="${cx - 26}" y="${top + 90}" width="52" height="6" rx="3" fill="#2b2b33"/>`
  );
}

function laptop(cx) {
  const top = FLOOR_Y - 110;
  return `<path d="M${cx - 48} ${top}l10 -52h76l10 52Z" fill="#3a3a44"/><rect x="${cx - 60}" y="${top - 4}" width="120" height="6" rx="3" fill="#55555f"/>`;
}

function chair(cx, p) {
  return (
    `<rect x="${cx - 34}" y="${FLOOR_Y - 150}" width="68" height="80" rx="14" fill="${p.fabric}"/>` +
    `<rect x="${cx - 40}" y="${FLOOR_Y - 78}" width="80" height="18" rx="8" fill="${p.fabric}"/>` +
    `<path d="M${cx} ${FLOOR_Y - 60}V${FLOOR_Y - 14}M${cx - 30} ${FLOOR_Y - 8}H${cx + 30}" stroke="#3a3a44" stroke-width="8" stroke-linecap="round"/>`
  );
}

function plant(x, p, tall) {
  const potTop = FLOOR_Y - 70;
  const h = tall ? 190 : 120;
  const leaves = [-40, -20, 0, 20, 40]
    .map(
      (dx, k) =>
        `<ellipse cx="${x + dx}" cy="${potTop - h / 2 + (k % 2) * 24}" rx="18" ry="${h / 3}" transform="rotate(${dx / 2} ${x + dx} ${potTop})" fill="#3f7d4e"/>`,
    )
    .join('');
  return leaves + `<path d="M${x - 34} ${potTop}h68l-10 70h-48Z" fill="${p.accent}"/>`;
}

function pendantLamp(x, p) {
  return `<path d="M${x} 0V150" stroke="#3a3a44" stroke-width="4"/><path d="M${x - 50} 200q50 -70 100 0Z" fill="${p.fabric}"/><circle cx="${x}" cy="204" r="12" fill="#ffe9a8"/>`;
}

function floorLamp(x, p) {
  return `<path d="M${x} ${FLOOR_Y}V${FLOOR_Y - 260}" stroke="#3a3a44" stroke-width="6"/><path d="M${x - 40} ${FLOOR_Y - 250}l12 -60h56l12 60Z" fill="${p.fabric}"/><ellipse cx="${x}" cy="${FLOOR_Y - 2}" rx="34" ry="8" fill="#3a3a44"/>`;
}

function shelf(x, p) {
  const books = [0, 1, 2, 3, 4]
    .map(
      (k) =>
        `<rect x="${x + 10 + k * 26}" y="${228 - (k % 2) * 10}" width="20" height="${52 + (k % 2) * 10}" fill="${k % 2 ? p.accent : p.fabric}"/>`,
    )
    .join('');
  return `<rect x="${x}" y="280" width="160" height="12" fill="${p.wood}"/>${books}`;
}

function zelligeBand(p) {
  const tiles = [];
  for (let x = 0; x < W; x += 40) {
    tiles.push(`<path d="M${x + 20} ${FLOOR_Y - 34}l14 14-14 14-14-14Z"/>`);
  }
  return `<rect y="${FLOOR_Y - 40}" width="${W}" height="40" fill="${p.wall}"/><g fill="${p.accent}" opacity=".8">${tiles.join('')}</g>`;
}

function rug(p, square) {
  if (square) {
    const fringe = `<path d="M${W / 2 - 330} ${FLOOR_Y + 80}v150M${W / 2 + 330} ${FLOOR_Y + 80}v150" stroke="${p.wall}" stroke-width="10" stroke-dasharray="4 8"/>`;
    return `<path d="M${W / 2 - 320} ${FLOOR_Y + 80}h640l40 150h-720Z" fill="${p.fabric}" opacity=".9"/><path d="M${W / 2 - 200} ${FLOOR_Y + 155}l40-30 40 30-40 30ZM${W / 2 - 40} ${FLOOR_Y + 155}l40-30 40 30-40 30ZM${W / 2 + 120} ${FLOOR_Y + 155}l40-30 40 30-40 30Z" fill="${p.wall}"/>${fringe}`;
  }
  return `<ellipse cx="${W / 2}" cy="${FLOOR_Y + 150}" rx="360" ry="70" fill="${p.fabric}" opacity=".85"/><ellipse cx="${W / 2}" cy="${FLOOR_Y + 150}" rx="300" ry="50" fill="none" stroke="${p.wall}" stroke-width="6" stroke-dasharray="18 12"/>`;
}

function buildSvg(i) {
  const second = i >= PALETTES.length;
  const p = PALETTES[second ? (i * 3 + 1) % PALETTES.length : i];
  const title = TITLES[i % TITLES.length];
  const windowCount = 1 + pick(i, 1, 2);
  const desks = 1 + pick(i, 2, 3);
  const sunset = i % 4 === 3;
  const parts = [];

  parts.push(`<rect width="${W}" height="${FLOOR_Y}" fill="${p.wall}"/>`);
  parts.push(`<rect y="${FLOOR_Y}" width="${W}" height="${H - FLOOR_Y}" fill="${p.floor}"/>`);
  parts.push(
    `<path d="M0 ${FLOOR_Y + 80}H${W}M0 ${FLOOR_Y + 170}H${W}" stroke="#000" stroke-opacity=".08" stroke-width="4"/>`,
  );
  parts.push(`<rect width="${W}" height="36" fill="${p.wood}" opacity=".25"/>`);
  if (second)
    parts.push(
      `<rect y="400" width="${W}" height="${FLOOR_Y - 400}" fill="${p.accent}" opacity=".14"/>`,
    );
  if (i % 3 !== 1) parts.push(zelligeBand(p));

  const winW = windowCount === 1 ? 280 : 190;
  const winStart = windowCount === 1 ? [170, 470, 770][pick(i, 3, 3)] : 140 + pick(i, 4, 3) * 60;
  for (let k = 0; k < windowCount; k += 1) {
    parts.push(archWindow(winStart + k * (winW + 120), 120, winW, 290, p, sunset, second));
  }
  if (i % 2 === 0) parts.push(shelf(i % 4 === 0 ? 960 : 40, p));
  if (i % 5 !== 2) parts.push(rug(p, second));

  const deskW = desks === 1 ? 380 : desks === 2 ? 300 : 240;
  const gap = (W - desks * deskW) / (desks + 1);
  for (let k = 0; k < desks; k += 1) {
    const x = Math.round(gap + k * (deskW + gap));
    const cx = x + deskW / 2;
    parts.push(chair(cx + (k % 2 ? 40 : -40), p));
    parts.push(desk(x, deskW, p));
    parts.push((i + k) % 3 === 0 ? laptop(cx) : screen(cx, p, desks === 1));
  }

  if (i % 2 === 1) parts.push(pendantLamp(W / 2 + (i % 3) * 60 - 60, p));
  else parts.push(floorLamp(i % 4 === 0 ? 90 : 1110, p));
  parts.push(plant(i % 4 === 0 ? 1110 : 90, p, i % 3 === 0));
  if (desks === 1) parts.push(plant(i % 4 === 0 ? 960 : 240, p, false));

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">` +
    `<title>${title}</title>` +
    parts.join('') +
    `</svg>\n`
  );
}

/** The SVG drawn at each width by the browser's canvas, as WebP bytes. */
async function rasterize(page, svg) {
  const out = await page.evaluate(
    async ({ svg, widths, quality, w, h }) => {
      const img = new Image();
      img.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
      await img.decode();
      const files = [];
      for (const width of widths) {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = Math.round((width * h) / w);
        canvas.getContext('2d').drawImage(img, 0, 0, canvas.width, canvas.height);
        const blob = await new Promise((done) => canvas.toBlob(done, 'image/webp', quality));
        if (!blob || blob.type !== 'image/webp') throw new Error('this Chromium cannot write WebP');
        files.push([width, Array.from(new Uint8Array(await blob.arrayBuffer()))]);
      }
      return files;
    },
    { svg, widths: SEED_PHOTO_WIDTHS, quality: WEBP_QUALITY, w: W, h: H },
  );
  return out.map(([width, bytes]) => [width, Buffer.from(bytes)]);
}

mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({ executablePath: requireChrome(), args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (let i = 0; i < COUNT; i += 1) {
    const base = `office-${String(i + 1).padStart(2, '0')}`;
    const svg = buildSvg(i);
    const bytes = Buffer.byteLength(svg, 'utf8');
    if (bytes > MAX_BYTES) {
      throw new Error(`${base}.svg is ${bytes} bytes, over the ${MAX_BYTES}-byte limit`);
    }
    writeFileSync(join(OUT_DIR, `${base}.svg`), svg);
    const sizes = [];
    for (const [width, webp] of await rasterize(page, svg)) {
      writeFileSync(join(OUT_DIR, `${base}-${width}w.webp`), webp);
      sizes.push(`${width}w ${(webp.length / 1024).toFixed(1)} kB`);
    }
    console.log(`${base}  svg ${bytes} B, ${sizes.join(', ')}  ${TITLES[i % TITLES.length]}`);
  }
} finally {
  await browser.close();
}
