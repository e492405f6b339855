import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { CLASSIFIED_TYPE_KEYS, CLASSIFIED_TYPES, type ClassifiedTypeKey } from '@souq/contract/constants';
import { demoAssetsDir } from '../lib/paths';
import { CATEGORY_SEEDS } from './datasets/categories';
import { PICTOGRAMS } from './datasets/pictograms';

/** Files live in <uploadsDir>/demo and are served by the upload route at this prefix. */
const URL_PREFIX = '/uploads/demo';
const SCENE_COLOURS = [
  ['#ff922b', '#862e9c'],
  ['#15aabf', '#1864ab'],
  ['#fab005', '#e8590c'],
  ['#364fc7', '#0b7285'],
  ['#f06595', '#5f3dc4'],
  ['#40c057', '#1971c2'],
] as const;
const AVATAR_COLOURS = ['#4dabf7', '#f783ac', '#69db7c', '#ffa94d', '#9775fa', '#3bc9db', '#ff8787', '#a9e34b'];
const SKIN_TONES = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'];

export interface DemoMedia {
  /** Photos of the social posts. */
  photos: string[];
  /** Two photos per classified type, showing the type's pictogram. */
  typePhotos: Record<ClassifiedTypeKey, string[]>;
  avatars: string[];
  banners: string[];
  storyImages: string[];
  video: string;
  videoThumbnail: string;
}

export function categoryIconUrl(key: ClassifiedTypeKey): string {
  return `${URL_PREFIX}/icons/${key}.png`;
}

/** Writes a file once: an existing file is kept, and a half-written one is never visible. */
async function writeOnce(uploadsDir: string, url: string, make: () => Promise<Buffer>): Promise<string> {
  const file = path.join(uploadsDir, url.slice('/uploads/'.length));
  try {
    await fs.access(file);
    return url;
  } catch {
    // Missing: render it below.
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.part`;
  await fs.writeFile(temp, await make());
  await fs.rename(temp, file);
  return url;
}

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);

const gradient = (from: string, to: string, vertical = false) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

// Decorative only: without fonts the label is simply not drawn.
const label = (x: number, y: number, text: string, size: number) =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="${size}" font-weight="bold"
    fill="#fff" fill-opacity=".85">${text}</text>`;

const jpeg = (image: Buffer) => sharp(image).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
const png = (image: Buffer) => sharp(image).png({ compressionLevel: 9 }).toBuffer();

function iconSvg(key: ClassifiedTypeKey): Buffer {
  const { colour } = CATEGORY_SEEDS[key];
  return svg(128, 128, `<rect width="128" height="128" rx="28" fill="${colour}"/>${PICTOGRAMS[key]}`);
}

/** A landscape scene for social posts; four kinds so a feed does not look repetitive. */
function sceneSvg(index: number): Buffer {
  const [from, to] = SCENE_COLOURS[index % SCENE_COLOURS.length]!;
  const kind = index % 4;
  const tower = (i: number) => {
    const top = 200 + ((i * 53) % 140);
    return `<rect x="${30 + i * 66}" y="${top}" width="52" height="${480 - top}" fill="#000" fill-opacity=".3"/>`;
  };
  const shapes = [
    // sunset over the sea
    `<circle cx="420" cy="250" r="80" fill="#ffe066" fill-opacity=".9"/>
     <rect y="300" width="640" height="180" fill="#000" fill-opacity=".35"/>`,
    // waves
    `<path d="M0 320 Q160 280 320 320 T640 320 V480 H0 Z" fill="#fff" fill-opacity=".35"/>
     <path d="M0 370 Q160 330 320 370 T640 370 V480 H0 Z" fill="#fff" fill-opacity=".45"/>`,
    // dunes
    `<path d="M0 360 Q200 240 380 340 T640 300 V480 H0 Z" fill="#ffd8a8"/>
     <path d="M0 420 Q260 330 640 400 V480 H0 Z" fill="#f59f00" fill-opacity=".7"/>`,
    // skyline
    Array.from({ length: 9 }, (_, i) => tower(i)).join(''),
  ][kind];
  return svg(640, 480, `${gradient(from, to, true)}<rect width="640" height="480" fill="url(#g)"/>${shapes}${label(24, 456, 'Souq', 22)}`);
}

const typeName = (key: ClassifiedTypeKey) => (CLASSIFIED_TYPES.find((t) => t.key === key)?.name ?? key).replace('&', '&amp;');

function typePhotoSvg(key: ClassifiedTypeKey, variant: number): Buffer {
  const { colour, accent } = CATEGORY_SEEDS[key];
  const [from, to] = variant === 0 ? [accent, colour] : [colour, '#212529'];
  const circle = (i: number) => `<circle cx="${80 + i * 130}" cy="${variant ? 400 - i * 40 : 80 + i * 50}" r="${40 + i * 12}" fill="#fff" fill-opacity=".12"/>`;
  const circles = Array.from({ length: 5 }, (_, i) => circle(i)).join('');
  return svg(
    640,
    480,
    `${gradient(from, to)}<rect width="640" height="480" fill="url(#g)"/>${circles}
     <g transform="translate(192 112) scale(2)">${PICTOGRAMS[key]}</g>${label(24, 456, typeName(key), 22)}`,
  );
}

function avatarSvg(index: number): Buffer {
  const bg = AVATAR_COLOURS[index % AVATAR_COLOURS.length]!;
  const skin = SKIN_TONES[index % SKIN_TONES.length]!;
  const shirt = AVATAR_COLOURS[(index + 3) % AVATAR_COLOURS.length]!;
  return svg(
    128,
    128,
    `<rect width="128" height="128" fill="${bg}"/><ellipse cx="64" cy="124" rx="44" ry="36" fill="${shirt}"/>
    <circle cx="64" cy="54" r="24" fill="${skin}"/>`,
  );
}

function bannerSvg(index: number): Buffer {
  const [from, to] = SCENE_COLOURS[(index + 2) % SCENE_COLOURS.length]!;
  const key = CLASSIFIED_TYPE_KEYS[(index * 5) % CLASSIFIED_TYPE_KEYS.length]!;
  return svg(
    960,
    320,
    `${gradient(from, to)}<rect width="960" height="320" fill="url(#g)"/>
    <circle cx="820" cy="60" r="160" fill="#fff" fill-opacity=".15"/><rect x="40" y="200" width="260" height="64" rx="32" fill="#fff" fill-opacity=".9"/>
    <g transform="translate(600 40) scale(1.9)">${PICTOGRAMS[key]}</g>${label(40, 120, 'Souq', 64)}`,
  );
}

function storySvg(index: number): Buffer {
  const [from, to] = SCENE_COLOURS[(index + 1) % SCENE_COLOURS.length]!;
  return svg(
    360,
    640,
    `${gradient(from, to, true)}<rect width="360" height="640" fill="url(#g)"/>
    <circle cx="180" cy="280" r="${90 + index * 6}" fill="#fff" fill-opacity=".2"/><circle cx="${60 + index * 40}" cy="520" r="50" fill="#fff" fill-opacity=".15"/>`,
  );
}

const videoThumbnailSvg = () =>
  svg(
    360,
    640,
    `${gradient('#343a40', '#000', true)}<rect width="360" height="640" fill="url(#g)"/>
    <circle cx="180" cy="320" r="56" fill="#fff" fill-opacity=".85"/><polygon points="162,290 162,350 212,320" fill="#343a40"/>`,
  );

/** The twelve category icons: reference data points at them, so they exist without demo data too. */
export async function ensureCategoryIcons(uploadsDir: string): Promise<void> {
  await Promise.all(CLASSIFIED_TYPE_KEYS.map((key) => writeOnce(uploadsDir, categoryIconUrl(key), () => png(iconSvg(key)))));
}

/** Renders every demo image locally (never downloaded) and copies the committed sample video. */
export async function ensureDemoMedia(uploadsDir: string): Promise<DemoMedia> {
  const many = (count: number, make: (i: number) => Promise<string>) => Promise.all(Array.from({ length: count }, (_, i) => make(i)));
  const two = (i: number) => String(i + 1).padStart(2, '0');
  await ensureCategoryIcons(uploadsDir);
  const [photos, avatars, banners, storyImages, typePhotoLists, videoThumbnail] = await Promise.all([
    many(12, (i) => writeOnce(uploadsDir, `${URL_PREFIX}/photos/scene-${two(i)}.jpg`, () => jpeg(sceneSvg(i)))),
    many(16, (i) => writeOnce(uploadsDir, `${URL_PREFIX}/avatars/avatar-${two(i)}.png`, () => png(avatarSvg(i)))),
    many(6, (i) => writeOnce(uploadsDir, `${URL_PREFIX}/banners/banner-${two(i)}.jpg`, () => jpeg(bannerSvg(i)))),
    many(5, (i) => writeOnce(uploadsDir, `${URL_PREFIX}/stories/story-${two(i)}.jpg`, () => jpeg(storySvg(i)))),
    Promise.all(
      CLASSIFIED_TYPE_KEYS.map((key) =>
        many(2, (v) => writeOnce(uploadsDir, `${URL_PREFIX}/classifieds/${key}-${v + 1}.jpg`, () => jpeg(typePhotoSvg(key, v)))),
      ),
    ),
    writeOnce(uploadsDir, `${URL_PREFIX}/stories/video-thumbnail.jpg`, () => jpeg(videoThumbnailSvg())),
  ]);
  const video = await writeOnce(uploadsDir, `${URL_PREFIX}/videos/sample.mp4`, () => fs.readFile(path.join(demoAssetsDir, 'sample.mp4')));
  const typePhotos = Object.fromEntries(CLASSIFIED_TYPE_KEYS.map((key, i) => [key, typePhotoLists[i]!])) as Record<ClassifiedTypeKey, string[]>;
  return { photos, typePhotos, avatars, banners, storyImages, video, videoThumbnail };
}
