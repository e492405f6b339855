import { IconSitemap } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAtRoute } from '@/test/render';
import { actionsColumn, RowActions } from './row-actions';

/** The accessible names of the row's buttons and links, in the order a reader meets them. */
function actionNames(): string[] {
  return [...screen.getByTestId('row').querySelectorAll('button, a')].map((element) => element.getAttribute('aria-label') ?? element.textContent ?? '');
}

describe('RowActions', () => {
  it('draws view, links, edit, toggles and delete in that order, however they are passed', () => {
    renderAtRoute(
      <div data-testid="row">
        <RowActions
          name="Cars"
          remove={{ label: 'Delete', onClick: vi.fn() }}
          toggles={<button type="button">Hide Cars</button>}
          edit={{ label: 'Edit', onClick: vi.fn() }}
          links={[{ label: 'Open sub categories', to: '/sub?category=1', icon: <IconSitemap size={18} /> }]}
          view={{ label: 'View', onClick: vi.fn() }}
        />
      </div>,
    );
    expect(actionNames()).toEqual(['View Cars', 'Open sub categories Cars', 'Edit Cars', 'Hide Cars', 'Delete Cars']);
  });

  it('keeps delete last when the row has only some of the buttons', () => {
    renderAtRoute(
      <div data-testid="row">
        <RowActions name="Ahmad Ali" remove={{ label: 'Delete', onClick: vi.fn() }} view={{ label: 'View', onClick: vi.fn() }} />
      </div>,
    );
    expect(actionNames()).toEqual(['View Ahmad Ali', 'Delete Ahmad Ali']);
  });

  it('gives each button its own click and the link its address', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderAtRoute(
      <div data-testid="row">
        <RowActions
          name="Cars"
          links={[{ label: 'Open sub categories', to: '/sub?category=1', icon: <IconSitemap size={18} /> }]}
          edit={{ label: 'Edit', onClick: onEdit }}
          remove={{ label: 'Delete', onClick: onDelete }}
        />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Cars' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Cars' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Open sub categories Cars' })).toHaveAttribute('href', '/sub?category=1');
  });

  it("makes a list's actions column from each row's buttons", () => {
    const column = actionsColumn<{ name: string }>('Actions', 110, (row) => ({
      name: row.name,
      edit: { label: 'Edit', onClick: vi.fn() },
    }));
    expect(column).toMatchObject({ key: 'actions', header: 'Actions', width: 110 });
    renderAtRoute(<div data-testid="row">{column.render?.({ name: 'Cars' })}</div>);
    expect(actionNames()).toEqual(['Edit Cars']);
  });
});
