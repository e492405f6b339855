import {
  createTheme,
  darken,
  luminance,
  type AlertProps,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MenuProps,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';
import { consoleFrameMessages } from '@souq/contract/messages-console-frame';
import { consoleView } from '@/i18n/console/view';

/** The console frame's texts in the console's language (not the whole catalog: every page loads this file). */
const shell = consoleView(consoleFrameMessages, ['console', 'shell']);

/**
 * What names the icon-only close buttons of dialogs, alerts and notifications: the console
 * frame's text in the console's language, unless an app reading another catalog (the members'
 * app, through i18next) gives its own while it is on screen.
 */
let closeLabel: () => string = () => shell.close;
export function setCloseLabel(label: (() => string) | null): void {
  closeLabel = label ?? (() => shell.close);
}

/** Souq's brand colour: a deep teal, with a warm accent in the logo. */
const brand: MantineColorsTuple = ['#e5f8f6', '#d3eeeb', '#a8dbd6', '#79c7c0', '#53b7ae', '#3aada3', '#2aa79d', '#179288', '#0b7a75', '#006a64'];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand },
  defaultRadius: 'md',
  // The font families (text and headings) are set in arabic-font.css, beside the self-hosted face.
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  // Close buttons are icons: screen readers need their name. Plain objects rather than
  // `Modal.extend(...)`, which would pull the components' code into the entry chunk. Functions,
  // which Mantine calls at each render, so the name follows the language of the app on screen.
  components: {
    // Mantine draws badges in capitals; the spec's statuses read 'active', 'inactive' as written.
    Badge: { styles: { root: { textTransform: 'none' } } },
    Alert: { defaultProps: (): Partial<AlertProps> => ({ closeButtonLabel: closeLabel() }) },
    Modal: { defaultProps: (): Partial<ModalProps> => ({ closeButtonProps: { 'aria-label': closeLabel() } }) },
    // A menu holds menu items only: Mantine's focus placeholder (a focusable div before the
    // items) breaks the menu role for screen readers (axe: aria-required-children). Without it
    // the open menu focuses its first item, as the WAI-ARIA menu button pattern has it.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    Notification: {
      defaultProps: (): Partial<NotificationProps> => ({ closeButtonProps: { 'aria-label': closeLabel() } }),
    },
  },
});

/** WCAG AA asks 4.5:1 of body text; a little more absorbs rounding in the blended backgrounds. */
const MIN_CONTRAST = 4.7;

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour, darkened just enough to read on `background` (see MIN_CONTRAST). */
function readableOn(background: string, color: string): string {
  let text = color;
  for (let step = 0; step < 20 && contrast(text, background) < MIN_CONTRAST; step += 1) text = darken(text, 0.05);
  return text;
}

/**
 * Mantine's defaults put shade 6 text on white (dimmed grey, error red) and on the pale "light"
 * backgrounds of badges, alerts and the active navigation link (about 3:1), and white text on
 * some filled colours (red: 4.4:1), below WCAG AA. Each such colour is darkened here until the
 * text reads at 4.5:1 on the background it sits on.
 */
export const readableColors: CSSVariablesResolver = (resolved) => {
  const white = resolved.white;
  const light: Record<string, string> = {
    // Dimmed text also sits on tinted panels (the public pages' grey, a staff reply's blue):
    // gray.3 is darker than any of them.
    '--mantine-color-dimmed': readableOn(resolved.colors.gray[3], resolved.colors.gray[6]),
    '--mantine-color-error': readableOn(white, resolved.colors.red[6]),
  };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    // The "light" variant's background is shade 6 at 10 % over white, and darker under the
    // pointer: shade 2 is darker than both.
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[2], shades[6]);
    light[`--mantine-color-${name}-text`] = readableOn(white, shades[6]);
    // Filled buttons and badges carry white text: their background darkens instead.
    const filled = readableOn(white, shades[8]);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
  }
  // The primary colour has its own variables (buttons, the active navigation link).
  light['--mantine-primary-color-light-color'] = light[`--mantine-color-${resolved.primaryColor}-light-color`]!;
  return { variables: {}, light, dark: {} };
};
