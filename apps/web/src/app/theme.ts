import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Souq's brand colour: a deep teal, with a warm accent in the logo. */
const brand: MantineColorsTuple = [
  '#e5f8f6',
  '#d3eeeb',
  '#a8dbd6',
  '#79c7c0',
  '#53b7ae',
  '#3aada3',
  '#2aa79d',
  '#179288',
  '#0b7a75',
  '#006a64',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
});
