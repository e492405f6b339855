import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Badge, Box, Button, Center, EmptyState, Group, Loader, Paper, Table, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDatabaseOff, IconSearchOff } from '@tabler/icons-react';
import { messages } from '@/i18n/console-messages';
import { errorText } from '@/lib/api-client';
import { SearchBox } from './search-box';
import { StatusBanner, useStatusBanner } from './status-banner';
import type { ListParams } from './use-list-params';

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
}

/**
 * ListTable's rows, loading, error and paging from the query of one page of a list (an answer with
 * `isNext`): `<ListTable {...pagedList(query, (data) => data.users)} … />`.
 */
export function pagedList<Data extends { isNext: boolean }, T>(query: UseQueryResult<Data>, rowsOf: (data: Data) => T[]) {
  return {
    rows: query.data ? rowsOf(query.data) : undefined,
    loading: query.isFetching,
    error: query.error,
    paginated: true,
    isNext: query.data?.isNext ?? false,
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
  /** The latest failure: shown in a banner for 3 s. */
  error?: unknown;
  /** Page and search in the address; without it there is no search box and no pagination. */
  params?: ListParams;
  searchable?: boolean;
  /** Previous/next pagination; Next only when the server said `isNext`. */
  paginated?: boolean;
  isNext?: boolean;
  emptyText?: string;
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

/** The generic list of spec section 2: search, spinner, 3 s error banner, pagination, empty state. */
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
  isNext = false,
  emptyText,
}: ListTableProps<T>) {
  const { banner, showError, clear } = useStatusBanner();
  useEffect(() => {
    if (error) showError(errorText(error));
  }, [error, showError]);

  const page = params?.page ?? 1;
  const hasRows = Boolean(rows && rows.length > 0);
  const searching = Boolean(params?.textSearch);

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

      <StatusBanner banner={banner} onClose={clear} />

      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={title} aria-busy={loading || undefined}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width} ta={column.align}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody style={{ opacity: loading && hasRows ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {hasRows &&
              rows?.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      <Cell column={column} row={row} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {!hasRows && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  {loading ? (
                    <Center py="xl">
                      <Loader role="status" aria-label={t.loading} />
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
              {t.page} {page}
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
