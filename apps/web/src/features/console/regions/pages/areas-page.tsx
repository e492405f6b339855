import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Area } from '@souq/contract/regions';
import { DEFAULT_COUNTRY } from '@souq/contract/constants';
import { messages } from '@/i18n/console/messages';
import { AddButton, ListOrFormPage, useListOrForm } from '@/components/console/list-or-form';
import { ListTable, type Column } from '@/components/console/list-table';
import { actionsColumn } from '@/components/console/row-actions';
import { useListParams } from '@/components/console/use-list-params';
import { useSearchParam } from '@/components/console/use-search-param';
import { areasQuery, districtsQuery } from '../api';
import { AreaForm } from '../components/area-form';
import { CountrySelect, useCountryName } from '../components/country-select';
import { RecordId } from '@/components/console/record-id';
import { districtName } from '@/lib/names';
import { useConsoleLanguage } from '@/i18n/console/language-state';

const t = messages.console.regions;

/** #/rm-admin/areas: a country's areas (KW first), optionally of one district, with the area form. */
export function AreasPage() {
  const language = useConsoleLanguage();
  const params = useListParams();
  const [countryId, setCountryId] = useSearchParam('country', DEFAULT_COUNTRY, { filter: true, resets: ['district'] });
  const [districtId, setDistrictId] = useSearchParam('district', '', { filter: true });
  const areas = useQuery(areasQuery(countryId, districtId, params.textSearch));
  const districts = useQuery(districtsQuery(countryId));
  const countryName = useCountryName();
  const page = useListOrForm<Area>();

  const districtOf = (id: string) => {
    const district = districts.data?.find((d) => d._id === id);
    return district ? districtName(language, district) : '';
  };

  const columns: Column<Area>[] = [
    { key: 'id', header: t.id, width: 200, render: (row) => <RecordId id={row._id} /> },
    { key: 'en', header: t.nameEn, value: (row) => row.area_en },
    { key: 'ar', header: t.nameAr, value: (row) => row.area_ar },
    { key: 'district', header: t.district, value: (row) => districtOf(row.district_id) },
    { key: 'country', header: t.country, value: (row) => countryName(row.country_id) },
    actionsColumn(t.actions, 90, (row) => ({ name: row.area_en, edit: { label: t.edit, onClick: () => page.showEdit(row) } })),
  ];

  const districtOptions = [
    { value: '', label: t.allDistricts },
    ...(districts.data ?? []).map((district) => ({ value: district._id, label: districtName(language, district) })),
  ];

  return (
    <ListOrFormPage
      page={page}
      rowKey={(row) => row._id}
      form={(area) => <AreaForm area={area} defaultCountryId={countryId} defaultDistrictId={districtId} {...page.formEvents} />}
    >
      <ListTable
        title={t.areasTitle}
        actions={<AddButton onClick={page.showCreate}>{t.addArea}</AddButton>}
        filters={
          <>
            <CountrySelect label={t.countryFilter} value={countryId} onChange={setCountryId} w={240} />
            <NativeSelect
              label={t.districtFilter}
              data={districtOptions}
              value={districtId}
              onChange={(event) => setDistrictId(event.currentTarget.value)}
              disabled={districts.isPending}
              w={240}
            />
          </>
        }
        columns={columns}
        rows={areas.data}
        rowKey={(row) => row._id}
        loading={areas.isFetching}
        error={areas.error}
        onRetry={() => void areas.refetch()}
        params={params}
        paginated="client"
        emptyText={t.areasEmpty}
      />
    </ListOrFormPage>
  );
}
