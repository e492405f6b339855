import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n/console/messages';
import { renderWithMantine } from '@/test/render';
import { ExportMenu } from './export-menu';

const x = messages.console.export;

describe('ExportMenu', () => {
  it('opens a menu of menu items only: no focusable placeholder before them (axe: aria-required-children)', async () => {
    renderWithMantine(<ExportMenu path="/api/admin/posts/export/:format" filter={{}} />);
    await userEvent.click(screen.getByRole('button', { name: x.menu }));
    const menu = (await screen.findByRole('menuitem', { name: x.csv })).closest<HTMLElement>('[role="menu"]');
    if (!menu) throw new Error('the items are not in a menu');
    expect([...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)).toEqual([x.csv, x.xlsx]);
    // Mantine's placeholder is a focusable div of role presentation, which a menu may not hold.
    expect([...menu.children].map((child) => child.getAttribute('role'))).toEqual(['menuitem', 'menuitem']);
  });
});
