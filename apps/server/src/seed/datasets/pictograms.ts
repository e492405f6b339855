import type { ClassifiedTypeKey } from '@souq/contract/constants';

/**
 * One simple white pictogram per classified type, as SVG drawn in a 128x128 box. Shapes only, no
 * text: the machine rendering them may have no fonts.
 */
export const PICTOGRAMS: Readonly<Record<ClassifiedTypeKey, string>> = {
  services: `<g fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round">
      <path d="M40 90 L78 52"/><circle cx="86" cy="42" r="16"/></g>
    <circle cx="36" cy="94" r="8" fill="#fff"/>`,
  'animals-pets': `<g fill="#fff"><ellipse cx="64" cy="82" rx="24" ry="20"/>
      <circle cx="36" cy="56" r="10"/><circle cx="52" cy="38" r="10"/>
      <circle cx="76" cy="38" r="10"/><circle cx="92" cy="56" r="10"/></g>`,
  'men-clothing': `<path fill="#fff" d="M44 28 L24 44 L34 60 L42 54 L42 100 L86 100 L86 54 L94 60 L104 44 L84 28
      C80 38 48 38 44 28 Z"/>`,
  'women-clothing': `<path fill="#fff" d="M48 20 L55 20 L58 38 L70 38 L73 20 L80 20 L78 50 L100 104 L28 104 L50 50 Z"/>
    <rect x="48" y="50" width="32" height="6" fill="#000" fill-opacity=".2"/>`,
  'fashion-beauty': `<polygon fill="#fff"
      points="64,20 75,50 106,50 81,68 90,98 64,80 38,98 47,68 22,50 53,50"/>`,
  food: `<circle cx="68" cy="66" r="30" fill="none" stroke="#fff" stroke-width="10"/>
    <g stroke="#fff" stroke-width="6" stroke-linecap="round"><path d="M26 30 V98"/><path d="M106 30 V98"/>
      <path d="M18 30 V48 M34 30 V48"/></g>`,
  'buy-sell': `<path fill="#fff" d="M30 30 L70 30 L104 64 L70 98 L30 98 Z"/>
    <circle cx="48" cy="64" r="8" fill="#000" fill-opacity=".25"/>`,
  jobs: `<rect x="22" y="44" width="84" height="56" rx="8" fill="#fff"/>
    <path d="M50 44 V34 H78 V44" fill="none" stroke="#fff" stroke-width="8"/>
    <rect x="22" y="64" width="84" height="4" fill="#000" fill-opacity=".2"/>`,
  property: `<polygon fill="#fff" points="64,22 108,60 20,60"/>
    <rect x="32" y="58" width="64" height="46" fill="#fff"/>
    <rect x="56" y="76" width="16" height="28" fill="#000" fill-opacity=".25"/>`,
  boat: `<path fill="#fff" d="M18 80 L110 80 L96 100 L32 100 Z"/>
    <polygon fill="#fff" points="62,22 62,72 30,72"/><polygon fill="#fff" fill-opacity=".8" points="68,30 68,72 96,72"/>`,
  bike: `<g fill="none" stroke="#fff" stroke-width="8"><circle cx="36" cy="84" r="18"/><circle cx="92" cy="84" r="18"/>
      <path d="M36 84 L56 52 L80 52 L92 84 M56 52 L66 84 L80 52" stroke-linejoin="round"/>
      <path d="M50 40 H64" stroke-linecap="round"/></g>`,
  automotive: `<path fill="#fff" d="M18 78 L26 56 L44 54 L54 38 L86 38 L98 54 L110 60 L110 82 L18 82 Z"/>
    <g fill="#fff" stroke="#000" stroke-opacity=".25" stroke-width="6"><circle cx="40" cy="86" r="12"/>
      <circle cx="90" cy="86" r="12"/></g>`,
};
