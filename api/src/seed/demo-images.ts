import { Random } from './prng';

/**
 * Drawn demo photos: a border collie standing in profile, in the coat colour and coat of a seeded dog, in one of a
 * few scenes (DEMO_SCENES). Pure: the same arguments give the same SVG, which the seed converts as uploads are
 * converted (WebP sizes). Coordinates are those of a 1280 × 960 picture with the dog facing left; the right-facing
 * scenes mirror it.
 */
export const DEMO_IMAGE_WIDTH = 1280;
export const DEMO_IMAGE_HEIGHT = 960;

export type Coat = 'rough' | 'smooth' | 'bearded';

/** The scenes a dog is drawn in: a meadow, a pasture with sheep, an evening field, a show backdrop. */
export const DEMO_SCENES = ['meadow', 'pasture', 'evening', 'backdrop'] as const;
export type DemoScene = (typeof DEMO_SCENES)[number];

/** How a coat colour looks: its main colour, what is white or tan, merle patches, sable shading, brindle stripes. */
interface Palette {
  base: string;
  /** Merle: the base is diluted and these patches keep the full colour. */
  patches?: string;
  /** Sable: the tips of the hair, darker along the back. */
  sable?: string;
  brindle?: string;
  tan?: boolean;
  /** Where white is: the usual collar, blaze, chest, feet and tail tip; most of the dog; none; white with ticking. */
  white: 'collie' | 'mostly' | 'none' | 'ticked';
}

const BLACK = '#1d1c1f';
const RED = '#6a3a22';
const BLUE = '#5d6670';
const LILAC = '#9d8c86';
const SLATE = '#4f545c';

const PALETTES: Record<string, Palette> = {
  'black-white': { base: BLACK, white: 'collie' },
  'black-tricolour': { base: BLACK, tan: true, white: 'collie' },
  'red-white': { base: RED, white: 'collie' },
  'blue-merle': { base: '#a9b0b8', patches: BLACK, white: 'collie' },
  'blue-white': { base: BLUE, white: 'collie' },
  'red-merle': { base: '#cfa688', patches: RED, white: 'collie' },
  'sable-white': { base: '#c08445', sable: '#4a2c17', white: 'collie' },
  'red-tricolour': { base: RED, tan: true, white: 'collie' },
  'blue-tricolour': { base: BLUE, tan: true, white: 'collie' },
  'chocolate-white': { base: '#553024', white: 'collie' },
  'australian-red': { base: '#cf9a5c', white: 'collie' },
  'lilac-white': { base: LILAC, white: 'collie' },
  'blue-merle-tricolour': { base: '#a9b0b8', patches: BLACK, tan: true, white: 'collie' },
  'sable-merle': { base: '#d3a06a', sable: '#6d4424', patches: '#5a3519', white: 'collie' },
  'slate-white': { base: SLATE, white: 'collie' },
  'seal-white': { base: '#2e2520', white: 'collie' },
  black: { base: BLACK, white: 'none' },
  'white-ticked': { base: BLACK, white: 'ticked' },
  gold: { base: '#d9a35f', white: 'collie' },
  'lilac-merle': { base: '#d4c8c2', patches: LILAC, white: 'collie' },
  'slate-merle': { base: '#a6aab1', patches: SLATE, white: 'collie' },
  'brindle-white': { base: '#8a5a33', brindle: '#2b1c14', white: 'collie' },
  'predominantly-white': { base: BLACK, white: 'mostly' },
};

const WHITE = '#f6f4ef';
const TAN = '#b8732f';

/** The colours the drawer knows (the seed's colour ids); any other id is drawn black and white. */
export const DEMO_COLOURS = Object.keys(PALETTES);

const paletteOf = (colorId: string): Palette => PALETTES[colorId] ?? PALETTES['black-white'];

/** A number from a text (FNV-1a), to seed each picture's own details (patches, sheep, grass). */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const f = (n: number) => String(Math.round(n * 10) / 10);

/**
 * A tufted outline along the points: each stretch bulges outwards in a small curve, so a rough coat's ruff, feathering
 * and tail look like hair. `depth` is how far the tufts stand out (negative: to the other side).
 */
function tufted(points: [number, number][], depth: number, closed = true): string {
  const pts = closed ? [...points, points[0]] : points;
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    const length = Math.hypot(x1 - x0, y1 - y0) || 1;
    // The outward normal of a clockwise outline in screen coordinates.
    const nx = (y1 - y0) / length;
    const ny = -(x1 - x0) / length;
    d += ` Q${f((x0 + x1) / 2 + nx * depth)} ${f((y0 + y1) / 2 + ny * depth)} ${f(x1)} ${f(y1)}`;
  }
  return closed ? `${d} Z` : d;
}

/** Points along an ellipse (clockwise in screen coordinates), for tufted outlines. */
function ellipsePoints(cx: number, cy: number, rx: number, ry: number, n: number, from = 0, to = Math.PI * 2): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const a = from + ((to - from) * i) / (n - (to - from >= Math.PI * 2 ? 0 : 1));
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as [number, number];
  });
}

interface Pose {
  /** The head lowered (px, positive) or raised. */
  headDrop: number;
  tongue: boolean;
  /** The tail's end raised (px). */
  tailLift: number;
  mirrored: boolean;
}

const POSES: Record<DemoScene, Pose> = {
  meadow: { headDrop: 120, tongue: true, tailLift: 0, mirrored: false },
  pasture: { headDrop: 140, tongue: false, tailLift: 20, mirrored: true },
  evening: { headDrop: 104, tongue: true, tailLift: 50, mirrored: false },
  backdrop: { headDrop: 112, tongue: false, tailLift: 10, mirrored: true },
};

/**
 * The dog's proportions: the parts are drawn on a longer, lower frame and placed here, the hindquarters brought
 * forwards and everything above the feet raised, so that the legs are as long as the chest is deep.
 */
function placed(x: number, y: number): [number, number] {
  const lift = 34 * Math.min(1, Math.max(0, (800 - y) / 200));
  return [x > 600 ? 600 + (x - 600) * 0.86 : x, y - lift];
}

/** Places every point of a path (absolute commands only) with `placed`. */
const placedPath = (d: string) =>
  d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => placed(Number(x), Number(y)).map(f).join(' '));

/** Moves a path's absolute coordinates by (dx, dy) (the paths here use absolute commands only). */
const shifted = (d: string, dx: number, dy: number) =>
  d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${f(Number(x) + dx)} ${f(Number(y) + dy)}`);

/** The dog's outline parts, facing left with its feet on y ≈ 800: near (in front of the body) and far (behind it). */
function dogShapes(coat: Coat, pose: Pose) {
  const rough = coat !== 'smooth';
  const head = (d: string) => shifted(d, 0, pose.headDrop);
  const body = 'M520 478 C600 452 800 454 880 476 C926 490 936 560 906 600 C880 628 830 620 790 612 C730 632 640 652 576 650 C520 648 480 602 482 546 C484 512 500 490 520 478 Z';
  const neck = `M484 560 C480 500 468 ${f(440 + pose.headDrop * 0.4)} 454 ${f(330 + pose.headDrop)} L540 ${f(306 + pose.headDrop)} C552 ${f(380 + pose.headDrop * 0.5)} 580 440 620 474 Z`;
  const frontLeg = 'M500 580 C514 650 516 730 512 796 L548 796 C550 740 556 680 580 600 Z';
  // A hind leg: the thigh, the stifle forwards, the hock backwards, the foot under the hip.
  const hindLeg = 'M846 496 C904 500 926 566 902 614 C890 640 884 676 880 712 C878 748 876 772 876 798 L842 798 C844 772 844 748 840 720 C822 690 802 660 798 620 C794 570 806 504 846 496 Z';
  const paw = (x: number, y: number) => `M${x - 4} ${y - 8} C${x - 12} ${y + 6} ${x + 2} ${y + 12} ${x + 22} ${y + 12} C${x + 42} ${y + 12} ${x + 48} ${y + 4} ${x + 38} ${y - 8} Z`;
  const tail = (t: number) => rough
    ? `M892 500 C944 540 972 612 968 ${f(682 - t * 0.5)} C966 ${f(724 - t)} 982 ${f(744 - t)} 1006 ${f(736 - t)} C992 ${f(762 - t)} 946 ${f(768 - t)} 932 ${f(724 - t * 0.7)} C920 660 900 604 866 566 Z`
    : `M896 504 C938 546 958 612 958 ${f(678 - t * 0.5)} C958 ${f(712 - t)} 968 ${f(730 - t)} 986 ${f(728 - t)} C974 ${f(748 - t)} 942 ${f(748 - t)} 936 ${f(716 - t * 0.7)} C930 660 912 606 878 568 Z`;
  const skull = head('M456 196 C504 190 536 222 534 266 C532 300 504 322 462 324 C424 326 388 318 352 308 C334 302 332 284 346 276 C376 262 398 248 412 226 C424 208 438 198 456 196 Z');
  const ears = [
    head('M468 214 C466 180 476 150 494 136 C508 152 516 186 514 220 Z'),
    head('M500 226 C504 190 516 162 534 152 C542 172 544 206 536 238 Z'),
  ];
  const tufts = rough
    ? [
        // The ruff round the neck and chest, the feathering behind the front legs, the trousers, the belly fringe.
        tufted(ellipsePoints(528, 430 + pose.headDrop * 0.4, 70, 96, 20), 8),
        tufted([[566, 610], [574, 640], [578, 676], [580, 712], [560, 700], [548, 672], [544, 640]], 6),
        tufted([[880, 600], [912, 630], [916, 676], [896, 706], [876, 700], [872, 650]], 7),
        tufted([[600, 630], [660, 640], [710, 634], [760, 620], [790, 604], [766, 650], [712, 664], [660, 668], [610, 660]], 5),
      ]
    : [];
  const beard = coat === 'bearded'
    ? head(tufted([[350, 302], [380, 312], [412, 320], [434, 328], [416, 350], [386, 346], [358, 332]], 5))
    : null;
  return {
    near: [...tufts, tail(pose.tailLift), body, neck, frontLeg, hindLeg, paw(512, 800), paw(842, 802), skull, ...ears],
    far: [shifted(frontLeg, 50, -6), shifted(hindLeg, -44, -8), paw(562, 794), paw(798, 794)],
    ears,
    earTips: [
      head('M486 148 C480 152 474 162 470 174 C480 170 492 166 498 158 Z'),
      head('M526 162 C520 166 512 176 508 188 C518 184 530 180 536 172 Z'),
    ],
    beard,
    tailEnd: (t => rough
      ? `M960 ${f(704 - t * 0.8)} C966 ${f(728 - t)} 982 ${f(744 - t)} 1006 ${f(736 - t)} C992 ${f(762 - t)} 950 ${f(766 - t)} 936 ${f(730 - t * 0.75)} Z`
      : `M952 ${f(698 - t * 0.8)} C958 ${f(720 - t)} 968 ${f(730 - t)} 986 ${f(728 - t)} C974 ${f(748 - t)} 944 ${f(748 - t)} 938 ${f(722 - t * 0.75)} Z`)(pose.tailLift),
  };
}

/** The white of a collie-marked dog (drawn over the coat, inside its outline): blaze and muzzle, collar, chest, socks, tail tip. */
function whiteMarkings(pose: Pose, rough: boolean, tailEnd: string): string[] {
  const blaze = shifted('M346 276 C372 262 396 248 410 228 C420 214 438 204 458 202 C452 212 438 222 426 236 C412 254 394 270 374 284 C394 298 416 306 442 316 C420 328 380 322 352 308 C334 302 332 284 346 276 Z', 0, pose.headDrop);
  const y = (n: number) => f(n + pose.headDrop * 0.5);
  const collar = rough
    ? tufted([[468, 404 + pose.headDrop * 0.5], [520, 390 + pose.headDrop * 0.5], [572, 398 + pose.headDrop * 0.4], [590, 446], [556, 470], [518, 500], [486, 530], [472, 470]], 7)
    : `M462 ${y(404)} C500 ${y(392)} 540 ${y(388)} 568 ${y(396)} C578 424 588 446 600 462 C560 468 514 490 490 520 C480 480 470 440 462 ${y(404)} Z`;
  const chest = 'M486 520 C476 560 478 604 500 640 C512 656 530 656 538 640 C536 600 528 560 516 522 Z';
  return [blaze, collar, chest, tailEnd, socks];
}

/** White socks on every foot (a band over the feet, only the legs are there): higher in front than behind. */
const socks = 'M470 712 L560 720 L620 744 L760 758 L930 750 L930 830 L470 830 Z';

/** The tan points of a tricolour: a brow spot, the cheek, the legs above the socks, under the tail. */
function tanPoints(pose: Pose): string[] {
  return [
    shifted('M452 216 C460 212 470 214 472 222 C466 228 454 228 448 222 Z', 0, pose.headDrop),
    shifted('M452 270 C468 262 488 268 496 284 C486 298 466 302 452 294 Z', 0, pose.headDrop),
    'M470 660 L560 668 L620 700 L760 704 L930 696 L930 760 L470 760 Z',
  ];
}

/** The scene behind the dog; answers its SVG and the colour of the ground shadow. */
function scene(name: DemoScene, random: Random): { defs: string; art: string } {
  const W = DEMO_IMAGE_WIDTH;
  const H = DEMO_IMAGE_HEIGHT;
  const grassBlades = (count: number, colour: string, top: number) =>
    Array.from({ length: count }, () => {
      const x = random.int(0, W);
      const y = random.int(top, H);
      const height = 10 + random.next() * 18;
      return `<path d="M${x} ${y} q${f(random.next() * 6 - 3)} ${f(-height / 2)} ${f(random.next() * 8 - 4)} ${f(-height)}" stroke="${colour}" stroke-width="3" stroke-linecap="round" fill="none"/>`;
    }).join('');
  const vertical = (id: string, stops: [string, string][]) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('')}</linearGradient>`;
  switch (name) {
    case 'meadow':
      return {
        defs: vertical('sky', [['0', '#86bde8'], ['1', '#dcecf7']])
          + vertical('grass', [['0', '#7fb356'], ['1', '#4e8a34']]),
        art: `<rect width="${W}" height="${H}" fill="url(#sky)"/>`
          + '<ellipse cx="300" cy="150" rx="120" ry="34" fill="#fff" opacity=".8"/><ellipse cx="380" cy="130" rx="80" ry="30" fill="#fff" opacity=".8"/>'
          + '<ellipse cx="1020" cy="110" rx="140" ry="30" fill="#fff" opacity=".7"/>'
          + `<path d="M0 600 C200 520 420 560 640 540 C860 520 1060 500 ${W} 560 L${W} ${H} L0 ${H} Z" fill="#9cc27a"/>`
          + `<path d="M0 650 C300 610 700 640 ${W} 620 L${W} ${H} L0 ${H} Z" fill="url(#grass)"/>`
          + grassBlades(220, '#5f9a3f', 660)
          + Array.from({ length: 26 }, () => `<circle cx="${random.int(0, W)}" cy="${random.int(680, H)}" r="4" fill="${random.pick(['#fff', '#f6e27a', '#fff'])}"/>`).join(''),
      };
    case 'pasture': {
      const sheep = Array.from({ length: 5 }, (_, i) => {
        const x = 140 + i * 230 + random.int(-40, 40);
        const y = 560 + random.int(0, 30);
        const s = 0.55 + random.next() * 0.2;
        return `<g transform="translate(${x} ${y}) scale(${f(s)})"><ellipse cx="0" cy="0" rx="46" ry="28" fill="#f1eee6"/>`
          + '<circle cx="-30" cy="-14" r="16" fill="#f1eee6"/><circle cx="24" cy="-16" r="18" fill="#f1eee6"/>'
          + '<ellipse cx="-54" cy="-6" rx="13" ry="10" fill="#2d2a28"/>'
          + '<rect x="-30" y="20" width="7" height="24" fill="#2d2a28"/><rect x="22" y="20" width="7" height="24" fill="#2d2a28"/></g>';
      }).join('');
      return {
        defs: vertical('sky', [['0', '#b7c8d6'], ['1', '#eef2f4']])
          + vertical('grass', [['0', '#86ad5e'], ['1', '#557f38']]),
        art: `<rect width="${W}" height="${H}" fill="url(#sky)"/>`
          + `<path d="M0 470 C180 400 360 430 520 400 C700 370 900 420 ${W} 390 L${W} ${H} L0 ${H} Z" fill="#7f9c6c"/>`
          + `<path d="M0 540 C240 500 520 530 760 510 C980 494 1140 520 ${W} 510 L${W} ${H} L0 ${H} Z" fill="url(#grass)"/>`
          + Array.from({ length: 12 }, (_, i) => `<rect x="${i * 112 + 20}" y="478" width="8" height="64" fill="#8a7258"/>`).join('')
          + '<rect x="0" y="490" width="1280" height="6" fill="#9a8266"/><rect x="0" y="516" width="1280" height="6" fill="#9a8266"/>'
          + sheep
          + grassBlades(200, '#4f7a33', 640),
      };
    }
    case 'evening':
      return {
        defs: vertical('sky', [['0', '#f3b27a'], ['.6', '#fbe0b8'], ['1', '#fdf0d8']])
          + vertical('grass', [['0', '#a7a05a'], ['1', '#6d7436']]),
        art: `<rect width="${W}" height="${H}" fill="url(#sky)"/>`
          + '<circle cx="1010" cy="380" r="70" fill="#fff3d6" opacity=".9"/>'
          + `<path d="M0 520 C160 470 340 500 520 470 C760 430 980 480 ${W} 450 L${W} ${H} L0 ${H} Z" fill="#9c8f62"/>`
          + `<path d="M0 610 C300 580 700 600 ${W} 590 L${W} ${H} L0 ${H} Z" fill="url(#grass)"/>`
          + grassBlades(220, '#8a8544', 630),
      };
    case 'backdrop':
      return {
        defs: '<radialGradient id="sky" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="#e9edf1"/><stop offset="1" stop-color="#9fabb8"/></radialGradient>',
        art: `<rect width="${W}" height="${H}" fill="url(#sky)"/>`
          + `<path d="M0 720 C400 700 880 700 ${W} 720 L${W} ${H} L0 ${H} Z" fill="#7d8a78"/>`
          + `<path d="M0 720 C400 700 880 700 ${W} 720" stroke="#6d7a68" stroke-width="3" fill="none"/>`,
      };
  }
}

/** An irregular blob (a merle patch) round (x, y). */
function blob(random: Random, x: number, y: number, r: number): string {
  const n = 7;
  const points = Array.from({ length: n }, (_, i) => {
    const a = (Math.PI * 2 * i) / n;
    const radius = r * (0.6 + random.next() * 0.6);
    return [x + radius * Math.cos(a), y + radius * Math.sin(a) * 0.8] as [number, number];
  });
  return tufted(points, r * 0.25);
}

/** Paths of the dog (placed), filled. */
const paths = (list: readonly string[], fill: string, extra = '') => list.map((d) => `<path d="${placedPath(d)}" fill="${fill}"${extra}/>`).join('');

/** An ellipse of the dog (its centre placed). */
const ellipse = (cx: number, cy: number, rx: number, ry: number, attributes: string) => {
  const [x, y] = placed(cx, cy);
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${rx}" ry="${ry}" ${attributes}/>`;
};

/**
 * The SVG of a border collie in `colorId` (one of the seed's colour ids) and `coat`, in `sceneName`. Deterministic:
 * the details (merle patches, ticking, sheep, grass) come from a PRNG seeded with the arguments.
 */
export function drawBorderCollie(colorId: string, coat: Coat, sceneName: DemoScene): string {
  const palette = paletteOf(colorId);
  const pose = POSES[sceneName];
  const random = new Random(hashOf(`${colorId}/${coat}/${sceneName}`));
  const shapes = dogShapes(coat, pose);
  const rough = coat !== 'smooth';
  const background = scene(sceneName, random);
  const whiteDog = palette.white === 'mostly' || palette.white === 'ticked';

  // What covers the coat's base colour, inside the outline (a mask: the parts' union, whatever their direction).
  const layers: string[] = [];
  if (palette.sable) layers.push('<rect x="300" y="100" width="760" height="760" fill="url(#sable)"/>');
  if (palette.brindle) {
    for (let x = 470; x < 960; x += 22) {
      layers.push(`<path d="M${x} 440 q${random.int(-14, 14)} 110 ${random.int(-34, 6)} 250" stroke="${palette.brindle}" stroke-width="${random.int(4, 8)}" opacity=".5" fill="none"/>`);
    }
  }
  if (palette.patches) {
    for (let i = 0; i < 60; i++) {
      const r = random.next() < 0.2 ? random.int(18, 34) : random.int(4, 14);
      layers.push(paths([blob(random, random.int(340, 990), random.int(130 + pose.headDrop, 780), r)], palette.patches));
    }
  }
  if (rough) {
    // Hair: short strokes over the ruff, the body and the thighs.
    for (let i = 0; i < 70; i++) {
      const x = random.int(470, 900);
      const y = random.int(i < 20 ? 380 + pose.headDrop * 0.4 : 470, i < 20 ? 560 : 660);
      layers.push(`<path d="M${x} ${y} q${random.int(4, 10)} ${random.int(8, 14)} ${random.int(2, 6)} ${random.int(20, 30)}" stroke="#000" stroke-opacity=".13" stroke-width="3" fill="none" stroke-linecap="round"/>`);
    }
  }
  if (palette.tan) layers.push(paths(tanPoints(pose), TAN));
  if (palette.white === 'collie') layers.push(paths(whiteMarkings(pose, rough, shapes.tailEnd), WHITE));
  if (whiteDog) {
    // White with coloured ears and a patch over the eye (and, when ticked, flecks of colour all over).
    layers.push(`<rect x="300" y="100" width="760" height="760" fill="${WHITE}"/>`, paths(shapes.ears, palette.base));
    layers.push(ellipse(448, 250 + pose.headDrop, 54, 42, `fill="${palette.base}"`));
    if (palette.white === 'mostly') layers.push(ellipse(800, 520, 74, 46, `fill="${palette.base}"`));
    else {
      for (let i = 0; i < 160; i++) layers.push(`<circle cx="${random.int(440, 940)}" cy="${random.int(330, 800)}" r="${random.int(2, 5)}" fill="${palette.base}" opacity=".85"/>`);
    }
  }
  const d = pose.headDrop;
  const mouth = (path: string, width: number) => `<path d="${placedPath(shifted(path, 0, d))}" stroke="#2a1a1a" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
  const face = [
    ellipse(344, 286 + d, 15, 11, 'fill="#151315"'),
    ellipse(340, 282 + d, 5, 3, 'fill="#fff" opacity=".35"'),
    ellipse(436, 246 + d, 9, 8, 'fill="#3b2416"'),
    ellipse(433, 243 + d, 2.6, 2.6, 'fill="#fff"'),
    pose.tongue
      ? mouth('M354 306 C382 324 412 326 432 316', 4) + paths([shifted('M390 320 C388 346 402 358 414 352 C422 346 420 332 416 320 Z', 0, d)], '#d9707a')
      : mouth('M356 304 C382 314 406 316 428 310', 3),
  ];
  const beard = shapes.beard ? paths([shapes.beard], palette.white === 'none' ? palette.base : WHITE) : '';
  const sable = palette.sable
    ? `<linearGradient id="sable" x1="0" y1="0" x2="0" y2="1"><stop offset=".1" stop-color="${palette.sable}" stop-opacity=".9"/><stop offset=".5" stop-color="${palette.sable}" stop-opacity=".3"/><stop offset=".72" stop-color="${palette.sable}" stop-opacity="0"/></linearGradient>`
    : '';
  const mirror = pose.mirrored ? ` transform="translate(${DEMO_IMAGE_WIDTH} 0) scale(-1 1)"` : '';
  const farColour = whiteDog ? WHITE : palette.base;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" viewBox="0 0 ${DEMO_IMAGE_WIDTH} ${DEMO_IMAGE_HEIGHT}">`
    + `<defs>${background.defs}${sable}`
    + `<mask id="near">${paths(shapes.near, '#fff')}</mask><mask id="far">${paths(shapes.far, '#fff')}</mask>`
    + '<linearGradient id="light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".16"/></linearGradient>'
    + '</defs>'
    + background.art
    + `<g${mirror}>`
    + '<ellipse cx="680" cy="808" rx="270" ry="24" fill="#000" opacity=".2"/>'
    + `<g mask="url(#far)"><rect x="300" y="480" width="760" height="360" fill="${farColour}"/>`
    + (palette.tan ? paths([tanPoints(pose)[2]], TAN) : '')
    + (palette.white === 'collie' ? paths([socks], WHITE) : '')
    + '<rect x="300" y="480" width="760" height="360" fill="#000" opacity=".22"/></g>'
    + `<g mask="url(#near)"><rect x="300" y="100" width="760" height="760" fill="${palette.base}"/>${layers.join('')}`
    + '<rect x="300" y="100" width="760" height="760" fill="url(#light)"/></g>'
    + paths(shapes.earTips, '#000', ' opacity=".22"')
    + beard
    + face.join('')
    + '</g></svg>';
}
