import { useQuery } from '@tanstack/react-query';
import type { District } from '@souq/contract/regions';
import { DEFAULT_COUNTRY } from '@souq/contract/constants';
import { messages } from '@/i18n/console/messages';
import { AddButton, ListOrFormPage, useListOrForm } from '@/components/console/list-or-form';
import { ListTable, type Column } from '@/components/console/list-table';
import { actionsColumn } from '@/components/console/row-actions';
import { useListParams } from '@/components/console/use-list-params';
import { useSearchParam } from '@/components/console/use-search-param';
import { districtsQuery } from '../api';
import { CountrySelect, useCountryName } from '../components/country-select';
import { DistrictForm } from '../components/district-form';
import { RecordId } from '@/components/console/record-id';

const t = messages.console.regions;

/** #/rm-admin/districts: a country's districts (KW first), searchable, with the district form. */
export function DistrictsPage() {
  const params = useListParams();
  const [countryId, setCountryId] = useSearchParam('country', DEFAULT_COUNTRY, { filter: true });
  const districts = useQuery(districtsQuery(countryId, params.textSearch));
  const countryName = useCountryName();
  const page = useListOrForm<District>();

  const columns: Column<District>[] = [
    { key: 'id', header: t.id, width: 200, render: (row) => <RecordId id={row._id} /> },
    { key: 'en', header: t.nameEn, value: (row) => row.district_en },
    { key: 'ar', header: t.nameAr, value: (row) => row.district_ar },
    { key: 'country', header: t.country, value: (row) => countryName(row.country_id) },
    actionsColumn(t.actions, 90, (row) => ({ name: row.district_en, edit: { label: t.edit, onClick: () => page.showEdit(row) } })),
  ];

  return (
    <ListOrFormPage
      page={page}
      rowKey={(row) => row._id}
      form={(district) => <DistrictForm district={district} defaultCountryId={countryId} {...page.formEvents} />}
    >
      <ListTable
        title={t.districtsTitle}
        actions={<AddButton onClick={page.showCreate}>{t.addDistrict}</AddButton>}
        filters={<CountrySelect label={t.countryFilter} value={countryId} onChange={setCountryId} w={240} />}
        columns={columns}
        rows={districts.data}
        rowKey={(row) => row._id}
        loading={districts.isFetching}
        error={districts.error}
        onRetry={() => void districts.refetch()}
        params={params}
        paginated="client"
        emptyText={t.districtsEmpty}
      />
    </ListOrFormPage>
  );
}
