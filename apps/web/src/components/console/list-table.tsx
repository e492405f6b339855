import type { MouseEvent, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Badge, Box, Button, Center, EmptyState, Group, Loader, NativeSelect, Paper, Table, Text, Title, UnstyledButton } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconChevronLeft,
  IconChevronRight,
  IconDatabaseOff,
  IconRefresh,
  IconSearchOff,
} from '@tabler/icons-react';
import type { SortOrder } from '@souq/contract/list-query';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import { consoleLanguage } from '@/i18n/console/language-state';
import { formatNumber } from '@/lib/format';
import { errorText } from '@/lib/api-client';
import { SearchBox } from './search-box';
import { PAGE_SIZE_CHOICES, type ListParams } from './use-list-params';
import { SelectPageCell, SelectRowCell, type TableSelection } from './selection-cells';

const t = messages.console.list;

export type CellValue = string | number | boolean | null | undefined;

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** A plain value: booleans show 'active'/'inactive'; text typed by people gets dir="auto". */
  value?: (row: T) => CellValue;
  /** Anything else (images, buttons); wins over `value`. */
  render?: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** The server's sort key for this column: its header sorts the list. */
  sortKey?: string;
  /** The direction of the first click on the header: dates start newest first, the rest A to Z. */
  firstOrder?: SortOrder;
}

/**
 * ListTable's rows, loading, error and paging from the query of one page of a list (an answer with
 * `isNext`): `<ListTable {...pagedList(query, (data) => data.users)} … />`.
 */
export function pagedList<Data extends { isNext: boolean; total?: number; totalExact?: boolean }, T>(query: UseQueryResult<Data>, rowsOf: (data: Data) => T[]) {
  return {
    rows: query.data ? rowsOf(query.data) : undefined,
    loading: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    paginated: true,
    isNext: query.data?.isNext ?? false,
    total: query.data?.total,
    totalExact: query.data?.totalExact,
  };
}

/**
 * ListTable's rows, loading and error from the query of a whole look-up list (countries,
 * districts, areas): the table pages it itself (`paginated: 'client'`).
 */
export function wholeList<Data, T>(query: UseQueryResult<Data>, rowsOf: (data: Data) => T[]) {
  return {
    rows: query.data ? rowsOf(query.data) : undefined,
    loading: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    paginated: 'client' as const,
  };
}

export interface ListTableProps<T> {
  /** Heading above the table; also its accessible name. */
  title: string;
  /** Buttons next to the title. */
  actions?: ReactNode;
  /** More filters next to the search box. */
  filters?: ReactNode;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** A request is running (first load or refetch). */
  loading?: boolean;
  /**
   * The failure of the latest load: it stays on screen, with Retry, until a load succeeds (an
   * outage must not read as an empty list). Messages after an action are the page's own banner.
   */
  error?: unknown;
  /** Loads the list again (the query's refetch); without it the error has no Retry button. */
  onRetry?: () => void;
  /** Page and search in the address; without it there is no search box and no pagination. */
  params?: ListParams;
  searchable?: boolean;
  /**
   * Previous/next pagination; Next only when the server said `isNext`. 'client': every row is
   * loaded and the table shows one page of them (the look-up lists).
   */
  paginated?: boolean | 'client';
  isNext?: boolean;
  /** How many rows match (`withTotal`): "1-10 of 990,099"; `totalExact` false reads "about". */
  total?: number;
  totalExact?: boolean;
  /** Offer the page sizes of PAGE_SIZE_CHOICES (with `params`; the list's query must read `params.size`). */
  sizeChoice?: boolean;
  /** Clicking a row opens it (a click on a button or link inside the row does its own thing). */
  onRowClick?: (row: T) => void;
  emptyText?: string;
  /** Row selection for bulk actions: a checkbox column; `label` names a row for its checkbox. */
  selection?: TableSelection<T>;
  /** Shown above the table (the list's bulk action bar while rows are selected). */
  bulkBar?: ReactNode;
}

function BooleanCell({ value }: { value: boolean }) {
  return (
    <Badge color={value ? 'teal' : 'gray'} variant="light" radius="sm">
      {value ? t.active : t.inactive}
    </Badge>
  );
}

function Cell<T>({ column, row }: { column: Column<T>; row: T }) {
  if (column.render) return column.render(row);
  const value = column.value?.(row);
  if (typeof value === 'boolean') return <BooleanCell value={value} />;
  if (value === null || value === undefined || value === '') return <Text c="dimmed">—</Text>;
  return <span dir="auto">{String(value)}</span>;
}

/** Counts in the console's language's digits (lib/format.ts). */
const formatCount = (value: number) => formatNumber(value, consoleLanguage());

/** True when a click landed on something that acts by itself (a button, link or field in the row). */
function onControl(event: MouseEvent): boolean {
  return event.target instanceof Element && event.target.closest('button, a, input, select, textarea, label, [role="button"]') !== null;
}

function nextOrder<T>(column: Column<T>, current: { sort?: string; order?: SortOrder }): SortOrder {
  const first = column.firstOrder ?? 'asc';
  if (current.sort !== column.sortKey) return first;
  const shown = current.order ?? first;
  return shown === 'asc' ? 'desc' : 'asc';
}

/** A column header that sorts the list: a button inside the header cell, whose aria-sort tells the state. */
function SortHeader<T>({ column, params }: { column: Column<T>; params: ListParams }) {
  const active = params.sort === column.sortKey;
  const order = active ? (params.order ?? column.firstOrder ?? 'asc') : undefined;
  const Icon = order === 'asc' ? IconArrowUp : order === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={() => params.setSort(column.sortKey, nextOrder(column, params))}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 'inherit', font: 'inherit' }}
    >
      {column.header}
      <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.45 }} />
    </UnstyledButton>
  );
}

function LoadError({ error, onRetry, loading }: { error: unknown; onRetry?: () => void; loading: boolean }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t.loadError} role="alert" mb="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorText(error)}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} loading={loading} onClick={onRetry}>
            {t.retry}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/** "1-10 of 990,099", or "… of about 990,099" from the planner's estimate. */
function RangeText({ first, count, total, exact }: { first: number; count: number; total: number; exact: boolean }) {
  const values = {
    from: formatCount(count === 0 ? 0 : first),
    to: formatCount(count === 0 ? 0 : first + count - 1),
    total: formatCount(total),
  };
  return (
    <Text size="sm" c="dimmed" data-testid="list-range">
      {fillTemplate(exact ? t.range : t.rangeAbout, values)}
    </Text>
  );
}

/** The console's generic list: search, sort, spinner, load error with Retry, pagination, empty state. */
export function ListTable<T>({
  title,
  actions,
  filters,
  columns,
  rows,
  rowKey,
  loading = false,
  error,
  params,
  searchable = Boolean(params),
  paginated = false,
  isNext: serverIsNext = false,
  total: serverTotal,
  totalExact = true,
  sizeChoice = paginated === 'client',
  onRowClick,
  onRetry,
  emptyText,
  selection,
  bulkBar,
}: ListTableProps<T>) {
  const page = params?.page ?? 1;
  const size = params?.size;
  // A look-up list is all loaded: the table shows one page of it.
  const clientPaged = paginated === 'client' && params !== undefined && size !== undefined;
  const shownRows = clientPaged && rows ? rows.slice((page - 1) * size, page * size) : rows;
  const isNext = clientPaged ? (rows?.length ?? 0) > page * size : serverIsNext;
  const total = clientPaged ? rows?.length : serverTotal;
  const hasRows = Boolean(shownRows && shownRows.length > 0);
  const searching = Boolean(params?.textSearch);
  const failed = Boolean(error);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Group gap="sm" align="center">
          <Title order={2} size="h3">
            {title}
          </Title>
          {loading && hasRows && <Loader size="sm" role="status" aria-label={t.loading} />}
        </Group>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>

      {(searchable || filters) && (
        <Group gap="sm" mb="md" align="flex-end">
          {searchable && params && <SearchBox value={params.textSearch} onSearch={params.setTextSearch} />}
          {filters}
        </Group>
      )}

      {failed && <LoadError error={error} onRetry={onRetry} loading={loading} />}
      {bulkBar}

      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={title} aria-busy={loading || undefined}>
          <Table.Thead>
            <Table.Tr>
              {selection && <SelectPageCell state={selection.state} pageIds={shownRows?.map(rowKey) ?? []} />}
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  ta={column.align}
                  aria-sort={
                    column.sortKey && params
                      ? params.sort === column.sortKey
                        ? (params.order ?? column.firstOrder ?? 'asc') === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : 'none'
                      : undefined
                  }
                >
                  {column.sortKey && params ? <SortHeader column={column} params={params} /> : column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody style={{ opacity: loading && hasRows ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {hasRows &&
              shownRows?.map((row) => (
                <Table.Tr
                  key={rowKey(row)}
                  // Mouse users click anywhere on the row; keyboard users have the row's own View button.
                  onClick={onRowClick ? (event) => !onControl(event) && onRowClick(row) : undefined}
                  style={onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {selection && <SelectRowCell state={selection.state} id={rowKey(row)} label={selection.label(row)} />}
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      <Cell column={column} row={row} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {!hasRows && (
              <Table.Tr>
                <Table.Td colSpan={columns.length + (selection ? 1 : 0)}>
                  {loading ? (
                    <Center py="xl">
                      <Loader role="status" aria-label={t.loading} />
                    </Center>
                  ) : failed ? (
                    // The load failed: nothing is known about the rows, so no "nothing found".
                    <Center py="xl">
                      <Text c="dimmed">{t.loadError}</Text>
                    </Center>
                  ) : (
                    <EmptyState
                      py="xl"
                      size="sm"
                      icon={searching ? <IconSearchOff size={24} /> : <IconDatabaseOff size={24} />}
                      withIndicatorBackground
                      title={searching ? t.emptySearch : (emptyText ?? t.emptyTitle)}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {paginated && params && (
        <Group justify="flex-end" gap="sm" mt="md">
          {total !== undefined && (
            <RangeText first={(page - 1) * (size ?? 0) + 1} count={shownRows?.length ?? 0} total={total} exact={clientPaged || totalExact} />
          )}
          {sizeChoice && size !== undefined && (
            <NativeSelect
              size="sm"
              aria-label={t.pageSize}
              value={String(size)}
              data={[...new Set([size, ...PAGE_SIZE_CHOICES])].sort((a, b) => a - b).map((choice) => ({ value: String(choice), label: formatCount(choice) }))}
              onChange={(event) => params.setSize(Number(event.currentTarget.value))}
            />
          )}
          <Button
            variant="default"
            size="sm"
            leftSection={<IconChevronLeft size={16} />}
            disabled={page <= 1 || loading}
            onClick={() => params.setPage(page - 1)}
          >
            {t.previous}
          </Button>
          <Box aria-live="polite" px="xs">
            <Text size="sm" fw={600}>
              {t.page} {formatCount(page)}
            </Text>
          </Box>
          <Button
            variant="default"
            size="sm"
            rightSection={<IconChevronRight size={16} />}
            disabled={!isNext || loading}
            onClick={() => params.setPage(page + 1)}
          >
            {t.next}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
