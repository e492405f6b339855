import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BANNER_HIDE_MS } from '@souq/contract/constants';
import { showConsoleIn } from '@/i18n/console/language';
import { messages } from '@/i18n/console/messages';
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

interface HarnessProps {
  rows?: Row[];
  loading?: boolean;
  error?: unknown;
  isNext?: boolean;
  onRetry?: () => void;
  sortable?: boolean;
  total?: number;
  totalExact?: boolean;
  client?: boolean;
  onRowClick?: (row: Row) => void;
}

function Harness(props: HarnessProps) {
  const params = useListParams({ sorts: ['name'] });
  return (
    <>
      <output data-testid="params">{`${params.page}|${params.textSearch}`}</output>
      <ListTable
        title="Things"
        columns={props.sortable ? columns.map((c) => (c.key === 'name' ? { ...c, sortKey: 'name' } : c)) : columns}
        rows={props.rows}
        rowKey={(row) => row.id}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
        params={params}
        paginated={props.client ? 'client' : true}
        isNext={props.isNext}
        total={props.total}
        totalExact={props.totalExact}
        sizeChoice
        onRowClick={props.onRowClick}
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

  it('keeps a load error on screen with Retry, and never shows the empty state after a failed load', async () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    try {
      renderAtRoute(<Harness rows={[]} error={new ApiError(500, 'Database is down')} onRetry={onRetry} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Database is down');
      act(() => vi.advanceTimersByTime(BANNER_HIDE_MS * 3));
      expect(screen.getByRole('alert')).toHaveTextContent(l.loadError);
      expect(screen.queryByText(l.emptyTitle)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    await userEvent.click(screen.getByRole('button', { name: l.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('sorts by a column header: aria-sort tells the state, a second click turns the order', async () => {
    const { router } = renderAtRoute(<Harness rows={rows} sortable />, '/list?page=2');
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(router.state.location.search).toBe('?sort=name&order=asc');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(router.state.location.search).toBe('?sort=name&order=desc');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows the range and total, "about" for an estimate, and offers the page sizes', async () => {
    const { router, unmount } = renderAtRoute(<Harness rows={rows} total={990099} totalExact isNext />, '/list?page=3');
    expect(screen.getByTestId('list-range')).toHaveTextContent('21-22 of 990,099');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: l.pageSize }), '50');
    expect(router.state.location.search).toBe('?size=50');
    unmount();
    renderAtRoute(<Harness rows={rows} total={1200000} totalExact={false} />);
    expect(screen.getByTestId('list-range')).toHaveTextContent('1-2 of about 1,200,000');
  });

  it('writes the page number and the page sizes in Arabic-Indic digits in Arabic, as its counts are', async () => {
    await showConsoleIn('ar');
    try {
      renderAtRoute(<Harness rows={rows} total={990099} totalExact isNext />, '/list?page=3');
      expect(screen.getByText(`${l.page} ٣`)).toBeInTheDocument();
      expect(screen.getByRole('option', { name: '٥٠' })).toHaveValue('50');
      expect(screen.getByTestId('list-range')).toHaveTextContent('٩٩٠٬٠٩٩');
    } finally {
      await showConsoleIn('en');
    }
  });

  it('pages a whole look-up list itself, and opens a row on click', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ id: String(i), name: `Row ${i + 1}`, active: true }));
    const onRowClick = vi.fn();
    renderAtRoute(<Harness rows={many} client onRowClick={onRowClick} />, '/list?page=3');
    expect(screen.getByText('Row 21')).toBeInTheDocument();
    expect(screen.queryByText('Row 20')).not.toBeInTheDocument();
    expect(screen.getByTestId('list-range')).toHaveTextContent('21-25 of 25');
    expect(screen.getByRole('button', { name: l.next })).toBeDisabled();
    await userEvent.click(screen.getByText('Row 22'));
    expect(onRowClick).toHaveBeenCalledWith(many[21]);
  });
});
