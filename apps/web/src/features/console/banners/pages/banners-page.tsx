import { useState } from 'react';
import { Anchor, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Banner } from '@souq/contract/banners';
import { DEFAULT_COUNTRY } from '@souq/contract/constants';
import { messages } from '@/i18n/console/messages';
import { AddButton, ListOrFormPage, useListOrForm } from '@/components/console/list-or-form';
import { ListTable, type Column } from '@/components/console/list-table';
import { actionsColumn } from '@/components/console/row-actions';
import { Thumbnail } from '@/components/console/thumbnail';
import { useConfirmedDelete } from '@/components/console/use-confirmed-delete';
import { useListParams } from '@/components/console/use-list-params';
import { useSearchParam } from '@/components/console/use-search-param';
import { selectedCountriesLookup } from '@/queries/lookups';
import { bannersQuery, useDeleteBanner } from '../api';
import { BannerForm } from '../components/banner-form';
import { EditLinkDialog } from '../components/edit-link-dialog';
import { safeLinkUrl } from '@/lib/safe-url';
import { countryName } from '@/lib/names';
import { useConsoleLanguage } from '@/i18n/console/language-state';

const t = messages.console.banners;

/** #/rm-admin/banners: 'Lists of Banners' of one country, 20 a page; add, edit the link, delete. */
export function BannersPage() {
  const language = useConsoleLanguage();
  const params = useListParams();
  // The country filter, kept in the address (?country=SA) like the page and the search.
  const [countryId, setCountryId] = useSearchParam('country', DEFAULT_COUNTRY, { filter: true });
  const banners = useQuery(bannersQuery(countryId, params.textSearch, params.page));
  const countries = useQuery(selectedCountriesLookup());
  const remove = useDeleteBanner();
  // Add shows the form in place of the list; edit changes the link only, in a dialog over it.
  const page = useListOrForm<Banner>();
  const [editing, setEditing] = useState<Banner | null>(null);
  const { showSuccess } = page.status;
  const deletion = useConfirmedDelete(
    remove,
    (row: Banner) => row._id,
    () => showSuccess(t.deleted),
  );

  const columns: Column<Banner>[] = [
    { key: 'type', header: t.bannerType, value: (row) => row.banner_type },
    { key: 'placement', header: t.placement, value: (row) => row.bannerFor },
    { key: 'country', header: t.country, value: (row) => countryName(language, row.country_id) },
    {
      key: 'image',
      header: t.image,
      width: 120,
      render: (row) => <Thumbnail src={row.banner_url} alt={`${row.bannerFor} ${row.banner_action_url}`} />,
    },
    {
      key: 'url',
      header: t.actionUrl,
      render: (row) => (
        <Anchor href={safeLinkUrl(row.banner_action_url)} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
          {row.banner_action_url}
        </Anchor>
      ),
    },
    { key: 'active', header: t.active, width: 100, value: (row) => row.active },
    actionsColumn(t.actions, 110, (row) => ({
      name: row.bannerFor,
      edit: { label: t.edit, onClick: () => setEditing(row) },
      remove: { label: t.delete, onClick: () => deletion.ask(row) },
    })),
  ];

  const countryOptions = (countries.data ?? []).map((country) => ({ value: country._id, label: countryName(language, country) }));
  // The filter keeps showing a country that is no longer selected (or not loaded yet).
  if (!countryOptions.some((option) => option.value === countryId)) countryOptions.unshift({ value: countryId, label: countryId });

  return (
    <ListOrFormPage
      page={page}
      rowKey={(row) => row._id}
      form={() => <BannerForm defaultCountryId={countryId} {...page.formEvents} />}
      deletion={{ message: messages.banner.confirmDelete, ...deletion.dialog }}
    >
      <ListTable
        title={t.listTitle}
        actions={<AddButton onClick={page.showCreate}>{t.add}</AddButton>}
        filters={
          <NativeSelect label={t.countryFilter} data={countryOptions} value={countryId} onChange={(event) => setCountryId(event.currentTarget.value)} w={240} />
        }
        columns={columns}
        rows={banners.data?.banners}
        rowKey={(row) => row._id}
        loading={banners.isFetching}
        error={banners.error}
        params={params}
        paginated
        isNext={banners.data?.isNext}
        emptyText={t.empty}
      />
      <EditLinkDialog
        banner={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          showSuccess(message);
        }}
      />
    </ListOrFormPage>
  );
}
