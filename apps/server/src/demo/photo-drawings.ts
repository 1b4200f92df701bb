/**
 * Drawings for the demo pages' photos (no network, no stock photos): simple illustrations rendered by sharp from
 * SVG, marked 'Foto de demonstração' so nobody mistakes them for a real person, pet or device.
 */
import { loadSharp } from '../lib/sharp.js';

const WIDTH = 1200;
const HEIGHT = 900;

const frame = (background: [string, string], body: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  ${body}
  <rect x="0" y="${HEIGHT - 70}" width="${WIDTH}" height="70" fill="#000" fill-opacity="0.35"/>
  <text x="${WIDTH / 2}" y="${HEIGHT - 25}" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#fff"
    text-anchor="middle">Foto de demonstração</text>
</svg>`;

const person = (shirt: string, skin: string, hair: string) => `
  <circle cx="600" cy="330" r="150" fill="${skin}"/>
  <path d="M450 300 Q460 140 600 150 Q740 140 750 300 Q720 210 600 215 Q480 210 450 300Z" fill="${hair}"/>
  <circle cx="548" cy="330" r="14" fill="#1f2937"/><circle cx="652" cy="330" r="14" fill="#1f2937"/>
  <path d="M550 400 Q600 440 650 400" stroke="#7c2d12" stroke-width="10" fill="none" stroke-linecap="round"/>
  <path d="M330 830 Q340 560 600 540 Q860 560 870 830Z" fill="${shirt}"/>`;

const dog = `
  <ellipse cx="600" cy="700" rx="300" ry="160" fill="#b45309"/>
  <ellipse cx="430" cy="330" rx="80" ry="170" fill="#78350f" transform="rotate(20 430 330)"/>
  <ellipse cx="770" cy="330" rx="80" ry="170" fill="#78350f" transform="rotate(-20 770 330)"/>
  <circle cx="600" cy="380" r="190" fill="#d97706"/>
  <ellipse cx="600" cy="470" rx="110" ry="80" fill="#fde68a"/>
  <circle cx="530" cy="340" r="22" fill="#111827"/><circle cx="670" cy="340" r="22" fill="#111827"/>
  <ellipse cx="600" cy="430" rx="40" ry="28" fill="#111827"/>
  <path d="M600 460 L600 500 M560 505 Q600 540 640 505" stroke="#111827" stroke-width="9" fill="none" stroke-linecap="round"/>
  <rect x="470" y="540" width="260" height="36" rx="18" fill="#2563eb"/>
  <circle cx="600" cy="600" r="28" fill="#facc15"/>`;

const extinguisher = `
  <rect x="500" y="240" width="200" height="560" rx="90" fill="#dc2626"/>
  <rect x="540" y="170" width="120" height="90" rx="20" fill="#374151"/>
  <path d="M660 200 L780 170 L790 200 L670 230Z" fill="#111827"/>
  <path d="M540 215 Q420 230 420 400 L420 560" stroke="#111827" stroke-width="26" fill="none" stroke-linecap="round"/>
  <circle cx="600" cy="350" r="52" fill="#f9fafb" stroke="#111827" stroke-width="8"/>
  <path d="M600 350 L630 325" stroke="#16a34a" stroke-width="8" stroke-linecap="round"/>
  <rect x="525" y="470" width="150" height="190" rx="12" fill="#fef3c7"/>
  <text x="600" y="560" font-family="DejaVu Sans, sans-serif" font-size="48" font-weight="bold" fill="#7f1d1d" text-anchor="middle">CO2</text>
  <text x="600" y="615" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#7f1d1d" text-anchor="middle">6 kg</text>`;

const label = `
  <rect x="330" y="250" width="540" height="380" rx="24" fill="#f9fafb" stroke="#374151" stroke-width="8"/>
  <rect x="330" y="250" width="540" height="90" rx="24" fill="#dc2626"/>
  <text x="600" y="312" font-family="DejaVu Sans, sans-serif" font-size="44" font-weight="bold" fill="#fff" text-anchor="middle">INSPEÇÃO</text>
  <text x="380" y="410" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#111827">Última: 10/11/2025</text>
  <text x="380" y="470" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#111827">Próxima: 10/05/2026</text>
  <text x="380" y="530" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#111827">Lacre: conferido</text>
  <text x="380" y="590" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#111827">Manômetro: OK</text>`;

/** The demo photos by page kind: name and SVG drawing; the first is the main photo. */
const DEMO_DRAWINGS = {
  person: [
    { name: 'bruno-retrato.jpg', svg: frame(['#dbeafe', '#93c5fd'], person('#1d4ed8', '#f1c27d', '#3f2a1d')) },
    { name: 'bruno-praia.jpg', svg: frame(['#fef9c3', '#7dd3fc'], person('#16a34a', '#f1c27d', '#3f2a1d')) },
  ],
  pet: [
    { name: 'thor.jpg', svg: frame(['#dcfce7', '#86efac'], dog) },
    { name: 'thor-parque.jpg', svg: frame(['#e0f2fe', '#a7f3d0'], dog) },
  ],
  equipment: [
    { name: 'extintor.jpg', svg: frame(['#f3f4f6', '#d1d5db'], extinguisher) },
    { name: 'extintor-etiqueta.jpg', svg: frame(['#fee2e2', '#fecaca'], label) },
  ],
} as const;

export type DemoPhotoKind = keyof typeof DEMO_DRAWINGS;

/** The demo photos of one kind as JPEG files, ready to go through the same processing as an upload. */
export async function demoPhotos(kind: DemoPhotoKind): Promise<Array<{ name: string; bytes: Buffer }>> {
  const sharp = await loadSharp();
  // One at a time: libvips' threads keep the memory they touched, and a first start should stay small (issue 27).
  const photos: Array<{ name: string; bytes: Buffer }> = [];
  for (const { name, svg } of DEMO_DRAWINGS[kind]) {
    photos.push({ name, bytes: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer() });
  }
  return photos;
}
