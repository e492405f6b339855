import { Badge, Button, Stack } from '@mantine/core';
import { IconCircleCheck, IconCircleMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Country } from '@souq/contract/regions';
import { messages } from '@/i18n/console/messages';
import { ListTable, type Column } from '@/components/console/list-table';
import { StatusBanner, useStatusBanner } from '@/components/console/status-banner';
import { useListParams } from '@/components/console/use-list-params';
import { errorText } from '@/lib/api-client';
import { allCountriesQuery, useUpdateCountry } from '../api';

const t = messages.console.regions;

/** #/rm-admin/countries: every country, searchable; the row action selects or unselects it. */
export function CountriesPage() {
  const params = useListParams();
  const countries = useQuery(allCountriesQuery(params.textSearch));
  const update = useUpdateCountry();
  const { banner, showSuccess, showError, clear } = useStatusBanner();

  // The spec's row action: send the opposite of the current value.
  const toggle = (country: Country) =>
    update.mutate(
      { country_id: country._id, isSelected: !country.isSelected },
      {
        onSuccess: () => showSuccess(t.selectionSaved),
        onError: (error) => showError(errorText(error)),
      },
    );

  const columns: Column<Country>[] = [
    { key: 'id', header: t.id, width: 80, render: (row) => <code>{row._id}</code> },
    { key: 'en', header: t.nameEn, value: (row) => row.country_english },
    {
      key: 'selected',
      header: t.isSelected,
      width: 150,
      render: (row) => (
        <Badge color={row.isSelected ? 'teal' : 'gray'} variant="light" radius="sm">
          {row.isSelected ? t.selected : t.notSelected}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t.actions,
      width: 150,
      render: (row) => {
        const pending = update.isPending && update.variables.country_id === row._id;
        return (
          <Button
            size="xs"
            variant={row.isSelected ? 'default' : 'light'}
            color={row.isSelected ? 'gray' : undefined}
            leftSection={row.isSelected ? <IconCircleMinus size={16} /> : <IconCircleCheck size={16} />}
            loading={pending}
            disabled={update.isPending && !pending}
            aria-label={`${row.isSelected ? t.unselect : t.select} ${row.country_english}`}
            onClick={() => toggle(row)}
          >
            {row.isSelected ? t.unselect : t.select}
          </Button>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <StatusBanner banner={banner} onClose={clear} />
      <ListTable
        title={t.countriesTitle}
        columns={columns}
        rows={countries.data}
        rowKey={(row) => row._id}
        loading={countries.isFetching}
        error={countries.error}
        onRetry={() => void countries.refetch()}
        params={params}
        paginated="client"
        emptyText={t.countriesEmpty}
      />
    </Stack>
  );
}
