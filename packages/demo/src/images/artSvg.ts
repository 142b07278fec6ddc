/**
 * Deal image art as SVG: a soft gradient background with blurred light spots, and the theme's
 * motif drawn from simple shapes, placed and coloured by the variant. No text, nothing fetched.
 * The art is drawn on a 600 x 400 canvas and fills any requested size (cropped like CSS
 * `object-fit: cover`), so the raster is rendered at its final size without resampling.
 */
import { hashSeed, type Random, seededRandom } from '../random';
import type { ArtId, Motif, Palette } from './artThemes';

export const ART_WIDTH = 600;
export const ART_HEIGHT = 400;

/** Bump when the drawing changes, so caches keyed by it (ETags) move on. */
export const ART_VERSION = 1;

type Draw = (p: Palette, r: Random) => string;

const n = (x: number): string => (Math.round(x * 10) / 10).toString();
const circle = (cx: number, cy: number, radius: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
const poly = (points: readonly (readonly [number, number])[], fill: string, extra = ''): string =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra}/>`;
const group = (transform: string, body: string): string => `<g transform="${transform}">${body}</g>`;
const stroke = (colour: string, width: number): string =>
  ` stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" fill-opacity="1"`;

const [BG1, BG2, A, B, C, INK] = [0, 1, 2, 3, 4, 5] as const;
const col = (p: Palette, i: number): string => p[i] ?? '#888888';

const plate: Draw = (p, r) => {
  const cx = 300 + r.int(-40, 40);
  const cy = 205 + r.int(-15, 15);
  const food = Array.from({ length: r.int(3, 6) }, (_, i) => {
    const a = (i / 6) * Math.PI * 2 + r.next();
    const d = r.int(20, 70);
    return ellipse(
      cx + Math.cos(a) * d,
      cy + Math.sin(a) * d * 0.8,
      r.int(18, 34),
      r.int(14, 26),
      col(p, [A, B, C][i % 3] ?? A),
    );
  }).join('');
  return [
    ellipse(cx + 8, cy + 14, 150, 132, col(p, INK), ' opacity="0.12"'),
    circle(cx, cy, 148, '#ffffff'),
    circle(cx, cy, 112, col(p, BG1), ` stroke="${col(p, BG2)}" stroke-width="4"`),
    food,
    rect(cx - 205, cy - 110, 12, 220, col(p, INK), 6, ' opacity="0.75"'),
    rect(cx + 190, cy - 110, 14, 220, col(p, INK), 7, ' opacity="0.75"'),
  ].join('');
};

const teacup: Draw = (p, r) => {
  const x = 250 + r.int(-40, 40);
  const y = 170 + r.int(-10, 20);
  const steam = [0, 1, 2]
    .map((i) =>
      path(
        `M${x + 40 + i * 40} ${y - 10} q-18 -30 0 -55 q18 -25 0 -55`,
        'none',
        stroke(col(p, INK), 6) + ' opacity="0.35"',
      ),
    )
    .join('');
  return [
    ellipse(x + 80, y + 170, 190, 30, col(p, C)),
    path(`M${x - 20} ${y} h200 q0 160 -100 160 q-100 0 -100 -160 z`, col(p, A)),
    path(`M${x + 178} ${y + 30} q70 0 50 60 q-15 40 -60 40`, 'none', stroke(col(p, A), 16)),
    rect(x - 20, y + 20, 200, 18, col(p, B), 0, ' opacity="0.8"'),
    steam,
    poly(
      [
        [x + 290, y + 160],
        [x + 370, y + 160],
        [x + 330, y + 90],
      ],
      col(p, B),
    ),
    circle(x + 330, y + 84, 12, col(p, A)),
  ].join('');
};

const glass: Draw = (p, r) => {
  const x = 210 + r.int(-30, 30);
  const glasses = [0, 1]
    .map((i) => {
      const gx = x + i * 150;
      const tilt = r.int(-8, 8);
      return group(
        `rotate(${tilt} ${gx} 220)`,
        poly(
          [
            [gx - 70, 90],
            [gx + 70, 90],
            [gx, 200],
          ],
          col(p, i === 0 ? A : B),
          ' opacity="0.9"',
        ) +
          rect(gx - 5, 195, 10, 110, col(p, INK)) +
          ellipse(gx, 310, 50, 10, col(p, INK)) +
          circle(gx + 40, 100, 14, col(p, C)),
      );
    })
    .join('');
  return [rect(x + 300, 120, 60, 200, col(p, B), 14), rect(x + 318, 70, 24, 60, col(p, B), 6), glasses].join('');
};

const stones: Draw = (p, r) => {
  const x = 300 + r.int(-60, 60);
  const widths = [150, 120, 92, 66];
  let y = 330;
  const stack = widths
    .map((w, i) => {
      const h = w * 0.36;
      y -= h * 0.95;
      return ellipse(x + r.int(-8, 8), y, w / 2 + 25, h / 2 + 6, col(p, [C, A, B, A][i] ?? A));
    })
    .join('');
  const leaf = (lx: number, ly: number, rot: number): string =>
    group(
      `rotate(${rot} ${lx} ${ly})`,
      path(`M${lx} ${ly} q60 -50 120 0 q-60 50 -120 0 z`, col(p, A), ' opacity="0.85"'),
    );
  return [
    ellipse(x, 345, 220, 26, col(p, INK), ' opacity="0.12"'),
    stack,
    leaf(x - 250, 120 + r.int(-20, 20), r.int(-30, 10)),
    leaf(x + 120, 90 + r.int(-20, 20), r.int(-10, 30)),
    circle(x + 180, 300, 40, 'none', stroke(col(p, BG2), 4) + ' opacity="0.7"'),
    circle(x + 180, 300, 70, 'none', stroke(col(p, BG2), 3) + ' opacity="0.5"'),
  ].join('');
};

const drops: Draw = (p, r) => {
  const drop = (x: number, y: number, s: number, fill: string): string =>
    path(
      `M${x} ${y - 60 * s} C${x + 45 * s} ${y}, ${x + 40 * s} ${y + 45 * s}, ${x} ${y + 45 * s} C${x - 40 * s} ${y + 45 * s}, ${x - 45 * s} ${y}, ${x} ${y - 60 * s} z`,
      fill,
    );
  const bx = 360 + r.int(-40, 40);
  return [
    rect(bx, 150, 110, 170, col(p, A), 22),
    rect(bx + 30, 105, 50, 50, col(p, C), 8),
    rect(bx + 20, 200, 70, 70, '#ffffff', 10, ' opacity="0.45"'),
    drop(190 + r.int(-30, 30), 190, 1.6, col(p, B)),
    drop(260 + r.int(-20, 20), 300, 0.8, col(p, A)),
    drop(120, 320, 0.6, col(p, C)),
    circle(520, 90, 10, '#ffffff', ' opacity="0.8"'),
    circle(95, 110, 7, '#ffffff', ' opacity="0.8"'),
  ].join('');
};

const mountain: Draw = (p, r) => {
  const peak = 260 + r.int(-80, 80);
  return [
    circle(460 + r.int(-40, 40), 110, 46, col(p, C)),
    poly(
      [
        [peak - 260, 400],
        [peak, 120],
        [peak + 260, 400],
      ],
      col(p, A),
    ),
    poly(
      [
        [peak - 50, 170],
        [peak, 120],
        [peak + 45, 165],
        [peak + 15, 180],
        [peak - 20, 168],
      ],
      '#ffffff',
      ' opacity="0.85"',
    ),
    poly(
      [
        [peak + 80, 400],
        [peak + 250, 190],
        [peak + 460, 400],
      ],
      col(p, B),
    ),
    path('M0 360 Q150 320 300 355 T600 345 V400 H0 Z', col(p, INK), ' opacity="0.35"'),
    ellipse(120 + r.int(-30, 30), 90, 60, 16, '#ffffff', ' opacity="0.7"'),
  ].join('');
};

const puzzle: Draw = (p, r) => {
  const cells: string[] = [];
  const ox = 140 + r.int(-30, 30);
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++)
      if (r.chance(0.8))
        cells.push(
          group(
            `rotate(${r.int(-6, 6)} ${ox + i * 110 + 50} ${80 + j * 90 + 40})`,
            rect(ox + i * 110, 70 + j * 90, 96, 80, col(p, [A, B, C][(i + j) % 3] ?? A), 14) +
              circle(ox + i * 110 + 96, 70 + j * 90 + 40, 14, col(p, [A, B, C][(i + j) % 3] ?? A)),
          ),
        );
  const kx = 500 + r.int(-20, 20);
  return [
    ...cells,
    circle(kx, 120, 30, 'none', stroke(col(p, C), 12)),
    rect(kx - 6, 148, 12, 110, col(p, C), 6),
    rect(kx, 220, 30, 12, col(p, C), 4),
  ].join('');
};

const wheel: Draw = (p, r) => {
  const cx = 300 + r.int(-50, 50);
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return path(
      `M${cx} 180 L${n(cx + Math.cos(a) * 130)} ${n(180 + Math.sin(a) * 130)}`,
      'none',
      stroke(col(p, INK), 4),
    );
  }).join('');
  const cabins = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2 + 0.2;
    return rect(cx + Math.cos(a) * 130 - 16, 180 + Math.sin(a) * 130 - 10, 32, 26, col(p, [A, B, C][i % 3] ?? A), 6);
  }).join('');
  return [
    poly(
      [
        [cx - 90, 380],
        [cx, 180],
        [cx + 90, 380],
      ],
      'none',
      stroke(col(p, INK), 8),
    ),
    circle(cx, 180, 130, 'none', stroke(col(p, INK), 6)),
    spokes,
    cabins,
    rect(0, 370, 600, 30, col(p, C)),
  ].join('');
};

const dumbbell: Draw = (p, r) => {
  const bell = (x: number, y: number, rot: number, fill: string): string =>
    group(
      `rotate(${rot} ${x} ${y})`,
      rect(x - 110, y - 10, 220, 20, col(p, INK), 8) +
        rect(x - 130, y - 55, 40, 110, fill, 10) +
        rect(x + 90, y - 55, 40, 110, fill, 10) +
        rect(x - 160, y - 40, 30, 80, fill, 8) +
        rect(x + 130, y - 40, 30, 80, fill, 8),
    );
  return [
    bell(280 + r.int(-30, 30), 150, r.int(-20, 5), col(p, A)),
    bell(330 + r.int(-30, 30), 290, r.int(-5, 20), col(p, B)),
    circle(520, 90, 40, 'none', stroke(col(p, C), 14)),
  ].join('');
};

const lotus: Draw = (p, r) => {
  const cx = 300 + r.int(-40, 40);
  const cy = 270;
  const petals = [-60, -30, 0, 30, 60]
    .map((rot, i) =>
      group(
        `rotate(${rot} ${cx} ${cy})`,
        path(
          `M${cx} ${cy} C${cx - 55} ${cy - 70}, ${cx - 30} ${cy - 150}, ${cx} ${cy - 175} C${cx + 30} ${cy - 150}, ${cx + 55} ${cy - 70}, ${cx} ${cy} z`,
          col(p, i % 2 === 0 ? A : B),
          ' opacity="0.9"',
        ),
      ),
    )
    .join('');
  return [
    ellipse(cx, cy + 40, 230, 34, col(p, C), ' opacity="0.6"'),
    ellipse(cx, cy + 60, 160, 20, col(p, C), ' opacity="0.4"'),
    petals,
    circle(cx, cy - 20, 14, '#ffffff', ' opacity="0.8"'),
  ].join('');
};

const cross: Draw = (p, r) => {
  const plus = (x: number, y: number, s: number, fill: string): string =>
    rect(x - 20 * s, y - 60 * s, 40 * s, 120 * s, fill, 10 * s) +
    rect(x - 60 * s, y - 20 * s, 120 * s, 40 * s, fill, 10 * s);
  return [
    circle(300 + r.int(-30, 30), 200, 140, col(p, C)),
    plus(300 + r.int(-30, 30), 200, 1.2, col(p, A)),
    plus(100, 100, 0.4, col(p, B)),
    plus(500, 320, 0.5, col(p, B)),
    circle(480, 110, 30, col(p, A), ' opacity="0.4"'),
  ].join('');
};

const device: Draw = (p, r) => {
  const lx = 120 + r.int(-30, 30);
  return [
    rect(lx, 110, 280, 180, col(p, C), 14),
    rect(lx + 14, 124, 252, 152, col(p, A), 6),
    path(`M${lx + 14} 276 L${lx + 140} 170 L${lx + 266} 276 Z`, col(p, B), ' opacity="0.5"'),
    rect(lx - 30, 290, 340, 18, col(p, INK), 9),
    rect(440 + r.int(-20, 20), 120, 100, 190, col(p, C), 16),
    rect(450 + r.int(-20, 20), 135, 80, 150, col(p, B), 8),
    circle(575, 70, 8, col(p, B)),
  ].join('');
};

const house: Draw = (p, r) => {
  const x = 200 + r.int(-50, 50);
  return [
    rect(x, 190, 220, 170, col(p, B)),
    poly(
      [
        [x - 30, 195],
        [x + 110, 80],
        [x + 250, 195],
      ],
      col(p, A),
    ),
    rect(x + 90, 270, 50, 90, col(p, INK), 4),
    rect(x + 25, 220, 45, 40, '#ffffff', 4, ' opacity="0.85"'),
    rect(x + 155, 220, 45, 40, '#ffffff', 4, ' opacity="0.85"'),
    circle(x + 330, 220, 60, col(p, C)),
    rect(x + 323, 270, 14, 90, col(p, INK)),
    rect(0, 360, 600, 40, col(p, C), 0, ' opacity="0.6"'),
  ].join('');
};

const garment: Draw = (p, r) => {
  const x = 300 + r.int(-60, 60);
  return [
    path(`M${x - 30} 70 q30 -30 60 0`, 'none', stroke(col(p, INK), 6)),
    path(`M${x} 70 L${x - 120} 130 L${x + 120} 130 Z`, 'none', stroke(col(p, INK), 6)),
    path(
      `M${x - 70} 120 L${x - 150} 170 L${x - 120} 215 L${x - 80} 195 L${x - 80} 340 L${x + 80} 340 L${x + 80} 195 L${x + 120} 215 L${x + 150} 170 L${x + 70} 120 Q${x} 160 ${x - 70} 120 Z`,
      col(p, A),
    ),
    rect(x - 80, 250, 160, 16, col(p, B), 0, ' opacity="0.9"'),
    circle(x + 200, 110, 26, col(p, C)),
  ].join('');
};

const gem: Draw = (p, r) => {
  const x = 300 + r.int(-50, 50);
  const y = 190;
  const sparkle = (sx: number, sy: number, s: number): string =>
    path(
      `M${sx} ${sy - 20 * s} L${sx + 5 * s} ${sy - 5 * s} L${sx + 20 * s} ${sy} L${sx + 5 * s} ${sy + 5 * s} L${sx} ${sy + 20 * s} L${sx - 5 * s} ${sy + 5 * s} L${sx - 20 * s} ${sy} L${sx - 5 * s} ${sy - 5 * s} Z`,
      col(p, B),
    );
  return [
    poly(
      [
        [x - 120, y - 40],
        [x - 70, y - 100],
        [x + 70, y - 100],
        [x + 120, y - 40],
        [x, y + 130],
      ],
      col(p, A),
    ),
    poly(
      [
        [x - 120, y - 40],
        [x + 120, y - 40],
        [x, y + 130],
      ],
      col(p, B),
      ' opacity="0.55"',
    ),
    poly(
      [
        [x - 70, y - 100],
        [x, y - 40],
        [x + 70, y - 100],
      ],
      '#ffffff',
      ' opacity="0.35"',
    ),
    sparkle(x - 190, y - 90, 1.2),
    sparkle(x + 180, y + 60, 1.6),
    sparkle(x + 150, y - 120, 0.8),
  ].join('');
};

const beach: Draw = (p, r) => {
  const sunX = 140 + r.int(-40, 60);
  const palmX = 440 + r.int(-40, 40);
  const frond = (rot: number): string =>
    group(
      `rotate(${rot} ${palmX} 150)`,
      path(`M${palmX} 150 q60 -40 120 10 q-60 -10 -120 -10 z`, col(p, INK), ' opacity="0.8"'),
    );
  return [
    circle(sunX, 120, 55, col(p, B)),
    rect(0, 230, 600, 90, col(p, A)),
    path('M0 250 Q75 235 150 250 T300 250 T450 250 T600 250', 'none', stroke('#ffffff', 5) + ' opacity="0.7"'),
    path('M0 300 Q150 275 300 300 T600 295 V400 H0 Z', col(p, C)),
    path(`M${palmX} 330 Q${palmX + 10} 240 ${palmX} 150`, 'none', stroke(col(p, INK), 12)),
    [-150, -110, -60, -10, 30].map(frond).join(''),
  ].join('');
};

const skyline: Draw = (p, r) => {
  const towers: string[] = [];
  let x = 20;
  while (x < 580) {
    const w = r.int(50, 90);
    const h = r.int(120, 260);
    towers.push(rect(x, 380 - h, w - 8, h, col(p, INK), 2, ' opacity="0.85"'));
    for (let wy = 395 - h; wy < 360; wy += 26)
      for (let wx = x + 8; wx < x + w - 20; wx += 18) if (r.chance(0.45)) towers.push(rect(wx, wy, 8, 12, col(p, A)));
    x += w;
  }
  return [
    circle(420 + r.int(-60, 60), 120, 60, col(p, A), ' opacity="0.9"'),
    ...towers,
    rect(0, 378, 600, 22, col(p, INK)),
  ].join('');
};

const coast: Draw = (p, r) => {
  const lx = 400 + r.int(-40, 60);
  return [
    rect(0, 250, 600, 150, col(p, A)),
    path('M0 400 L0 180 Q120 160 180 230 L260 400 Z', col(p, INK), ' opacity="0.75"'),
    rect(lx, 120, 46, 150, col(p, C)),
    rect(lx, 150, 46, 22, col(p, B)),
    rect(lx, 200, 46, 22, col(p, B)),
    poly(
      [
        [lx - 8, 122],
        [lx + 23, 80],
        [lx + 54, 122],
      ],
      col(p, B),
    ),
    path('M200 330 Q300 310 400 330 T600 325', 'none', stroke('#ffffff', 6) + ' opacity="0.8"'),
    path('M120 370 Q220 350 320 370 T520 365', 'none', stroke('#ffffff', 4) + ' opacity="0.6"'),
  ].join('');
};

const lodge: Draw = (p, r) => {
  const tree = (x: number, s: number): string =>
    poly(
      [
        [x - 40 * s, 340],
        [x, 340 - 160 * s],
        [x + 40 * s, 340],
      ],
      col(p, C),
    ) + rect(x - 6 * s, 340, 12 * s, 20 * s, col(p, INK));
  const cx = 260 + r.int(-40, 40);
  return [
    ellipse(300, 375, 320, 40, col(p, B), ' opacity="0.6"'),
    tree(70, 1.2),
    tree(130, 0.9),
    tree(520, 1.3),
    tree(460, 0.8),
    rect(cx, 230, 170, 110, col(p, A)),
    poly(
      [
        [cx - 25, 235],
        [cx + 85, 160],
        [cx + 195, 235],
      ],
      col(p, INK),
    ),
    rect(cx + 65, 280, 40, 60, col(p, INK), 3),
    rect(cx + 20, 255, 30, 25, col(p, B), 3),
  ].join('');
};

const ship: Draw = (p, r) => {
  const x = 130 + r.int(-30, 30);
  return [
    rect(0, 300, 600, 100, col(p, C)),
    path(
      `M${x} 270 L${x + 360} 270 L${x + 320} 330 L${x + 40} 330 Z`,
      col(p, A),
      ' stroke="' + col(p, INK) + '" stroke-width="4"',
    ),
    rect(x + 70, 220, 220, 50, col(p, A), 6, ' stroke="' + col(p, INK) + '" stroke-width="4"'),
    rect(x + 110, 180, 140, 40, col(p, A), 6, ' stroke="' + col(p, INK) + '" stroke-width="4"'),
    rect(x + 200, 130, 34, 50, col(p, B), 4),
    [0, 1, 2, 3, 4, 5].map((i) => circle(x + 95 + i * 34, 245, 7, col(p, INK))).join(''),
    path('M0 345 Q100 330 200 345 T400 345 T600 345', 'none', stroke('#ffffff', 4) + ' opacity="0.7"'),
  ].join('');
};

const gift: Draw = (p, r) => {
  const box = (x: number, y: number, w: number, h: number, fill: string, ribbon: string): string =>
    rect(x, y, w, h, fill, 6) +
    rect(x + w / 2 - 9, y, 18, h, ribbon) +
    rect(x - 8, y - 20, w + 16, 26, fill, 6) +
    rect(x + w / 2 - 9, y - 20, 18, 26, ribbon) +
    ellipse(x + w / 2 - 22, y - 32, 22, 14, ribbon) +
    ellipse(x + w / 2 + 22, y - 32, 22, 14, ribbon);
  const x = 150 + r.int(-30, 30);
  return [
    box(x, 180, 170, 160, col(p, A), col(p, C)),
    box(x + 200, 230, 120, 110, col(p, B), col(p, C)),
    circle(500, 90, 10, col(p, C)),
    circle(90, 110, 7, col(p, C)),
  ].join('');
};

const MOTIFS: Readonly<Record<Motif, Draw>> = {
  plate,
  teacup,
  glass,
  stones,
  drops,
  mountain,
  puzzle,
  wheel,
  dumbbell,
  lotus,
  cross,
  device,
  house,
  garment,
  gem,
  beach,
  skyline,
  coast,
  lodge,
  ship,
  gift,
};

/** The SVG of an image at the given pixel size. */
export const artSvg = (id: ArtId, width: number, height: number): string => {
  const random = seededRandom(hashSeed(`${id.theme}:${id.variant}`));
  const p = id.art.palette;
  const angle = random.int(0, 359);
  const spots = Array.from({ length: 5 }, () =>
    circle(
      random.int(0, ART_WIDTH),
      random.int(0, ART_HEIGHT),
      random.int(40, 120),
      '#ffffff',
      ` opacity="${n(random.int(6, 16) / 100)}"`,
    ),
  ).join('');
  const flip = random.chance(0.5) ? `translate(${ART_WIDTH} 0) scale(-1 1)` : '';
  const motif = MOTIFS[id.art.motif](p, random);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${col(p, BG1)}"/><stop offset="1" stop-color="${col(p, BG2)}"/></linearGradient></defs>` +
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#bg)"/>${spots}` +
    (flip === '' ? motif : group(flip, motif)) +
    '</svg>'
  );
};
