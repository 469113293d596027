// Draws the toolbar icon (two linked rings on a rounded teal square) as PNGs at every size
// the manifest needs. Run by hand after a design change: `node scripts/make-icons.mjs`.
// A filled square keeps the glyph legible on light and dark toolbars alike.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZES = [16, 32, 48, 96, 128];
const BG = [13, 115, 119];
const FG = [255, 255, 255];

function crc32(buf) {
  let c;
  let crc = 0xffffffff;
  for (const byte of buf) {
    c = (crc ^ byte) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

// Signed distance to a capsule ("pill") from a to b with radius r: the rings are stretched pills.
function capsule(px, py, ax, ay, bx, by, r) {
  const pax = px - ax;
  const pay = py - ay;
  const bax = bx - ax;
  const bay = by - ay;
  const h = Math.max(0, Math.min(1, (pax * bax + pay * bay) / (bax * bax + bay * bay)));
  return Math.hypot(pax - bax * h, pay - bay * h) - r;
}

function coverage(x, y) {
  // Unit square coordinates. Rounded background.
  const r = 0.2;
  const qx = Math.max(Math.abs(x - 0.5) - (0.5 - r), 0);
  const qy = Math.max(Math.abs(y - 0.5) - (0.5 - r), 0);
  const inBg = Math.hypot(qx, qy) <= r;
  if (!inBg) return null;
  // Two pill outlines on a diagonal, overlapping like chain links.
  const ring = (d) => Math.abs(d) <= 0.055;
  const a = capsule(x, y, 0.3, 0.7, 0.48, 0.52, 0.13);
  const b = capsule(x, y, 0.52, 0.48, 0.7, 0.3, 0.13);
  return ring(a) || ring(b) ? FG : BG;
}

function png(size) {
  const ss = 4;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      let rr = 0;
      let gg = 0;
      let bb = 0;
      let aa = 0;
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const c = coverage((x + (sx + 0.5) / ss) / size, (y + (sy + 0.5) / ss) / size);
          if (!c) continue;
          rr += c[0];
          gg += c[1];
          bb += c[2];
          aa += 1;
        }
      }
      const o = 1 + x * 4;
      if (aa) {
        row[o] = Math.round(rr / aa);
        row[o + 1] = Math.round(gg / aa);
        row[o + 2] = Math.round(bb / aa);
      }
      row[o + 3] = Math.round((aa / (ss * ss)) * 255);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of SIZES) writeFileSync(new URL(`../public/icon/${size}.png`, import.meta.url), png(size));
console.log(`wrote public/icon/{${SIZES.join(',')}}.png`);
