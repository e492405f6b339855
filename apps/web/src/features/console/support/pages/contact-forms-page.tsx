import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@/i18n/console/messages';
import type { ContactForm } from '@souq/contract/support';
import { ListTable, pagedList, type Column } from '@/components/console/list-table';
import { StatusBanner, useStatusBanner } from '@/components/console/status-banner';
import { useListParams } from '@/components/console/use-list-params';
import { UserText } from '@/components/console/user-text';
import { errorText } from '@/lib/api-client';
import { formatGermanDate } from '@/lib/dates';
import { contactFormsQuery, supportKeys, useUpdateContactForm } from '../api';
import { bulkContactFormsRoute, exportContactFormsRoute } from '@souq/contract/console-lists';
import { ExportMenu } from '@/components/console/export-menu';
import { useListBulk } from '@/components/console/use-list-bulk';
import { FilterSelect, useListFilter } from '@/components/console/list-filters';
import { CONTACT_FORM_ACTIONS } from '@souq/contract/constants';
import { ActionSelect, isAction } from '../components/action-select';
import { ShortId } from '../components/short-id';

const t = messages.console.support;
const b = messages.console.bulk;

/** #/rm-admin/contactform: what members wrote from the apps; the Action selector saves at once. */
export function ContactFormsPage() {
  const params = useListParams();
  const [rawAction] = useListFilter('action');
  const action = isAction(rawAction) ? rawAction : '';
  const forms = useQuery(contactFormsQuery({ page: params.page, action }));
  const update = useUpdateContactForm();
  const { banner, showSuccess, showError, clear } = useStatusBanner();
  // The list's filter exactly as contactFormsQuery sends it: bulk "all matching" and the export read the same rows.
  const listFilter = { action: action || undefined };
  const bulk = useListBulk({
    route: bulkContactFormsRoute,
    filter: listFilter,
    pageIds: forms.data?.contactforms.map((form) => form._id) ?? [],
    total: forms.data?.total,
    actions: [
      { action: 'complete', label: b.completeForms, confirm: b.completeFormsConfirm },
      { action: 'reopen', label: b.reopenForms, confirm: b.reopenFormsConfirm },
    ],
    invalidate: supportKeys.forms,
    onDone: showSuccess,
  });

  const columns: Column<ContactForm>[] = [
    // The full id is long; its first characters tell forms apart, the tooltip holds the rest.
    { key: 'id', header: t.id, width: 110, render: (row) => <ShortId id={row._id} /> },
    { key: 'name', header: t.name, value: (row) => row.user_id.name },
    { key: 'email', header: t.email, value: (row) => row.user_id.email },
    {
      key: 'message',
      header: t.message,
      render: (row) => (
        <UserText lineClamp={3} maw={420} style={{ whiteSpace: 'pre-wrap' }}>
          {row.message}
        </UserText>
      ),
    },
    { key: 'date', header: t.createdDate, width: 120, value: (row) => formatGermanDate(row.createdAt) },
    {
      key: 'action',
      header: t.action,
      width: 160,
      render: (row) => {
        const saving = update.isPending && update.variables.contactform_id === row._id;
        return (
          <ActionSelect
            formId={row._id}
            // While saving, the selector keeps the chosen value instead of jumping back.
            value={saving ? update.variables.action : row.action}
            busy={saving}
            onChange={(action) =>
              update.mutate(
                { contactform_id: row._id, action },
                { onSuccess: () => showSuccess(messages.generic.updateSuccess), onError: (error) => showError(errorText(error)) },
              )
            }
          />
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <StatusBanner banner={banner} onClose={clear} />
      <ListTable
        title={t.contactFormsTitle}
        filters={<FilterSelect label={t.action} name="action" choices={CONTACT_FORM_ACTIONS.map((value) => ({ value, label: t[value] }))} />}
        columns={columns}
        {...pagedList(forms, (data) => data.contactforms)}
        rowKey={(row) => row._id}
        params={params}
        searchable={false}
        emptyText={t.emptyForms}
        selection={{ state: bulk.selection, label: (row) => `${row.user_id.name} ${row.createdAt.toISOString()}` }}
        bulkBar={bulk.bulkBar}
        actions={<ExportMenu path={exportContactFormsRoute.path} filter={listFilter} />}
      />
    </Stack>
  );
}
