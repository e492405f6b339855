import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { District } from '@souq/contract/regions';
import { DEFAULT_COUNTRY } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import { ListTable, type Column } from '@/components/list-table';
import { StatusBanner, useStatusBanner } from '@/components/status-banner';
import { useListParams } from '@/components/use-list-params';
import { districtsQuery } from '../api';
import { CountrySelect, useCountryName } from '../components/country-select';
import { DistrictForm } from '../components/district-form';
import { EditButton } from '../components/edit-button';
import { RecordId } from '../components/record-id';
import { useSearchParam } from '@/components/use-search-param';

const t = messages.console.regions;

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; district: District };

/** #/rm-admin/districts: a country's districts (KW first), searchable, with the district form. */
export function DistrictsPage() {
  const params = useListParams();
  const [countryId, setCountryId] = useSearchParam('country', { fallback: DEFAULT_COUNTRY, filter: true });
  const districts = useQuery(districtsQuery(countryId, params.textSearch));
  const countryName = useCountryName();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const { banner, showSuccess, showError, clear } = useStatusBanner();

  const columns: Column<District>[] = [
    { key: 'id', header: t.id, width: 200, render: (row) => <RecordId id={row._id} /> },
    { key: 'en', header: t.nameEn, value: (row) => row.district_en },
    { key: 'ar', header: t.nameAr, value: (row) => row.district_ar },
    { key: 'country', header: t.country, value: (row) => countryName(row.country_id) },
    {
      key: 'actions',
      header: t.actions,
      width: 90,
      render: (row) => <EditButton name={row.district_en} onClick={() => setMode({ kind: 'edit', district: row })} />,
    },
  ];

  if (mode.kind !== 'list') {
    return (
      <Stack gap="md">
        <StatusBanner banner={banner} onClose={clear} />
        <DistrictForm
          key={mode.kind === 'edit' ? mode.district._id : 'new'}
          district={mode.kind === 'edit' ? mode.district : undefined}
          defaultCountryId={countryId}
          onSaved={(message) => {
            setMode({ kind: 'list' });
            showSuccess(message);
          }}
          onFailed={showError}
          onBack={() => setMode({ kind: 'list' })}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <StatusBanner banner={banner} onClose={clear} />
      <ListTable
        title={t.districtsTitle}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setMode({ kind: 'create' })}>
            {t.addDistrict}
          </Button>
        }
        filters={<CountrySelect label={t.countryFilter} value={countryId} onChange={setCountryId} w={240} />}
        columns={columns}
        rows={districts.data}
        rowKey={(row) => row._id}
        loading={districts.isFetching}
        error={districts.error}
        params={params}
        emptyText={t.districtsEmpty}
      />
    </Stack>
  );
}
