import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BANNER_HIDE_MS } from '@souq/contract/constants';
import { messages } from '@/i18n/console-messages';
import { ApiError } from '@/lib/api-client';
import { renderAtRoute } from '@/test/render';
import { ListTable, type Column } from './list-table';
import { SEARCH_DEBOUNCE_MS } from './search-box';
import { useListParams } from './use-list-params';

interface Row {
  id: string;
  name: string;
  active: boolean;
}
const rows: Row[] = [
  { id: '1', name: 'سيارة', active: true },
  { id: '2', name: 'Boat', active: false },
];
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', value: (row) => row.name },
  { key: 'active', header: 'Active', value: (row) => row.active },
];
const l = messages.console.list;

function Harness(props: { rows?: Row[]; loading?: boolean; error?: unknown; isNext?: boolean }) {
  const params = useListParams();
  return (
    <>
      <output data-testid="params">{`${params.page}|${params.textSearch}`}</output>
      <ListTable
        title="Things"
        columns={columns}
        rows={props.rows}
        rowKey={(row) => row.id}
        loading={props.loading}
        error={props.error}
        params={params}
        paginated
        isNext={props.isNext}
      />
    </>
  );
}

describe('ListTable', () => {
  it("shows booleans as 'active'/'inactive' and people's text with dir=auto", () => {
    renderAtRoute(<Harness rows={rows} />);
    expect(screen.getByText(l.active)).toBeInTheDocument();
    expect(screen.getByText(l.inactive)).toBeInTheDocument();
    expect(screen.getByText('سيارة')).toHaveAttribute('dir', 'auto');
  });

  it('disables Next when the server did not say isNext, and Previous on page 1', () => {
    renderAtRoute(<Harness rows={rows} isNext={false} />);
    expect(screen.getByRole('button', { name: l.next })).toBeDisabled();
    expect(screen.getByRole('button', { name: l.previous })).toBeDisabled();
  });

  it('moves between pages kept in the address and shows the current page number', async () => {
    const { router } = renderAtRoute(<Harness rows={rows} isNext />, '/list?page=2');
    expect(screen.getByText(`${l.page} 2`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: l.next }));
    expect(router.state.location.search).toBe('?page=3');
    await userEvent.click(screen.getByRole('button', { name: l.previous }));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('sends the search once typing pauses, as textSearch, and starts again at page 1', async () => {
    vi.useFakeTimers();
    try {
      const { router } = renderAtRoute(<Harness rows={rows} />, '/list?page=3');
      fireEvent.change(screen.getByRole('searchbox', { name: l.search }), { target: { value: 'boat' } });
      expect(screen.getByTestId('params')).toHaveTextContent('3|');
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10));
      expect(screen.getByTestId('params')).toHaveTextContent('1|boat');
      expect(router.state.location.search).toBe('?search=boat');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a spinner while the first page loads and an empty state when nothing came', () => {
    const { unmount } = renderAtRoute(<Harness rows={undefined} loading />);
    expect(screen.getByLabelText(l.loading)).toBeInTheDocument();
    unmount();
    renderAtRoute(<Harness rows={[]} />);
    expect(screen.getByText(l.emptyTitle)).toBeInTheDocument();
  });

  it("shows the server's error in a banner that hides after 3 seconds", async () => {
    vi.useFakeTimers();
    try {
      renderAtRoute(<Harness rows={rows} error={new ApiError(500, 'Database is down')} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Database is down');
      act(() => vi.advanceTimersByTime(BANNER_HIDE_MS + 10));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.queryByText('Database is down')).not.toBeInTheDocument());
  });
});
